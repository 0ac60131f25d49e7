import UIKit

// A split view holds the tab bar controller as its compact column; the split's
// flow object fills properties of the split from static factories of other
// flows, and later hands them to the tab bar. Neither file names a tab
// construct: they are read because they use the class.

final class RootSplitController: UIViewController {
    var ledger: LedgerScreen?
    var prefsNav: UINavigationController?
    var compact: CompactColumnController? { children.first as? CompactColumnController }
}

final class RootSplitFlow {
    private let split: RootSplitController

    init(split: RootSplitController) { self.split = split }

    static func start() -> RootSplitFlow {
        let split = RootSplitController()
        split.ledger = LedgerFlow.make()
        return RootSplitFlow(split: split)
    }

    func prepare() {
        let navi = PrefsFlow.makeTab()
        split.prefsNav = navi
    }

    func collapse() {
        guard let ledger = split.ledger, let prefs = split.prefsNav else { return }
        split.compact?.setViewControllers([ledger, prefs], animated: false)
    }
}
