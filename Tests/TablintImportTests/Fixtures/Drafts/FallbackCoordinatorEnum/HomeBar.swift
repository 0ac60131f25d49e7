import UIKit

/// Draws its own items: the controllers come in from whoever makes it.
final class HomeBarController: UITabBarController {
    private let badges: [BadgeItemView]

    init(pages: [UIViewController], badges: [BadgeItemView]) {
        self.badges = badges
        super.init(nibName: nil, bundle: nil)
        viewControllers = pages
    }

    required init?(coder: NSCoder) { nil }
}

final class BadgeItemView: UIView {
    var caption = ""
    var picture: UIImage?
}
