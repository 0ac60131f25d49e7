import UIKit

// A tab bar controller whose tabs the code does not show: objects a builder
// makes elsewhere, each one's root given by its own initializer. The view is
// drafted with what was left out, not dropped.
extension UITabBarController {
    static var branded: UITabBarController {
        let bar = UITabBarController()
        bar.tabBar.tintColor = .systemTeal
        return bar
    }
}

final class TabsCoordinator {
    private lazy var bar = UITabBarController.branded
    private lazy var first = builder.first
    private lazy var second = builder.second
    private let builder: Builder

    init(builder: Builder) { self.builder = builder }

    private var children: [Child] {
        [first, second].filter { $0.isShown }
    }

    func start() {
        bar.viewControllers = children.map { $0.root }
    }
}
