import SwiftUI

// `LocalString` is generated at build time; its file is not among the inputs.
enum LibraryTab: String, CaseIterable, Identifiable {
    case home, downloads
    var id: String { rawValue }
    var name: String {
        switch self {
        case .home: return LocalString.tab_home
        case .downloads: return LocalString.tabDownloads
        }
    }
    var icon: String {
        switch self {
        case .home: return "house"
        case .downloads: return "arrow.down.circle"
        }
    }
}

struct LibraryView: View {
    @State private var tab = LibraryTab.home
    var body: some View {
        TabView(selection: $tab) {
            ForEach(LibraryTab.allCases) { item in
                Text(item.name).tag(item).tabItem { Label(item.name, systemImage: item.icon) }
            }
        }
    }
}
