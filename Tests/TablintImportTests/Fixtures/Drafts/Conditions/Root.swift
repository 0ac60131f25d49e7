import SwiftUI

// Tabs under run-time tests: positive named ones give `when`, others a comment.
struct Root: View {
    @AppStorage("isLoggedIn") private var isLoggedIn = false
    let settings: Settings
    let flags: Flags

    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("home") }
            if FeatureFlag.upNext.enabled {
                Tab("Up Next", systemImage: "list.bullet") { Text("up next") }
            }
            if settings.showMessages == true {
                Tab("Messages", systemImage: "envelope") { Text("messages") }
            }
            if flags.isEnabled(.library) {
                Tab("Library", systemImage: "books.vertical") { Text("library") }
            }
            if !settings.hidesNews {
                Tab("News", systemImage: "newspaper") { Text("news") }
            }
            if isLoggedIn && settings.hasPro {
                Tab("Pro", systemImage: "star") { Text("pro") }
            }
        }
    }
}
