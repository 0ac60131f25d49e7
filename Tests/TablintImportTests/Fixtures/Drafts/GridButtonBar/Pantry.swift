import SwiftUI

// A system TabView with no tab items, its bar hidden under the app's own: a lazy grid
// with one column per tab, each a tappable text label that sets the selection.
enum Shelf: Hashable {
    case recipes
    case fridge
    case shopping
}

struct PantryRoot: View {
    @State private var shelf: Shelf = .recipes

    var body: some View {
        ZStack {
            TabView(selection: $shelf) {
                Text("Recipes").tag(Shelf.recipes)
                Text("Fridge").tag(Shelf.fridge)
                Text("Shopping").tag(Shelf.shopping)
            }
            VStack {
                Spacer()
                PantryTabView(current: $shelf)
            }
        }
    }
}

struct PantryTabView: View {
    @Binding var current: Shelf

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            Text("Recipes")
                .bold(current == .recipes)
                .onTapGesture { current = .recipes }
            Text("Fridge")
                .bold(current == .fridge)
                .onTapGesture { current = .fridge }
            Text("Shopping")
                .bold(current == .shopping)
                .onTapGesture { current = .shopping }
        }
    }
}
