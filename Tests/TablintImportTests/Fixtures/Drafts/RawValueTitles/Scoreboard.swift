import SwiftUI

// A bar drawn by hand over an enum whose raw values are its titles and whose switch gives the images.
enum BoardTab: String, CaseIterable {
    case fixtures = "Fixtures"
    case standings = "League Table"
    case results = "Results"

    var imageName: String {
        switch self {
        case .fixtures: return "calendar-art"
        case .standings: return "table-art"
        case .results: return "trophy-art"
        }
    }
}

struct BoardButton: View {
    @Binding var current: BoardTab
    let tab: BoardTab

    var body: some View {
        Button { current = tab } label: {
            VStack {
                Image(tab.imageName)
                Text(tab.rawValue)
            }
        }
    }
}

struct BoardRoot: View {
    @State private var current: BoardTab = .fixtures

    var body: some View {
        VStack {
            switch current {
            case .fixtures: Text("fixtures")
            case .standings: Text("standings")
            case .results: Text("results")
            }
            HStack {
                ForEach(BoardTab.allCases, id: \.self) { tab in
                    BoardButton(current: $current, tab: tab)
                }
            }
        }
    }
}
