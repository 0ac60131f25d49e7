import SwiftUI

struct House: View {
    @State private var room = Room.hall
    var body: some View {
        TabView(selection: $room) {
            Text("hall").roomTab(for: .hall)
            Text("study").roomTab(for: .study)
            Text("attic")
                .tabItem { RoomLabel(room: .attic) }
                .tag(Room.attic)
        }
    }
}
