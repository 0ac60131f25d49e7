import UIKit

// The array chosen by a flag's branches, and a tab appended under a setting.
final class MainController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = HomeController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let queue = QueueController()
        queue.tabBarItem = UITabBarItem(title: "Queue", image: UIImage(systemName: "list.number"), tag: 1)
        let extra = ExtraController()
        extra.tabBarItem = UITabBarItem(title: "Extra", image: UIImage(systemName: "sparkles"), tag: 2)
        var controllers: [UIViewController]
        if Flags.queueOnTabBar.isOn {
            controllers = [home, queue]
        } else {
            controllers = [home]
        }
        if AppSettings.shared.showsExtra {
            controllers.append(extra)
        }
        viewControllers = controllers
    }
}

final class HomeController: UIViewController {}
final class QueueController: UIViewController {}
final class ExtraController: UIViewController {}
