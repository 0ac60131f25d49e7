import SwiftUI

enum Pane: Hashable {
    case shelf, crates, options

    var title: String {
        switch self {
        case .shelf: String(localized: "pane.shelf")
        case .crates: String(localized: "pane.crates")
        case .options: String(localized: "pane.options")
        }
    }

    // The icon is a view, not a name: a system symbol or an asset through the constants above.
    var icon: Image {
        switch self {
        case .shelf: Image(systemName: Glyph.shelf)
        case .crates: Image(Glyph.Drawn.crate)
        case .options: Image(systemName: Glyph.gear)
        }
    }
}
