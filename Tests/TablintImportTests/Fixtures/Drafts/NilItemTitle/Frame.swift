import UIKit

// Items made with `title: nil`: the bar shows their images only.
final class FrameTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let gallery = GalleryController()
        gallery.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "gallery-off"), selectedImage: UIImage(named: "gallery-on"))
        let me = AccountController()
        me.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "me-off"), selectedImage: UIImage(named: "me-on"))
        viewControllers = [gallery, me]
    }
}
