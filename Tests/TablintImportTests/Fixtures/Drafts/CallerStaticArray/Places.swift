import SwiftUI

enum Place: String, CaseIterable, Identifiable {
    case news, lookup, mail
    var id: String { rawValue }
    @ViewBuilder var label: some View {
        switch self {
        case .news: Label("place.news", systemImage: "newspaper")
        case .lookup: Label("place.lookup", systemImage: "magnifyingglass")
        case .mail: Label("place.mail", systemImage: "envelope")
        }
    }
}

// The phone's bar, listed by another type.
enum Arrangement { static let compact: [Place] = [.news, .lookup, .mail] }

@main struct PlacesApp: App {
    var body: some Scene { WindowGroup { Frame(places: Arrangement.compact) } }
}

struct Frame: View {
    var places: [Place]
    @State private var current: Place = .news
    var body: some View {
        TabView(selection: $current) {
            ForEach(places) { p in
                Tab(value: p, role: p == .lookup ? .search : nil) { Text(p.id) } label: { p.label }
            }
        }
    }
}
