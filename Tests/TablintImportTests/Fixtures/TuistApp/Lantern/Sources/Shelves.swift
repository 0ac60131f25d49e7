import SwiftUI

struct Shelves: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") { Text("Library") }
            Tab("Reading", systemImage: "book") { Text("Reading") }
        }
    }
}
