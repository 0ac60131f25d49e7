import SwiftUI

// Titles shown in capitals or with a capital first letter: a generated
// constant (its file not among the inputs) changed in case keeps its key; a
// plain constant is upper-cased as the app shows it; a case change the
// standard library cannot make on a plain string stays unknown.
enum Captions {
    static let cards = "Cards"
    static let notes = "notes and sketches"
}

struct DeckView: View {
    var body: some View {
        TabView {
            Text("1").tabItem { Label(L10n.Deck.inbox.uppercased(), systemImage: "tray") }
            Text("2").tabItem { Label(L10n.Deck.decks.capitalized, systemImage: "rectangle.stack") }
            Text("3").tabItem { Label(Captions.cards.uppercased(), systemImage: "square.stack") }
            Text("4").tabItem { Label(Captions.notes.capitalized, systemImage: "pencil") }
        }
    }
}
