import SwiftUI

// `#unavailable` names the older OS's branch: the other one is the default.
@main
struct KilnApp: App {
    var body: some Scene {
        WindowGroup {
            if #unavailable(iOS 18) {
                LegacyRoot()
            } else {
                CurrentRoot()
            }
        }
    }
}

struct LegacyRoot: View {
    var body: some View {
        TabView {
            Text("p").tabItem { Label("Pots", systemImage: "cup.and.saucer") }
        }
    }
}

struct CurrentRoot: View {
    var body: some View {
        TabView {
            Tab("Pots", systemImage: "cup.and.saucer") { Text("p") }
            Tab("Glazes", systemImage: "paintpalette") { Text("g") }
        }
    }
}
