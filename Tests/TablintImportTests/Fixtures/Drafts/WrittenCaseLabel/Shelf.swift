import SwiftUI

enum Shelf: String, CaseIterable {
    case novels, poems

    var caption: String {
        switch self {
        case .novels: String(localized: "shelf.novels", bundle: .module)
        case .poems: String(localized: "shelf.poems", bundle: .module)
        }
    }

    var glyph: String {
        switch self {
        case .novels: "book"
        case .poems: "text.quote"
        }
    }

    var badge: some View {
        VStack {
            Image(systemName: glyph)
            Text(caption)
        }
    }
}

struct Library: View {
    @State private var shelf = Shelf.novels

    var body: some View {
        TabView(selection: $shelf) {
            Text("Novels").tabItem { Shelf.novels.badge }.tag(Shelf.novels)
            Text("Poems").tabItem { Shelf.poems.badge }.tag(Shelf.poems)
        }
    }
}
