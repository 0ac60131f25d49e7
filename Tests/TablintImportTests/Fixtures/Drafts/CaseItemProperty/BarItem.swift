import UIKit

struct BarItem {
    let selectedIcon: UIImage
    let unselectedIcon: UIImage

    static var feed: BarItem {
        BarItem(selectedIcon: UIImage(named: "feed-on")!, unselectedIcon: UIImage(named: "feed-off")!)
    }

    static var messages: BarItem {
        BarItem(selectedIcon: UIImage(named: "messages-on")!, unselectedIcon: UIImage(named: "messages-off")!)
    }

    static var account: BarItem {
        BarItem(selectedIcon: UIImage(systemName: "person.fill")!, unselectedIcon: UIImage(systemName: "person")!)
    }
}
