import UIKit

final class FeedController: UIViewController {
    init(store: FeedStore) {
        super.init(nibName: nil, bundle: nil)
        self.title = NSLocalizedString("feed", comment: "")
        self.tabBarItem.image = UIImage(named: "tab-feed")
        self.tabBarItem.selectedImage = UIImage(named: "tab-feed-on")
    }
    required init?(coder: NSCoder) { nil }
}

final class ProfileController: UIViewController {
    init(store: ProfileStore) {
        super.init(nibName: nil, bundle: nil)
        self.title = NSLocalizedString("profile", comment: "")
        self.tabBarItem.image = UIImage(named: "tab-profile")
    }
    required init?(coder: NSCoder) { nil }
}

final class RootTabsController: UITabBarController {
    init(feedController: FeedController, profileController: ProfileController) {
        super.init(nibName: nil, bundle: nil)
        self.viewControllers = [feedController, profileController]
            .map { controller -> UINavigationController in
                let wrapper = UINavigationController(rootViewController: controller)
                wrapper.tabBarItem.title = nil
                wrapper.tabBarItem.imageInsets.top = 6
                return wrapper
            }
    }
    required init?(coder: NSCoder) { nil }
}
