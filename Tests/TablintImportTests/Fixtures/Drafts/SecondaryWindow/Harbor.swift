import SwiftUI

@main
struct HarborApp: App {
    static var isUITesting = false

    var body: some Scene {
        WindowGroup {
            if Self.isUITesting {
                Color.clear
            } else {
                mainContent
            }
        }

        // A second window the app opens on iPad and Mac (`openWindow(id: "chart")`).
        WindowGroup("Chart", id: "chart") {
            ChartWindow()
        }
    }

    private var mainContent: some View {
        Wrapper {
            Quays()
        }
    }
}

struct Wrapper<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { content() }
}

struct Quays: View {
    var body: some View {
        TabView {
            Text("berths").tabItem { Label("Berths", systemImage: "ferry") }.tag(0)
            Text("tides").tabItem { Label("Tides", systemImage: "water.waves") }.tag(1)
        }
    }
}

struct ChartWindow: View {
    var body: some View {
        TabView {
            Text("chart").tabItem { Label("Chart", systemImage: "map") }.tag(0)
            Text("depths").tabItem { Label("Depths", systemImage: "ruler") }.tag(1)
        }
    }
}
