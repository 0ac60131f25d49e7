import UIKit

// The subclass hands itself the helper's array, no receiver written.
final class Frame: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers(Screens.all(), animated: false)
    }
}
