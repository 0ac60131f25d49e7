import UIKit

// The app names its symbols once, as constants of its own type, and makes
// images through its own factory on UIImage.
public struct Glyph: Sendable {
    public let systemName: String
    public let assetName: String

    private init(_ systemName: String = "", assetName: String = "") {
        self.systemName = systemName
        self.assetName = assetName
    }

    public static let cabin = Self("house.lodge")
    public static let trail = Self("figure.hiking")
    public static let badge = Glyph(assetName: "trail-badge")
}

extension UIImage {
    public static let cabin = UIImage.make(systemName: Glyph.cabin.systemName)
    public static let trail = UIImage.make(systemName: Glyph.trail.systemName)
    public static let badge = UIImage.make(Glyph.badge.assetName)

    fileprivate static func make(_ named: String) -> UIImage {
        UIImage(named: named) ?? UIImage()
    }

    fileprivate static func make(systemName: String) -> UIImage {
        UIImage(systemName: systemName) ?? UIImage()
    }
}
