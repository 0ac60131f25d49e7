import UIKit

// A tab bar controller reached through a generic router (the subclass gives the
// root's type), the tabs a run-time list of cases mapped through a switch to
// child flows, each flow giving its router's root its item in its `init`, the
// icon from a static factory of an image extension.
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

final class ReaderFlow: Flow<StackRouter> {
    init(router: StackRouter) {
        super.init(router: router)
        router.root.tabBarItem.title = NSLocalizedString("tabs.reader", comment: "")
        router.root.tabBarItem.image = .glyph("Glyphs/reader-28")
    }
}

final class NotesFlow: Flow<StackRouter> {
    init(router: StackRouter) {
        super.init(router: router)
        router.root.tabBarItem.title = NSLocalizedString("tabs.notes", comment: "")
        router.root.tabBarItem.image = .glyph("Glyphs/notes-28")
    }
}

final class MainFlow: Flow<BarRouter> {
    enum Pane { case reader, notes }
    private var reader: ReaderFlow?
    private var notes: NotesFlow?

    func apply(_ state: PaneState) {
        let controllers = state.panes.compactMap { pane -> Flow<StackRouter>? in
            switch pane {
            case .reader: return reader
            case .notes: return notes
            }
        }.map { $0.router.root }
        router.root.setViewControllers(controllers, animated: false)
    }
}
