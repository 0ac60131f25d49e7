import UIKit

// Flows held as optionals: each flow's screen is given its item through the
// optional chain, where the bar gets its controllers, and listed the same way.
final class FeedFlow { let front = UINavigationController() }
final class InboxFlow { let front = UINavigationController() }

final class Launcher {
    let bar = UITabBarController()
    var feed: FeedFlow?
    var inbox: InboxFlow?

    func install() {
        let feedItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), selectedImage: nil)
        feed?.front.tabBarItem = feedItem
        inbox?.front.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), selectedImage: nil)
        let screens = [feed?.front, inbox?.front].compactMap { $0 }
        bar.setViewControllers(screens, animated: false)
    }
}
