import SwiftUI

struct Dock: View {
    @State private var picked = 0

    private var shown: [Room] {
        Layout.current.orderedRooms()
    }

    var body: some View {
        TabView(selection: $picked) {
            ForEach(Array(shown.prefix(3).enumerated()), id: \.element) { place, room in
                Text(room.title)
                    .tabItem {
                        Label(room.title, systemImage: room.glyph)
                    }
                    .tag(place)
            }

            OverflowList()
                .tabItem {
                    Label("More", systemImage: "ellipsis")
                }
                .tag(3)
        }
    }
}
