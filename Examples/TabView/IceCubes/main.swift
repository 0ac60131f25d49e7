// Runs the IceCubes port: prints what the tab view shows, taps compose and a
// list, and reads the selection back as @SceneStorage and Codable keep it.
import Foundation
import SwiftUI

/// What the app's own binding saw (its closures are `@Sendable`; SwiftUI calls them on the main thread).
final class WriteLog: @unchecked Sendable {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

@MainActor func runIceCubes() {
    let selectedTab = State(wrappedValue: AppTabSelection.tab(.timeline))
    let router = Router()
    let view = AppView(selectedTab: selectedTab.projectedValue, router: router,
                       lists: [MastodonList(id: "42", title: "Swift folks"), MastodonList(id: "7", title: "News")],
                       unreadNotificationsCount: 3, isLoggedIn: true)
    let probe = _tabView(in: view)
    func show(_ nodes: [_TabNode], _ indent: String) {
        for node in nodes {
            let value = (node.value?.base as? AppTabSelection)?.rawValue ?? "-"
            print("\(indent)\(node.isSection ? "section" : "tab") \(value) id=\(node.customizationID ?? "-") role=\(node.role?._name ?? "-") placement=\(node.placement?._name ?? "-") badge=\(node.badge.map(String.init) ?? "-") hidden=\(node.hidden.map { "\($0)" } ?? "-") label=\(node.label) content=\(node.content)")
            show(node.children, indent + "  ")
        }
    }
    print("platform: \(AppTab.Platform.current.rawValue)")
    show(probe._tabs, "")
    print("style: \(probe._styles.joined(separator: ", "))")

    probe._tap(AnyHashable(AppTabSelection.tab(.notifications)))
    print("tapped notifications: selection \(selectedTab.wrappedValue.rawValue)")
    probe._tap(AnyHashable(AppTabSelection.tab(.compose)))
    print("tapped compose: sheet \(router.presentedSheet ?? "none"), selection \(selectedTab.wrappedValue.rawValue)")
    probe._tap(AnyHashable(AppTabSelection.item(.lists, id: "42")))
    let selection = selectedTab.wrappedValue
    print("tapped a list: selection \(selection == .item(.lists, id: "42") ? "item(lists, 42)" : "?") raw \(selection.rawValue)")

    // @SceneStorage keeps the raw value; Codable keeps it as one string.
    let stored = selection.rawValue
    print("raw value reads back: \(AppTabSelection(rawValue: stored) == selection)")
    let json = try! JSONEncoder().encode(selection)
    print("json: \(String(decoding: json, as: UTF8.self)) reads back: \(try! JSONDecoder().decode(AppTabSelection.self, from: json) == selection)")
    print("a list of a section that is not dynamic: \(AppTabSelection(rawValue: "account/42") == nil ? "nil" : "?")")

    // Re-selection (scroll to top): the app passes a Binding(get:set:) of its own, whose setter sees every write.
    let writes = WriteLog()
    let base = selectedTab.projectedValue
    let observed = Binding<AppTabSelection>(
        get: { base.wrappedValue },
        set: { value in
            writes.record(value.rawValue)
            base.wrappedValue = value
        })
    let observing = _tabView(in: AppView(selectedTab: observed, router: router, lists: [],
                                         unreadNotificationsCount: 0, isLoggedIn: true))
    observing._tap(AnyHashable(AppTabSelection.tab(.timeline)))
    observing._tap(AnyHashable(AppTabSelection.tab(.timeline)))
    observing._tap(AnyHashable(AppTabSelection.tab(.compose)))
    print("writes seen by the app's binding: \(writes.entries.joined(separator: ", "))")

    // Logged out: the account tabs are hidden, their state kept.
    let loggedOut = AppView(selectedTab: selectedTab.projectedValue, router: router, lists: [],
                            unreadNotificationsCount: 0, isLoggedIn: false)
    let hidden = _tabView(in: loggedOut)._tabs.flatMap { [$0] + $0.children }.filter { $0.hidden == true }.compactMap(\.customizationID)
    print("logged out, hidden: \(hidden.joined(separator: ", "))")
}

MainActor.assumeIsolated { runIceCubes() }
