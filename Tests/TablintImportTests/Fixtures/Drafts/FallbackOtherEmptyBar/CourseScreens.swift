import UIKit

/// A course's own sections: handed in, nothing here names them.
final class CourseSectionsController: UITabBarController {
    func show(_ sections: [UIViewController]) {
        viewControllers = sections
    }
}
