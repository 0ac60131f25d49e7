import UIKit

// The items and navigation controllers the children are given.
extension UITabBarItem {
    static var reading: UITabBarItem {
        .init(title: NSLocalizedString("reading.tab", comment: ""), image: UIImage(systemName: "book"), selectedImage: nil)
    }
    static var account: UITabBarItem {
        .init(title: NSLocalizedString("account.tab", comment: ""), image: UIImage(named: "account_tab"), selectedImage: nil)
    }
}

extension UINavigationController {
    static var reading: UINavigationController {
        let nav = UINavigationController()
        nav.tabBarItem = .reading
        nav.navigationBar.prefersLargeTitles = true
        return nav
    }
    static var account: UINavigationController {
        let nav = UINavigationController()
        nav.tabBarItem = .account
        return nav
    }
}
