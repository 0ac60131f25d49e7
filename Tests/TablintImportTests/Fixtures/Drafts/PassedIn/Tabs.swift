import SwiftUI

// The tab enum and its facts, in one file.
enum Destination: String, CaseIterable, Identifiable {
    case inbox, starred, archive
    var id: String { rawValue }
    var title: LocalizedStringKey {
        switch self {
        case .inbox: "destination.inbox"
        case .starred: "destination.starred"
        case .archive: "destination.archive"
        }
    }
    var icon: String {
        switch self {
        case .inbox: "tray"
        case .starred: "star"
        case .archive: "archivebox"
        }
    }
}
