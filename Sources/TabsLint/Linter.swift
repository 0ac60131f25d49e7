import TabsSyntax

/// What one check of one file produced.
public struct LintResult: Sendable {
    public let tree: SyntaxTree
    /// In spec order: start, end, rule id.
    public let diagnostics: [Diagnostic]
    public let lineIndex: LineIndex
    /// The model the rules saw, and the attribute records they read: every
    /// statement of `defaults` and every `formerly`, and elsewhere the
    /// statements with something to report (`Model.build`).
    public let model: Model
    public let attributes: [AttributeRecord]
    /// The diagnostics the file's directives silenced, with their reasons.
    public let suppressed: [SuppressedDiagnostic]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The diagnostics for a caller that stops at some rules' reports
    /// (generation, the preview): every report of a rule in `blocking` made
    /// an error, and each of `reports` (those rules' reports made without
    /// levels or suppressions) that a level or a suppression hid added as
    /// an error, in spec order.
    public func diagnostics(blocking: Set<String>, adding reports: [Diagnostic]) -> [Diagnostic] {
        var diagnostics = self.diagnostics
        for k in diagnostics.indices where blocking.contains(diagnostics[k].rule) { diagnostics[k].severity = .error }
        struct Key: Hashable { var rule: String; var start: Int; var end: Int; var message: String }
        let reported = Set(diagnostics.map { Key(rule: $0.rule, start: $0.range.start, end: $0.range.end, message: $0.message) })
        var added = false
        for var d in reports where !reported.contains(Key(rule: d.rule, start: d.range.start, end: d.range.end, message: d.message)) {
            d.severity = .error
            diagnostics.append(d)
            added = true
        }
        if added { diagnostics.sort(by: Diagnostic.specOrder) }
        return diagnostics
    }
}

/// A file parsed and lowered into its model, before the rules run: what
/// its localization checks need from the edge is `localizationRequest`.
public struct ParsedFile: Sendable {
    public let bytes: [UInt8]
    let tree: SyntaxTree
    let model: Model
    let attributes: [AttributeRecord]
    let catalog: SymbolCatalog?
    /// The model of the earlier revision, when one was given.
    let previous: Model?

    /// The string tables (and project) the file names, for the caller to read.
    public var localizationRequest: LocalizationRequest { LocalizationRequest(model: model) }
}

/// The one pure entry point shared by the CLI and the language server:
/// text and settings in, diagnostics out, on the caller's thread. No I/O:
/// a caller with string tables or asset catalogs parses first (`parse`),
/// reads what `localizationRequest` names, and hands them in as values
/// (`check(_:localization:)`).
public enum Linter {
    /// Parses `bytes` and builds the model the rules read (and the earlier revision's).
    public static func parse(_ bytes: [UInt8], catalog: SymbolCatalog? = nil, previous: [UInt8]? = nil) -> ParsedFile {
        let tree = SyntaxTree.parse(bytes)
        let (model, attributes) = Model.build(tree)
        let previousModel = previous.map { Model.build(SyntaxTree.parse($0)).0 }
        return ParsedFile(bytes: bytes, tree: tree, model: model, attributes: attributes, catalog: catalog, previous: previousModel)
    }

    /// Checks text without string tables.
    public static func check(_ bytes: [UInt8], levels: [String: RuleLevel] = [:],
                             catalog: SymbolCatalog? = nil, previous: [UInt8]? = nil,
                             lineIndex: LineIndex? = nil) -> LintResult {
        check(parse(bytes, catalog: catalog, previous: previous), levels: levels, lineIndex: lineIndex)
    }

    /// Checks a parsed file; `localization` holds the tables and catalogs
    /// its `localizationRequest` named (nil: the caller reads none, so only
    /// what needs no file is checked: `languages` tags without `strings`).
    /// Every rule of `RuleRegistry` that is not off runs, in its order, then
    /// the final pass (`FinalPassRule`) on their reports.
    public static func check(_ file: ParsedFile, levels: [String: RuleLevel] = [:],
                             lineIndex: LineIndex? = nil,
                             localization: LocalizationInputs? = nil) -> LintResult {
        let bytes = file.bytes
        // A caller that already indexed these bytes (the server) passes its index.
        let lines = lineIndex.flatMap { $0.bytes == bytes ? $0 : nil } ?? LineIndex(bytes)
        let context = LintContext(tree: file.tree, model: file.model, attributes: file.attributes, lines: lines,
                                  catalog: file.catalog, previous: file.previous, localization: localization)

        func level(_ id: String, _ fallback: Severity) -> Severity? {
            switch levels[id] {
            case .none: fallback
            case .some(.off): nil
            case .some(.error): .error
            case .some(.warning): .warning
            case .some(.info): .info
            }
        }

        // Each report at its rule's level (the configured one, else its own); none when the rule is off.
        var diagnostics: [Diagnostic] = []
        func add(_ reports: [Diagnostic]) {
            for var d in reports {
                guard let severity = level(d.rule, d.severity) else { continue }
                d.severity = severity
                diagnostics.append(d)
            }
        }

        // The rules, in registry order (a rule that is off is not run); those of the final pass after them.
        func on(_ rule: any Rule.Type) -> Bool {
            let documentation = rule.documentation  // read once: a copy of its strings
            return level(documentation.id, documentation.defaultSeverity) != nil
        }
        for rule in RuleRegistry.firstPass where on(rule) { add(rule.check(context)) }
        var results = SuppressionResults(context, reports: diagnostics)
        diagnostics = results.kept
        for rule in RuleRegistry.finalPass where on(rule) { add(rule.check(context, after: &results)) }
        diagnostics.sort(by: Diagnostic.specOrder)
        return LintResult(tree: context.tree, diagnostics: diagnostics, lineIndex: lines,
                          model: context.model, attributes: context.attributes,
                          suppressed: results.suppressed)
    }
}
