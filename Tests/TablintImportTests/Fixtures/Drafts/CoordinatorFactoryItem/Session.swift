import UIKit

// Coordinators made by factory methods that give the coordinator's root its item
// (a navigation controller shows its root's item); the tabs are appended to a
// local that shares its name with the property it is given to, one under a flag
// with an `else`, one under a debug test with no item the code shows.
enum Shelf {
    case ledger, atlas, journal, probe
    var barItem: UITabBarItem {
        switch self {
        case .ledger: return UITabBarItem(title: NSLocalizedString("ledger.tab", comment: ""), image: UIImage(named: "tab_ledger"), selectedImage: nil)
        case .atlas: return UITabBarItem(title: NSLocalizedString("atlas.tab", comment: ""), image: UIImage(named: "tab_atlas"), selectedImage: nil)
        case .journal: return UITabBarItem(title: NSLocalizedString("journal.tab", comment: ""), image: UIImage(named: "tab_journal"), selectedImage: nil)
        case .probe:
            let item = UITabBarItem(title: nil, image: nil, selectedImage: nil)
            item.isEnabled = false
            return item
        }
    }
}

final class Flow {
    let navigationController = UINavigationController()
    var rootViewController: UIViewController { navigationController.viewControllers[0] }
    func start() {}
}

extension UIViewController {
    // Not a tab's title: a parameter shadowed by a local.
    func warn(title: String = "", error: Error) {
        var title = title
        if title.isEmpty { title = error.localizedDescription }
        present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
    }
}

final class SessionCoordinator {
    let tabBarController = UITabBarController()

    private func makeLedger() -> Flow {
        let flow = Flow()
        flow.rootViewController.tabBarItem = Shelf.ledger.barItem
        flow.start()
        return flow
    }

    private func makeAtlas() -> Flow {
        let flow = Flow()
        flow.rootViewController.tabBarItem = Shelf.atlas.barItem
        return flow
    }

    private func makeJournal(compact: Bool) -> Flow {
        let flow = Flow()
        flow.rootViewController.tabBarItem = Shelf.journal.barItem
        return flow
    }

    func setUp() {
        var viewControllers = [UIViewController]()
        let ledger = makeLedger()
        viewControllers.append(ledger.navigationController)
        if Options.current.isOn(.atlasEnabled) {
            let atlas = makeAtlas()
            viewControllers.append(atlas.navigationController)
        } else {
            let journal = makeJournal(compact: true)
            viewControllers.append(journal.navigationController)
        }
        if Build.isDebug && Options.current.isOn(.probeEnabled) {
            let probe = UIViewController()
            probe.tabBarItem = Shelf.probe.barItem
            viewControllers.append(probe)
        }
        tabBarController.viewControllers = viewControllers
    }
}
