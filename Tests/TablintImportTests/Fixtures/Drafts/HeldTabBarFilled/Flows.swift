import UIKit

final class LedgerScreen: UIViewController {}

enum LedgerFlow {
    static func make() -> LedgerScreen {
        let screen = LedgerScreen()
        screen.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.ledger", comment: ""), image: UIImage(named: "book"), selectedImage: nil)
        return screen
    }
}

enum PrefsFlow {
    static func makeTab() -> UINavigationController {
        let navi = UINavigationController()
        navi.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.prefs", comment: ""), image: UIImage(systemName: "gearshape"), selectedImage: nil)
        return navi
    }
}
