import UIKit

// Each screen keeps its words in a table of its own, so the key "screenTitle"
// is in the Library, Profile and News tables, each with another value.
final class ShelfController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let library = UINavigationController(rootViewController: UIViewController())
        library.tabBarItem = UITabBarItem(title: String.library.localized("screenTitle"), image: UIImage(systemName: "books.vertical"), selectedImage: nil)
        let profile = UINavigationController(rootViewController: UIViewController())
        profile.tabBarItem = UITabBarItem(title: String.profile.localized("screenTitle"), image: UIImage(systemName: "person"), selectedImage: nil)
        let news = UIViewController()
        news.tabBarItem = UITabBarItem(title: String(localized: "screenTitle", table: "News"), image: UIImage(systemName: "newspaper"), tag: 2)
        viewControllers = [library, profile, news]
    }
}
