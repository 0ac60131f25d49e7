import SwiftUI

// A label that tests the OS: the newest branch is the one drafted, whichever comes last.
struct PantryRoot: View {
    enum Pane { case shelves, basket, notes }

    var body: some View {
        TabView {
            Text("Shelves")
                .tabItem { Label("Shelves", systemImage: "square.grid.2x2") }
                .tag(Pane.shelves)
            Text("Basket")
                .tabItem {
                    if #available(iOS 17.0, *) {
                        Label("Basket", systemImage: "basket")
                    } else {
                        Label("Basket", systemImage: "cart")
                    }
                }
                .tag(Pane.basket)
            Text("Notes")
                .tabItem {
                    if #unavailable(iOS 16) {
                        Label("Notes", systemImage: "doc")
                    } else {
                        Label("Notes", systemImage: "note.text")
                    }
                }
                .tag(Pane.notes)
        }
    }
}
