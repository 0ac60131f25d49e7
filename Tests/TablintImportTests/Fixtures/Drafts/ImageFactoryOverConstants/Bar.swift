import UIKit

final class TrailBar: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cabin = UIViewController()
        cabin.tabBarItem = UITabBarItem(title: "Cabin", image: .cabin, tag: 0)
        let trail = UIViewController()
        trail.tabBarItem = UITabBarItem(title: "Trail", image: UIImage.trail, tag: 1)
        let badges = UIViewController()
        badges.tabBarItem = UITabBarItem(title: "Badges", image: .badge, tag: 2)
        viewControllers = [cabin, trail, badges]
    }
}
