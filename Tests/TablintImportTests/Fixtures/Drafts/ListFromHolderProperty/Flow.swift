import UIKit

// The tabs come from a computed property of another object the flow holds
// (`maker.shelves`), each given its item where it is made; the flow maps them
// through a closure that only wraps each in a navigation controller.
final class ReadingFlow: NSObject {
    private let maker: ShelfMaker
    private let bar: UITabBarController

    init(window: UIWindow, maker: ShelfMaker) {
        self.maker = maker
        self.bar = UITabBarController()
        super.init()
        let stacks = self.maker.shelves.map { (shelf) -> UINavigationController in
            shelf.onOpen = { [weak self] in self?.open() }
            let stack = UINavigationController(rootViewController: shelf)
            stack.navigationBar.prefersLargeTitles = true
            return stack
        }
        self.bar.setViewControllers(stacks, animated: false)
        window.rootViewController = self.bar
    }

    func open() {}
}

final class ShelfMaker {
    var shelves: [ShelfScreen] {
        let unread = ShelfScreen(kind: .unread)
        unread.tabBarItem = UITabBarItem(title: NSLocalizedString("Shelf.unread", comment: ""), image: #imageLiteral(resourceName: "stack"), tag: 1)
        let starred = ShelfScreen(kind: .starred)
        starred.tabBarItem = UITabBarItem(title: NSLocalizedString("Shelf.starred", comment: ""), image: #imageLiteral(resourceName: "star"), tag: 2)
        return [unread, starred]
    }
}

final class ShelfScreen: UIViewController {
    enum Kind { case unread, starred }
    var onOpen: (() -> Void)?
    init(kind: Kind) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
