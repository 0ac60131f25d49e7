import UIKit

// Sections of a shop app; the controller maps a literal of some of them, in its own order.
enum ShopSection: Int, CaseIterable {
    case front, basket, account

    var title: String {
        switch self {
        case .front: return NSLocalizedString("section.front", comment: "")
        case .basket: return NSLocalizedString("section.basket", comment: "")
        case .account: return NSLocalizedString("section.account", comment: "")
        }
    }

    var image: UIImage? {
        switch self {
        case .front: return UIImage(systemName: "storefront")
        case .basket: return UIImage(systemName: "bag")
        case .account: return UIImage(systemName: "person")
        }
    }

    func screen() -> UIViewController { UINavigationController(rootViewController: UIViewController()) }
}
