import SwiftUI

enum PlayerTab: String, CaseIterable, Identifiable {
    case nowPlaying, queue, lyrics
    var id: String { rawValue }

    var title: String {
        switch self { case .nowPlaying: return "Now Playing"; case .queue: return "Queue"; case .lyrics: return "Lyrics" }
    }

    var symbol: String {
        switch self { case .nowPlaying: "play.circle"; case .queue: "list.number"; case .lyrics: "quote.bubble" }
    }
}

struct PlayerView: View {
    var body: some View {
        TabView {
            ForEach(PlayerTab.allCases) { tab in
                Text(tab.title)
                    .tabItem { Label(tab.title, systemImage: tab.symbol) }
                    .tag(tab)
            }
        }
    }
}
