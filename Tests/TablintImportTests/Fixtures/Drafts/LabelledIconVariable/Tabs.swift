import UIKit

final class HubTabsController: UITabBarController {
    private let overviewViewController: OverviewViewController
    private let alertsViewController: AlertsViewController
    private let inboxViewController = InboxViewController()

    init(overviewViewController: OverviewViewController, alertsViewController: AlertsViewController) {
        self.overviewViewController = overviewViewController
        self.alertsViewController = alertsViewController
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        overviewViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "IconOverview"), selectedImage: UIImage(named: "IconOverviewOn"))
        alertsViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "IconAlerts"), selectedImage: nil)
        overviewViewController.tabBarItem.accessibilityLabel = "LABEL_OVERVIEW".localized
        alertsViewController.tabBarItem.accessibilityLabel = "LABEL_ALERTS".localized
        // A key that reads as words keeps the id made from it.
        inboxViewController.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "IconInbox"), selectedImage: nil)
        inboxViewController.tabBarItem.accessibilityLabel = "Inbox_Tab_Label".localized
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setViewControllers([overviewViewController, alertsViewController, inboxViewController], animated: false)
    }
}
