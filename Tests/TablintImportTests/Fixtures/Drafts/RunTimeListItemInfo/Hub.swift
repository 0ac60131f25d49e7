import UIKit

// The tabs come from a list read at run time (a configuration file), each
// string mapped to a case of a private enum through its raw value; the case's
// `info` builds a private item-info struct whose method makes the item from
// its stored properties. A debug-only pane is appended under a compound test.
final class HubTabsController: UITabBarController {
    private lazy var infos: [PaneInfo] = {
        var panes = Settings.shared.paneNames?.compactMap { name in
            Pane(rawValue: name)?.info
        } ?? []
        #if INTERNAL || DEBUG
        panes.append(Pane.console.info)
        #endif
        return panes
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let controllers = infos.map { info -> UIViewController in
            let controller = info.controller
            controller.tabBarItem = info.makeItem()
            return controller
        }
        setViewControllers(controllers, animated: false)
    }
}

private struct PaneInfo {
    var title: String
    var controller: UIViewController
    var image: UIImage?

    func makeItem() -> UITabBarItem {
        let item = UITabBarItem(title: self.title, image: self.image, selectedImage: nil)
        return item
    }
}

private enum Pane: String {
    case reading = "Reading"
    case search = "Lookup"
    case console = "Console"

    var info: PaneInfo {
        switch self {
        case .reading:
            let nav = UINavigationController(rootViewController: UIViewController())
            let glyph: UIImage? = {
                if #available(iOS 13.0, *) {
                    return UIImage(systemName: "book")
                } else {
                    return UIImage(named: "tab-book")
                }
            }()
            return PaneInfo(title: NSLocalizedString("Reading", comment: ""), controller: nav, image: glyph)
        case .search:
            return PaneInfo(title: NSLocalizedString("Lookup", comment: ""), controller: UIViewController(), image: UIImage(systemName: "magnifyingglass"))
        case .console:
            return PaneInfo(title: "Console", controller: UIViewController(), image: UIImage(systemName: "terminal"))
        }
    }
}

final class Settings {
    static let shared = Settings()
    var paneNames: [String]? { nil }
}
