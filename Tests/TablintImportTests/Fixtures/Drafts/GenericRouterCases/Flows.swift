import UIKit

// The child flows, each giving its router's root its item.
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
