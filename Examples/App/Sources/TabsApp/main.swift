// Uses the generated AppTab and AppTabCache the way a tab view would, and
// prints what it did, so a script can check the build used App.tabs.

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
