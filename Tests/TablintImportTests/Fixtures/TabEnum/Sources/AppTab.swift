import SwiftUI

enum HomeTab: String, CaseIterable, Hashable {
    case discover, podcasts = "pods", filters, profile

    static let visible: [HomeTab] = [.podcasts, .discover, .filters, .profile]

    var title: String {
        switch self {
        case .discover: return L10n.Tabs.discover
        case .podcasts: return L10n.Tabs.podcasts
        case .filters: return L10n.filters
        case .profile: return L10n.Tabs.profile
        }
    }

    var systemImage: String {
        switch self {
        case .discover: "safari"
        case .podcasts: "square.grid.2x2"
        case .filters: "line.3.horizontal.decrease.circle"
        case .profile: "person.crop.circle"
        }
    }
}

struct HomeView: View {
    @State var tab = HomeTab.podcasts

    var body: some View {
        TabView(selection: $tab) {
            ForEach(HomeTab.visible, id: \.self) { item in
                content(for: item)
                    .tabItem { Label(item.title, systemImage: item.systemImage) }
                    .tag(item)
            }
        }
    }
}
