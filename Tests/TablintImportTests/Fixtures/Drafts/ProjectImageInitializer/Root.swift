import SwiftUI

// Images through the app's own initializer over its own asset type:
// an implicit member, a static member named with its type, and a branch.
@main
struct ShelfApp: App {
    var body: some Scene { WindowGroup { Root() } }
}

struct Root: View {
    @State private var selection = "shelf"
    var body: some View {
        TabView(selection: $selection) {
            Text("s").tabItem { Label { Text("Shelf") } icon: { Image(artwork: .shelf) } }.tag("shelf")
            Text("c").tabItem { Image(artwork: Artwork.scan); Text("Scan") }.tag("scan")
            Text("l").tabItem {
                if selection == "lists" { Image(artwork: .listsOn) } else { Image(artwork: .lists) }
                Text("Lists")
            }.tag("lists")
        }
    }
}
