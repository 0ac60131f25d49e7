import UIKit

final class ControllerFactory {
    static let instance = ControllerFactory()
    func rootControllers() -> [UIViewController] {
        return [feed(), inbox()]
    }
    private func feed() -> UIViewController {
        let vc = UIViewController()
        vc.tabBarItem = UITabBarItem(title: NSLocalizedString("main.feed", comment: ""), image: UIImage(systemName: "list.bullet"), tag: 0)
        return vc
    }
    private func inbox() -> UIViewController {
        let vc = FeedController()
        return vc
    }
}

final class FeedController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("main.inbox", comment: "")
        tabBarItem.image = UIImage(named: "inbox")
    }
}
