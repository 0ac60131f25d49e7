// IceCubes' AppView (Dimillian/IceCubesApp), written with the AppTabView
// generated from Examples/IceCubes.tabs: the tab structure comes from the
// file; the app supplies each tab's content, its lists, what compose does,
// the unread badge and which tabs need an account.
import SwiftUI

/// A Mastodon list the user follows.
struct MastodonList: Sendable {
    var id: String
    var title: String
}

/// What the app shows in a tab (a stand-in for IceCubes' real screens).
struct Screen: View, CustomStringConvertible {
    var name: String
    var body: some View { Text(verbatim: name) }
    nonisolated var description: String { "Screen(\(name))" }
}

/// IceCubes' router: the sheet it presents.
@MainActor final class Router {
    var presentedSheet: String?
}

extension AppTab {
    /// The tabs that show an account's data.
    var needsAccount: Bool { self != .explore && self != .settings }
}

struct AppView: View {
    let selectedTab: Binding<AppTabSelection>
    let router: Router
    var lists: [MastodonList]
    var unreadNotificationsCount: Int
    var isLoggedIn: Bool

    var body: some View {
        AppTabView(
            selection: selectedTab,
            items: [.lists: lists.map { AppTabItem(id: $0.id, title: $0.title, systemImage: "list.bullet") }],
            onAction: { tab in if tab == .compose { router.presentedSheet = "newStatusEditor" } },
            badge: { tab in tab == .notifications ? unreadNotificationsCount : 0 },
            isHidden: { tab in !isLoggedIn && tab.needsAccount }
        ) { tab in
            makeTabContent(for: tab)
        } itemContent: { _, item in
            Screen(name: "timeline of list \(item.id)")
        }
    }

    func makeTabContent(for tab: AppTab) -> Screen {
        Screen(name: tab.rawValue)
    }
}
