import TabsSyntax

public enum Platform: String, Sendable, CaseIterable, Comparable {
    case iphone, ipad, mac, vision, tv
    public static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
    /// The OS a `deployment` entry names for this platform, in order of preference.
    public var operatingSystems: [String] {
        switch self {
        case .iphone: ["iOS"]
        case .ipad: ["iPadOS", "iOS"]
        case .mac: ["macOS"]
        case .vision: ["visionOS"]
        case .tv: ["tvOS"]
        }
    }
}

public enum Placement: String, Sendable, CaseIterable { case automatic, pinned, sidebarOnly }
public enum Role: String, Sendable, CaseIterable { case search, prominent, action }
public enum TabViewStyle: String, Sendable, CaseIterable { case automatic, tabBarOnly, sidebarAdaptable, page }

/// A value and the range of the token it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: ByteRange
    public init(_ value: Value, _ range: ByteRange) { self.value = value; self.range = range }
}

public struct DeploymentTarget: Sendable {
    public var os: String          // as canonical: iOS, iPadOS, macOS, visionOS, tvOS
    public var version: OSVersion
    public var range: ByteRange
}

public struct TabModel: Sendable {
    public var keyword: ByteRange
    public var id: Located<String>?
    public var title: Located<String>?
    /// The `icon` statement's value when valid; `hasIconStatement` tells a missing icon from an invalid one.
    public var icon: Located<String>?
    public var hasIconStatement: Bool
    public var placement: Located<Placement>?
    public var role: Located<Role>?
    public var platforms: Located<[Platform]>?
    /// Index into `Model.sections` of the section holding this tab.
    public var section: Int?

    /// Own placement, else the section's, else `automatic`.
    public var effectivePlacement: Placement = .automatic
    /// The token that set `effectivePlacement`, when one did.
    public var effectivePlacementRange: ByteRange?
    /// The app's platforms this tab is on (own, else the section's, else all), in platform order.
    public var availablePlatforms: [Platform] = []

    public var isSelectable: Bool { role?.value != .action }
    public var isInTabBar: Bool { effectivePlacement != .sidebarOnly }
}

public struct SectionModel: Sendable {
    public var keyword: ByteRange
    public var id: Located<String>?
    public var title: Located<String>?
    public var placement: Located<Placement>?
    public var platforms: Located<[Platform]>?
    public var dynamic: Located<String>?
    public var tabs: [Int] = []
}

public struct DefaultsModel: Sendable {
    public var keyword: ByteRange
    public var selected: Located<String>?
    /// The valid entries of `cached`, in order (duplicates kept); nil when `cached` is absent or has no valid entry.
    public var cached: [Located<String>]?
    /// The `cached` attribute name, when the statement counts.
    public var cachedName: ByteRange?
    /// The last value token of the `cached` statement (for fixes that append).
    public var cachedLastValue: ByteRange?
    public var cachedFirstValue: ByteRange?
    public var limit: Located<Int>?
    public var more: [Located<String>] = []
    public var platforms: Located<[Platform]>?
    public var deployment: [DeploymentTarget] = []
    public var style: Located<TabViewStyle>?
    public var retired: [Located<String>] = []
    public var retiredLastValue: ByteRange?
    /// The closing brace, for fixes that add a statement.
    public var close: ByteRange?
}

/// What a file means, lowered from its syntax tree. Invalid values count as
/// absent; of a repeated attribute the first counts; only the first
/// `defaults` block counts.
public struct Model: Sendable {
    public var tabs: [TabModel] = []
    public var sections: [SectionModel] = []
    public var defaults: DefaultsModel?

    public var appPlatforms: [Platform] = [.iphone]
    public var limit: Int { defaults?.limit?.value ?? 5 }
    public var moreTitles: [String] {
        let given = defaults?.more.map(\.value) ?? []
        return given.isEmpty ? ["More"] : given
    }
    public var style: TabViewStyle { defaults?.style?.value ?? .automatic }

    /// First declaration of each tab id.
    public var tabByID: [String: Int] = [:]
    /// First declaration of each section id.
    public var sectionByID: [String: Int] = [:]

