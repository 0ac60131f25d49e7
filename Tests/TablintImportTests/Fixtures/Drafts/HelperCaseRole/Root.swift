import SwiftUI

// The role is decided per tab through a free helper that maps the tab to another enum's case,
// written as an optional (`.some(.search)` / `.none`).
enum Pane: CaseIterable {
    case home, find, me

    var title: String {
        switch self {
        case .home: "Home"
        case .find: "Find"
        case .me: "Me"
        }
    }

    var symbol: String {
        switch self {
        case .home: "house"
        case .find: "magnifyingglass"
        case .me: "person"
        }
    }
}

enum Destination {
    case feed, lookup, profile
}

private func destination(for pane: Pane) -> Destination {
    switch pane {
    case .home: return .feed
    case .find: return .lookup
    case .me: return .profile
    }
}

struct Root: View {
    var body: some View {
        TabView {
            ForEach(Pane.allCases, id: \.self) { pane in
                Tab(pane.title, systemImage: pane.symbol, value: pane, role: destination(for: pane) == .lookup ? .some(.search) : .none) {
                    Text(pane.title)
                }
            }
        }
    }
}
