import UIKit

final class MoreFlow {
    let holder: Holder
    var menu: MoreMenuController?
    private let onClose: () -> Void

    init(holder: Holder, onClose: @escaping () -> Void) {
        self.holder = holder
        self.onClose = onClose
    }

    func begin() {
        menu = MoreMenuController()
        if let menu = menu {
            let navigation = UINavigationController(rootViewController: menu)
            holder.shownController = navigation
        }
    }
}

final class MoreMenuController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem.title = NSLocalizedString("More", comment: "")
        tabBarItem.image = UIImage(named: "tab-more")
    }
}

final class FeedController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem.title = NSLocalizedString("Feed", comment: "")
        tabBarItem.image = UIImage(systemName: "newspaper")
    }
}
