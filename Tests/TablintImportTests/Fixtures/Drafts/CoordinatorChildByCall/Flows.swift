import UIKit

// Coordinators whose classes give their navigation controller its root: by
// assigning `viewControllers`, or by `setViewControllers`, the root a lazy
// property, one made by an immediately called closure that sets its item, or a
// local. (A controller pushed later is no root: it gives no tab.)
final class LedgerFlow {
    let navigationController: UINavigationController
    lazy var root = LedgerScreen()
    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        root.tabBarItem = UITabBarItem(title: NSLocalizedString("ledger.tab", comment: ""), image: UIImage(named: "ledger"), tag: 0)
    }
    func start() { navigationController.viewControllers = [root] }
}

final class AtlasFlow {
    let navigationController = UINavigationController()
    private lazy var root: AtlasScreen = {
        let screen = AtlasScreen()
        screen.tabBarItem = UITabBarItem(title: NSLocalizedString("atlas.tab", comment: ""), image: UIImage(named: "atlas"), tag: 1)
        return screen
    }()
    func start() { navigationController.setViewControllers([root], animated: false) }
}

final class JournalFlow {
    let navigationController = UINavigationController()
    func start() {
        let screen = JournalScreen()
        screen.tabBarItem = UITabBarItem(title: NSLocalizedString("journal.tab", comment: ""), image: UIImage(systemName: "book.closed"), tag: 2)
        navigationController.setViewControllers([screen], animated: false)
    }
}

final class InboxFlow {
    let navigationController = UINavigationController()
    func showDetail() {
        let detail = DetailScreen()
        detail.title = "Detail"
        navigationController.pushViewController(detail, animated: true)
    }
}

final class LedgerScreen: UIViewController {}
final class DetailScreen: UIViewController {}
final class AtlasScreen: UIViewController {}
final class JournalScreen: UIViewController {}
