enum Room: String, CaseIterable {
    case hall
    case study
    case cellar
    case attic
    case garden

    var title: String {
        switch self {
        case .hall: return "Hall"
        case .study: return "Study"
        case .cellar: return "Cellar"
        case .attic: return "Attic"
        case .garden: return "Garden"
        }
    }

    var glyph: String {
        switch self {
        case .hall: return "door.left.hand.open"
        case .study: return "books.vertical"
        case .cellar: return "shippingbox"
        case .attic: return "house.lodge"
        case .garden: return "leaf"
        }
    }
}

// A row in the settings list that reorders the rooms: either a room or the overflow entry.
enum ArrangeRow: Hashable {
    case room(Room)
    case overflow

    var title: String {
        switch self {
        case let .room(r): return r.title
        case .overflow: return "More"
        }
    }

    var glyph: String {
        switch self {
        case let .room(r): return r.glyph
        case .overflow: return "ellipsis"
        }
    }
}
