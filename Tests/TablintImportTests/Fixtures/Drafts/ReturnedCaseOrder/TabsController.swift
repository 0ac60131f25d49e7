import UIKit

// The controllers come from the model's stream: not readable as a list here.
final class TabsController: UITabBarController {
    var model = BarModel(loggedIn: false)

    override func viewDidLoad() {
        super.viewDidLoad()
        model.items().subscribe { [weak self] entries in
            let screens = entries.map { $0.makeScreen() }
            self?.setViewControllers(screens, animated: false)
        }
    }
}

extension TabBarEntry {
    func makeScreen() -> UIViewController {
        let screen = UINavigationController(rootViewController: UIViewController())
        screen.tabBarItem = UITabBarItem(title: title, image: image, selectedImage: nil)
        return screen
    }
}
