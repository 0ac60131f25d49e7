import SwiftUI

enum Area: Hashable { case chats, groups, finder }

// The pages are built here and handed to the hub.
final class Launch {
    let hub = PageHub<Area>()
    init(finderOn: Bool) {
        let chats = PageHub<Area>.Card(key: .chats, heading: Strings.areaChats, glyph: "bubble.left.and.bubble.right")
        let groups = PageHub<Area>.Card(key: .groups, heading: Strings.areaGroups, glyph: "person.3")
        var list = [PageHub<Area>.Page(card: chats), .init(card: groups)]
        if finderOn {
            list.append(.init(card: .init(key: .finder, heading: Strings.areaFinder, glyph: "magnifyingglass", isFinder: true)))
        }
        hub.install(list)
    }
}
