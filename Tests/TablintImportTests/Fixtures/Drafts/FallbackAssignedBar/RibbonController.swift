import UIKit

enum RibbonTab: Int {
    case start
    case explore
    case write
    case alerts
    case me

    var artwork: String {
        switch self {
        case .start: return "ribbon_start"
        case .explore: return "ribbon_explore"
        case .write: return "ribbon_write"
        case .alerts: return "ribbon_alerts"
        case .me: return "ribbon_me"
        }
    }
}

/// A bar of buttons in a plain view: no tab bar controller anywhere.
final class RibbonBar: UIView {
    var tabs: [RibbonTab] = [] {
        didSet { layoutButtons() }
    }

    private func layoutButtons() {}
}

final class RibbonTabBarController: UIViewController {
    let ribbon = RibbonBar()

    init() {
        super.init(nibName: nil, bundle: nil)
        ribbon.tabs = [
            .start,
            .explore,
            .alerts,
            .write,
            .me,
        ]
    }

    required init?(coder: NSCoder) { nil }
}
