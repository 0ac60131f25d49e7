import SwiftUI
import SharedKit

// The tabs come from another module at run time (`SharedKit.HomeTabs`, not declared in Swift here);
// private helpers switch over each element for its title and icon.
struct Root: View {
    @StateObject private var model = HomeModel()

    var body: some View {
        TabView {
            ForEach(model.tabs, id: \.name) { tab in
                Text("content")
                    .tabItem {
                        Label(title(of: tab), systemImage: symbol(of: tab))
                    }
            }
        }
    }
}

private func title(of tab: HomeTabs) -> LocalizedStringKey {
    switch tab {
    case .timeline:
        return "tab_timeline"
    case .inbox:
        return "tab_inbox"
    case .people:
        return "tab_people"
    }
}

private func symbol(of tab: HomeTabs) -> String {
    switch tab {
    case .timeline: return "list.bullet"
    case .inbox: return "tray"
    case .people: return "person.2"
    }
}
