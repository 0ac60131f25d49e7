import SwiftUI

// The tab view's pages are handed over as a labelled `content:` argument, not a trailing closure.
struct StudioRoot: View {
    @State private var desk = "sketch"

    var body: some View {
        TabView(selection: $desk, content: {
            Text("Sketch")
                .tabItem { Label("Sketch", systemImage: "pencil") }
                .tag("sketch")
            Text("Paint")
                .tabItem { Label("Paint", systemImage: "paintbrush") }
                .tag("paint")
        })
    }
}
