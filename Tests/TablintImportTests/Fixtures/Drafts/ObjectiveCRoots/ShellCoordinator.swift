import UIKit

// Two tabs whose roots are Objective-C classes (declared in a header, set up in
// a .m file): the draft keeps the Swift tabs and says which were left out.
final class ShellCoordinator: NSObject {
    private let tabs: UITabBarController
    private let store: Store

    private lazy var notesNavigation: UINavigationController = {
        let root = NotesController()
        return UINavigationController(rootViewController: root)
    }()

    private lazy var radioNavigation: UINavigationController = {
        let root = RadioListController()
        return UINavigationController(rootViewController: root)
    }()

    private lazy var sharingNavigation: UINavigationController? = {
        guard let root = SharingListController(store: store) else {
            return nil
        }
        return UINavigationController(rootViewController: root)
    }()

    init(tabs: UITabBarController, store: Store) {
        self.tabs = tabs
        self.store = store
        super.init()
        var list: [UINavigationController] = [notesNavigation]
        if let sharingNavigation = sharingNavigation {
            list.append(sharingNavigation)
        }
        list.append(radioNavigation)
        tabs.viewControllers = list
    }
}

final class NotesController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = NSLocalizedString("NOTES", comment: "")
        tabBarItem.image = UIImage(named: "Notes")
    }
    required init?(coder: NSCoder) { nil }
}

final class Store {}
