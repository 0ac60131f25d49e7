import UIKit

// Each item gets its facts one at a time from an enum case written out: the case is the tab's id.
enum ShelfTab: CaseIterable {
    case books, lamps

    var picture: UIImage? {
        switch self {
        case .books: UIImage(systemName: "books.vertical")
        case .lamps: UIImage(systemName: "lamp.desk")
        }
    }

    var spoken: String {
        switch self {
        case .books: "Books shelf"
        case .lamps: "Lamps shelf"
        }
    }
}

final class ShelfBar: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var shown = [UIViewController]()
        let books = UIViewController()
        books.tabBarItem.image = ShelfTab.books.picture
        books.tabBarItem.accessibilityLabel = ShelfTab.books.spoken
        shown.append(books)
        let lamps = UIViewController()
        lamps.tabBarItem.accessibilityLabel = ShelfTab.lamps.spoken
        lamps.tabBarItem.image = ShelfTab.lamps.picture
        shown.append(lamps)
        viewControllers = shown
    }
}
