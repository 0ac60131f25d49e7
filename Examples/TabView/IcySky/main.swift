// Runs the IcySky shape: compose shows with TabRole.search and never
// becomes the selection.
import SwiftUI

@MainActor func runIcySky() {
    let router = AppRouter()
    let probe = _tabView(in: ContentView(router: router))
    for node in probe._tabs {
        print("tab \((node.value?.base as? AppTabSelection)?.rawValue ?? "-") role=\(node.role?._name ?? "-") content=\(node.content)")
    }
    print("compose.tabRole == .search: \(AppTab.compose.tabRole == .search), isSelectable: \(AppTab.compose.isSelectable)")
    probe._tap(AnyHashable(AppTabSelection.tab(.profile)))
    print("tapped profile: selected \(router.selectedTab.rawValue)")
    probe._tap(AnyHashable(AppTabSelection.tab(.compose)))
    print("tapped compose: selected \(router.selectedTab.rawValue), sheet \(router.presentedSheet ?? "none")")
    router.presentedSheet = nil
    probe._tap(AnyHashable(AppTabSelection.tab(.profile)))
    print("tapped profile again: selected \(router.selectedTab.rawValue), sheet \(router.presentedSheet ?? "none")")
}

MainActor.assumeIsolated { runIcySky() }