    public func tab(named id: String) -> TabModel? { tabByID[id].map { tabs[$0] } }

    /// Whether the app lists more than one platform (messages then name them).
    public var namesPlatforms: Bool { appPlatforms.count > 1 }

    /// The distinct `cached` entries that count on a platform: declared,
    /// selectable tabs available there.
    public func cachedTabs(on platform: Platform) -> [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        for entry in defaults?.cached ?? [] {
            guard let index = tabByID[entry.value], tabs[index].isSelectable,
                  tabs[index].availablePlatforms.contains(platform), seen.insert(index).inserted else { continue }
            result.append(index)
        }
        return result
    }

    /// The selectable tabs a platform's tab bar shows, in declaration order.
    public func tabBarTabs(on platform: Platform) -> [Int] {
        tabs.indices.filter { tabs[$0].isSelectable && tabs[$0].isInTabBar && tabs[$0].availablePlatforms.contains(platform) }
    }

    /// The record of the counting statement of a `defaults` attribute.
    public func countingDefaultsRecord(_ name: String, in records: [AttributeRecord]) -> AttributeRecord? {
        guard let keyword = defaults?.keyword else { return nil }
        // Records of the first defaults block come after its keyword and before any later block.
        return records.first { $0.block == .defaults && $0.name == name && $0.firstOccurrence == nil && $0.nameRange.start > keyword.start }
    }
}

extension Model {
    /// Lowers a syntax tree into its meaning. Total: every tree, however
    /// broken, gives a model (missing pieces are `nil`).
    public static func build(_ tree: SyntaxTree) -> (Model, [AttributeRecord]) {
        var builder = ModelBuilder(tree: tree)
        builder.run()
        return (builder.model, builder.records)
    }
}

/// The first record of each attribute name in a block: a handful at most,
/// so a linear search beats hashing.
struct FirstRecords {
    var records: [AttributeRecord] = []
    subscript(name: String) -> AttributeRecord? { records.first { $0.name == name } }
}

struct ModelBuilder {
    let tree: SyntaxTree
    var model = Model()
    var records: [AttributeRecord] = []

    init(tree: SyntaxTree) { self.tree = tree }

    /// Checks the attributes of one block; returns the first counting record of each name.
    mutating func attributes(of block: Block?, kind: BlockKind) -> FirstRecords {
        var first = FirstRecords()
        guard let block else { return first }
        for member in block.members {
            guard case .attribute(let attribute) = member else { continue }
            var record = AttributeRecord.check(attribute, in: kind, tree: tree)
            if record.shape != nil {
                if let earlier = first[record.name] {
                    record.firstOccurrence = earlier.nameRange
                } else {
                    first.records.append(record)
                }
            }
            records.append(record)
        }
        return first
    }

    /// Reads a value token. Static, so closures that use it capture the tree
    /// only: capturing the builder would copy its arrays and make every
    /// append copy them again (quadratic).
    static func located(_ v: TokenIndex, _ tree: SyntaxTree) -> Located<String> {
        let t = tree.token(v)
        return Located(t.kind == .string ? tree.stringValue(of: v) : tree.text(of: v), t.range)
    }

    func single(_ r: AttributeRecord?) -> Located<String>? { r?.validValues.first.map { [tree] in ModelBuilder.located($0, tree) } }

    func choice<E: RawRepresentable & Sendable>(_ r: AttributeRecord?, _ type: E.Type) -> Located<E>? where E.RawValue == String {
        guard let v = single(r), let e = E(rawValue: v.value) else { return nil }
        return Located(e, v.range)
    }

    func platformList(_ r: AttributeRecord?) -> Located<[Platform]>? {
        guard let r, !r.validValues.isEmpty else { return nil }
        let list = r.validValues.compactMap { Platform(rawValue: tree.text(of: $0)) }
        return Located(list, r.nameRange)
    }

