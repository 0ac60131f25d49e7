import SwiftUI

enum Corner: String, CaseIterable, Hashable {
    case lobby, vault
    var picture: Image {
        switch self {
        case .lobby: return Image(systemName: "building.columns")
        case .vault: return Image(systemName: "lock.rectangle")
        }
    }
    var caption: LocalizedStringKey { switch self { case .lobby: "corner.lobby"; case .vault: "corner.vault" } }
}

// The older form: an image property beside a text in the item.
struct Corners: View {
    var body: some View {
        TabView {
            ForEach(Corner.allCases, id: \.self) { c in
                Text("x").tabItem { c.picture; Text(c.caption) }.tag(c)
            }
        }
    }
}
