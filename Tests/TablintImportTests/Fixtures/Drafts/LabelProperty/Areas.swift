import SwiftUI

enum Area: String, CaseIterable, Identifiable {
    case feed, inbox
    var id: String { rawValue }
    var title: LocalizedStringKey {
        switch self { case .feed: "area.feed"; case .inbox: "area.inbox" }
    }
    var symbol: String {
        switch self { case .feed: "list.bullet"; case .inbox: "tray" }
    }
    // The label is made by a computed property with no switch of its own.
    var label: some View { Label(title, systemImage: symbol) }
    func makeLabel() -> Label<Text, Image> { Label(title, systemImage: symbol) }
}

struct Root: View {
    var body: some View {
        TabView {
            ForEach(Area.allCases) { area in
                Text("x").tabItem { area.label }.tag(area)
            }
        }
    }
}
