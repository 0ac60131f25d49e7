import SwiftUI

// `Words` is made by a build tool from the string tables; its file is not among the inputs.
// The plants tab's key lives only in the plural tables (`Localizable.stringsdict`).
enum GardenTab: Hashable, CaseIterable {
    case beds, plants

    var title: String {
        switch self {
        case .beds: return Words.Localizable.bedsTitle
        case .plants: return Words.Localizable.plantsCount(2)
        }
    }

    var symbol: String {
        switch self {
        case .beds: return "square.grid.2x2"
        case .plants: return "leaf"
        }
    }
}

struct GardenView: View {
    @State private var tab = GardenTab.beds
    var body: some View {
        TabView(selection: $tab) {
            ForEach(GardenTab.allCases, id: \.self) { item in
                Text(item.title).tag(item).tabItem { Label(item.title, systemImage: item.symbol) }
            }
        }
    }
}
