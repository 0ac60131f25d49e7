import UIKit

// Each tab's item carries the identifier UI tests find it by; the titles are keys that
// say nothing about the tab. An identifier written like an id is the id; a test label
// ("saved-items") and a localized string are not, and those tabs' ids come from the title.
final class ShellController: UIViewController {
    let bar = UITabBarController()

    override func viewDidLoad() {
        super.viewDidLoad()
        var screens: [UIViewController] = []

        let browse = UINavigationController(rootViewController: UIViewController())
        browse.tabBarItem.accessibilityIdentifier = "browse"
        browse.tabBarItem.image = UIImage(systemName: "square.grid.2x2")
        browse.title = NSLocalizedString("screen.first.heading", comment: "")
        screens.append(browse)

        let saved = UINavigationController(rootViewController: UIViewController())
        saved.tabBarItem.accessibilityIdentifier = "saved-items"
        saved.tabBarItem.image = UIImage(systemName: "bookmark")
        saved.title = NSLocalizedString("screen.second.heading", comment: "")
        screens.append(saved)

        let account = UINavigationController(rootViewController: UIViewController())
        account.tabBarItem.accessibilityIdentifier = NSLocalizedString("screen.third.heading", comment: "")
        account.tabBarItem.image = UIImage(systemName: "person")
        account.title = NSLocalizedString("screen.third.heading", comment: "")
        screens.append(account)

        bar.setViewControllers(screens, animated: false)
        view.addSubview(bar.view)
    }
}
