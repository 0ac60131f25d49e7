import SwiftUI

struct ClassicTabs: View {
    var body: some View {
        TabView {
            Text("t").tabItem { Image(systemName: "tree") }.tag("trees")
            Text("b").tabItem { Image(systemName: "basket") }.tag("harvest")
        }
    }
}

@available(iOS 26, *)
struct ModernTabs: View {
    var body: some View {
        TabView {
            Tab("Trees", systemImage: "tree", value: "trees") { Text("t") }
            Tab("Harvest", systemImage: "basket", value: "harvest") { Text("b") }
        }
    }
}
