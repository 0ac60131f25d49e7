import TabsSyntax

/// The first `defaults` block as the rules see it: the valid values of
/// each attribute that counts, and the ranges fixes need. (`Model` answers
/// the app-wide values with their defaults filled in: `limit`, `style`...)
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
    public var bar: Located<TabBar>?
    public var style: Located<TabViewStyle>?
    public var retired: [Located<String>] = []
    public var retiredLastValue: ByteRange?
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
