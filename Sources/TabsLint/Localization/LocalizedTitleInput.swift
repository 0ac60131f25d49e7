import TabsSyntax

/// One tab or section title, as the per-language checks need it.
public struct LocalizedTitle: Sendable {
    /// The title as written (escapes resolved, not trimmed): the table key.
    public var text: String
    /// The title string in the `.tabs` file.
    public var range: ByteRange
    public var isTab: Bool
    /// The tab's or section's id, for messages.
    public var id: String
    /// The platforms the tab or section is available on (its own list
    /// intersected with the app's).
    public var platforms: [Platform]

    public init(text: String, range: ByteRange, isTab: Bool, id: String, platforms: [Platform]) {
        self.text = text
        self.range = range
        self.isTab = isTab
        self.id = id
        self.platforms = platforms
    }
}

/// A file the `.tabs` file names (a `strings` entry, the `languages`
/// project) and what reading it gave.
public struct ReadEntry<Value: Sendable>: Sendable {
    /// The path as written in the `.tabs` file.
    public var path: String
    /// The path string in the `.tabs` file.
    public var range: ByteRange
    public var result: Result<Value, StringTableError>

    public init(path: String, range: ByteRange, result: Result<Value, StringTableError>) {
        self.path = path
        self.range = range
        self.result = result
    }
}

/// One `strings` entry of the `.tabs` file and the table read.
public typealias StringsEntry = ReadEntry<StringTable>

/// The project `languages` names and the languages read.
public typealias ProjectEntry = ReadEntry<ProjectLanguages>

/// Everything the localization checks look at besides the tables.
public struct LocalizationInput: Sendable {
    /// Tabs' and sections' titles, in declaration order.
    public var titles: [LocalizedTitle]
    public var appPlatforms: [Platform]
    /// `more`'s titles (default `["More"]`).
    public var moreTitles: [String]
    /// Whether the system's "More" tab can appear: false with `bar custom`,
    /// and then no title clashes with it.
    public var hasSystemMoreTab: Bool
    /// The diagnostics the titles as written got: a per-language problem
    /// with the same rule at the same title string is not reported again.
    public var written: [Diagnostic]
    /// The languages the app ships (`languages`), when listed and usable.
    public var languages: ShippedLanguages?

    public init(titles: [LocalizedTitle], appPlatforms: [Platform], moreTitles: [String] = ["More"],
                hasSystemMoreTab: Bool = true, written: [Diagnostic] = []) {
        self.titles = titles
        self.appPlatforms = appPlatforms
        self.moreTitles = moreTitles
        self.hasSystemMoreTab = hasSystemMoreTab
        self.written = written
    }
}

/// The languages `languages` lists (docs/language.md, "The languages an app ships").
public enum ShippedLanguages: Sendable {
    /// Tags as written, with their ranges (repeats kept; they count once).
    case tags([Located<String>])
    /// A project's path as written, and what the project lists.
    case project(Located<String>, ProjectLanguages)

    /// The listed languages, in order, repeats (compared as tags) left out.
    public var names: [String] {
        let all: [String]
        switch self {
        case .tags(let tags): all = tags.map(\.value)
        case .project(_, let project): all = project.knownRegions
        }
        var seen = Set<String>()
        return all.filter { seen.insert(LanguageTags.normalized($0)).inserted }
    }

    /// The project's `developmentRegion`, for a project.
    public var developmentRegion: String? {
        if case .project(_, let project) = self { return project.developmentRegion }
        return nil
    }
}
