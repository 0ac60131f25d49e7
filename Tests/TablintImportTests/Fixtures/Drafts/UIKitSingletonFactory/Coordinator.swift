import UIKit

// The tab bar controller is a local of a coordinator; its controllers come from a factory's shared instance.

final class Coordinator {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let tabs = UITabBarController()
        let list = ControllerFactory.instance.rootControllers()
        tabs.viewControllers = list
        window.rootViewController = tabs
    }
}
