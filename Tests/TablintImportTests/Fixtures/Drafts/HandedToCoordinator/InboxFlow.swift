import UIKit

// A container that shows whatever controller it is given, and copies its item.
final class SlotController: UIViewController {
    var contentController: UIViewController? {
        didSet { tabBarItem = contentController?.tabBarItem }
    }
}

final class MailStore {}

final class InboxFlow {
    let slot: SlotController
    private let store: MailStore
    private var list: InboxListController?

    init(slot: SlotController, store: MailStore) {
        self.store = store
        self.slot = slot
    }

    func start() {
        list = InboxListController(store: store)
        if let list = list {
            slot.contentController = UINavigationController(rootViewController: list)
        }
    }
}

final class InboxListController: UIViewController {
    init(store: MailStore) {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: NSLocalizedString("inbox.tab", comment: "Inbox tab"), image: UIImage(systemName: "tray"), tag: 1)
    }

    required init?(coder: NSCoder) { nil }
}
