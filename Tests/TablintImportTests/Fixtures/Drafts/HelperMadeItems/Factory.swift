import UIKit

// Tabs made one by one by static factory functions, appended to a local list of
// optionals, and handed to the bar's initializer. Each item comes from a helper
// with no title (an icon-only bar) and an image from a generated R.swift accessor.
final class RootBarFactory {
    static func makeBar() -> UIViewController {
        let controllers = makeControllers()
        return RootBarController(controllers: controllers)
    }

    static func makeControllers() -> [UIViewController] {
        var list: [UIViewController?] = []
        let feedController = makeFeedController()
        list.append(feedController)
        let inboxController = makeInboxController()
        list.append(inboxController)
        return list.compactMap { $0 }
    }

    static func makeFeedController() -> UIViewController? {
        let screen = FeedScreen()
        let icon = R.image.tabFeed()
        let plain = icon?.withRenderingMode(.alwaysOriginal)
        screen.tabBarItem = makeItem(image: plain, selected: icon)
        return UINavigationController(rootViewController: screen)
    }

    static func makeInboxController() -> UIViewController? {
        let screen = InboxScreen()
        let nav = UINavigationController(rootViewController: screen)
        let icon = R.image.tabInbox()
        nav.tabBarItem = makeItem(image: icon, selected: icon)
        return nav
    }

    static func makeItem(image: UIImage?, selected: UIImage?) -> UITabBarItem {
        let item = UITabBarItem(title: nil, image: image, selectedImage: selected)
        item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        return item
    }
}

final class RootBarController: UITabBarController {
    init(controllers: [UIViewController]) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = controllers
    }
}

final class FeedScreen: UIViewController {}
final class InboxScreen: UIViewController {}

// Another type's function of the same name is not the one called: its image never reaches the draft.
enum OtherItems {
    static func makeItem(image: UIImage?, selected: UIImage?) -> UITabBarItem {
        UITabBarItem(title: "Wrong", image: UIImage(named: "wrong_icon"), selectedImage: nil)
    }
}
