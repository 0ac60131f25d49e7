import TabsSyntax

/// What a checked file asks the edge to read before its localization
/// checks: the tables of its `strings` entries.
public struct LocalizationRequest: Sendable {
    /// The valid `strings` entries, as written, with their string ranges.
    public var strings: [Located<String>]

    public init(strings: [Located<String>] = []) {
        self.strings = strings
    }

    /// What the model's `defaults` name.
    public init(model: Model) {
        self.init(strings: model.defaults?.strings ?? [])
    }

    public var isEmpty: Bool { strings.isEmpty }
}

/// The localization inputs of one checked file, read by the edge
/// (TablintWorkspace's `StringTableCache.localization(for:tabsPath:)`) and
/// handed to `Linter.check` as values: the tables of its `strings` entries,
/// in order, their `files` already written as the caller names files.
public struct LocalizationInputs: Sendable {
    public var entries: [StringsEntry]

    public init(entries: [StringsEntry] = []) {
        self.entries = entries
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
    static func diagnostics(_ context: LintContext, written: [Diagnostic], inputs: LocalizationInputs) -> [Diagnostic] {
        guard let paths = context.model.defaults?.strings, !paths.isEmpty else { return [] }
        let input = LocalizationInput(model: context.model, tree: context.tree, written: written, displayPath: { $0 })
        return check(entries: inputs.entries, input: input).map { found in
            var d = found.diagnostic
            d.related += found.tableRelated.map {
                RelatedLocation(file: FileLocation(path: $0.path, line: $0.line, column: $0.column), message: $0.message)
            }
            return d
        }
    }
}
