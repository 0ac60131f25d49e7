import UIKit

// A coordinator library (not in the app) gives tab coordinators `addTab(_:)`, which appends the child's
// controller to `root` and starts the child. The app's coordinator calls it once per tab.
final class HarborCoordinator: TabbedCoordinator {
    let root: UITabBarController

    init(root: UITabBarController) {
        self.root = root
    }

    func start() {
        addMoorings()
        addWeather()
        addTab(LogbookScreen())
    }

    private func addMoorings() {
        let moorings = MooringsCoordinator(berths: 12)
        addTab(moorings)
    }

    private func addWeather() {
        let weather = WeatherCoordinator()
        self.addTab(weather)
    }
}
