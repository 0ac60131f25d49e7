import SwiftUI
import UIKit

// The app's own asset names, made once.
public struct Artwork: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    init(name: String) { self.name = name }
}

extension Artwork {
    public static let shelf = Artwork("tab.shelf")
    public static let scan = Artwork("tab.scan")
    public static let lists = Artwork(name: "tab.lists")
    public static var listsOn: Artwork { Artwork(name: "tab.lists.on") }
}

public extension UIImage {
    convenience init(artwork: Artwork) {
        self.init(named: artwork.name)!
    }
}

public extension SwiftUI.Image {
    init(artwork: Artwork) {
        self.init(uiImage: UIImage(artwork: artwork))
    }
}
