import SwiftUI

// The headset and the television get a tab view of their own; every other
// platform takes the `#else` one, and the draft says which platforms those are.
struct Kiosk: View {
    var body: some View { screens }

#if os(visionOS) || os(tvOS)
    var screens: some View {
        TabView {
            Text("wall").tabItem { Label("Wall", systemImage: "rectangle.3.group") }
            Text("queue").tabItem { Label("Queue", systemImage: "list.number") }
        }
    }
#else
    var screens: some View {
        TabView {
            Text("menu").tabItem { Label("Menu", systemImage: "menucard") }
            Text("order").tabItem { Label("Order", systemImage: "cart") }
        }
    }
#endif
}
