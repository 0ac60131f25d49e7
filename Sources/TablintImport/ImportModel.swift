import TabsLint

// What `tablint import` found in an app's Swift: tab views, each with its
// tabs and sections as the code declares them, and notes on what could
// only be read in part. Plain values; no I/O (docs/import.md).

/// One Swift file given to the importer.
public struct SwiftFile: Sendable {
    /// The path as it is reported (relative to the current directory, as given).
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Where something was found: a path and a 1-based line.
public struct SourcePlace: Sendable, Hashable, Comparable {
    public var path: String
    public var line: Int
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
    public var description: String { "\(path):\(line)" }
    public static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        a.path.utf8.lexicographicallyPrecedes(b.path.utf8) || (a.path == b.path && a.line < b.line)
    }
}

/// A tab's title as the code gives it.
public enum ImportedTitle: Sendable, Equatable {
    /// A localization key (a `.tabs` title is its key), with the name of the
    /// table the code reads it from when the code names one (`tableName: "Home"`).
    case key(String, table: String? = nil)
    /// A string the app shows as it is, untranslated.
    case plain(String)
    /// Known only at run time, or not found: the code's text, for a comment.
    case unknown(String)
}

public struct ImportedTab: Sendable, Equatable {
    public var id: String
    public var title: ImportedTitle
    public var icon: String?
    public var image: String?
    /// `search`, `prominent`, `action`, in that order.
    public var roles: [Role] = []
    public var placement: Placement?
    public var platforms: [Platform] = []
    /// `when`: the run-time conditions the tab exists under (a positive test of a named flag).
    public var conditions: [String] = []
    /// `# import:` comments, in order (the writer adds `import: `).
    public var notes: [String] = []
    /// Facts the code decides on, which the writer turns into comments: the id was made from the title,
    /// the title is a plain string the app does not translate, and where the code turns the tab's value aside.
    public var idMadeFromTitle = false
    public var untranslated = false
    public var actionAt: SourcePlace?
    /// A note says the title's key was read by its generated constant's name (that file was not among
    /// the inputs); the readers that could say it again ask this, not the note's text.
    var titleKeyReadByName = false
    /// Plain comments (not `# import:`): the system's own title, say.
    public var remarks: [String] = []
    /// Former ids (a generated file's `init?(rawValue:)`).
    public var formerly: [String] = []
    /// Rules suppressed for this tab, with the reason.
    public var suppressions: [(rule: String, reason: String)] = []
    public var place: SourcePlace
    /// The enum case or value that stands for the tab in the code, for
    /// matching selection and action code to it.
    public var value: String?

    public init(id: String, title: ImportedTitle, place: SourcePlace) {
        self.id = id
        self.title = title
        self.place = place
    }

    public static func == (a: ImportedTab, b: ImportedTab) -> Bool {
        a.id == b.id && a.title == b.title && a.icon == b.icon && a.image == b.image && a.roles == b.roles
            && a.placement == b.placement && a.platforms == b.platforms && a.conditions == b.conditions && a.notes == b.notes && a.place == b.place
    }
}

public struct ImportedSection: Sendable, Equatable {
    public var id: String
    public var title: ImportedTitle
    public var placement: Placement?
    public var platforms: [Platform] = []
    public var dynamicKey: String?
    public var tabs: [ImportedTab] = []
    public var notes: [String] = []
    public var idMadeFromTitle = false
    public var untranslated = false
    public var place: SourcePlace
}

public enum ImportedItem: Sendable, Equatable {
    case tab(ImportedTab)
    case section(ImportedSection)
}

/// One tab view: what holds the tabs, and the tabs in order.
public struct ImportedTabView: Sendable {
    public enum Kind: String, Sendable { case tabView = "TabView", controller = "UITabBarController", enumeration = "enum", storyboard }
    public var kind: Kind
    /// The Swift type that declares it (for an extension, the type extended).
    public var name: String
    public var place: SourcePlace
    /// `swiftui-tab`, `swiftui-tabitem`, `enum-switch`, `static-members`, `uikit-tabbaritem`, `uikit-tab`.
    public var shapes: [String] = []
    public var items: [ImportedItem] = []
    public var selected: String?
    public var style: String?
    /// The app's platforms, when the code says: a generated file's tabs, or `#if os(...)` around the view's type or file.
    public var platforms: [Platform] = []
    /// A generated file's `cached`, `limit` and `retired`.
    public var cached: [String] = []
    public var limit: Int?
    public var retired: [String] = []
    /// A generated file's `usesSystemTabBar = false`: the app draws its own bar (`bar custom`).
    public var customBar = false
    /// `# import:` comments for the `defaults` block or the file.
    public var notes: [String] = []
    /// The files the tabs came from.
    public var files: [String] = []
    /// Whether the tabs were drafted from other evidence than the bar's own code (Extractor+Fallback):
    /// such a view yields to a storyboard's tab bar.
    public var fromEvidence = false

    public var tabCount: Int {
        items.reduce(0) { n, item in
            switch item {
            case .tab: return n + 1
            case .section(let s): return n + s.tabs.count
            }
        }
    }

    public var allTabs: [ImportedTab] {
        items.flatMap { item -> [ImportedTab] in
            switch item {
            case .tab(let t): return [t]
            case .section(let s): return s.tabs
            }
        }
    }

    /// Each tab's `image` that `name` maps to another name, replaced, with a note giving the reason
    /// (`note(old, new)`): Xcode's generated asset symbols (`Image.tabIconHome`) read as the catalog's
    /// asset of the same name (`tab-icon-home`).
    public mutating func renameImages(_ name: (String) -> String?, note: (String, String) -> String) {
        func renamed(_ tab: ImportedTab) -> ImportedTab {
            guard let old = tab.image, let new = name(old), new != old else { return tab }
            var t = tab
            t.image = new
            t.notes.append(note(old, new))
            return t
        }
        items = items.map { item in
            switch item {
            case .tab(let t): return .tab(renamed(t))
            case .section(var s):
                s.tabs = s.tabs.map(renamed)
                return .section(s)
            }
        }
    }

    /// `--list`'s line: `PATH:LINE: KIND NAME: N tabs (SHAPE)`.
    public var listing: String {
        "\(place.description): \(kind.rawValue) \(name): \(tabCount) tab\(tabCount == 1 ? "" : "s") (\(shapes.joined(separator: ", ")))"
    }
}

/// What the importer read: tab views best first (most tabs; ties by path
/// and line), and notes about files it read only in part.
public struct ImportResult: Sendable {
    public var views: [ImportedTabView]
    public var notes: [String]
    /// The index in `views` of the view the app shows first, followed from its entry
    /// (`@main`, the app or scene delegate); else the first that no preview or test declares.
    public var drafted = 0
    public var draftedView: ImportedTabView? { views.indices.contains(drafted) ? views[drafted] : views.first }
    /// Whether the app's entry reaches the drafted view (else it is the first that no preview or test declares).
    public var draftedIsReached = false
    /// Whether it was reached from a storyboard's initial scene (the app starts there): a storyboard's
    /// tab bar that code instantiates elsewhere then yields to it.
    public var draftedIsReachedFromScene = false
    /// The localization keys the titles use, for finding the tables that hold them.
    public var keys: [String] {
        views.flatMap { $0.allTabs.compactMap { if case .key(let k, _) = $0.title { return k }; return nil } }
    }
}
