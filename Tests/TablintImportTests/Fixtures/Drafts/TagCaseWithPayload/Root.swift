import SwiftUI

// Tab values that are enum cases, one with an associated value: the case's
// name is the id, the payload is not part of it.
enum Place: Hashable {
    case home
    case compose(String?)
    case alerts
}

struct Root: View {
    @State private var selected: Place = .home
    var body: some View {
        TabView(selection: $selected) {
            Text("h").tabItem { Label("Home", systemImage: "house") }.tag(Place.home)
            Text("w").tabItem { Label("Write", systemImage: "square.and.pencil") }.tag(Place.compose(nil))
            Text("a").tabItem { Label("Alerts", systemImage: "bell") }.tag(Place.alerts)
        }
    }
}
