import SwiftUI

enum ToolKey: String, Hashable {
    case notes = "Notes"
    case timer = "Timer"
    case weather = "Weather"
    case maps = "Maps"
}

struct Tool {
    let id: ToolKey
    let caption: LocalizedStringKey
    let longCaption: LocalizedStringKey
    let glyph: Glyph

    enum Glyph {
        case asset(String)
        case symbol(String)
    }

    init(_ id: ToolKey, caption: LocalizedStringKey, longCaption: LocalizedStringKey, glyph: Glyph) {
        self.id = id
        self.caption = caption
        self.longCaption = longCaption
        self.glyph = glyph
    }

    init(_ id: ToolKey, named: LocalizedStringKey, glyph: Glyph) {
        self.init(id, caption: named, longCaption: named, glyph: glyph)
    }
}

let toolbox: [Tool] = [
    Tool(.weather, named: "Weather", glyph: .symbol("cloud.sun")),
    Tool(.notes, caption: "Notes", longCaption: "All the notes", glyph: .asset("notes-glyph")),
    Tool(.maps, named: "Maps", glyph: .symbol("map")),
    Tool(.timer, named: "Timer", glyph: .asset("timer-glyph")),
]
