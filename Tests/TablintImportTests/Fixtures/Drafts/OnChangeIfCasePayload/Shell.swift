import SwiftUI

// An `onChange` that turns a tab aside with `if case` on a case with a
// payload and puts back a value it saved earlier (not its old-value
// parameter), the selection a property of an object the view holds.
enum Spot: Hashable { case feed, post(String?), inbox }

@Observable final class Navigator { var spot: Spot = .feed }

struct Shell: View {
    @State private var navigator = Navigator()
    @State private var lastSpot: Spot = .feed
    @State private var writing = false

    var body: some View {
        TabView(selection: $navigator.spot) {
            Text("feed").tabItem { Label("Feed", systemImage: "list.bullet") }.tag(Spot.feed)
            Text("post").tabItem { Label("Post", systemImage: "square.and.pencil") }.tag(Spot.post(nil))
            Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(Spot.inbox)
        }
        .onChange(of: navigator.spot) { _, next in
            if case let Spot.post(text) = next {
                _ = text
                writing = true
                navigator.spot = lastSpot
            } else if !writing {
                lastSpot = next
            }
        }
        .sheet(isPresented: $writing) { Text("writer") }
    }
}
