import SwiftUI

// Each screen of the console is a type that says how its tab looks.
protocol ConsolePage: View {
    nonisolated static var pageKey: String { get }
    static var pageTitle: LocalizedStringResource { get }
    static var pageSymbol: SFSymbol { get }
    init()
}

extension ConsolePage {
    nonisolated static var pageKey: String { String(describing: Self.self) }
}

struct Console: View {
    var body: some View {
        TabView()
    }
}

extension Console {
    // The app's own type takes SwiftUI's name; its body names SwiftUI's through the framework.
    private struct TabView: View {
        @State private var shown = Gauges.pageKey

        var body: some View {
            SwiftUI.TabView(selection: $shown) {
                page(Gauges.self)
                page(Alarms.self)
                page(Journal.self)
            }
        }

        private func page(_ kind: (some ConsolePage).Type) -> some TabContent<String> {
            Tab(String(localized: kind.pageTitle), systemImage: kind.pageSymbol.rawValue, value: kind.pageKey) {
                kind.init()
            }
            .customizationID(kind.pageKey)
        }
    }
}
