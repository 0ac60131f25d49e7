import UIKit

// One `var` holds each wrapper in turn: each appended tab is the object the
// name held at its `append`, with the item set on it before the next `=`.
final class RootBar: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var pages: [UIViewController] = []
        var wrapper = UINavigationController(rootViewController: UIViewController())
        wrapper.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
        pages.append(wrapper)
        wrapper = UINavigationController(rootViewController: UIViewController())
        pages.append(wrapper)
        wrapper.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        wrapper = UINavigationController(rootViewController: UIViewController())
        wrapper.tabBarItem = UITabBarItem(title: "Help", image: nil, tag: 2)
        pages.append(wrapper)
        setViewControllers(pages, animated: false)
    }
}
