import SwiftUI

// A bar the app draws itself: the enum's `image` strings are passed to
// `Image(systemName:)`, so they are SF Symbols, not assets.
enum BarTab {
    case notes, profile

    var title: String {
        switch self {
        case .notes: return "Notes"
        case .profile: return "Profile"
        }
    }

    var image: String {
        switch self {
        case .notes: return "note.text"
        case .profile: return "person"
        }
    }

    var selectedImage: String {
        switch self {
        case .notes: return "note.text"
        case .profile: return "person.fill"
        }
    }
}

struct Bar: View {
    @Binding var selected: BarTab
    var body: some View {
        HStack {
            cell(.notes)
            cell(.profile)
        }
    }

    private func cell(_ item: BarTab) -> some View {
        VStack {
            Image(systemName: selected == item ? item.selectedImage : item.image)
            Text(item.title)
        }
        .onTapGesture { selected = item }
    }
}
