import UIKit

// The tab bar controller is given its tabs inside a lazy property's closure;
// each tab is a lazy property whose closure makes a local item and hands it to
// a helper that sets it on the navigation controller it returns.
final class Shell {
    private enum Titles {
        static let today = NSLocalizedString("Today", comment: "")
        static let venues = NSLocalizedString("Venues", comment: "")
    }

    private func wrapped(_ screen: UIViewController?, item: UITabBarItem) -> UINavigationController {
        let stack = UINavigationController()
        stack.tabBarItem = item
        if let screen { stack.viewControllers = [screen] }
        return stack
    }

    lazy var todayStack: UINavigationController = {
        let item = UITabBarItem(title: Titles.today, image: UIImage(named: "tab-today"), tag: 0)
        return wrapped(nil, item: item)
    }()

    lazy var venuesStack: UINavigationController = {
        let item = UITabBarItem(title: Titles.venues, image: UIImage(named: "tab-venues"), tag: 0)
        return wrapped(UIViewController(), item: item)
    }()

    lazy var bar: UITabBarController = {
        let bar = UITabBarController()
        bar.viewControllers = [todayStack, venuesStack]
        return bar
    }()

    func show(in window: UIWindow) { window.rootViewController = bar }
}
