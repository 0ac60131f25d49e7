/// The picture's geometry, in SVG user units. Titles are not measured:
/// a slot holds a number of `TitleWidth` units.
enum Layout {
    /// The iPhone's screen and floating tab bar (`barUnits`: the title units
    /// its slots share; `searchRoom`: what the search circle takes), and the
    /// More screen under it.
    enum Phone {
        static let width = 393, margin = 12, barWidth = 369, barTop = 10, barHeight = 62, barPanelHeight = 92
        static let searchRoom = 74, searchRadius = 31, barUnits = 65
        static let moreTop = 96, rowHeight = 44, rowUnits = 26
    }

    /// The `page` style: the dots, then one row per page.
    enum Pages {
        static let top = 44, rowHeight = 36, dotSpacing = 16
    }

    /// Top bars (iPad, Mac, Apple TV): a title is `unitWidth` per unit
    /// plus `padding`; the faded tabs begin `overflowGap` past the room.
    enum Top {
        static let margin = 20, room = 560, tvRoom = 760, height = 40, panelHeight = 64
        static let titleUnits = 20, unitWidth = 7, padding = 30, overflowGap = 10
    }

    enum Sidebar {
        static let width = 380, panelWidth = 420, rowHeight = 34, indent = 12
        static let rowUnits = 26, sectionUnits = 30
    }

    /// Vision Pro's ornament, and the sidebar beside it.
    enum Ornament {
        static let width = 200, rowHeight = 44, titleUnits = 18, panelWidth = 240, withSidebarWidth = 640, sidebarLeft = 232
    }

    /// An app's own scrolling bar (`bar custom`): fixed-width items.
    enum Scroll {
        static let itemWidth = 74, height = 62, titleUnits = 10
    }

    /// The margins around a picture inside its panel; a label's height over a picture.
    static let top = 12, bottom = 12, badgeRadius = 8, labelHeight = 18
}

/// Where the parts of one tab go: its box (selection and outlines), the
/// symbol's placeholder, the title, the cached dot and the problem badge.
struct TabGeometry {
    struct Box { var x, y, width, height, radius: Int }
    var box: Box
    /// The placeholder's left, top and size (nil: titles only).
    var placeholder: (x: Int, y: Int, size: Int)?
    /// The title's anchor; centred under the placeholder, or a row's text.
    var title: (x: Int, y: Int, centred: Bool)
    var dot: (x: Int, y: Int)
    var badge: (x: Int, y: Int)
}
