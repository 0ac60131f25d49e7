import SwiftUI

// A computed list chosen by the size class: an iPhone in compact width gets the second
// branch, so the draft lists the narrow set, not the wide one written first.
enum Sheet: String, Hashable, CaseIterable {
    case maps, routes, places, saved

    static let wide: [Sheet] = [.maps, .routes, .places, .saved]
    static let narrow: [Sheet] = [.maps, .saved]

    var label: String {
        switch self {
        case .maps: return "Maps"
        case .routes: return "Routes"
        case .places: return "Places"
        case .saved: return "Saved"
        }
    }
}

struct AtlasRoot: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var sheets: [Sheet] {
        sizeClass == .regular ? Sheet.wide : Sheet.narrow
    }

    var body: some View {
        TabView {
            ForEach(sheets, id: \.self) { sheet in
                Text(sheet.label)
                    .tabItem { Label(sheet.label, systemImage: "map") }
            }
        }
    }
}
