import UIKit

final class ShellController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let library = UINavigationController(rootViewController: UIViewController())
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), selectedImage: nil)
        let shop = UINavigationController(rootViewController: UIViewController())
        shop.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), selectedImage: nil)
        viewControllers = [library, shop]
    }
    required init?(coder: NSCoder) { nil }
}
