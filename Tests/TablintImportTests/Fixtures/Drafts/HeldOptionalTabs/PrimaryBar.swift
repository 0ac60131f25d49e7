import UIKit

// Tabs held in optional properties, set in viewDidLoad and appended force-unwrapped;
// a search tab, a tab whose facts come from an enum, and a group.
enum Screen: Int, CaseIterable {
    case find, front
    var title: String {
        switch self {
        case .front: return "Front"
        case .find: return "Find"
        }
    }
    var glyph: UIImage {
        switch self {
        case .front: return .frontGlyph
        case .find: return .findGlyph
        }
    }
}

extension UIImage {
    static let frontGlyph = UIImage(systemName: "star.fill")!
    static let findGlyph = UIImage(systemName: "magnifyingglass")!
}

final class PrimaryBar: UITabBarController {
    private var finder: UISearchTab?
    private var front: UITab?
    private var shelves: UITabGroup?

    override func viewDidLoad() {
        super.viewDidLoad()
        var pinned = [UITab]()
        finder = UISearchTab { _ in UINavigationController(rootViewController: UIViewController()) }
        finder!.automaticallyActivatesSearch = true
        pinned.append(finder!)
        front = UITab(title: Screen.front.title, image: Screen.front.glyph, identifier: "Pinned.\(Screen.front.title)") { _ in
            UIViewController()
        }
        pinned.append(front!)
        shelves = UITabGroup(title: "Shelves", image: UIImage(systemName: "books.vertical"), identifier: "Pinned.Shelves", children: []) { _ in
            UIViewController()
        }
        pinned.append(shelves!)
        tabs = pinned
    }
}
