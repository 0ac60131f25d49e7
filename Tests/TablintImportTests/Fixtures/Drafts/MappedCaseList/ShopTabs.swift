import UIKit

// The first element names the enum; the second is an implicit member of it.
final class ShopTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [ShopSection.account, .front].map { section in
            let screen = section.screen()
            screen.tabBarItem = UITabBarItem(title: section.title, image: section.image, tag: section.rawValue)
            return screen
        }
    }
}
