import SwiftUI

// Symbol names kept as static constants, one family nested.
enum Glyph {
    static let shelf = "books.vertical"
    static let gear = "gearshape"
    enum Drawn {
        static let crate = "crate-outline"
    }
}
