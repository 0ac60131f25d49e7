import SwiftUI

// The bar shows symbols only; the chosen one gets a filled variant at run time.
enum Deck: Int, CaseIterable {
    case cards, stats, profile

    func glyph() -> String {
        switch self {
        case .cards: return "rectangle.stack"
        case .stats:
            let hasNews = Bool.random()
            return hasNews ? "chart.bar.xaxis" : "chart.bar"
        case .profile: return "person.crop.circle"
        }
    }

    static let shown: [Deck] = [.cards, .stats, .profile]
}

struct Bar: View {
    @AppStorage("deck") private var picked = Deck.cards.rawValue
    var decks = Deck.shown

    var body: some View {
        TabView(selection: $picked) {
            ForEach(decks, id: \.rawValue) { deck in
                Text("page")
                    .tag(deck.rawValue)
                    .tabItem {
                        Image(systemName: "\(deck.glyph())\(picked == deck.rawValue ? ".fill" : "")")
                    }
            }
        }
    }
}
