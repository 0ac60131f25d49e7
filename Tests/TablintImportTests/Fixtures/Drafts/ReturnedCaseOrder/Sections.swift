import UIKit

// The bar's items: every case has a title and an image.
enum TabBarEntry {
    case feed, explore, signIn, preferences

    var title: String {
        switch self {
        case .feed: return NSLocalizedString("bar.feed", comment: "")
        case .explore: return NSLocalizedString("bar.explore", comment: "")
        case .signIn: return NSLocalizedString("bar.signIn", comment: "")
        case .preferences: return NSLocalizedString("bar.preferences", comment: "")
        }
    }

    var image: UIImage? {
        switch self {
        case .feed: return UIImage(named: "bar_feed")
        case .explore: return UIImage(named: "bar_explore")
        case .signIn: return UIImage(named: "bar_signin")
        case .preferences: return UIImage(named: "bar_prefs")
        }
    }
}
