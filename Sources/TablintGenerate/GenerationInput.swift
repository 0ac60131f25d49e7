import TabsLint

/// What the Swift generator renders: a plain value made from a checked
/// file (`GenerationInput+Model.swift`), or built directly by tests. The
/// renderer sees nothing else, so it never depends on how the model is laid
/// out.
public struct GenerationInput: Sendable, Equatable {
    /// The language's own values: their cases and raw values are the
    /// generated enums' (`automatic`, `pinned`, `sidebarOnly`; `search`,
    /// `prominent`, `action`; `iphone`, `ipad`, `mac`, `vision`, `tv`, in
    /// the order the generated `Platform` enum declares them).
    public typealias Placement = TabsLint.Placement
    public typealias Role = TabsLint.Role
    public typealias Platform = TabsLint.Platform
    public typealias Style = TabsLint.TabViewStyle

    /// A position in the source, for generation errors (1-based; columns
    /// count Unicode scalars).
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) { self.line = line; self.column = column }
    }

    public struct Tab: Sendable, Equatable {
        public var id: String
        /// Where the id is written (for generation errors).
        public var position: Position
        /// The title as written: the localization key.
        public var title: String
        public var icon: String?
        /// The effective placement: its own, else its section's, else automatic.
        public var placement: Placement
        /// The visual role (`search`, `prominent`); `action` for a tab whose
        /// role is `action` alone; nil for none.
        public var role: Role?
        /// Whether the role includes `action` (`role search, action` too).
        public var isAction: Bool
        /// The effective platforms, among the app's.
        public var platforms: [Platform]
        /// Index into `sections` of the section declaring it.
        public var section: Int?
        /// Its former ids (`formerly`).
        public var formerly: [String]

        public init(id: String, position: Position = Position(line: 1, column: 1), title: String,
                    icon: String? = nil, placement: Placement = .automatic, role: Role? = nil, isAction: Bool? = nil,
                    platforms: [Platform] = [.iphone], section: Int? = nil, formerly: [String] = []) {
            self.id = id
            self.position = position
            self.title = title
            self.icon = icon
            self.placement = placement
            self.role = role
            self.isAction = isAction ?? (role == .action)
            self.platforms = platforms
            self.section = section
            self.formerly = formerly
        }

        public var isSelectable: Bool { !isAction }
    }

    public struct Section: Sendable, Equatable {
        public var id: String
        public var position: Position
        public var title: String
        /// The field named by `dynamic`.
        public var dynamicKey: String?
        /// Its own placement (default `automatic`): its items' placement.
        public var placement: Placement
        /// Its effective platforms, among the app's: where its items show.
        public var platforms: [Platform]
        /// How many of `tabs` are declared before it: where it stands among
        /// the top-level tabs (nil: before its first tab, or last).
        public var tabsBefore: Int?

        public init(id: String, position: Position = Position(line: 1, column: 1), title: String, dynamicKey: String? = nil,
                    placement: Placement = .automatic, platforms: [Platform] = [.iphone], tabsBefore: Int? = nil) {
            self.id = id
            self.position = position
            self.title = title
            self.dynamicKey = dynamicKey
            self.placement = placement
            self.platforms = platforms
            self.tabsBefore = tabsBefore
        }
    }

    /// The tabs in declaration order, those inside sections included.
    public var tabs: [Tab]
    public var sections: [Section]
    /// Index into `tabs` of the launch tab (`selected`, else the first selectable tab).
    public var launch: Int
    /// Indexes into `tabs`, in `cached` order, without repeats.
    public var cached: [Int]
    public var limit: Int
    /// `retired`, in order.
    public var retired: [String]
    /// The app's platforms, in the order the file gives them.
    public var appPlatforms: [Platform]
    /// `defaults style`.
    public var style: Style
    /// False with `defaults bar custom`: the app hides the system's tab bar.
    public var usesSystemTabBar: Bool

    public init(tabs: [Tab], sections: [Section] = [], launch: Int = 0, cached: [Int] = [], limit: Int = 5,
                retired: [String] = [], appPlatforms: [Platform] = [.iphone], style: Style = .automatic,
                usesSystemTabBar: Bool = true) {
        self.tabs = tabs
        self.sections = sections
        self.launch = launch
        self.cached = cached
        self.limit = limit
        self.retired = retired
        self.appPlatforms = appPlatforms
        self.style = style
        self.usesSystemTabBar = usesSystemTabBar
    }

    /// The file's top-level tabs and sections in declaration order (a
    /// section's tabs are its own), as indexes into `tabs` and `sections`.
    public enum TopLevel: Sendable, Equatable { case tab(Int), section(Int) }

    public var topLevel: [TopLevel] {
        // Each section stands before the tab `tabsBefore` counts up to, else before its first tab, else last.
        var at: [Int: [Int]] = [:]
        for (k, section) in sections.enumerated() {
            let place = section.tabsBefore ?? tabs.firstIndex { $0.section == k } ?? tabs.count
            at[min(max(place, 0), tabs.count), default: []].append(k)
        }
        var out: [TopLevel] = []
        for t in 0...tabs.count {
            for s in at[t] ?? [] { out.append(.section(s)) }
            if t < tabs.count, tabs[t].section == nil || !sections.indices.contains(tabs[t].section ?? -1) { out.append(.tab(t)) }
        }
        return out
    }
}
