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

/// A set of platforms as bits (by `Platform.allCases` position): a tab's
/// platforms without an array, so a `TabModel` holds no reference.
public struct PlatformSet: Sendable, Hashable {
    var bits: UInt8 = 0
    public init() {}
    public init<S: Sequence>(_ platforms: S) where S.Element == Platform {
        for platform in platforms { bits |= PlatformSet.bit(platform) }
    }
    public func contains(_ platform: Platform) -> Bool { bits & PlatformSet.bit(platform) != 0 }
    public var isEmpty: Bool { bits == 0 }
    public func intersection(_ other: PlatformSet) -> PlatformSet {
        var result = PlatformSet()
        result.bits = bits & other.bits
        return result
    }
    static func bit(_ platform: Platform) -> UInt8 {
        switch platform {
        case .iphone: 1
        case .ipad: 2
        case .mac: 4
        case .vision: 8
        case .tv: 16
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

/// A tab as the rules see it: a plain value. The id, title and icon are
/// kept as token ranges and interned keys, not `String`s, and platforms as
/// bits, so a tab holds no reference: about twenty rules walk every tab,
/// and copying one costs no retain (when it held strings and arrays it was
/// a class, and each tab an allocation to make and to free). The rules
/// compare keys; only a message needs the text (`Model.id(of:)`,
/// `title(of:)`, `icon(of:)`).
public struct TabModel: Sendable {
    public let keyword: ByteRange
    /// The id token's range.
    public var idRange: ByteRange? { TabModel.unpack(storedID) }
    /// The title token's range (quotes included), when the tab has one, blank or not.
    public var titleRange: ByteRange? { TabModel.unpack(storedTitle) }
    /// The range of the `icon` statement's value when valid; `hasIconStatement` tells a missing icon from an invalid one.
    public var iconRange: ByteRange? { TabModel.unpack(storedIcon) }
    public let hasIconStatement: Bool
    public var placement: Located<Placement>? { storedPlacement.map { Located($0, storedPlacementRange) } }
    public var role: Located<Role>? { storedRole.map { Located($0, storedRoleRange) } }
    /// The tab's own `platforms`, and where the statement is.
    public var platforms: Located<PlatformSet>? { storedPlatforms.map { Located($0, storedPlatformsRange) } }
    /// Index into `Model.sections` of the section holding this tab.
    public var section: Int? { storedSection < 0 ? nil : Int(storedSection) }

    /// Own placement, else the section's, else `automatic`.
    public let effectivePlacement: Placement
    /// The token that set `effectivePlacement`, when one did.
    public var effectivePlacementRange: ByteRange? { TabModel.unpack(storedEffectiveRange) }
    /// The app's platforms this tab is on (own, else the section's, else all).
    /// In the app's order: `Model.availablePlatforms(of:)`.
    public let availablePlatforms: PlatformSet

    /// Interned keys (see `Model.ids`, `titles`, `foldedTitles`, `icons`); -1 when absent.
    public let idKey: Int32
    /// The trimmed title's key; -1 when there is no title or it is blank.
    public let titleKey: Int32
    /// The case-folded title's key; -1 when there is no title or it is blank.
    public let foldedTitleKey: Int32
    public let iconKey: Int32

    // Stored compactly (about 90 bytes, not 150: the rules copy tabs as
    // they walk them): an absent range is one that starts below zero.
    let storedID, storedTitle, storedIcon: ByteRange
    let storedPlacementRange, storedRoleRange, storedPlatformsRange, storedEffectiveRange: ByteRange
    let storedSection: Int32
    let storedPlacement: Placement?
    let storedRole: Role?
    let storedPlatforms: PlatformSet?

    static let absent = ByteRange(-1, -1)
    @inline(__always) static func unpack(_ range: ByteRange) -> ByteRange? { range.start < 0 ? nil : range }

    struct Keys { var id: Int32 = -1, title: Int32 = -1, foldedTitle: Int32 = -1, icon: Int32 = -1 }

    init(keyword: ByteRange, idRange: ByteRange?, titleRange: ByteRange?, iconRange: ByteRange?,
         hasIconStatement: Bool, placement: Located<Placement>?, role: Located<Role>?,
         platforms: Located<PlatformSet>?, section: Int?,
         effectivePlacement: Located<Placement>?, availablePlatforms: PlatformSet, keys: Keys) {
        self.keyword = keyword
        storedID = idRange ?? TabModel.absent
        storedTitle = titleRange ?? TabModel.absent
        storedIcon = iconRange ?? TabModel.absent
        self.hasIconStatement = hasIconStatement
        storedPlacement = placement?.value
        storedPlacementRange = placement?.range ?? TabModel.absent
        storedRole = role?.value
        storedRoleRange = role?.range ?? TabModel.absent
        storedPlatforms = platforms?.value
        storedPlatformsRange = platforms?.range ?? TabModel.absent
        storedSection = section.map { Int32(truncatingIfNeeded: $0) } ?? -1
        self.effectivePlacement = effectivePlacement?.value ?? .automatic
        storedEffectiveRange = effectivePlacement?.range ?? TabModel.absent
        self.availablePlatforms = availablePlatforms
        self.idKey = keys.id
        self.titleKey = keys.title
        self.foldedTitleKey = keys.foldedTitle
        self.iconKey = keys.icon
    }

    public var isSelectable: Bool { storedRole != .action }
    public var isInTabBar: Bool { effectivePlacement != .sidebarOnly }
    /// Whether the tab has a title that is not blank.
    public var hasTitleText: Bool { titleKey >= 0 }
}

public struct SectionModel: Sendable {
    public var keyword: ByteRange
    public var id: Located<String>?
    public var title: Located<String>?
    public var placement: Located<Placement>?
    public var platforms: Located<[Platform]>?
    public var dynamic: Located<String>?
    public var tabs: [Int] = []
    /// Key in `Model.ids`; -1 when absent.
    public var idKey: Int32 = -1
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

    /// Tab and section ids (one namespace), trimmed titles, case-folded
    /// titles and icons, each interned once per file.
    public var ids = Interner()
    public var titles = Interner()
    public var foldedTitles = Interner(foldsCase: true)
    public var icons = Interner()
    /// By icon key: what the icon rules need to know of each distinct icon.
    public var iconTraits: [IconTraits] = []

    /// The app's platforms a tab is on, in the app's order.
    public func availablePlatforms(of tab: TabModel) -> [Platform] {
        appPlatforms.filter { tab.availablePlatforms.contains($0) }
    }

    /// The traits of a tab's icon (empty when it has none).
    public func iconTraits(of tab: TabModel) -> IconTraits {
        let key = Int(tab.iconKey)
        if key >= 0 && key < iconTraits.count { return iconTraits[key] }
        return key >= 0 ? IconTraits(of: icons.string(tab.iconKey)) : []
    }

    /// A tab's id and where it is written.
    public func id(of tab: TabModel) -> Located<String>? {
        tab.idRange.map { Located(ids.string(tab.idKey), $0) }
    }
    /// A tab's id, or "?" when it has none (for messages).
    public func idText(of tab: TabModel) -> String { tab.idKey >= 0 ? ids.string(tab.idKey) : "?" }
    /// A tab's title, trimmed, and the range of its string; nil when it has none or it is blank.
    public func title(of tab: TabModel) -> Located<String>? {
        guard let range = tab.titleRange, tab.titleKey >= 0 else { return nil }
        return Located(titles.string(tab.titleKey), range)
    }
    /// A tab's valid icon name and the range of its string.
    public func icon(of tab: TabModel) -> Located<String>? {
        guard let range = tab.iconRange, tab.iconKey >= 0 else { return nil }
        return Located(icons.string(tab.iconKey), range)
    }

    /// First declaration of each tab id.
    public var tabByID = FirstDeclarations()
    /// First declaration of each section id.
    public var sectionByID = FirstDeclarations()

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

/// The first declaration of each id among tabs (or sections): an index
/// into `Model.tabs` (or `sections`), looked up by id.
public struct FirstDeclarations: Sendable {
    var ids = Interner()
    /// By id key: the index of the first declaration, or -1.
    var first: [Int32] = []

    public subscript(id: String) -> Int? {
        guard let key = ids.key(of: id) else { return nil }
        return self[key: key]
    }

    public subscript(key key: Int32) -> Int? {
        let k = Int(key)
        guard k >= 0 && k < first.count && first[k] >= 0 else { return nil }
        return Int(first[k])
    }
}

/// The first counting statement of each attribute of a block, by its slot
/// in the block's schema (`AttributeSchema.attributes(of:)`): an index into
/// the builder's `records` (0 and up), or, for a clean statement whose
/// record was not kept, -2 minus its index in `SyntaxTree.blockMembers`;
/// -1 is "none". Nothing is copied or hashed.
struct FirstRecords {
    /// Room for a block of up to eight attribute names (a test keeps the schema within it).
    static let capacity = 8
    var index = SIMD8<Int32>(repeating: -1)
    subscript(slot: Int) -> Int? {
        guard slot >= 0 && slot < FirstRecords.capacity, index[slot] != -1 else { return nil }
        return Int(index[slot])
    }
    mutating func set(_ slot: Int, _ record: Int) {
        guard slot >= 0 && slot < FirstRecords.capacity else { return }
        index[slot] = Int32(truncatingIfNeeded: record)
    }
}

/// Slots of the attributes the builder reads, looked up in
/// `AttributeSchema`'s lists once (so reordering a list cannot misplace one).
enum TabSlot {
    static let icon = AttributeSchema.slot(named: "icon", in: .tab)
    static let placement = AttributeSchema.slot(named: "placement", in: .tab)
    static let role = AttributeSchema.slot(named: "role", in: .tab)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .tab)
}
enum SectionSlot {
    static let placement = AttributeSchema.slot(named: "placement", in: .section)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .section)
    static let dynamic = AttributeSchema.slot(named: "dynamic", in: .section)
}
enum DefaultsSlot {
    static let selected = AttributeSchema.slot(named: "selected", in: .defaults)
    static let cached = AttributeSchema.slot(named: "cached", in: .defaults)
    static let limit = AttributeSchema.slot(named: "limit", in: .defaults)
    static let more = AttributeSchema.slot(named: "more", in: .defaults)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .defaults)
    static let deployment = AttributeSchema.slot(named: "deployment", in: .defaults)
    static let style = AttributeSchema.slot(named: "style", in: .defaults)
    static let retired = AttributeSchema.slot(named: "retired", in: .defaults)
}

struct ModelBuilder {
    let tree: SyntaxTree
    var model = Model()
    /// `model.appPlatforms` as a set, once they are known.
    var appPlatformSet = PlatformSet([Platform.iphone])
    /// The records the rules read: every statement of a `defaults` block,
    /// and elsewhere the ones with something to report (an unknown name, a
    /// repeat, a bad value) or that the quick test below does not settle.
    /// A clean tab or section statement keeps no record: its values are
    /// all valid, so the tree has what the model needs. A big file has one
    /// or two statements per tab, and their records were about a fifth of
    /// its memory and of the time to build its model.
    var records: [AttributeRecord] = []

