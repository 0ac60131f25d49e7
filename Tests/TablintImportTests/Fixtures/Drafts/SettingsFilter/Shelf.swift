import SwiftUI

enum Shelf: String, CaseIterable, Identifiable {
    case novels, comics, maps, notes
    var id: String { rawValue }
    static var standardOrder: [Shelf] { [.comics, .novels, .maps, .notes] }
    static var standardShown: [Shelf: Bool] { [.novels: true, .comics: true, .maps: false, .notes: false] }
    var caption: String {
        switch self {
        case .novels: String(localized: "shelf.novels")
        case .comics: String(localized: "shelf.comics")
        case .maps: String(localized: "shelf.maps")
        case .notes: String(localized: "shelf.notes")
        }
    }
    var glyph: String {
        switch self {
        case .novels: "book"
        case .comics: "theatermasks"
        case .maps: "map"
        case .notes: "note.text"
        }
    }
}

// What the user arranged, else the standard arrangement.
final class Preferences {
    var stored: [String: Data] = [:]
    var shelfOrder: [Shelf] {
        guard let data = stored["order"], let saved = try? JSONDecoder().decode([Shelf].self, from: data) else {
            return Shelf.standardOrder
        }
        return saved
    }
    var shelfShown: [Shelf: Bool] {
        guard let data = stored["shown"], let saved = try? JSONDecoder().decode([Shelf: Bool].self, from: data) else {
            return Shelf.standardShown
        }
        return saved
    }
    func shownShelves() -> [Shelf] {
        let shown = shelfShown
        return shelfOrder.filter { shown[$0] ?? false }
    }
}
