import SwiftUI

struct MainScreen: View {
    @State private var current = Pane.stream
    var body: some View {
        TabView(selection: $current) {
            ForEach(MainScreen.Pane.allCases, id: \.self) { pane in
                Text("content").tag(pane).tabItem { Label(pane.caption, systemImage: pane.glyph) }
            }
        }
    }
}

extension MainScreen {
    enum Pane: CaseIterable {
        case stream, messages
        var caption: LocalizedStringKey { switch self { case .stream: "Stream"; case .messages: "Messages" } }
        var glyph: String { switch self { case .stream: "dot.radiowaves.left.and.right"; case .messages: "envelope" } }
    }
}
