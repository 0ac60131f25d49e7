import TabsSyntax

/// Where the string tables of a checked file come from: the caller (the
/// CLI, the server) reads them; the linter only asks.
public struct StringTableSource: Sendable {
    /// The tables of the file's `strings` entries, in order.
    public var entries: @Sendable ([Located<String>]) -> [StringsEntry]
    /// Writes a table file path (relative to the `.tabs` file's directory)
    /// the way the caller names files (`StringTableCache.displayPath`).
    public var displayPath: @Sendable (String) -> String

    public init(entries: @escaping @Sendable ([Located<String>]) -> [StringsEntry],
                displayPath: @escaping @Sendable (String) -> String) {
        self.entries = entries
        self.displayPath = displayPath
    }
}

extension LocalizationInput {
    /// The titles of a checked file's tabs and sections, in declaration order.
    public init(model: Model, tree: SyntaxTree, written: [Diagnostic], displayPath: @escaping @Sendable (String) -> String) {
        var titles: [LocalizedTitle] = []
        for tab in model.tabs {
            guard let range = tab.titleRange, let text = tree.stringValue(at: range) else { continue }
            titles.append(LocalizedTitle(text: text, range: range, isTab: true, id: model.idText(of: tab),
                                         platforms: model.availablePlatforms(of: tab)))
        }
        for section in model.sections {
            guard let title = section.title else { continue }
            let own = section.platforms?.value
            let platforms = own.map { list in model.appPlatforms.filter { list.contains($0) } } ?? model.appPlatforms
            titles.append(LocalizedTitle(text: title.value, range: title.range, isTab: false,
                                         id: section.id?.value ?? "?", platforms: platforms))
        }
        titles.sort { $0.range.start < $1.range.start }
        self.init(titles: titles, appPlatforms: model.appPlatforms, moreTitles: model.moreTitles,
                  written: written, displayPath: displayPath)
    }
}

extension LocalizedTitleChecks {
    /// The localization diagnostics of a checked file, with their table
    /// places as related locations into the table files.
    static func diagnostics(_ context: LintContext, written: [Diagnostic], source: StringTableSource) -> [Diagnostic] {
        guard let paths = context.model.defaults?.strings, !paths.isEmpty else { return [] }
        let input = LocalizationInput(model: context.model, tree: context.tree, written: written, displayPath: source.displayPath)
        return check(entries: source.entries(paths), input: input).map { found in
            var d = found.diagnostic
            d.related += found.tableRelated.map {
                RelatedLocation(file: FileLocation(path: $0.path, line: $0.line, column: $0.column), message: $0.message)
            }
            return d
        }
    }
}
