import SwiftUI

/// A reader app's root: pinned tabs, a search tab, a compose action and a
/// library section for the sidebar.
struct RootView: View {
    @State private var selection: Destination = .feed
    @State private var isComposing = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Feed", systemImage: "newspaper", value: Destination.feed) {
                FeedScreen()
            }
            .tabPlacement(.pinned)
            .customizationID("app.tab.feed")

            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxScreen()
            }

            Tab(value: Destination.compose) {
                EmptyView()
            } label: {
                Label("New Post", systemImage: "square.and.pencil")
            }

            Tab(value: .search, role: .search) {
                SearchScreen()
            }

            TabSection("Library") {
                Tab("Saved", systemImage: "bookmark", value: Destination.saved) { SavedScreen() }
                Tab("History", systemImage: "clock", value: Destination.history) { HistoryScreen() }
                #if os(macOS)
                Tab("Downloads", systemImage: "arrow.down.circle", value: Destination.downloads) { DownloadsScreen() }
                #endif
            }
            .tabPlacement(.sidebarOnly)
        }
        .tabViewStyle(.sidebarAdaptable)
        .onChange(of: selection) { oldValue, newValue in
            if newValue == .compose {
                isComposing = true
                selection = oldValue
            }
        }
    }
}
