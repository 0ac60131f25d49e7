import SwiftUI

// An icon-only bar: every label's title is the empty string, on purpose.
// The draft keeps "" and says it is the app's own, not an unread title.
struct ShellView: View {
    enum Page: Hashable { case market, wallet }
    @State private var page = Page.wallet
    var showMarket = true

    var body: some View {
        TabView(selection: $page) {
            if showMarket {
                Text("Market").tabItem { Label("", image: "market_tab") }.tag(Page.market)
            }
            Text("Wallet").tabItem { Label("", image: "wallet_tab") }.tag(Page.wallet)
        }
    }
}
