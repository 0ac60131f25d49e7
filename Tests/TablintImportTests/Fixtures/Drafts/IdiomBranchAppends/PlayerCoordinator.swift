import UIKit

// A coordinator handed its tab bar controller: the list grows with appends, an
// iPad-only branch and a platform `#if` with an `#else` for other systems.
final class PlayerCoordinator: NSObject {
    private let bar: UITabBarController

    init(bar: UITabBarController) {
        self.bar = bar
        super.init()
        build()
    }

    private func build() {
        let library = LibraryController()
        let shelves = ShelvesController()
        let queue = QueueController()
        let radio = RadioController()
        var list: [UIViewController] = [library]
#if os(iOS)
        if UIDevice.current.userInterfaceIdiom == .pad {
            list.append(shelves)
            list.append(queue)
        } else {
            list.append(queue)
        }
#else
        list.append(queue)
#endif
        list.append(radio)
        bar.viewControllers = list
    }
}

final class LibraryController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
    }
    required init?(coder: NSCoder) { nil }
}

final class ShelvesController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBarItem = UITabBarItem(title: "Shelves", image: UIImage(systemName: "square.stack"), tag: 1)
    }
    required init?(coder: NSCoder) { nil }
}

final class QueueController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBarItem = UITabBarItem(title: "Queue", image: UIImage(systemName: "list.number"), tag: 2)
    }
    required init?(coder: NSCoder) { nil }
}

final class RadioController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBarItem = UITabBarItem(title: "Radio", image: UIImage(systemName: "dot.radiowaves.right"), tag: 3)
    }
    required init?(coder: NSCoder) { nil }
}