    mutating func tab(_ decl: TabDecl, section: Int?) -> TabModel {
        let attrs = attributes(of: decl.block, kind: .tab)
        let hasIcon = attrs["icon"] != nil
        return TabModel(keyword: tree.range(of: decl.keyword),
                        id: decl.id.map { [tree] in ModelBuilder.located($0, tree) },
                        title: decl.title.map { [tree] in ModelBuilder.located($0, tree) },
                        icon: single(attrs["icon"]),
                        hasIconStatement: hasIcon,
                        placement: choice(attrs["placement"], Placement.self),
                        role: choice(attrs["role"], Role.self),
                        platforms: platformList(attrs["platforms"]),
                        section: section)
    }

    mutating func run() {
        for item in tree.items {
            switch item {
            case .tab(let decl):
                let lowered = tab(decl, section: nil)
                model.tabs.append(lowered)
            case .section(let decl):
                let index = model.sections.count
                let attrs = attributes(of: decl.block, kind: .section)
                var section = SectionModel(keyword: tree.range(of: decl.keyword),
                                           id: decl.id.map { [tree] in ModelBuilder.located($0, tree) }, title: decl.title.map { [tree] in ModelBuilder.located($0, tree) },
                                           placement: choice(attrs["placement"], Placement.self),
                                           platforms: platformList(attrs["platforms"]),
                                           dynamic: single(attrs["dynamic"]))
                for member in decl.block?.members ?? [] {
                    if case .tab(let t) = member {
                        section.tabs.append(model.tabs.count)
                        let lowered = tab(t, section: index)
                        model.tabs.append(lowered)
                    }
                }
                model.sections.append(section)
            case .defaults(let decl):
                let attrs = attributes(of: decl.block, kind: .defaults)
                // Only the first `defaults` block counts (its attributes are still checked).
                guard model.defaults == nil else { continue }
                var d = DefaultsModel(keyword: tree.range(of: decl.keyword))
                d.close = decl.block?.close.map { tree.range(of: $0) }
                d.selected = single(attrs["selected"])
                if let r = attrs["cached"], !r.validValues.isEmpty {
                    d.cached = r.validValues.map { [tree] in ModelBuilder.located($0, tree) }
                    d.cachedName = r.nameRange
                    d.cachedLastValue = r.syntax.values.last.map { tree.range(of: $0) }
                    d.cachedFirstValue = r.syntax.values.first.map { tree.range(of: $0) }
                }
                if let v = single(attrs["limit"]), let n = Int(v.value) { d.limit = Located(n, v.range) }
                d.more = attrs["more"]?.validValues.map { [tree] in ModelBuilder.located($0, tree) } ?? []
                d.platforms = platformList(attrs["platforms"])
                d.deployment = attrs["deployment"]?.validValues.compactMap { v in
                    AttributeSchema.parseDeployment(tree.stringValue(of: v)).map {
                        DeploymentTarget(os: $0.os, version: $0.version, range: tree.range(of: v))
                    }
                } ?? []
                d.style = choice(attrs["style"], TabViewStyle.self)
                if let r = attrs["retired"] {
                    d.retired = r.validValues.map { [tree] in ModelBuilder.located($0, tree) }
                    d.retiredLastValue = r.syntax.values.last.map { tree.range(of: $0) }
                }
                model.defaults = d
            case .error:
                continue
            }
        }
        // The app's platforms, without repeats, in the order written.
        if let list = model.defaults?.platforms?.value {
            var seen = Set<Platform>()
            model.appPlatforms = list.filter { seen.insert($0).inserted }
        }
        for i in model.tabs.indices {
            var tab = model.tabs[i]
            let section = tab.section.map { model.sections[$0] }
            if let own = tab.placement {
                tab.effectivePlacement = own.value; tab.effectivePlacementRange = own.range
            } else if let inherited = section?.placement {
                tab.effectivePlacement = inherited.value; tab.effectivePlacementRange = inherited.range
            }
            let declared = tab.platforms?.value ?? section?.platforms?.value
            tab.availablePlatforms = declared.map { list in model.appPlatforms.filter { list.contains($0) } } ?? model.appPlatforms
            model.tabs[i] = tab
            if let id = tab.id?.value, model.tabByID[id] == nil { model.tabByID[id] = i }
        }
        for (i, section) in model.sections.enumerated() {
            if let id = section.id?.value, model.sectionByID[id] == nil { model.sectionByID[id] = i }
        }
    }
}
