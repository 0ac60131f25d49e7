import UIKit

class BaseTabs: UITabBarController {}

// A subclass of a subclass, tabs as a concatenation of locals, under #available.
final class MainTabs: BaseTabs {
    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 18.0, *) {
            let searchTab = UISearchTab { _ in SearchScreen() }
            let fixedTabs = [
                UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in HomeScreen() },
                UITab(title: "Saved", image: UIImage(named: "saved-tab"), identifier: "saved-items") { _ in SavedScreen() },
            ]
            tabs = fixedTabs + [searchTab]
        } else {
            let home = HomeScreen()
            home.tabBarItem = UITabBarItem(title: "Old Home", image: nil, tag: 0)
            viewControllers = [home]
        }
    }
}
