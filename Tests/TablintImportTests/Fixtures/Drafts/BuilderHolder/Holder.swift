import SwiftUI

@resultBuilder enum SectionBuilder {
    static func buildBlock(_ parts: Section...) -> [Section] { parts }
}

final class SectionHolder: ObservableObject {
    typealias Entry = (section: Section, unread: Int)

    let entries: [Entry]
    @Published var current: String

    init(@SectionBuilder sections: () -> [Section]) {
        let made = sections()
        self.entries = made.map { one in (one, 0) }
        self.current = made.first?.id ?? ""
    }
}
