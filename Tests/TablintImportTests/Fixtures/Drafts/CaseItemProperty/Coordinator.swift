import UIKit

// A coordinator lists its tabs as cases and makes each navigation controller
// from the case's item property; the item is the app's own type (images only:
// the app draws an icon-only bar of its own).
enum Section: Int {
    case feed = 0
    case messages
    case account

    var barItem: BarItem {
        switch self {
        case .feed: return .feed
        case .messages: return .messages
        case .account: return .account
        }
    }
}

final class SectionNavigationController: UINavigationController {
    let item: BarItem

    init(item: BarItem) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class SectionsCoordinator {
    private let bar = SectionsBarController()
    private let sections: [Section] = [.feed, .messages, .account]

    func start() {
        let navigations = sections.map { section in SectionNavigationController(item: section.barItem) }
        bar.setViewControllers(navigations, animated: false)
    }
}

final class SectionsBarController: UITabBarController {}
