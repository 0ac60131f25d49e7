import SwiftUI

enum DockTab {
    case inbox, archive, drafts, profile

    var title: String {
        switch self {
        case .inbox: return "Inbox"
        case .archive: return "Archive"
        case .drafts: return "Drafts"
        case .profile: return "Profile"
        }
    }

    var symbol: String {
        switch self {
        case .inbox: return "tray"
        case .archive: return "archivebox"
        case .drafts: return "doc"
        case .profile: return "person"
        }
    }
}

struct Dock: View {
    @Binding var current: DockTab

    var body: some View {
        HStack {
            item(for: .inbox)
            item(for: .drafts)
            composeButton
            item(for: .profile)
            item(for: .archive)
        }
    }

    private func item(for tab: DockTab) -> some View {
        VStack {
            Image(systemName: tab.symbol)
            Text(tab.title)
        }
        .onTapGesture { current = tab }
    }

    private var composeButton: some View {
        Image(systemName: "plus")
    }
}
