import SwiftUI

enum Section: Hashable { case today, library, search }

// The tabs live in a @TabContentBuilder property that the TabView lists.
struct RootView: View {
    @State private var section: Section = .library

    var body: some View {
        TabView(selection: $section) {
            tabs
        }
    }

    @TabContentBuilder<Section>
    var tabs: some TabContent<Section> {
        Tab("Today", systemImage: "sun.max", value: Section.today) { Text("today") }
        Tab("Library", systemImage: "books.vertical", value: Section.library) { Text("library") }
        Tab(value: Section.search, role: .search) { Text("search") }
    }
}
