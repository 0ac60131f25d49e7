import UIKit

// Hostile: two containers given each other as children, and handed to an
// object that swaps them again. Reading their items must end (it once
// recursed until the stack overflowed).
final class Tabs: UITabBarController {
    let boxA = Holder()
    let boxB = Holder()
    var flow: Flow?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [boxA, boxB]
        boxA.innerController = boxB
        boxB.innerController = boxA
        flow = Flow(box: boxA, other: boxB)
    }
}

final class Holder: UIViewController {
    var innerController: UIViewController?
}

final class Flow {
    let box: Holder
    let other: Holder

    init(box: Holder, other: Holder) {
        self.box = box
        self.other = other
    }

    func swap() {
        box.innerController = other
        other.innerController = box
    }
}
