import UIKit

// The children and the builder that makes them.
class Child {
    private(set) var root: UINavigationController
    init(navigationController: UINavigationController) { self.root = navigationController }
    var isShown: Bool { true }
}

final class ReadingChild: Child {
    init(navigationController: UINavigationController, store: Store) { super.init(navigationController: navigationController) }
}

final class AccountChild: Child {
    override init(navigationController: UINavigationController) { super.init(navigationController: navigationController) }
}

final class ChildBuilder {
    var reading: Child {
        let nav = UINavigationController.reading
        return ReadingChild(navigationController: nav, store: Store())
    }
    func account(onLeave: @escaping () -> Void) -> Child {
        let nav = UINavigationController.account
        return AccountChild(navigationController: nav)
    }
}
