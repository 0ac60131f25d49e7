import UIKit

// Helpers declared in the app whose bodies ask something at run time (a
// language picked in the app's settings), so their value is not a constant:
// the key handed to them is the title when a table holds it.
func phrase(_ key: String) -> String {
    LanguageStore.current.bundle.text(for: key)
}

extension String {
    func inLanguage(_ code: String? = nil) -> String {
        LanguageStore.current.bundle.text(for: self)
    }
}

struct Glossary {
    static func entry(_ key: String, table: String) -> String {
        LanguageStore.current.bundle.text(for: key, in: table)
    }
}

final class BarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let maps = UIViewController()
        maps.tabBarItem = UITabBarItem(title: phrase("bar_maps"), image: UIImage(systemName: "map"), tag: 0)
        let trips = UIViewController()
        trips.tabBarItem = UITabBarItem(title: "bar_trips".inLanguage(), image: UIImage(systemName: "car"), tag: 1)
        let prefs = UIViewController()
        prefs.tabBarItem = UITabBarItem(title: Glossary.entry("bar_prefs", table: "Extra"), image: UIImage(systemName: "gear"), tag: 2)
        let logs = UIViewController()
        logs.tabBarItem = UITabBarItem(title: phrase("Logs (internal)"), image: UIImage(systemName: "doc"), tag: 3)
        viewControllers = [maps, trips, prefs, logs]
    }
}
