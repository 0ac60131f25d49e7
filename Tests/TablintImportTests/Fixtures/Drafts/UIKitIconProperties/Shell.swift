import UIKit

final class Shell: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let ledger = UIViewController()
        ledger.tabBarItem = UITabBarItem(title: NSLocalizedString("shell.ledger", comment: ""), image: .ledger, tag: 0)
        let alerts = UIViewController()
        alerts.tabBarItem = UITabBarItem(title: NSLocalizedString("shell.alerts", comment: ""), image: UIImage.bell, tag: 1)
        let people = UIViewController()
        people.tabBarItem = UITabBarItem(title: NSLocalizedString("shell.people", comment: ""), image: Section.people.picture, tag: 2)
        viewControllers = [ledger, alerts, people]
    }
}
