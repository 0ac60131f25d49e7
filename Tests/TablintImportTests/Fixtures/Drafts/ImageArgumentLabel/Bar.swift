import SwiftUI

enum Deck: String {
    case feed, inbox, profile
}

struct Shell: View {
    @State private var deck: Deck = .feed
    var body: some View {
        VStack {
            Text(deck.rawValue)
            DeckTabBar(deck: $deck)
        }
    }
}

struct DeckTabBar: View {
    @Binding var deck: Deck

    var body: some View {
        HStack {
            DeckButton(target: .feed, img: "deck-feed", hint: "unused-feed", deck: $deck)
            DeckButton(target: .inbox, img: "deck-inbox", hint: "unused-inbox", deck: $deck)
            DeckButton(target: .profile, img: "deck-profile", hint: "unused-profile", deck: $deck)
        }
    }
}

// The asset is given as `img`: shown plain, or with a `.fill` variant when chosen; `hint` is never an image.
struct DeckButton: View {
    let target: Deck
    let img: String
    let hint: String
    @Binding var deck: Deck

    var body: some View {
        Button { deck = target } label: {
            Image(deck != target ? img : "\(img).fill")
                .accessibilityIdentifier(hint)
        }
    }
}
