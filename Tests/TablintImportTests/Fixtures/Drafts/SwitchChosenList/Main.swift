import UIKit

// The tab list is chosen by a switch on the kind of account in an immediately
// called closure, stored in a property, and mapped in another method; the
// enum's switch-self properties give each tab's title and image.
enum Pane: Int {
    case feed, lists, mentions, find, me

    var title: String {
        switch self {
        case .feed: return NSLocalizedString("pane.feed", comment: "")
        case .lists: return NSLocalizedString("pane.lists", comment: "")
        case .mentions: return NSLocalizedString("pane.mentions", comment: "")
        case .find: return NSLocalizedString("pane.find", comment: "")
        case .me: return NSLocalizedString("pane.me", comment: "")
        }
    }

    var image: UIImage? {
        switch self {
        case .feed: return UIImage(systemName: "house")
        case .lists: return UIImage(systemName: "list.bullet")
        case .mentions: return UIImage(systemName: "at")
        case .find: return UIImage(systemName: "magnifyingglass")
        case .me: return UIImage(systemName: "person")
        }
    }
}

enum Service { case classic, federated }

final class MainTabs: UITabBarController {
    var panes: [Pane]

    init(service: Service) {
        let panes: [Pane] = {
            switch service {
            case .classic: return [.lists, .find, .me]
            case .federated: return [.feed, .mentions, .find, .me]
            }
        }()
        self.panes = panes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let stacks: [UIViewController] = panes.map { pane in
            let stack = UINavigationController(rootViewController: UIViewController())
            stack.tabBarItem.title = pane.title
            stack.tabBarItem.image = pane.image
            return stack
        }
        setViewControllers(stacks, animated: false)
    }
}
