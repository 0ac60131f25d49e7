import UIKit

private enum StudentTabOption {
    case learn
    case discover
    case account

    static let shown = [discover, learn, account]

    func title() -> String {
        switch self {
        case .learn: return "Learn"
        case .discover: return "Discover"
        case .account: return "Account"
        }
    }
}

final class StudentBarController: UITabBarController {
    private var pages: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for option in StudentTabOption.shown {
            switch option {
            case .learn: pages.append(UINavigationController(rootViewController: UIViewController()))
            case .discover: pages.append(UINavigationController(rootViewController: UIViewController()))
            case .account: pages.append(UINavigationController(rootViewController: UIViewController()))
            }
        }
        viewControllers = pages
    }
}
