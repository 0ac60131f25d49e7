import SwiftUI

struct Library: View {
    @State private var current = "start"
    private var preferences: Preferences? { Preferences() }
    private var shelves: [Shelf] { preferences?.shownShelves() ?? [] }

    var body: some View {
        TabView(selection: $current) {
            Tab(value: "start") { Text("start") } label: { Label(String(localized: "library.start"), systemImage: "house") }
            ForEach(shelves) { shelf in
                Tab(value: shelf.rawValue) { Text(shelf.caption) } label: { Label(shelf.caption, systemImage: shelf.glyph) }
            }
        }
    }
}
