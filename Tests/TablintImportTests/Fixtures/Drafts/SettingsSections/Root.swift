import SwiftUI

struct Root: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var pane = Pane.feed
    let signedIn: Bool

    var groups: [Group] {
        guard signedIn else { return [.library] }
        if sizeClass == .compact {
            return [Group.phone]
        }
        return [.library, .insights]
    }

    var body: some View {
        TabView(selection: $pane) {
            ForEach(groups) { group in
                TabSection(group.heading) {
                    if group == .insights {
                        Tab("Insights", systemImage: "chart.bar", value: Pane.stats) { Text("insights") }
                    } else {
                        ForEach(group.panes) { pane in
                            Tab(value: pane, role: pane == .find ? .search : nil) {
                                Text("content")
                            } label: {
                                pane.label.labelStyle(.titleAndIcon)
                            }
                        }
                    }
                }
                .tabPlacement(.sidebarOnly)
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
