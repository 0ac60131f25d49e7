import SwiftUI

// Asset constants a code generator writes at build time (not among the inputs),
// each label its own little view that swaps the image when its tab is chosen.
struct Root: View {
    enum Page: Int { case agenda, venueMap, about }
    @State private var page: Page = .agenda

    var body: some View {
        let agenda = AgendaScreen()
        TabView(selection: $page) {
            agenda
                .tag(Page.agenda)
                .tabItem { AgendaLabel(chosen: page == .agenda) }
            Text("map")
                .tag(Page.venueMap)
                .tabItem { VenueMapLabel(chosen: page == .venueMap) }
            self.aboutScreen
                .tag(Page.about)
                .tabItem { AboutLabel(chosen: page == .about) }
        }
    }
}

extension Root {
    var aboutScreen: some View { Text("about") }
}

struct AgendaScreen: View {
    var body: some View { Text("agenda") }
}

private struct AgendaLabel: View {
    let chosen: Bool
    var body: some View {
        Label {
            Text("Agenda")
        } icon: {
            if chosen {
                Assets.Glyphs.agenda.swiftUIImage
                    .renderingMode(.template)
            } else {
                Assets.Glyphs.agendaOutline.swiftUIImage
                    .renderingMode(.template)
            }
        }
    }
}

private struct VenueMapLabel: View {
    let chosen: Bool
    var body: some View {
        Label {
            Text("Venue Map")
        } icon: {
            if chosen {
                Assets.Glyphs.venueMap.swiftUIImage.renderingMode(.template)
            } else {
                Assets.Glyphs.venueMapOutline.swiftUIImage.renderingMode(.template)
            }
        }
    }
}

private struct AboutLabel: View {
    let chosen: Bool
    var body: some View {
        Label {
            Text("About")
        } icon: {
            if chosen {
                Assets.Glyphs.info.swiftUIImage
            } else {
                Assets.Glyphs.infoOutline.swiftUIImage
            }
        }
    }
}
