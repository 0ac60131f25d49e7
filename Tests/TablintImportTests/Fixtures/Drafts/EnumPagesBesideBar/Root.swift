import SwiftUI

// Pages tagged with an enum's cases, the app's own bar in a safe-area inset given the
// same selection; the bar calls a helper per case, in its own order.
enum Pane {
    case list, map, saved

    var caption: String {
        switch self {
        case .list: return "List"
        case .map: return "Map"
        case .saved: return "Saved"
        }
    }

    var symbol: String {
        switch self {
        case .list: return "list.bullet"
        case .map: return "map"
        case .saved: return "star"
        }
    }
}

struct Root: View {
    @State var pane = Pane.list

    var body: some View {
        TabView(selection: $pane) {
            Text("list").tag(Pane.list)
            Text("saved").tag(Pane.saved)
            Text("map").tag(Pane.map)
        }
        .safeAreaInset(edge: .bottom) {
            PaneTabBar(pane: $pane)
        }
    }
}

struct PaneTabBar: View {
    @Binding var pane: Pane

    var body: some View {
        HStack {
            button(for: .list)
            button(for: .map)
            button(for: .saved)
        }
    }

    private func button(for item: Pane) -> some View {
        VStack {
            Image(systemName: item.symbol)
            Text(item.caption)
        }
        .onTapGesture { pane = item }
    }
}
