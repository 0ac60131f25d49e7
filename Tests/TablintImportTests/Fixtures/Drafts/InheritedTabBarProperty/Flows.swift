import UIKit

final class HarbourFlow: BrandedTabbedFlow {
    override func begin() {
        let docks = UINavigationController()
        docks.tabBarItem.title = "Docks"
        docks.tabBarItem.image = UIImage(systemName: "ferry")

        let tides = UINavigationController()
        tides.tabBarItem.title = "Tides"
        tides.tabBarItem.image = UIImage(systemName: "water.waves")

        // Made and started, but never listed: no tab.
        let cranes = UINavigationController()
        cranes.tabBarItem.title = "Cranes"

        bar.viewControllers = [docks, tides]
    }
}

// `stack` is a navigation controller its superclass declares: these are pushed screens, not tabs.
final class PierFlow: Flow {
    override func begin() {
        let berth = UIViewController()
        berth.tabBarItem.title = "Berth"
        stack.viewControllers = [berth]
    }
}
