import SwiftUI

// The project's own `TabView` (it shadows SwiftUI's): a row of buttons written out,
// each selecting one case of the nested enum.
struct TabView: View {
    enum Tab: String, CaseIterable {
        case garden
        case market
        case journal
    }

    @Binding var current: Tab

    var body: some View {
        HStack {
            BarItem(picture: gardenPicture, caption: "Garden", lit: current == .garden) {
                pick(.garden)
            }
            Spacer()
            BarItem(picture: AnyView(Image("market_icon")), caption: "Market", lit: current == .market) {
                pick(.market)
            }
            Spacer()
            BarItem(picture: journalPicture, caption: "Journal", lit: current == .journal) {
                pick(.journal)
            }
        }
    }

    func pick(_ tab: Tab) { current = tab }

    var gardenPicture: AnyView {
        .init(Image(gardenName).renderingMode(.template))
    }

    var gardenName: String {
        current == .garden ? "garden_full" : "garden_outline"
    }

    var journalPicture: AnyView {
        .init(Image("journal_icon"))
    }
}

struct BarItem: View {
    let picture: AnyView
    let caption: String
    let lit: Bool
    let action: () -> Void

    var body: some View {
        VStack {
            picture
            Text(caption)
        }
        .onTapGesture { action() }
    }
}

struct Home: View {
    @State var tab: TabView.Tab = .garden

    var body: some View {
        VStack {
            Text("content")
            TabView(current: $tab) {
                print("again")
            }
        }
    }
}

// A screen's row of filter buttons is no tab bar (not named for one).
struct FilterRow: View {
    enum Filter { case all, unread }
    @State var filter: Filter = .all

    var body: some View {
        HStack {
            Button("All") { filter = .all }
            Button("Unread") { filter = .unread }
        }
    }
}
