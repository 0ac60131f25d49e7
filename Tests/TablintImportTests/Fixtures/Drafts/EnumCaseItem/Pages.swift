import UIKit

enum Page: Int { case reader, saved }

extension Page {
    var caption: String {
        switch self {
        case .reader: return NSLocalizedString("page.reader", comment: "")
        case .saved: return NSLocalizedString("page.saved", comment: "")
        }
    }
    var glyph: String { switch self { case .reader: return "book"; case .saved: return "bookmark" } }
    var barItem: UITabBarItem { UITabBarItem(title: caption, image: UIImage(systemName: glyph), selectedImage: nil) }
}

final class SavedListController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = Page.saved.barItem
    }
    required init?(coder: NSCoder) { nil }
}

final class PagesController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let reader = UIViewController()
        reader.tabBarItem = Page.reader.barItem
        viewControllers = [reader, SavedListController()].map { UINavigationController(rootViewController: $0) }
    }
}
