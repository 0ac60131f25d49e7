import UIKit

// The inbox tab is a slot: an empty container the tab bar holds, handed to
// a flow object's initializer. The flow keeps it and fills it later, in
// `start()`, with a navigation controller around the inbox list, whose class
// sets the item the bar shows.
final class RootTabs: UITabBarController {
    private let libraryNav = UINavigationController()
    private let inboxSlot = SlotController()
    private var inboxFlow: InboxFlow?

    override func viewDidLoad() {
        super.viewDidLoad()
        libraryNav.viewControllers = [LibraryController()]
        viewControllers = [libraryNav, inboxSlot]
        inboxFlow = makeInboxFlow()
        inboxFlow?.start()
    }

    private func makeInboxFlow() -> InboxFlow {
        InboxFlow(slot: inboxSlot, store: MailStore())
    }
}

final class LibraryController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tabBarItem.image = UIImage(systemName: "books.vertical")
    }
}
