import SwiftUI

enum Shelf: String, CaseIterable {
    case music, podcasts
    var label: String {
        switch self { case .music: String(localized: "shelf.music"); case .podcasts: String(localized: "shelf.podcasts") }
    }
    var glyph: String {
        switch self { case .music: "music.note"; case .podcasts: "mic" }
    }
}

// Fixed tabs around shelves the user picks at run time: every shelf is drafted.
struct Compact: View {
    let store: ShelfStore
    var body: some View {
        TabView {
            Tab(value: "start") { Text("start") } label: { Label("Start", systemImage: "house") }
            ForEach(store.pickedShelves()) { shelf in
                Tab(value: shelf.rawValue) { Text("shelf") } label: { Label(shelf.label, systemImage: shelf.glyph) }
            }
            Tab(value: "find", role: .search) { Text("find") }
        }
    }
}
