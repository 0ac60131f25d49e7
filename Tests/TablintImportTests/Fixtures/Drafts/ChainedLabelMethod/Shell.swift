import SwiftUI

struct Shell: View {
    @EnvironmentObject var look: Look
    @State private var chosen = 0

    var body: some View {
        TabView(selection: $chosen) {
            diaryPane()
            // atlasPane()
            ledgerPane()
        }
    }

    private func diaryPane() -> some View {
        DiaryScreen()
            .tabItem {
                look.bar.item(symbol: "book.closed", caption: "Diary")
            }
            .tag(0)
    }

    private func atlasPane() -> some View {
        AtlasScreen()
            .tabItem {
                look.bar.item(symbol: "map", caption: "Atlas")
            }
            .tag(1)
    }

    private func ledgerPane() -> some View {
        LedgerScreen()
            .tabItem {
                look.bar.item(symbol: "tray.full", caption: "Ledger")
            }
            .tag(2)
    }
}
