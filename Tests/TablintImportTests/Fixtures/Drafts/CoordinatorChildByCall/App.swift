import UIKit

final class AppFlow {
    let tabBarController = UITabBarController()
    private var flows: [AnyObject] = []

    func start() {
        let ledger = LedgerFlow()
        ledger.start()
        let atlas = AtlasFlow()
        atlas.start()
        let journal = JournalFlow()
        journal.start()
        let inbox = InboxFlow()
        flows = [ledger, atlas, journal, inbox]
        tabBarController.viewControllers = [ledger.navigationController, atlas.navigationController, journal.navigationController,
                                            inbox.navigationController]
    }
}
