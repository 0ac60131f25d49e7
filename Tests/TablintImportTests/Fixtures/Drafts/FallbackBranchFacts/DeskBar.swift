import UIKit

/// Lays out item views of its own beside the controllers it is handed.
final class DeskBarController: UITabBarController {
    init(controllers: [UIViewController], items: [DeskItemView]) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = controllers
    }

    required init?(coder: NSCoder) { nil }
}

class DeskItemView: UIView {
    var text = ""
    var image: UIImage?
}

final class AvatarItemView: DeskItemView {}
