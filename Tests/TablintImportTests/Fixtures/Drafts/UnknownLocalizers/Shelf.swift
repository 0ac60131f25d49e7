import SwiftUI

// Localizing helpers that come from a package not among the inputs: no
// declaration says what they return, but the keys they are given are in the
// app's tables. The last three are not keys anywhere and stay unknown.
enum Corner {
    case reading, saved

    var lookup: String {
        switch self {
        case .reading: return "corner.reading"
        case .saved: return "corner.saved"
        }
    }
}

struct ShelfView: View {
    @State private var picked = 0
    let words = Vocabulary.shared

    var body: some View {
        TabView(selection: $picked) {
            Text("1").tabItem { Label(Say("corner.start"), systemImage: "sun.max") }.tag(0)
            Text("2").tabItem { Label(Words.pick("corner.finds"), systemImage: "binoculars") }.tag(1)
            Text("3").tabItem { Label(words.phrase(Corner.reading.lookup, fallback: "Reading"), systemImage: "book") }.tag(2)
            Text("4").tabItem { Label("corner.saved".spoken, systemImage: "bookmark") }.tag(3)
            Text("5").tabItem { Label(Say("corner.about", note: "corner.start"), systemImage: "info.circle") }.tag(4)
            Text("6").tabItem { Label(Say("Debug shelf"), systemImage: "ant") }.tag(5)
            Text("7").tabItem { Label(Say("corner.start", "corner.finds"), systemImage: "questionmark") }.tag(6)
            Text("8").tabItem { Label(Logbook.tag("shelf-eight"), systemImage: "number") }.tag(7)
        }
    }
}
