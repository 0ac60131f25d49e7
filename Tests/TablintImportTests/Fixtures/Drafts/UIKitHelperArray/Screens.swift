import UIKit

// Each screen is made with its item here, away from the tab bar controller.
enum Screens {
    static func all() -> [UIViewController] {
        var list = [reading()]
        list.append(saved())
        return list
    }
    static func reading() -> UIViewController {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.tabBarItem = UITabBarItem(title: NSLocalizedString("screens.reading", comment: ""), image: UIImage(systemName: "book"), selectedImage: nil)
        return nav
    }
    static func saved() -> UIViewController {
        let vc = UIViewController()
        vc.tabBarItem = UITabBarItem(title: NSLocalizedString("screens.saved", comment: ""), image: UIImage(named: "saved-tab"), tag: 1)
        return vc
    }
}
