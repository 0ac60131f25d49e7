import UIKit

protocol Flow { var nav: UINavigationController { get }; func begin() }

// Each flow sets up its own navigation controller's item when it begins.
final class ReadingFlow: Flow {
    let nav = UINavigationController()
    func begin() {
        nav.tabBarItem = UITabBarItem(title: NSLocalizedString("flow.reading", comment: ""), image: UIImage(systemName: "book"), tag: 0)
    }
}

final class LookupFlow: Flow {
    let nav = UINavigationController()
    func begin() { nav.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1) }
}

final class PrefsFlow: Flow {
    let nav = UINavigationController()
    func begin() {
        nav.tabBarItem.title = NSLocalizedString("flow.prefs", comment: "")
        nav.tabBarItem.image = UIImage(systemName: "slider.horizontal.3")
    }
}

final class RootFlow {
    let window: UIWindow
    let bar = UITabBarController()
    var flows: [Flow] = []
    init(window: UIWindow) { self.window = window }
    func begin() {
        flows = [ReadingFlow(), LookupFlow(), PrefsFlow()]
        flows.forEach { $0.begin() }
        bar.viewControllers = flows.map(\.nav)
        window.rootViewController = bar
    }
}
