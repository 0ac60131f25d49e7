import UIKit

// A container is handed the tab bar controller its builder filled, with the
// same screens and some for a side drawer; its init gives the bar the first
// three again and a "More" slot that opens the drawer instead of being selected.
final class Builder {
    lazy var first = Builder.stack("Agenda", "tab-agenda")
    lazy var second = Builder.stack("Speakers", "tab-speakers")
    lazy var third = Builder.stack("Floor Plan", "tab-floor")

    static func stack(_ title: String, _ image: String) -> UINavigationController {
        let stack = UINavigationController()
        stack.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), tag: 0)
        return stack
    }

    lazy var bar: UITabBarController = UITabBarController()

    lazy var drawer: DrawerContainer = {
        let shown: [UIViewController]
        let hidden: [UIViewController] = [UIViewController()]
        shown = [first, second, third]
        bar.viewControllers = shown
        return DrawerContainer(bar: bar, screens: shown + hidden)
    }()

    func show(in window: UIWindow) { window.rootViewController = drawer }
}

final class DrawerContainer: UIViewController, UITabBarControllerDelegate {
    let bar: UITabBarController

    init(bar: UITabBarController, screens: [UIViewController]) {
        self.bar = bar
        super.init(nibName: nil, bundle: nil)
        bar.viewControllers = Array(screens.prefix(3)) + [moreSlot]
        bar.delegate = self
    }

    required init?(coder: NSCoder) { nil }

    private lazy var moreSlot: UIViewController = {
        let slot = UIViewController()
        slot.tabBarItem = UITabBarItem(title: "More", image: UIImage(named: "tab-more"), tag: 0)
        return slot
    }()

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard viewController == moreSlot else { return true }
        openDrawer()
        return false
    }

    func openDrawer() {}
}