    init(tree: SyntaxTree) { self.tree = tree }

    /// Checks the attributes of one block; returns the first counting statement of each name.
    mutating func attributes(of block: Block?, kind: BlockKind) -> FirstRecords {
        var first = FirstRecords()
        guard let block else { return first }
        for k in block.memberRange.clamped(to: tree.blockMembers.indices) {
            guard case .attribute(let attribute) = tree.blockMembers[k] else { continue }
            let slot = tree.slot(of: attribute.name, in: kind)
            var earlier: ByteRange?
            if let slot, let index = first[slot] { earlier = nameRange(index) }
            if let slot, earlier == nil, kind != .defaults, AttributeRecord.isClean(attribute, in: kind, slot: slot, tree: tree) {
                first.set(slot, -2 - k)
                continue
            }
            // Appended as made: a local copy would be copied in and destroyed (a quarter of this loop).
            records.append(AttributeRecord.check(attribute, in: kind, slot: slot, tree: tree, firstOccurrence: earlier))
            if let slot, earlier == nil { first.set(slot, records.count - 1) }
        }
        return first
    }

    /// The attribute of a clean statement's `FirstRecords` index.
    func cleanAttribute(_ index: Int) -> Attribute? {
        let k = -2 - index
        guard k >= 0 && k < tree.blockMembers.count, case .attribute(let attribute) = tree.blockMembers[k] else { return nil }
        return attribute
    }

