import SwiftUI

// A generic hub that shows whatever pages it is handed.
@Observable final class PageHub<Key: Hashable> {
    struct Card { let key: Key; let heading: String; let glyph: String; var isFinder = false }
    struct Page { let card: Card }
    var pages: [Page] = []
    var current: Key?

    func install(_ list: [Page]) {
        pages = list
        current = list.first?.card.key
    }
}

struct PageHubView<Key: Hashable>: View {
    @State var hub: PageHub<Key>
    @State var shown: Key?
    var body: some View {
        TabView(selection: $shown) {
            ForEach(hub.pages, id: \.card.key) { page in
                Tab(value: page.card.key, role: page.card.isFinder ? .search : nil) {
                    Text("page")
                } label: {
                    Label(page.card.heading, systemImage: page.card.glyph)
                }
            }
        }
    }
}
