import UIKit

final class RootController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [BedsController(), JournalController()]
    }
}

final class BedsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Labels_Garden.beds
        tabBarItem.image = UIImage(systemName: "leaf")
    }
}

final class JournalController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Labels_Journal.heading
        tabBarItem.image = UIImage(systemName: "book")
    }
}