    /// A statement's valid values and name range, by a `FirstRecords` index.
    func validValues(_ index: Int) -> TokenList {
        if index >= 0 { return records[index].validValues }
        return cleanAttribute(index).map { TokenList(tree.values(of: $0)) } ?? TokenList()
    }
    func nameRange(_ index: Int) -> ByteRange {
        if index >= 0 { return records[index].nameRange }
        return cleanAttribute(index).map { tree.range(of: $0.name) } ?? .empty(at: 0)
    }

    /// Reads a value token. Static, so closures that use it capture the tree
    /// only: capturing the builder would copy its arrays and make every
    /// append copy them again (quadratic).
    static func located(_ v: TokenIndex, _ tree: SyntaxTree) -> Located<String> {
        let t = tree.token(v)
        return Located(t.kind == .string ? tree.stringValue(of: v) : tree.text(of: v), t.range)
    }

    func single(_ r: Int?) -> Located<String>? {
        guard let r, let v = validValues(r).first else { return nil }
        return ModelBuilder.located(v, tree)
    }

    func choice<E: RawRepresentable & Sendable>(_ r: Int?, _ type: E.Type) -> Located<E>? where E.RawValue == String {
        guard let v = single(r), let e = E(rawValue: v.value) else { return nil }
        return Located(e, v.range)
    }

