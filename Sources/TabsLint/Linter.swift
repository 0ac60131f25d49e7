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
    let context: LintContext

    /// The string tables (and project) the file names, for the caller to read.
    public var localizationRequest: LocalizationRequest { LocalizationRequest(model: context.model) }
}

/// The one pure entry point shared by the CLI and the language server:
/// text and settings in, diagnostics out, on the caller's thread. No I/O:
/// a caller with string tables or asset catalogs parses first (`parse`),
/// reads what `localizationRequest` names, and hands them in as values
/// (`check(_:localization:)`).
public enum Linter {
    /// Parses `bytes` and builds the model the rules read.
    public static func parse(_ bytes: [UInt8], catalog: SymbolCatalog? = nil, previous: [UInt8]? = nil) -> ParsedFile {
        let tree = SyntaxTree.parse(bytes)
        let previousTree = previous.map { SyntaxTree.parse($0) }
        return ParsedFile(bytes: bytes, context: LintContext(tree: tree, catalog: catalog, previous: previousTree))
    }

    /// Checks text without string tables.
    public static func check(_ bytes: [UInt8], levels: [String: RuleLevel] = [:],
                             catalog: SymbolCatalog? = nil, previous: [UInt8]? = nil,
                             lineIndex: LineIndex? = nil) -> LintResult {
        check(parse(bytes, catalog: catalog, previous: previous), levels: levels, lineIndex: lineIndex)
    }

    /// Checks a parsed file; `localization` holds the tables its
    /// `localizationRequest` named (nil: the caller reads none, so only
    /// what needs no file is checked: `languages` tags without `strings`).
    public static func check(_ file: ParsedFile, levels: [String: RuleLevel] = [:],
                             lineIndex: LineIndex? = nil,
                             localization: LocalizationInputs? = nil) -> LintResult {
        let bytes = file.bytes
        let context = file.context
        let tree = context.tree
        // A caller that already indexed these bytes (the server) passes its index.
        let lines = lineIndex.flatMap { $0.bytes == bytes ? $0 : nil } ?? LineIndex(bytes)

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

        // The rules, in registry order (a rule that is off is not run).
        for rule in RuleRegistry.rules {
            let documentation = rule.documentation  // read once: a copy of its strings
            if level(documentation.id, documentation.defaultSeverity) != nil { add(rule.check(context)) }
        }
        // The titles each language shows (with `strings`), at the levels and
        // under the suppressions of the other rules.
        // `languages` tags alone need nothing read: checked without a caller's tables too.
        if let localization = localization ?? (file.localizationRequest.needsTables ? nil : LocalizationInputs()) {
            add(LocalizedTitleChecks.diagnostics(context, written: diagnostics, inputs: localization))
        }
        // The images of `assets`, from the catalogs the caller read (as it reads the tables).
        if let assets = localization?.assets, !assets.isEmpty {
            add(InvalidAssets.diagnostics(assets) + UnknownImage.diagnostics(context, assets: assets))
        }

        let directives = SuppressionDirective.find(in: tree, lines: lines, knownRules: RuleRegistry.ids)
        var pass = SuppressionPass(directives: directives, lines: lines)
        diagnostics = pass.filter(diagnostics)
        if let severity = level(InvalidSuppression.id, InvalidSuppression.defaultSeverity) {
            diagnostics += pass.filter(InvalidSuppression.report(directives, severity: severity))
        }
        if let severity = level(UnusedSuppression.id, UnusedSuppression.defaultSeverity) {
            diagnostics += UnusedSuppression.report(&pass, tree: tree, severity: severity,
                                                    unread: unreadRules(file.localizationRequest, localization))
        }
        diagnostics.sort(by: Diagnostic.specOrder)
        return LintResult(tree: tree, diagnostics: diagnostics, lineIndex: lines,
                          model: context.model, attributes: context.attributes, suppressed: pass.suppressed)
    }

    /// The rules that report from inputs the caller did not read: the
    /// string tables (or project) the file names when `localization` is
    /// nil, the asset catalogs when none came in. A directive naming one of
    /// them may be used by what those inputs would show, so it is not
    /// reported unused (`generate swift` reads neither).
    static func unreadRules(_ request: LocalizationRequest, _ localization: LocalizationInputs?) -> Set<String> {
        var unread: Set<String> = []
        if localization == nil && request.needsTables { unread.formUnion(LocalizedTitleChecks.rules) }
        if !request.assets.isEmpty && (localization?.assets.isEmpty ?? true) { unread.formUnion([InvalidAssets.id, UnknownImage.id]) }
        return unread
    }
}
