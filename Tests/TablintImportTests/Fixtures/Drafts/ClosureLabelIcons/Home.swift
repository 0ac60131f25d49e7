import SwiftUI

struct Home: View {
    @State private var pane: Pane = .shelf
    var body: some View {
        TabView(selection: $pane) {
            Text("shelf")
                .tabItem {
                    Label { Text(Pane.shelf.title) } icon: { Pane.shelf.icon }
                }
                .tag(Pane.shelf)
            Text("crates")
                .tabItem {
                    Label(title: { Text(Pane.crates.title) }, icon: { Pane.crates.icon })
                }
                .tag(Pane.crates)
            Text("options")
                .tabItem {
                    Label { Text(Pane.options.title) } icon: { Pane.options.icon }
                }
                .tag(Pane.options)
        }
    }
}
