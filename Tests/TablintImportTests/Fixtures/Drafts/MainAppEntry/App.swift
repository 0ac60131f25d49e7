import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var showsSettings = false
    var body: some View {
        MainTabs()
            .sheet(isPresented: $showsSettings) { SettingsScreen() }
    }
}
