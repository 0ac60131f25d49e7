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

/// One `strings` entry of the `.tabs` file and what reading it gave.
public struct StringsEntry: Sendable {
    /// The path as written in the `.tabs` file.
    public var path: String
    /// The path string in the `.tabs` file.
    public var range: ByteRange
    public var table: Result<StringTable, StringTableError>

    public init(path: String, range: ByteRange, table: Result<StringTable, StringTableError>) {
        self.path = path
        self.range = range
        self.table = table
    }
}

/// A place in a string table file that a diagnostic points to. Today's
/// `RelatedLocation` holds a range of the `.tabs` file only; this is the
/// related location in another file, with its line and column.
public struct TableLocation: Hashable, Sendable {
    /// The table file's path, written as the `.tabs` file's path is.
    public var path: String
    /// 1-based line and Unicode-scalar column (1, 1 when the reader could not place the value).
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A diagnostic of the localization checks: the diagnostic itself (at a
/// range of the `.tabs` file; `related` holds related places in that file)
/// and its related places in table files.
public struct LocalizedDiagnostic: Hashable, Sendable {
    public var diagnostic: Diagnostic
    public var tableRelated: [TableLocation]

    public init(diagnostic: Diagnostic, tableRelated: [TableLocation] = []) {
        self.diagnostic = diagnostic
        self.tableRelated = tableRelated
    }
}

/// Everything the localization checks look at besides the tables.
public struct LocalizationInput: Sendable {
    /// Tabs' and sections' titles, in declaration order.
    public var titles: [LocalizedTitle]
    public var appPlatforms: [Platform]
    /// `more`'s titles (default `["More"]`).
    public var moreTitles: [String]
    /// The diagnostics the titles as written got: a per-language problem
    /// with the same rule at the same title string is not reported again.
    public var written: [Diagnostic]
    /// Writes a table file path (as `StringTable.files` holds it, relative
    /// to the `.tabs` file's directory) the way the `.tabs` path is written.
    public var displayPath: @Sendable (String) -> String
    /// The languages the app ships (`languages`), when listed and usable.
    public var languages: ShippedLanguages?

    public init(titles: [LocalizedTitle], appPlatforms: [Platform], moreTitles: [String] = ["More"],
                written: [Diagnostic] = [], displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.titles = titles
        self.appPlatforms = appPlatforms
        self.moreTitles = moreTitles
        self.written = written
        self.displayPath = displayPath
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
