import UIKit

// Every case, through the same closure: read from the controller, not from the enum alone.
final class ShopTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = ShopSection.allCases.map { section in
            let screen = section.screen()
            screen.tabBarItem = UITabBarItem(title: section.title, image: section.image, tag: section.rawValue)
            return screen
        }
    }
}
