import UIKit

final class SessionFlow {
    private enum HomeTab: Int {
        case inbox
        case people
        case me

        static func every() -> [HomeTab] { [.inbox, .people, .me] }

        var title: String {
            switch self {
            case .inbox: return NSLocalizedString("home.inbox", comment: "")
            case .people: return NSLocalizedString("home.people", comment: "")
            case .me: return NSLocalizedString("home.me", comment: "")
            }
        }
    }

    let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func start() {
        let pages = HomeTab.every().map { tab -> UIViewController in
            switch tab {
            case .inbox: return UINavigationController(rootViewController: UIViewController())
            case .people: return UINavigationController(rootViewController: UIViewController())
            case .me: return UINavigationController(rootViewController: UIViewController())
            }
        }
        let badges = HomeTab.every().map { tab -> BadgeItemView in
            let view = BadgeItemView()
            view.caption = tab.title
            return view
        }
        window.rootViewController = HomeBarController(pages: pages, badges: badges)
    }
}
