import TabsLint
import TabsSyntax

/// `tablint preview` and the server's `tablint/preview` (docs/preview.md): a
/// checked file in, one self-contained HTML page out. Pure: the caller
/// checks the file (with its configuration, catalog and tables) and reads
/// the tables; this target only draws.
public enum Preview {
    /// The version of the page's machine-readable structure.
    public static let structureVersion = "1"
    /// A page larger than this is not written.
    public static let maximumPageSize = 16 << 20
    /// The rules whose reports make a picture impossible, whatever the
    /// levels and suppression comments (`no-selectable-tab` only on a
    /// platform being drawn).
    public static let blockingRules: [any Rule.Type] = [SyntaxError.self, DuplicateId.self, NoSelectableTab.self]

    /// What to draw: platforms and languages as asked (empty: the defaults).
    public struct Request: Sendable {
        public var platforms: [Platform]
        public var languages: [String]
        /// The file's name as the page shows it (its last path component).
        public var fileName: String
        /// The `<meta name="generator">` content, `tablint VERSION`.
        public var generator: String

        public init(platforms: [Platform] = [], languages: [String] = [], fileName: String, generator: String) {
            self.platforms = platforms
            self.languages = languages
            self.fileName = fileName
            self.generator = generator
        }
    }

    /// The checked file: the check's result (its diagnostics are the ones
    /// `check` reports with the same settings) and the localization inputs
    /// it was checked with (the tables of its `strings` entries and the
    /// project `languages` names, as the edge read them).
    public struct Source: Sendable {
        public var result: LintResult
        public var localization: LocalizationInputs?

        public init(result: LintResult, localization: LocalizationInputs? = nil) {
            self.result = result
            self.localization = localization
        }

        /// The tables of the `strings` entries, as read.
        public var tables: [StringsEntry] { localization?.entries ?? [] }

        /// `languages`, when it is usable: tags, or a project that could be read.
        public var shippedLanguages: ShippedLanguages? {
            switch result.model.defaults?.languages {
            case .tags(let tags): return .tags(tags)
            case .project(let path):
                if case .success(let project)? = localization?.project?.result { return .project(path, project) }
                return nil
            case nil: return nil
            }
        }
    }

    /// The page, or why it could not be drawn.
    public struct Page: Sendable {
        public enum Status: String, Sendable { case rendered, blocked }
        public var status: Status
        /// The diagnostics the page shows, in `check`'s order (blocking
        /// ones as errors when blocked).
        public var diagnostics: [Diagnostic]
        /// The blocking rules found, in `blockingRules` order (empty when rendered).
        public var blockingRules: [String]
        public var html: [UInt8]
        /// Why the page is not written: it would exceed `maximumPageSize` (nil: it fits).
        var refusal: String?

        public var isTooLarge: Bool { refusal != nil }
        public var tooLargeMessage: String { refusal ?? "" }
    }

    // MARK: - Arguments

    /// The message for a platform name that is none (the CLI's and the server's).
    public static func unknownPlatformMessage(_ value: String) -> String {
        "--platform takes one of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")), found '\(value)'"
    }

    /// The message for a malformed language (the CLI's and the server's).
    public static func malformedLanguageMessage(_ value: String) -> String {
        "--language takes a language tag (de, pt-BR, zh_Hans: 2 to 8 letters, then subtags of - or _ and 1 to 8 letters or digits) or Base, found '\(value)'"
    }

    /// Whether `tag` is a language `--language` takes (docs/language.md's tag syntax, or `Base`).
    public static func isLanguageArgument(_ tag: String) -> Bool { tag == "Base" || LanguageTags.isTag(tag) }

    /// The platforms to draw: those asked (repeats dropped, in the order
    /// given), else the app's in the page's order. Returns a message for
    /// a platform the app does not list.
    public static func platforms(_ asked: [Platform], app: [Platform]) -> Result<[Platform], PreviewArgumentError> {
        if asked.isEmpty { return .success(Platform.allCases.filter { app.contains($0) }) }
        var seen: [Platform] = []
        for p in asked where !seen.contains(p) {
            guard app.contains(p) else {
                return .failure(PreviewArgumentError(
                    "the platform \(p.rawValue) is not one of the app's platforms (\(app.sorted().map(\.rawValue).joined(separator: ", ")))"))
            }
            seen.append(p)
        }
        return .success(seen)
    }

    /// The languages asked, repeats dropped (compared as `LanguageTags.same`).
    public static func distinctLanguages(_ asked: [String]) -> [String] {
        var kept: [String] = []
        for l in asked where !kept.contains(where: { LanguageTags.same($0, l) }) { kept.append(l) }
        return kept
    }

    // MARK: - Blocking

    /// The diagnostics to report and the blocking rules found: the check's
    /// own, with every report of a blocking rule made an error and added
    /// when a level or a suppression hid it (`no-selectable-tab` only for
    /// the platforms drawn).
    public static func diagnostics(_ result: LintResult, platforms: [Platform]) -> (diagnostics: [Diagnostic], blocking: [String]) {
        let model = result.model
        let noTab = platforms.contains { !model.hasSelectableTab(on: $0) }
        let context = LintContext(result)
        var found: [(id: String, reports: [Diagnostic])] = []
        for rule in blockingRules where rule.id != NoSelectableTab.id || noTab {
            let reports = rule.check(context)
            if !reports.isEmpty { found.append((rule.id, reports)) }
        }
        guard !found.isEmpty else { return (result.diagnostics, []) }
        return (result.diagnostics(blocking: Set(found.map(\.id)), adding: found.flatMap(\.reports)), found.map(\.id))
    }

    // MARK: - The page

    /// Draws the page. `request.platforms` must already be valid for the
    /// app (`platforms(_:app:)`) and `request.languages` well-formed.
    public static func render(_ source: Source, _ request: Request) -> Page {
        let model = source.result.model
        let drawn = (try? platforms(request.platforms, app: model.appPlatforms).get())
            ?? Platform.allCases.filter { model.appPlatforms.contains($0) }
        let (diagnostics, blocking) = Self.diagnostics(source.result, platforms: drawn)
        let languages = LanguagePlan(source, asked: Self.distinctLanguages(request.languages))
        // Every tab of every panel costs at least this many bytes (a hidden
        // tab's note; a drawn one costs more): a page that must exceed the
        // limit is refused before it is drawn, so a document of a million
        // tabs costs no gigabyte of text.
        let leastBytesPerTab = 150
        let panels = languages.drawn.count * drawn.count
        let refusal = "too large to draw: \(model.tabs.count) tabs, \(languages.drawn.count) languages, \(drawn.count) platforms; narrow it with --platform or --language"
        if blocking.isEmpty, model.tabs.count.multipliedReportingOverflow(by: panels * leastBytesPerTab).partialValue > maximumPageSize
            || model.tabs.count > maximumPageSize / leastBytesPerTab {
            return Page(status: .rendered, diagnostics: diagnostics, blockingRules: [], html: [], refusal: refusal)
        }
        var page = PageWriter(source: source, request: request, platforms: drawn, languages: languages,
                              diagnostics: diagnostics)
        let html = blocking.isEmpty ? page.rendered() : page.blocked()
        let tooLarge = page.stoppedTooLarge || html.count > maximumPageSize
        return Page(status: blocking.isEmpty ? .rendered : .blocked, diagnostics: diagnostics, blockingRules: blocking,
                    html: page.stoppedTooLarge ? [] : html, refusal: tooLarge ? refusal : nil)
    }
}

/// An argument the file rejects (a `--platform` the app does not list).
public struct PreviewArgumentError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
