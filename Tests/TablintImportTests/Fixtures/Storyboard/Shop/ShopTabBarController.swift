import UIKit

// The storyboard's tab bar class: it sets one tab's image by position.
final class ShopTabBarController: UITabBarController {
    private enum Tab: Int, CaseIterable {
        case catalog, search, orders, account
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let orders = viewControllers?[Tab.orders.rawValue] as? UINavigationController
        orders?.tabBarItem.image = UIImage(systemName: "shippingbox")
        #if DEBUG
        tabBar.items?[0].title = "Debug build"
        #endif
        if UserDefaults.standard.bool(forKey: "renamed") {
            tabBar.items?[3].title = "Renamed"
        }
    }
}
