import UIKit

final class MainTabController: UITabBarController {
    func install(_ controllers: [UIViewController]) {
        setViewControllers(controllers, animated: false)
    }
}

/// A settings screen's own panes: no file that names the bar uses them.
final class PreferencesController: UIViewController {
    enum PaneTab: Int {
        case general
        case privacy
        case about
    }

    var shown: PaneTab = .general

    func show(_ pane: PaneTab) {
        switch pane {
        case .general: title = "General"
        case .privacy: title = "Privacy"
        case .about: title = "About"
        }
    }
}
