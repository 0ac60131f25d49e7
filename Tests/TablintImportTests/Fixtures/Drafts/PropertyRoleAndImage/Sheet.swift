import SwiftUI

enum Sheet: String, CaseIterable, Hashable {
    case start, hunt, gear
    var role: TabRole? { switch self { case .hunt: return .search; default: return nil } }
    var picture: Image {
        switch self {
        case .start: return Image(systemName: "house")
        case .hunt: return Image(systemName: "magnifyingglass")
        case .gear: return Image(systemName: "gearshape")
        }
    }
    var caption: LocalizedStringKey { switch self { case .start: "sheet.start"; case .hunt: "sheet.hunt"; case .gear: "sheet.gear" } }
}

struct Sheets: View {
    @State private var current: Sheet = .start
    var body: some View {
        TabView(selection: $current) {
            ForEach(Sheet.allCases, id: \.self) { s in
                Tab(value: s, role: s.role) { Text(s.rawValue) } label: { Label(s.caption, systemImage: "circle") }
            }
        }
    }
}
