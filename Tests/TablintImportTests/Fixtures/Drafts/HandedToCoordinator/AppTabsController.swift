import UIKit

// The More tab's container is handed to a coordinator, which gives it its
// child later; the container shows its child's item.
final class AppTabsController: UITabBarController {
    private let feedContainer = Holder()
    private let moreContainer = Holder()
    private var moreFlow: MoreFlow?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [feedContainer, moreContainer]
        feedContainer.shownController = FeedController()
        moreFlow = makeMoreFlow()
        moreFlow?.begin()
    }

    private func makeMoreFlow() -> MoreFlow {
        MoreFlow(holder: moreContainer, onClose: {})
    }
}

final class Holder: UIViewController {
    var shownController: UIViewController? {
        didSet { tabBarItem = shownController?.tabBarItem }
    }
}
