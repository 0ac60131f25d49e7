import UIKit

// Child coordinators made by a builder's computed properties and methods, each
// given a navigation controller from a static member of an extension; the base
// class stores it as `root`, and the tab bar shows each child's root. The items
// are static members of an extension of UITabBarItem, written `.reading`.
extension UITabBarController {
    static var shell: UITabBarController { UITabBarController() }
}

final class ShellCoordinator {
    private let builder: ChildBuilder
    private lazy var reading = builder.reading
    private lazy var account = builder.account(onLeave: {})
    private lazy var bar = UITabBarController.shell

    init(builder: ChildBuilder) { self.builder = builder }

    private var children: [Child] {
        [reading, account].filter { $0.isShown }
    }

    func start() {
        bar.viewControllers = children.map { $0.root }
    }
}
