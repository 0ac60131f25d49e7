// Uses the generated AppTab and AppTabCache the way a tab view would, then
// the generated AppTabView, and prints what it did, so a script can check
// the build used App.tabs and the configuration's `generate` object.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

var cache = AppTabCache()
print("launch: \(AppTab.launch.id)")
print("tab bar: \(AppTab.tabBar(on: .iphone).map(\.title).joined(separator: ", "))")
for tab in [AppTab.activity, .compose, .profile, .activity] {
    if cache.select(tab) {
        print("selected \(tab.id); holding \(cache.tabs.map(\.id).joined(separator: ", "))")
    } else {
        print("\(tab.title) is an action: the selection stays \(cache.selection.id)")
    }
}
let saved = AppTab(persistedID: "inbox").map(\.id) ?? "nothing (retired)"
print("persisted inbox reads back as \(saved)")
print("sections: \(AppTabSection.allCases.map { "\($0.title) (\($0.tabs.count))" }.joined(separator: ", "))")
print("selection: \(AppTabSelection.tab(.profile).rawValue) reads back as \(AppTabSelection(rawValue: "profile") == .tab(.profile))")

#if canImport(SwiftUI)
/// The app's tab view, from App.tabs.
struct AppRoot: View {
    let selection: Binding<AppTabSelection>
    let onCompose: @MainActor () -> Void
    var body: some View {
        AppTabView(selection: selection, onAction: { tab in if tab == .compose { onCompose() } }) { tab in
            Text(tab.titleKey)
        }
    }
}

#if os(Linux)
// The stand-in SwiftUI (Sources/SwiftUI) lets the app look inside the view and tap as SwiftUI would.
MainActor.assumeIsolated {
    let selection = State(wrappedValue: AppTabSelection.tab(.home))
    var composed = 0
    let root = AppRoot(selection: selection.projectedValue, onCompose: { composed += 1 })
    let probe = _tabView(in: root)
    print("tab view: \(probe._tabs.map { $0.isSection ? "[\($0.customizationID ?? "?")]" : $0.customizationID ?? "?" }.joined(separator: ", "))")
    print("home label: \(probe._tabs.first?.label ?? "?")")
    probe._tap(AnyHashable(AppTabSelection.tab(.compose)))
    print("tapped compose: composed \(composed), selection \(selection.wrappedValue.rawValue)")
    probe._tap(AnyHashable(AppTabSelection.tab(.search)))
    print("tapped search: selection \(selection.wrappedValue.rawValue)")
    print("titles from: \(Bundle.module.path(forResource: "Localizable", ofType: "strings") != nil ? "Bundle.module" : "?")")
}
#endif
#endif
