import SwiftUI

/// A screen inside a page: a segmented picker, not the bar.
struct PageView: View {
    enum FilterTab: String, CaseIterable {
        case all
        case unread
        case starred

        var title: String {
            switch self {
            case .all: return "All"
            case .unread: return "Unread"
            case .starred: return "Starred"
            }
        }
    }

    let page: Page
    @State private var filter = FilterTab.all

    var body: some View {
        Picker("Show", selection: $filter) {
            Text("All").tag(FilterTab.all)
            Text("Unread").tag(FilterTab.unread)
            Text("Starred").tag(FilterTab.starred)
        }
        .pickerStyle(.segmented)
        NavigationLink("Back to the start") { RootView() }
    }
}
