import TabsSyntax

// The values a `Model` is made of: tabs, sections, the `defaults` block,
// and the language's enumerated values.

/// A declared tab (one with an id) and the attributes that count.
public struct TabModel: Sendable {
    public var keyword: ByteRange
    /// The whole declaration: from the `tab` keyword to the end of its
    /// block (its last token when the block is not closed, or its header without one).
    public var declaration: ByteRange
    public var id: String
    public var idRange: ByteRange
    /// The title as written (not trimmed): its localization key; nil when
    /// the tab has none or its string is not closed.
    public var writtenTitle: String?
    /// The title, trimmed; nil when the tab has none or it is blank.
    public var title: String?
    /// The title case-folded (`Titles.folded`): equal for titles equal ignoring case.
    public var foldedTitle: String?
    /// The title token's range (quotes included), when the tab has one, blank or not.
    public var titleRange: ByteRange?
    /// The SF Symbol name and its string's range, when the `icon` statement's value is valid.
    public var icon: Located<String>?
    /// The name of the `icon` statement that counts, when one is written
    /// (valid or not): tells a missing icon from an invalid one.
    public var iconKeyword: ByteRange?
    /// The asset-catalog image name and its string's range, when the `image` statement's value is valid.
    public var image: Located<String>?
    /// The name of the `image` statement that counts, when one is written (valid or not).
    public var imageKeyword: ByteRange?
    public var placement: Located<Placement>?
    /// The visual role (`search`, `prominent`) and its value's range;
    /// `action` for a tab whose role is `action` alone; nil without a role.
    /// A `role search, action` tab's is `search`: `isAction` says it acts.
    public var role: Located<Role>?
    /// Where `action` is written, when the role includes it.
    public var actionRange: ByteRange?
    /// The tab's own `platforms` (valid values), and where the statement's name is.
    public var platforms: Located<[Platform]>?
    /// Index into `Model.sections` of the section holding this tab.
    public var section: Int?
    /// Own placement, else the section's, else `automatic`.
    public var effectivePlacement: Placement
    /// The token that set `effectivePlacement`, when one did.
    public var effectivePlacementRange: ByteRange?
    /// The app's platforms this tab is on (own, else the section's, else all), in the app's order.
    public var availablePlatforms: [Platform]
    /// The valid `formerly` entries, in order.
    public var formerly: [Located<String>]
    /// The effective run-time conditions (`when`): the tab's own, else its
    /// section's; distinct, in the order written. Empty for a tab that always exists.
    public var conditions: [String] = []
    /// The name of the `when` statement that set `conditions`, when one did.
    public var conditionsRange: ByteRange?

    /// Whether the role includes `action`.
    public var isAction: Bool { actionRange != nil }
    /// How the tab is drawn: `search` or `prominent`; nil without one
    /// (`role action` alone draws as a plain tab).
    public var visualRole: Role? { role?.value == .action ? nil : role?.value }
    /// False for a tab whose role includes `action` (whatever its visual role): a tap acts, it does not select.
    public var isSelectable: Bool { !isAction }
    public var isInTabBar: Bool { effectivePlacement != .sidebarOnly }
    /// Whether the tab exists only while its conditions hold (`when`, its own or its section's).
    public var isConditional: Bool { !conditions.isEmpty }
}

/// A section: its header, the attributes that count, and the indexes
/// (into `Model.tabs`) of the tabs it holds.
public struct SectionModel: Sendable {
    public var keyword: ByteRange
    /// The whole declaration, as `TabModel.declaration`.
    public var declaration: ByteRange
    public var id: Located<String>?
    /// The title as written, as `TabModel.writtenTitle`.
    public var writtenTitle: String?
    /// The title, trimmed; nil when the section has none or it is blank.
    public var title: String?
    /// The title token's range, when the section has one, blank or not.
    public var titleRange: ByteRange?
    public var placement: Located<Placement>?
    public var platforms: Located<[Platform]>?
    /// The app's platforms the section is on (its own, else all), in the app's order.
    public var availablePlatforms: [Platform]
    public var dynamic: Located<String>?
    public var tabs: [Int] = []
    /// The section's own `when` conditions, distinct, in the order written:
    /// they gate the section, its items, and its tabs without their own `when`.
    public var conditions: [String] = []
    /// The name of the section's `when` statement, when it has valid values.
    public var conditionsRange: ByteRange?
}

/// The first `defaults` block: the valid values of each attribute that
/// counts, and the ranges fixes need. (`Model` answers the app-wide values
/// with their defaults filled in: `limit`, `style`...)
public struct DefaultsModel: Sendable {
    public var keyword: ByteRange
    /// The whole block, as `TabModel.declaration`.
    public var declaration: ByteRange
    public var selected: Located<String>?
    /// The valid entries of `cached`, in order (duplicates kept); nil when `cached` is absent or has no valid entry.
    public var cached: [Located<String>]?
    /// The `cached` attribute name, when the statement counts.
    public var cachedName: ByteRange?
    /// The first value token of the `cached` statement (where its count is reported).
    public var cachedFirstValue: ByteRange?
    public var limit: Located<Int>?
    public var more: [Located<String>] = []
    public var platforms: Located<[Platform]>?
    public var deployment: [DeploymentTarget] = []
    public var bar: Located<TabBar>?
    public var style: Located<TabViewStyle>?
    public var retired: [Located<String>] = []
    /// The valid entries of `assets` (asset catalog paths as written), with their string ranges.
    public var assets: [Located<String>] = []
    /// The valid entries of `strings` (table paths as written), with their string ranges.
    public var strings: [Located<String>] = []
    /// `languages`, when it has a valid value.
    public var languages: LanguagesSetting?
    /// The closing brace, for fixes that add a statement.
    public var close: ByteRange?
}

/// What `languages` names (docs/language.md, "The languages an app ships").
public enum LanguagesSetting: Sendable {
    /// Language tags as written (repeats kept: `duplicate-reference` reports them).
    case tags([Located<String>])
    /// The path of an Xcode project (`.xcodeproj`, or its `project.pbxproj`), as written.
    case project(Located<String>)
}

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
/// Who draws the tab bar (`defaults bar`): the system, or the app itself
/// (which hides the system's bar, so UIKit's "More" tab never appears).
public enum TabBar: String, Sendable, CaseIterable { case system, custom }

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
