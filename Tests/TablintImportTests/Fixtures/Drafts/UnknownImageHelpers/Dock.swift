import UIKit

// Images made by helpers that no input declares (a design-system package),
// given the name of an image set in the app's catalog. A name no catalog
// holds, and a call given two different image set names, stay unknown.
final class DockController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let harbor = UIViewController()
        harbor.tabBarItem = UITabBarItem(title: "Harbor", image: Glyphs.named("dock_harbor"), tag: 0)
        let boats = UIViewController()
        boats.tabBarItem = UITabBarItem(title: "Boats", image: tinted("dock-boats", tint: "accent"), tag: 1)
        let tides = UIViewController()
        tides.tabBarItem = UITabBarItem(title: "Tides", image: Glyphs.named("Dock/tides"), tag: 2)
        let crew = UIViewController()
        crew.tabBarItem = UITabBarItem(title: "Crew", image: Glyphs.named("crew-glyph"), tag: 3)
        let logs = UIViewController()
        logs.tabBarItem = UITabBarItem(title: "Logs", image: Glyphs.pair("dock_harbor", "dock-boats"), tag: 4)
        viewControllers = [harbor, boats, tides, crew, logs]
    }
}
