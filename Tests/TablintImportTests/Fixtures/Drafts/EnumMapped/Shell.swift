import UIKit

// Controllers made from an enum's cases: one by an immediately called
// closure that appends each case's controller, one by `.map`.
enum Pane { case overview; case reports }

final class ShellController: UITabBarController {
    private lazy var overviewNavigation: UINavigationController = {
        let nav = UINavigationController(rootViewController: OverviewScreen())
        return nav
    }()
    private let reports = ReportsScreen()
}

private extension ShellController {
    func install() {
        viewControllers = {
            var list = [UIViewController]()
            let panes: [Pane] = [.overview, .reports]
            panes.forEach { pane in
                let made = controller(for: pane)
                list.append(made)
            }
            return list
        }()
    }

    func controller(for pane: Pane) -> UIViewController {
        switch pane {
        case .overview: return overviewNavigation
        case .reports: return reports
        }
    }
}

final class OverviewScreen: UIViewController {
    enum Localization { static let title = NSLocalizedString("overview.title", value: "Overview", comment: "") }
    func configureItem() { tabBarItem.title = Localization.title }
}

final class ReportsScreen: UIViewController {
    enum Localization { static let title = NSLocalizedString("reports.title", comment: "") }
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem.title = Localization.title
        tabBarItem.image = UIImage(systemName: "chart.bar")
    }
}
