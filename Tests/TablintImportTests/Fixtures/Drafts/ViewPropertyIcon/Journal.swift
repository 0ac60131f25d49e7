import SwiftUI

// The icon is a computed property of the view itself, newer systems getting a newer symbol.
struct Journal: View {
    private var logGlyph: String {
        if #available(iOS 17.0, *) {
            return "book.pages"
        } else {
            return "book"
        }
    }
    private var todayTitle: LocalizedStringKey { "journal.today" }

    var body: some View {
        TabView {
            Text("today").tabItem { Label(todayTitle, systemImage: "sun.max") }.tag(0)
            Text("log").tabItem { Label("journal.log", systemImage: logGlyph) }.tag(1)
        }
    }
}
