import UIKit

final class MooringsCoordinator: ChildCoordinator {
    let root = UINavigationController()
    private let berths: Int

    init(berths: Int) { self.berths = berths }

    func start() {
        root.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.moorings", comment: ""), image: UIImage(systemName: "ferry"), tag: 0)
        root.setViewControllers([MooringList()], animated: false)
    }
}

final class WeatherCoordinator: ChildCoordinator {
    let navigation = UINavigationController()

    func start() {
        navigation.tabBarItem.title = NSLocalizedString("tab.weather", comment: "")
        navigation.tabBarItem.image = UIImage(systemName: "cloud.sun")
    }
}

// A controller handed over as it is: its own item.
final class LogbookScreen: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: NSLocalizedString("tab.logbook", comment: ""), image: UIImage(systemName: "book"), tag: 2)
    }
}

final class MooringList: UITableViewController {}
