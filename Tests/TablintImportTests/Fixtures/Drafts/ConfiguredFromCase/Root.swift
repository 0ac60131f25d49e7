import UIKit

enum Area: Int, CaseIterable {
    case inbox, outbox
    var label: String {
        switch self {
        case .inbox: return NSLocalizedString("area.inbox", comment: "")
        case .outbox: return NSLocalizedString("area.outbox", comment: "")
        }
    }
    var symbol: UIImage { switch self { case .inbox: return UIImage(systemName: "tray")!; case .outbox: return UIImage(systemName: "paperplane")! } }
}

extension UIViewController {
    func setUpItem(for area: Area) {
        tabBarItem.title = area.label
        tabBarItem.image = area.symbol
    }
}

final class RootController: UITabBarController {
    let inboxController: UIViewController
    let outboxController: UIViewController

    init() {
        inboxController = UIViewController()
        inboxController.setUpItem(for: .inbox)
        outboxController = UIViewController()
        outboxController.setUpItem(for: .outbox)
        super.init(nibName: nil, bundle: nil)
        viewControllers = [inboxController, outboxController].map { UINavigationController(rootViewController: $0) }
    }
    required init?(coder: NSCoder) { nil }
}
