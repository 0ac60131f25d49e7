import UIKit

final class HarborTabsController: UITabBarController {
    enum Slot {
        static let moorings = 0
        static let tides = 1
        static let crew = 2
    }

    lazy var mooringsTab: UINavigationController = {
        mooringsTab()
    }()

    lazy var tidesTab: UIViewController = {
        tidesTab()
    }()

    lazy var crewTab: UIViewController = { crewTab() }()

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    private func refresh() {
        viewControllers = [mooringsTab, tidesTab, crewTab]
    }

    private func mooringsTab() -> UINavigationController {
        let list = UIViewController()
        let nav = mooringsTab(root: list, title: "Moorings", image: UIImage(named: "tab-moorings"), tag: Slot.moorings)
        nav.navigationBar.prefersLargeTitles = true
        return nav
    }

    private func tidesTab() -> UIViewController {
        let chart = UIViewController()
        return wrapped(root: chart, title: "Tides", image: UIImage(named: "tab-tides"), tag: Slot.tides)
    }

    private func crewTab() -> UIViewController {
        wrapped(root: UIViewController(), title: "Crew", image: UIImage(named: "tab-crew"), tag: Slot.crew)
    }

    private func mooringsTab(root: UIViewController, title: String, image: UIImage?, tag: Int) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: title, image: image, tag: tag)
        return nav
    }

    private func wrapped(root: UIViewController, title: String, image: UIImage?, tag: Int) -> UIViewController {
        let nav = UINavigationController(rootViewController: root)
        let item = UITabBarItem(title: title, image: image, tag: tag)
        nav.tabBarItem = item
        return nav
    }
}
