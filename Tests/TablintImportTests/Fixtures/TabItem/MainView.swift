import SwiftUI

func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

struct MainView: View {
    @State private var selectedTab = 0
    @AppStorage("showsStats") private var showsStats = false

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack { TodayView() }
                .tabItem {
                    Label(L("tab.today"), systemImage: "sun.max")
                }
                .tag(0)
            NavigationStack { PlansView() }
                .tabItem {
                    Image(systemName: "list.bullet")
                    Text("Plans")
                }
                .tag(1)
            if showsStats {
                StatsView()
                    .tabItem { Label(String(localized: "tab.stats"), systemImage: "chart.bar") }
                    .tag(2)
            }
            SettingsView()
                .tag(3)
                .tabItem { Label(L("tab.settings"), systemImage: "gearshape") }
        }
    }
}
