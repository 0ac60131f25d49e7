import TabsSyntax

/// A tab as the rules see it: a plain value. The id, title and icon are
/// kept as token ranges and interned keys, not `String`s, and platforms as
/// bits, so a tab holds no reference: about twenty rules walk every tab,
/// and copying one costs no retain. The rules compare keys; only a message
/// needs the text (`Model.id(of:)`, `title(of:)`, `icon(of:)`).
///
/// Absent ranges and keys are stored as `Compact` optionals (in their own
/// size, not an `Optional`'s), so a tab stays about 90 bytes: the rules
/// copy tabs as they walk them. Benchmarks/model-history.md has the
/// measurements behind this layout.
public struct TabModel: Sendable {
    public let keyword: ByteRange
    /// The id token's range.
    public var idRange: ByteRange? { storedID.value }
    /// The title token's range (quotes included), when the tab has one, blank or not.
    public var titleRange: ByteRange? { storedTitle.value }
    /// The range of the `icon` statement's value when valid; `hasIconStatement` tells a missing icon from an invalid one.
    public var iconRange: ByteRange? { storedIcon.value }
    public let hasIconStatement: Bool
    public var placement: Located<Placement>? { storedPlacement.map { Located($0, storedPlacementRange.value ?? ByteRange.absent) } }
    /// The visual role (`search`, `prominent`) and its value's range; `action`
    /// for a tab whose role is `action` alone; nil without a role. A `role
    /// search, action` tab's is `search`: whether a tap selects it is
    /// `isSelectable`, the action flag.
    public var role: Located<Role>? { storedRole.map { Located($0, storedRoleRange.value ?? ByteRange.absent) } }
    /// Whether the tab's role includes `action` (`Model.actionRange(ofTab:)`
    /// says where: a side table keeps the tab within 96 bytes).
    public let isAction: Bool
    /// The tab's own `platforms`, and where the statement is.
    public var platforms: Located<PlatformSet>? { storedPlatforms.map { Located($0, storedPlatformsRange.value ?? ByteRange.absent) } }
    /// Index into `Model.sections` of the section holding this tab.
    public var section: Int? { storedSection.value.map { Int($0) } }

    /// Own placement, else the section's, else `automatic`.
    public let effectivePlacement: Placement
    /// The token that set `effectivePlacement`, when one did.
    public var effectivePlacementRange: ByteRange? { storedEffectiveRange.value }
    /// The app's platforms this tab is on (own, else the section's, else all).
    /// In the app's order: `Model.availablePlatforms(of:)`.
    public let availablePlatforms: PlatformSet

    /// The id's key in `Model.ids`.
    public var idKey: IdKey? { keys.id.value }
    /// The trimmed title's key in `Model.titles`; nil when there is no title or it is blank.
    public var titleKey: TitleKey? { keys.title.value }
    /// The case-folded title's key in `Model.foldedTitles`; nil when there is no title or it is blank.
    public var foldedTitleKey: FoldedTitleKey? { keys.foldedTitle.value }
    /// The valid icon name's key in `Model.icons`.
    public var iconKey: IconKey? { keys.icon.value }

    let storedID, storedTitle, storedIcon: Compact<ByteRange>
    let storedPlacementRange, storedRoleRange, storedPlatformsRange, storedEffectiveRange: Compact<ByteRange>
    let storedSection: Compact<Int32>
    let storedPlacement: Placement?
    let storedRole: Role?
    let storedPlatforms: PlatformSet?
    let keys: Keys

    /// A tab's interned keys, each absent or not.
    struct Keys: Sendable {
        var id = Compact<IdKey>(nil)
        var title = Compact<TitleKey>(nil)
        var foldedTitle = Compact<FoldedTitleKey>(nil)
        var icon = Compact<IconKey>(nil)
    }

    init(keyword: ByteRange, idRange: ByteRange?, titleRange: ByteRange?, iconRange: ByteRange?,
         hasIconStatement: Bool, placement: Located<Placement>?, role: Located<Role>?, isAction: Bool,
         platforms: Located<PlatformSet>?, section: Int?,
         effectivePlacement: Located<Placement>?, availablePlatforms: PlatformSet, keys: Keys) {
        self.keyword = keyword
        storedID = Compact(idRange)
        storedTitle = Compact(titleRange)
        storedIcon = Compact(iconRange)
        self.hasIconStatement = hasIconStatement
        storedPlacement = placement?.value
        storedPlacementRange = Compact(placement?.range)
        storedRole = role?.value
        storedRoleRange = Compact(role?.range)
        self.isAction = isAction
        storedPlatforms = platforms?.value
        storedPlatformsRange = Compact(platforms?.range)
        storedSection = Compact(section.map { Int32(truncatingIfNeeded: $0) })
        self.effectivePlacement = effectivePlacement?.value ?? .automatic
        storedEffectiveRange = Compact(effectivePlacement?.range)
        self.availablePlatforms = availablePlatforms
        self.keys = keys
    }

    /// False for a tab whose role includes `action` (whatever its visual role).
    public var isSelectable: Bool { !isAction }
    public var isInTabBar: Bool { effectivePlacement != .sidebarOnly }
    /// Whether the tab has a title that is not blank.
    public var hasTitleText: Bool { titleKey != nil }
}
