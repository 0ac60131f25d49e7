import UIKit

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    private let home = UINavigationController(rootViewController: HomeViewController())
    private let search = UINavigationController(rootViewController: SearchViewController())
    private let compose = ComposeViewController()
    private let me = ProfileViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        home.tabBarItem = UITabBarItem(title: NSLocalizedString("Home", comment: "tab"), image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        compose.tabBarItem = UITabBarItem(title: NSLocalizedString("Compose", comment: "tab"),
                                          image: UIImage(systemName: "plus.app"), selectedImage: UIImage(systemName: "plus.app.fill"))
        viewControllers = [home, search, compose, me]
        selectedIndex = 0
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if viewController is ComposeViewController {
            present(ComposeViewController(), animated: true)
            return false
        }
        return true
    }
}

final class ProfileViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 3)
    }
}

final class HomeViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
