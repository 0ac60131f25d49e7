import UIKit

struct DockModel {
    enum Tab: Int {
        case feed
        case account
        case wallet

        var highlightedImage: UIImage? {
            switch self {
            case .feed: return UIImage(named: "dock-feed-on")
            case .account: return UIImage(named: "dock-account-on")
            case .wallet: return UIImage(named: "dock-wallet-on")
            }
        }

        var deselectedImage: UIImage? {
            switch self {
            case .feed: return UIImage(named: "dock-feed-off")
            case .account: return UIImage(named: "dock-account-off")
            case .wallet: return UIImage(named: "dock-wallet-off")
            }
        }

        var title: String {
            switch self {
            case .feed: return NSLocalizedString("dock.feed", comment: "")
            case .account: return NSLocalizedString("dock.account", comment: "")
            case .wallet: return NSLocalizedString("dock.wallet", comment: "")
            }
        }
    }

    var tabs: [Tab]
    var current: Tab

    init(current: Tab) {
        self.tabs = [.feed, .wallet, .account]
        self.current = current
    }
}

/// Not a tab bar controller: its own view lays the buttons out.
final class DockPanelController: UIViewController {
    var model = DockModel(current: .feed)
    lazy var pages: [DockModel.Tab: UIViewController] = [
        .feed: UINavigationController(rootViewController: UIViewController()),
        .account: UINavigationController(rootViewController: UIViewController()),
        .wallet: UINavigationController(rootViewController: UIViewController())
    ]
}
