import SwiftUI

enum Room: String {
    case lobby, gallery, shop
}

// One view, two bodies: the television's tab view comes first in the file,
// the phone's after it, each under its own `#if os(...)`.
struct Shell: View {
    @State private var room: Room = .lobby

    var body: some View {
        content
    }

#if os(tvOS)
    private var content: some View {
        TabView {
            Text("lobby").tabItem { Label("Lobby", systemImage: "building") }
            Text("gallery").tabItem { Label("Gallery", systemImage: "photo") }
            Text("shop").tabItem { Label("Shop", systemImage: "cart") }
            Text("settings").tabItem { Image(systemName: "gear") }
        }
    }
#endif

#if os(iOS) || os(visionOS)
    private var content: some View {
        TabView(selection: $room) {
            Text("lobby")
                .tag(Room.lobby)
                .tabItem { Label("Lobby", systemImage: "building.2") }
            Text("gallery")
                .tabItem { Label("Pictures", systemImage: "photo.on.rectangle") }
                .tag(Room.gallery)
            Text("shop")
                .tag(Room.shop)
                .tabItem { Label("Shop", systemImage: "bag") }
        }
    }
#endif
}
