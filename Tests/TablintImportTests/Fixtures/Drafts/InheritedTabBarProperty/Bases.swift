import UIKit

// The stores a flow keeps: a stack for pushed screens, and for a tabbed flow, the bar.
class Flow {
    let stack: UINavigationController

    init(stack: UINavigationController) {
        self.stack = stack
    }

    func begin() {}
}

class TabbedFlow: Flow {
    var bar: UITabBarController

    init(bar: UITabBarController, stack: UINavigationController) {
        self.bar = bar
        super.init(stack: stack)
    }
}

// One level further down: the bar is two superclasses away.
class BrandedTabbedFlow: TabbedFlow {}