    func platformList(_ r: Int?) -> Located<[Platform]>? {
        guard let r else { return nil }
        let values = validValues(r)
        guard !values.isEmpty else { return nil }
        let list = values.compactMap { Platform(rawValue: tree.text(of: $0)) }
        return Located(list, nameRange(r))
    }

    /// The bytes of a value token that are its value, when nothing needs
    /// decoding: an identifier or number, or a closed string without
    /// escapes or errors (between its quotes). Nil otherwise.
    static func plainValue(_ v: TokenIndex, _ tree: SyntaxTree) -> Range<Int>? {
        let t = tree.token(v)
        guard t.start >= 0 && t.start <= t.end && t.end <= tree.bytes.count else { return nil }
        switch t.kind {
        case .identifier, .integer: return t.start..<t.end
        case .string: return t.flags == 0 && t.end - t.start >= 2 ? t.start + 1..<t.end - 1 : nil
        default: return nil
        }
    }

    /// Interns a value token's text without making a `String` when its
    /// bytes are its value. Static, like `located`: a method of the builder
    /// called with `&model.ids` would work on a copy of the builder, and
    /// every append would copy the interner's storage.
    static func intern(_ v: TokenIndex, _ tree: SyntaxTree, into interner: inout Interner) -> Int32 {
        guard let plain = plainValue(v, tree) else { return interner.intern(ModelBuilder.located(v, tree).value) }
        return tree.bytes.withUnsafeBufferPointer { interner.intern(bytes: UnsafeBufferPointer(rebasing: $0[plain])) }
    }

    /// Interns a title: trimmed into `titles`, case-folded into
    /// `foldedTitles`; (-1, -1) when it is blank. Bytes straight from the
    /// source when the ends need no trimming (a printable ASCII byte at
    /// each end), which is nearly every title.
    mutating func internTitle(_ v: TokenIndex) -> (Int32, Int32) {
        if let plain = ModelBuilder.plainValue(v, tree), !plain.isEmpty,
           case let (first, last) = (tree.bytes[plain.lowerBound], tree.bytes[plain.upperBound - 1]),
           first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F {
            return tree.bytes.withUnsafeBufferPointer { source in
                let bytes = UnsafeBufferPointer(rebasing: source[plain])
                return (model.titles.intern(bytes: bytes), model.foldedTitles.intern(bytes: bytes))
            }
        }
        let trimmed = Titles.trimmed(ModelBuilder.located(v, tree).value)
        guard !trimmed.isEmpty else { return (-1, -1) }
        return (model.titles.intern(trimmed), model.foldedTitles.intern(trimmed))
    }

