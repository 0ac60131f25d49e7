import UIKit

final class IconBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let drive = UINavigationController(rootViewController: UIViewController())
        drive.tabBarItem.accessibilityLabel = NSLocalizedString("drive.title", comment: "")
        drive.tabBarItem.image = UIImage(named: "drive-icon")
        let people = UINavigationController(rootViewController: UIViewController())
        people.tabBarItem.accessibilityLabel = NSLocalizedString("people.title", comment: "")
        people.tabBarItem.image = UIImage(named: "people-icon")
        viewControllers = [drive, people]
    }
    required init?(coder: NSCoder) { nil }
}
