// IcySky's shape (Dimillian/IcySky): the router holds a plain AppTab, and
// the compose tab, shown as the search tab, opens the composer instead of
// becoming the selection (IcySky selected it and reverted, which flickered).
import SwiftUI

@MainActor final class AppRouter {
    /// The selected tab, in SwiftUI's state (IcySky's router is `@Observable`).
    private let selected = State(wrappedValue: AppTab.feed)
    var presentedSheet: String?

    var selectedTab: AppTab { selected.wrappedValue }
    /// The router's tab, as a binding.
    var tabBinding: Binding<AppTab> { selected.projectedValue }
}

struct AppTabRootView: View, CustomStringConvertible {
    var tab: AppTab
    var body: some View { Text(tab.titleKey) }
    nonisolated var description: String { "AppTabRootView(\(tab.rawValue))" }
}

struct ContentView: View {
    let router: AppRouter

    var body: some View {
        AppTabView(selection: router.tabBinding, onAction: { _ in router.presentedSheet = "composer" }) { tab in
            AppTabRootView(tab: tab)
        }
    }
}
