import SwiftUI

// Each page is an object of its own type; the container is generic over them.
protocol PageKind: Identifiable, Hashable {
    var title: String { get }
    var systemImage: String { get }
}

struct NotesPage: PageKind {
    var id: String { "notes" }
    var title: String { String(localized: "pages.notes") }
    var systemImage: String { "note.text" }
}

struct TagsPage: PageKind {
    let id = "tags"
    let title = String(localized: "pages.tags")
    let systemImage = "tag"
}
