import UIKit
final class Bar: UITabBarController {
    init(entries: [Entry]) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = entries.map { entry in
            let shown = entry.make()
            shown.tabBarItem = UITabBarItem(title: entry.title, image: entry.image, selectedImage: nil)
            return UINavigationController(rootViewController: shown)
        }
    }
    required init?(coder: NSCoder) { nil }
}
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = Bar(entries: EntryCatalog.every())
    }
}
