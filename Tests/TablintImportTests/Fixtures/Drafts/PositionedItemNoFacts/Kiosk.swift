import UIKit

// A call on an item by position whose arguments name no item facts (a badge, a colour)
// sets no tab: the controllers stay unread and the bar is left as the code shows it.
final class KioskBar: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let first = UIStoryboard(name: "Kiosk", bundle: nil).instantiateInitialViewController()
        let second = UIStoryboard(name: "Kiosk", bundle: nil).instantiateInitialViewController()
        viewControllers = [first, second].compactMap { $0 }
        tabBar.items?[0].paint(badge: "3", tint: .red)
        tabBar.items?[1].paint(badge: nil, tint: .blue)
    }
}

extension UITabBarItem {
    func paint(badge: String?, tint: UIColor) {
        badgeValue = badge
        badgeColor = tint
    }
}
