import SwiftUI

struct DraftLayoutTabs: View {
    var body: some View {
        TabView {
            Text("a").tabItem { Label("Accounts", systemImage: "building.columns") }
            Text("r").tabItem { Label("Reports", systemImage: "chart.bar") }
            Text("x").tabItem { Label("Experiments", systemImage: "testtube.2") }
        }
    }
}

struct LedgerTabs: View {
    var body: some View {
        TabView {
            Text("a").tabItem { Label("Accounts", systemImage: "building.columns") }
            Text("b").tabItem { Label("Budget", systemImage: "chart.pie") }
        }
    }
}
