import UIKit

// The routers and the flow base class, generic over the router.
open class Router<Root: UIViewController> {
    public let root: Root
    public init(root: Root) { self.root = root }
}
public final class BarRouter: Router<UITabBarController> {}
public final class StackRouter: Router<UINavigationController> {}

open class Flow<R> {
    public let router: R
    public init(router: R) { self.router = router }
}

extension UIImage {
    static func glyph(_ name: String) -> UIImage { UIImage(named: name) ?? UIImage() }
}
