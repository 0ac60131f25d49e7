import SwiftUI

struct PlayerView: View {
    @State private var current: Pane = .films

    var body: some View {
        TabView(selection: $current) {
            Tab(films.title, image: films.symbol, value: films) {
                FilmList()
            }
            Tab(music.title, systemImage: music.symbol, value: music) {
                MusicList()
            }
            Tab(radio.title, systemImage: radio.symbol, value: radio) {
                RadioList()
            }
        }
    }

    var films: Pane { .films }
    private var music: Pane {
        return Pane.music
    }
    let radio: Pane = .radio
}
