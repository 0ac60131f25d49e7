import UIKit

// A coordinator whose tab bar controller is a property named `root`.
final class AppCoordinator {
    let root = UITabBarController()
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func start() {
        let feed = UINavigationController(rootViewController: FeedScreen())
        feed.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.feed", comment: ""), image: UIImage(systemName: "list.bullet"), tag: 0)
        let inbox = UINavigationController(rootViewController: InboxScreen())
        root.viewControllers = [feed, inbox, makeProfile()]
        window.rootViewController = root
    }

    func makeProfile() -> UIViewController {
        let profile = ProfileScreen()
        profile.tabBarItem.title = "Me"
        profile.tabBarItem.image = UIImage(named: "profile-tab")
        return profile
    }
}

final class FeedScreen: UIViewController {}
final class ProfileScreen: UIViewController {}

final class InboxScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tabBarItem.image = UIImage(systemName: "tray")
    }
}
