import UIKit

// A tab bar controller that builds its own tabs: each screen is given its item,
// then handed to an empty navigation controller by a later call on it.
final class ShellTabController: UITabBarController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        buildTabs()
    }

    required init?(coder: NSCoder) { nil }

    private func buildTabs() {
        let pantryNav = UINavigationController()
        let pantry = PantryScreen()
        pantry.tabBarItem = UITabBarItem(title: Strings.Shell.pantry, image: UIImage(named: "shelf"), tag: 0)
        pantryNav.setViewControllers([pantry], animated: false)

        let recipesNav = UINavigationController()
        let recipes = RecipesScreen(mode: .list)
        recipes.tabBarItem = UITabBarItem(title: Strings.Shell.recipes, image: UIImage(named: "pot"), tag: 1)
        recipesNav.pushViewController(recipes, animated: false)

        let empty = UINavigationController()
        empty.setViewControllers([empty], animated: false)

        setViewControllers([pantryNav, recipesNav, empty], animated: false)
    }
}

final class PantryScreen: UIViewController {}
final class RecipesScreen: UIViewController {
    enum Mode { case list }
    init(mode: Mode) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
