import SwiftUI

struct PageItem: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String

    static let library = PageItem(id: "library", title: String(localized: "page.library"), symbol: "books.vertical")
    static let search = PageItem(id: "search", title: String(localized: "page.search"), symbol: "magnifyingglass")
    static let settings = PageItem(id: "settings", title: String(localized: "page.settings"), symbol: "gear")

    func label() -> some View {
        Label(title, systemImage: symbol)
    }
}
