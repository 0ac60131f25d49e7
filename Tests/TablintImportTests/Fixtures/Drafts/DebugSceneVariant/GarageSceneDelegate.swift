import UIKit

final class GarageSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = GarageTabBarController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

final class GarageTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cars = UINavigationController(rootViewController: UIViewController())
        cars.tabBarItem = UITabBarItem(title: "Cars", image: UIImage(systemName: "car"), tag: 0)
        let service = UINavigationController(rootViewController: UIViewController())
        service.tabBarItem = UITabBarItem(title: "Service", image: UIImage(systemName: "wrench"), tag: 1)
        viewControllers = [cars, service]
    }
}
