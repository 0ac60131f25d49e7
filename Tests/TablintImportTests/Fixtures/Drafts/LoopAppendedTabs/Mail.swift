import UIKit

// Tabs appended in a `for` loop over an enum's cases, each item made from the case.
enum Section: CaseIterable {
    case inbox, sent
    var title: String {
        switch self {
        case .inbox: return NSLocalizedString("section.inbox", comment: "")
        case .sent: return NSLocalizedString("section.sent", comment: "")
        }
    }
    var symbol: String {
        switch self {
        case .inbox: return "tray"
        case .sent: return "paperplane"
        }
    }
}
final class Mail: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var list: [UIViewController] = []
        for section in Section.allCases {
            let screen = UIViewController()
            screen.tabBarItem = UITabBarItem(title: section.title, image: UIImage(systemName: section.symbol), tag: 0)
            list.append(UINavigationController(rootViewController: screen))
        }
        viewControllers = list
    }
}
