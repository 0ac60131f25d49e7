import UIKit

// The user may pin other screens; the first launch shows the defaults after `??`.
// The list is mapped with its offsets, each controller labelled from the case.
enum Screen {
    case feed
    case mentions
    case saved

    var shortTitle: String {
        switch self {
        case .feed: return "Feed"
        case .mentions: return "Mentions"
        case .saved: return "Saved"
        }
    }

    var symbol: String {
        switch self {
        case .feed: return "newspaper"
        case .mentions: return "at"
        case .saved: return "bookmark"
        }
    }
}

final class ShellController: UITabBarController {
    var pinned: [Int: Screen] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let controllers = [
            pinned[0] ?? Screen.feed,
            pinned[1] ?? Screen.mentions,
            pinned[2] ?? Screen.saved,
        ].enumerated().map { (offset, screen) -> UIViewController in
            let nav = UINavigationController(rootViewController: UIViewController())
            nav.tabBarItem.image = UIImage(systemName: screen.symbol)
            nav.tabBarItem.title = screen.shortTitle
            nav.tabBarItem.tag = offset
            return nav
        }
        let more = UINavigationController(rootViewController: UIViewController())
        more.tabBarItem.image = UIImage(systemName: "ellipsis")
        more.tabBarItem.title = "More"
        waiting = controllers
        waiting.append(more)
    }

    // Handed to the bar only once it is on screen.
    var waiting: [UIViewController] = []
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setViewControllers(waiting, animated: false)
    }
}
