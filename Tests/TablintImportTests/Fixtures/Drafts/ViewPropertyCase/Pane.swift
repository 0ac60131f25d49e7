enum Pane: String, Hashable {
    case films
    case music
    case radio

    var title: String {
        switch self {
        case .films: String(localized: "Films", comment: "A tab")
        case .music: String(localized: "Music", comment: "A tab")
        case .radio: String(localized: "Radio", comment: "A tab")
        }
    }

    var symbol: String {
        switch self {
        case .films: "reel"
        case .music: "music.note"
        case .radio: "dot.radiowaves.left.and.right"
        }
    }
}