    /// Interns an icon name, working out the traits of each new one.
    mutating func internIcon(_ v: TokenIndex) -> Int32 {
        let key = ModelBuilder.intern(v, tree, into: &model.icons)
        if Int(key) == model.iconTraits.count {
            if let plain = ModelBuilder.plainValue(v, tree) {
                model.iconTraits.append(tree.bytes.withUnsafeBufferPointer { IconTraits(bytes: UnsafeBufferPointer(rebasing: $0[plain])) })
            } else {
                model.iconTraits.append(IconTraits(of: model.icons.string(key)))
            }
        }
        return key
    }

    /// Lowers a tab and appends it to `model.tabs` (made in place: a
    /// returned tab was copied twice on its way into the array);
    /// `inherited` is its section's placement and platforms.
    mutating func appendTab(_ decl: TabDecl, section: Int?,
                            inherited: (placement: Located<Placement>?, platforms: Located<[Platform]>?) = (nil, nil)) {
        let attrs = attributes(of: decl.block, kind: .tab)
        // A tab without an id is not declared (LANGUAGE.md, "Grammar"): its statements are checked, it is not counted.
        guard decl.id != nil else { return }
        let iconValue = attrs[TabSlot.icon].flatMap { validValues($0).first }
        let placement = choice(attrs[TabSlot.placement], Placement.self)
        let platforms = platformList(attrs[TabSlot.platforms])
        var keys = TabModel.Keys()
        if let id = decl.id { keys.id = ModelBuilder.intern(id, tree, into: &model.ids) }
        if let title = decl.title { (keys.title, keys.foldedTitle) = internTitle(title) }
        if let iconValue { keys.icon = internIcon(iconValue) }
        var available = appPlatformSet
        if let declared = platforms?.value ?? inherited.platforms?.value {
            available = appPlatformSet.intersection(PlatformSet(declared))
        }
        model.tabs.append(TabModel(keyword: tree.range(of: decl.keyword),
                                   idRange: decl.id.map { tree.range(of: $0) },
                                   titleRange: decl.title.map { tree.range(of: $0) },
                                   iconRange: iconValue.map { tree.range(of: $0) },
                                   hasIconStatement: attrs[TabSlot.icon] != nil,
                                   placement: placement,
                                   role: choice(attrs[TabSlot.role], Role.self),
                                   platforms: platforms.map { Located(PlatformSet($0.value), $0.range) },
                                   section: section,
                                   effectivePlacement: placement ?? inherited.placement,
                                   availablePlatforms: available, keys: keys))
    }

    /// The app's platforms: the valid values of the first counting
    /// `platforms` of the first `defaults` block, without repeats, in the
    /// order written; nil when there are none. Read before the tabs are
    /// lowered, since a tab's platforms depend on them wherever the
    /// `defaults` block is.
    func declaredAppPlatforms() -> [Platform]? {
        for item in tree.items {
            guard case .defaults(let decl) = item else { continue }
            for member in tree.members(of: decl.block) {
                guard case .attribute(let attribute) = member,
                      tree.slot(of: attribute.name, in: .defaults) == DefaultsSlot.platforms else { continue }
                let record = AttributeRecord.check(attribute, in: .defaults, slot: DefaultsSlot.platforms, tree: tree)
                let list = record.validValues.compactMap { Platform(rawValue: tree.text(of: $0)) }
                guard !list.isEmpty else { return nil }
                var seen = Set<Platform>()
                return list.filter { seen.insert($0).inserted }
            }
            return nil
        }
        return nil
    }

    /// The number of tab declarations, and of statements outside tab blocks
    /// (whose records are always kept), for sizing the arrays and tables up
    /// front: a regrown record array would hold two copies at once.
    func countTabs() -> (tabs: Int, statements: Int) {
        var tabs = 0
        var statements = 0
        for item in tree.items {
            switch item {
            case .tab:
                tabs += 1
            case .section(let decl):
                for member in tree.members(of: decl.block) {
                    if case .tab = member { tabs += 1 } else { statements += 1 }
                }
            case .defaults(let decl):
                statements += tree.members(of: decl.block).count
            case .error:
                continue
            }
        }
        return (tabs, statements)
    }

