import SwiftUI

// A settings screen with more tabs than the main one: never the default.
struct SettingsScreen: View {
    var body: some View {
        TabView {
            Text("g").tabItem { Label("General", systemImage: "gear") }
            Text("n").tabItem { Label("Notifications", systemImage: "bell") }
            Text("a").tabItem { Label("Account", systemImage: "person") }
        }
    }
}
