import SwiftUI

enum Room: String, CaseIterable {
    case hall, study, attic
    var name: String { switch self { case .hall: Strings.Rooms.hall; case .study: Strings.Rooms.study; case .attic: Strings.Rooms.attic } }
    var symbol: String { switch self { case .hall: "door.left.hand.open"; case .study: "books.vertical"; case .attic: "archivebox" } }
}

// The project's own label view and a modifier that wraps tabItem and tag.
struct RoomLabel: View {
    let room: Room
    var body: some View { Label(room.name, systemImage: room.symbol) }
}

extension View {
    func roomTab(for room: Room) -> some View {
        tabItem { RoomLabel(room: room) }.tag(room)
    }
}
