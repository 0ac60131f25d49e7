import UIKit

// An icon-only bar: every item's title is the empty string and nothing in
// the code names the tabs, so their ids come from their images and symbols.
final class Dock: UIViewController {
    let bar = UITabBarController()
    let inbox = UIViewController()
    let sent = UIViewController()
    let prefs = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let inboxNav = UINavigationController(rootViewController: inbox)
        inboxNav.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "Tray"), selectedImage: UIImage(named: "TrayFilled"))
        let sentNav = UINavigationController(rootViewController: sent)
        sentNav.tabBarItem = UITabBarItem(title: "", image: UIImage(named: "Outbox")?.withRenderingMode(.alwaysTemplate), selectedImage: nil)
        let prefsNav = UINavigationController(rootViewController: prefs)
        prefsNav.tabBarItem = UITabBarItem(title: "", image: UIImage(systemName: "slider.horizontal.3"), selectedImage: nil)
        bar.setViewControllers([inboxNav, sentNav, prefsNav], animated: false)
        addChild(bar)
    }
}
