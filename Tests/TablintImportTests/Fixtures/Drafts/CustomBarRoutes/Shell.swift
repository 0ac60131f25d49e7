import SwiftUI

// The app draws its own bar: a `ForEach` over a route enum inside a property named for the bar.
enum Section: String, CaseIterable {
    case feed, explore, saved

    var symbol: String {
        switch self {
        case .feed: return "newspaper"
        case .explore: return "safari"
        case .saved: return "bookmark"
        }
    }
}

struct Shell: View {
    @State private var section = Section.feed

    var body: some View {
        VStack {
            Text(section.rawValue)
            tabBar
        }
    }

    var tabBar: some View {
        HStack {
            ForEach(Section.allCases, id: \.self) { item in
                Image(systemName: item.symbol)
                    .onTapGesture { section = item }
            }
        }
    }
}
