import SwiftUI

// The selection's setter lets the capture tab be chosen for a moment, then puts the
// tab the user was on back and opens the camera: capture is an action, not a page.
enum Room: Hashable {
    case prints, capture, albums
}

struct DarkroomRoot: View {
    @State private var room: Room = .prints
    @State private var lastRoom: Room = .prints
    @State private var shooting = false

    var body: some View {
        TabView(selection: .init(get: { room }, set: { picked in
            room = picked
            if room == .capture {
                room = lastRoom
                shooting = true
            } else if picked == .albums {
                // Kept: the branch gives the selection the picked value itself.
                room = picked
                lastRoom = picked
            } else {
                lastRoom = picked
            }
        })) {
            Text("Prints")
                .tabItem { Label("Prints", systemImage: "photo") }
                .tag(Room.prints)
            Text("")
                .tabItem { Label("Capture", systemImage: "camera") }
                .tag(Room.capture)
            Text("Albums")
                .tabItem { Label("Albums", systemImage: "rectangle.stack") }
                .tag(Room.albums)
        }
        .sheet(isPresented: $shooting) { Text("Camera") }
    }
}