    mutating func run() {
        let (expected, statements) = countTabs()
        model.tabs.reserveCapacity(expected)
        records.reserveCapacity(statements)
        model.ids = Interner(expected: expected + 8, averageLength: 8)
        model.titles = Interner(expected: expected)
        model.foldedTitles = Interner(expected: expected, foldsCase: true)
        model.icons = Interner(expected: expected)
        model.iconTraits.reserveCapacity(expected)
        if let platforms = declaredAppPlatforms() { model.appPlatforms = platforms }
        appPlatformSet = PlatformSet(model.appPlatforms)
        for item in tree.items {
            switch item {
            case .tab(let decl):
                appendTab(decl, section: nil)
            case .section(let decl):
                let index = model.sections.count
                let attrs = attributes(of: decl.block, kind: .section)
                var section = SectionModel(keyword: tree.range(of: decl.keyword),
                                           id: decl.id.map { [tree] in ModelBuilder.located($0, tree) }, title: decl.title.map { [tree] in ModelBuilder.located($0, tree) },
                                           placement: choice(attrs[SectionSlot.placement], Placement.self),
                                           platforms: platformList(attrs[SectionSlot.platforms]),
                                           dynamic: single(attrs[SectionSlot.dynamic]))
                if let id = section.id { section.idKey = model.ids.intern(id.value) }
                for member in tree.members(of: decl.block) {
                    if case .tab(let t) = member {
                        let count = model.tabs.count
                        appendTab(t, section: index, inherited: (section.placement, section.platforms))
                        if model.tabs.count > count { section.tabs.append(count) }
                    }
                }
                model.sections.append(section)
            case .defaults(let decl):
                let attrs = attributes(of: decl.block, kind: .defaults)
                // Only the first `defaults` block counts (its attributes are still checked).
                guard model.defaults == nil else { continue }
                var d = DefaultsModel(keyword: tree.range(of: decl.keyword))
                d.close = decl.block?.close.map { tree.range(of: $0) }
                d.selected = single(attrs[DefaultsSlot.selected])
                if let r = attrs[DefaultsSlot.cached], !records[r].validValues.isEmpty {
                    d.cached = records[r].validValues.map { [tree] in ModelBuilder.located($0, tree) }
                    d.cachedName = records[r].nameRange
                    d.cachedLastValue = tree.values(of: records[r].syntax).last.map { tree.range(of: $0) }
                    d.cachedFirstValue = tree.values(of: records[r].syntax).first.map { tree.range(of: $0) }
                }
                if let v = single(attrs[DefaultsSlot.limit]), let n = Int(v.value) { d.limit = Located(n, v.range) }
                d.more = attrs[DefaultsSlot.more].map { records[$0].validValues.map { [tree] in ModelBuilder.located($0, tree) } } ?? []
                d.platforms = platformList(attrs[DefaultsSlot.platforms])
                d.deployment = attrs[DefaultsSlot.deployment].map { r in
                    records[r].validValues.compactMap { [tree] v in
                        AttributeSchema.parseDeployment(tree.stringValue(of: v)).map {
                            DeploymentTarget(os: $0.os, version: $0.version, range: tree.range(of: v))
                        }
                    }
                } ?? []
                d.style = choice(attrs[DefaultsSlot.style], TabViewStyle.self)
                if let r = attrs[DefaultsSlot.retired] {
                    d.retired = records[r].validValues.map { [tree] in ModelBuilder.located($0, tree) }
                    d.retiredLastValue = tree.values(of: records[r].syntax).last.map { tree.range(of: $0) }
                }
                model.defaults = d
            case .error:
                continue
            }
        }
        var firstTab = [Int32](repeating: -1, count: model.ids.count)
        var firstSection = firstTab
        for (i, tab) in model.tabs.enumerated() {
            let key = Int(tab.idKey)
            if key >= 0 && key < firstTab.count && firstTab[key] < 0 { firstTab[key] = Int32(truncatingIfNeeded: i) }
        }
        for (i, section) in model.sections.enumerated() {
            let key = Int(section.idKey)
            if key >= 0 && key < firstSection.count && firstSection[key] < 0 { firstSection[key] = Int32(truncatingIfNeeded: i) }
        }
        model.tabByID = FirstDeclarations(ids: model.ids, first: firstTab)
        model.sectionByID = FirstDeclarations(ids: model.ids, first: firstSection)
    }
}
