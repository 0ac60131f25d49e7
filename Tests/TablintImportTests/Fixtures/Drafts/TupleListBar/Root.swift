import SwiftUI

enum Venue: Hashable {
    case program, floor, saved, info
}

struct Root: View {
    @State private var venue: Venue = .program

    var body: some View {
        ZStack(alignment: .bottom) {
            switch venue {
            case .program: Text("program")
            case .floor: Text("floor")
            case .saved: Text("saved")
            case .info: Text("info")
            }
            tabItems
        }
    }

    // The app's own bar: icons only, from a list of tuples (generated image resources).
    private var tabItems: some View {
        let items: [(venue: Venue, icon: ImageResource)] = [
            (venue: .program, icon: .icProgram),
            (venue: .floor, icon: .icFloor),
            (venue: .saved, icon: .icSaved),
            (venue: .info, icon: .icInfo),
        ]
        return HStack {
            ForEach(items, id: \.venue) { item in
                Button {
                    venue = item.venue
                } label: {
                    Image(item.icon)
                }
            }
        }
    }
}
