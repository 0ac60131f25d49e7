import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Tab: String, CaseIterable {
    case home = "home", search
    var title: String {
        switch self { case .home: "Home".localized; case .search: return String.localized("Search") }
    }
}

struct RootView: View {
    @State private var selection: Tab = .home
    var body: some View {
        TabView(selection: $selection) {
            #if os(iOS)
            Tab("Home \(name)", systemImage: "house", value: Tab.home) { HomeView() }
                .customizationID("tab.\(rawValue)")
            #endif
            ForEach(Tab.allCases) { tab in
                Text(tab.title).tabItem { Label(tab.title, systemImage: "x") }.tag(tab)
            }
        }
        .onChange(of: selection) { old, new in
            if new == .search { selection = old }
        }
    }
}
final class Coordinator {
    let root = UITabBarController()
    func start() {
        root.viewControllers = fixed + [search].map { $0 }
        let x = a ? "b" : "c"
    }
}
