import SwiftUI

// The tabs come from a computed list that picks one of two static helpers by a flag the
// app knows only at run time; the enum holds one more case than the bar shows.
enum Pane: Int, Identifiable, Hashable {
    case trees
    case harvest
    case plant
    case market
    case me
    case unused

    var id: Int { rawValue }

    static func memberPanes() -> [Pane] {
        [.trees, .harvest, .plant, .market, .me]
    }

    static func visitorPanes() -> [Pane] {
        []
    }

    var title: String {
        switch self {
        case .trees: return "Trees"
        case .harvest: return "Harvest"
        case .plant: return "Plant"
        case .market: return "Market"
        case .me: return "Me"
        case .unused: return "Unused"
        }
    }

    var picture: String {
        switch self {
        case .trees: return "tree"
        case .harvest: return "basket"
        case .plant: return "seedling"
        case .market: return "stall"
        case .me: return "farmer"
        case .unused: return "nothing"
        }
    }
}

@main
struct OrchardApp: App {
    @State private var current: Pane = .trees
    @State private var signedIn = false

    private var panes: [Pane] {
        signedIn ? Pane.memberPanes() : Pane.visitorPanes()
    }

    var body: some Scene {
        WindowGroup {
            TabView(selection: $current) {
                ForEach(panes) { pane in
                    Text(pane.title)
                        .tabItem {
                            Image(pane.picture)
                            Text(pane.title)
                        }
                        .tag(pane)
                }
            }
        }
    }
}
