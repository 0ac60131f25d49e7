import SwiftUI

struct Section: Identifiable {
    let id: String
    let caption: String
    let glyph: String
    let body: AnyView

    init(key: String, name: String, glyph: String, @ViewBuilder content: () -> some View) {
        self.id = key
        self.caption = name
        self.glyph = glyph
        self.body = AnyView(content())
    }
}

extension Section {
    static var reading: Section {
        Section(key: "reading", name: Texts.reading, glyph: "book") { Text("Reading") }
    }

    static var finder: Section {
        Section(key: "finder", name: Texts.finder, glyph: "magnifyingglass") { Text("Find") }
    }

    static func shelf(from source: some ShelfSource) -> Section {
        Section(key: source.key, name: source.heading, glyph: "books.vertical") { Text("Shelf") }
    }
}

protocol ShelfSource {
    var key: String { get }
    var heading: String { get }
}

struct LocalShelf: ShelfSource {
    let key: String = "local-shelf"
    let heading: String = Texts.shelf
}

enum Texts {
    static let shelf = NSLocalizedString("shelf.title", comment: "")
    static let reading = NSLocalizedString("reading.title", comment: "")
    static let finder = NSLocalizedString("finder.title", comment: "")
}
