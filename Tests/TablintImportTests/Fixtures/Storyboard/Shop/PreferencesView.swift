import SwiftUI

// A settings screen with tabs of its own: listed, not drafted.
struct PreferencesView: View {
    var body: some View {
        TabView {
            Text("g").tabItem { Label("General", systemImage: "gear") }.tag("general")
            Text("p").tabItem { Label("Privacy", systemImage: "hand.raised") }.tag("privacy")
        }
    }
}
