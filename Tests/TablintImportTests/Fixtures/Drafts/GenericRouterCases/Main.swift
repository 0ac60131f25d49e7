import UIKit

// A tab bar controller reached through a generic router (the subclass gives the
// root's type), the tabs a run-time list of cases mapped through a switch to
// child flows, each flow giving its router's root its item in its `init`, the
// icon from a static factory of an image extension.
final class MainFlow: Flow<BarRouter> {
    enum Tab { case reader, notes }
    private var reader: ReaderFlow?
    private var notes: NotesFlow?

    func apply(_ state: TabState) {
        let controllers = state.tabs.compactMap { tab -> Flow<StackRouter>? in
            switch tab {
            case .reader: return reader
            case .notes: return notes
            }
        }.map { $0.router.root }
        router.root.setViewControllers(controllers, animated: false)
    }
}
