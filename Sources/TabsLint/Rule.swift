import TabsSyntax

/// A rule's documentation: `tablint explain` prints it, and a test checks
/// that `failing` triggers the rule and `passing` does not.
public struct RuleDocumentation: Sendable {
    /// The rule's kebab-case id.
    public var id: String
    public var category: RuleCategory
    public var defaultSeverity: Severity
    /// One line: what the rule flags.
    public var summary: String
    /// What the rule flags and why (the platform fact behind it).
    public var rationale: String
    public var failing: String
    public var passing: String
    /// How to fix it (and what `--fix` does, when it can).
    public var fix: String
}

public enum RuleCategory: String, Sendable {
    case syntax, structure, titles, ids = "stable ids", cached = "cached tabs"
    case references = "references and selection", placements = "placements and roles", icons, suppressions
}

#if compiler(>=6.2)
/// Rule types are used from any thread (the registry is one global list,
/// and the CLI checks files on several threads at once); they keep no state.
public protocol RuleType: SendableMetatype {}
#else
public protocol RuleType {}
#endif

/// A rule: one file, one type, one kebab-case id. Rules get everything
/// through the context, what the edge read for the file included (string
/// tables, asset catalogs, the earlier revision), and keep no state.
public protocol Rule: RuleType {
    static var documentation: RuleDocumentation { get }
    /// What the rule reads beyond the file (none by default): the edge
    /// reads it and hands it in through the context.
    static var reads: Set<RuleInput> { get }
    static func check(_ context: LintContext) -> [Diagnostic]
}

/// What a rule may read beyond the file, each in `LintContext`.
public enum RuleInput: Sendable, Hashable {
    /// The symbol catalog (`catalog`).
    case symbolCatalog
    /// The string tables and the project `languages` names (`localization`, `languages`).
    case stringTables
    /// The asset catalogs `assets` names (`localization`).
    case assetCatalogs
    /// The file at the `--against` revision (`previous`).
    case earlierRevision
}

/// A rule of the final pass: it judges the other rules' results, so it
/// runs after all of them (`Linter.check` runs the registry's rules, then
/// these in registry order), on `results`: the other rules' reports gone
/// through the file's suppression directives. Its `check(_:)` alone judges
/// a file whose other rules reported nothing.
public protocol FinalPassRule: Rule {
    static func check(_ context: LintContext, after results: inout SuppressionResults) -> [Diagnostic]
}

extension FinalPassRule {
    public static func check(_ context: LintContext) -> [Diagnostic] {
        var results = SuppressionResults(context, reports: [])
        return check(context, after: &results)
    }
}

extension Rule {
    public static var reads: Set<RuleInput> { [] }
    public static var id: String { documentation.id }
    public static var category: RuleCategory { documentation.category }
    public static var defaultSeverity: Severity { documentation.defaultSeverity }
    public static var summary: String { documentation.summary }

    /// A diagnostic of this rule at its default severity (the engine applies the configured one).
    public static func diagnostic(_ range: ByteRange, _ message: String,
                                  related: [RelatedLocation] = [], fix: Fix? = nil) -> Diagnostic {
        Diagnostic(rule: id, severity: defaultSeverity, message: message, range: range, related: related, fix: fix)
    }

    /// Runs `check` once per app platform (or once per one of `platforms`)
    /// and merges the failures that land at the same place with the same
    /// message into one diagnostic whose message names their platforms (a
    /// platform whose message differs gets a diagnostic of its own).
    static func perPlatform(_ context: LintContext, _ platforms: [Platform]? = nil,
                            _ check: (Platform) -> (range: ByteRange, message: String)?) -> [Diagnostic] {
        var found: [(range: ByteRange, message: String, platforms: [Platform])] = []
        for platform in platforms ?? context.model.appPlatforms {
            guard let failure = check(platform) else { continue }
            if let k = found.firstIndex(where: { $0.range == failure.range && $0.message == failure.message }) {
                found[k].platforms.append(platform)
            } else {
                found.append((failure.range, failure.message, [platform]))
            }
        }
        return found.map { f in
            let suffix = context.model.namesPlatforms ? " (on \(f.platforms.map(\.rawValue).joined(separator: ", ")))" : ""
            return diagnostic(f.range, f.message + suffix)
        }
    }
}

/// Names as code, joined as a sentence does: "`a`", "`a` and `b`", "`a`, `b` and `c`".
public func codeList(_ names: [String]) -> String {
    let code = names.map { "`\($0)`" }
    guard let last = code.last, code.count > 1 else { return code.first ?? "" }
    return code.dropLast().joined(separator: ", ") + " and " + last
}

extension Model {
    /// "with `a` and `b`: ", naming the conditions of the conditional tabs
    /// among `indexes`, when a count of those tabs crosses `limit` only
    /// because of them (the tabs without `when` alone do not); else "".
    public func onlyWithConditions(_ indexes: [Int], over limit: Int) -> String {
        guard indexes.filter({ tabs.indices.contains($0) && !tabs[$0].isConditional }).count <= limit else { return "" }
        let names = conditions(of: indexes)
        return names.isEmpty ? "" : "with \(codeList(names)): "
    }
}

/// Everything a rule may look at: the tree, the model and its line index,
/// and what the edge read for the file (the symbol catalog, the earlier
/// revision, the string tables and asset catalogs), with what several
/// rules share computed once. No I/O, no globals.
public struct LintContext: Sendable {
    public let tree: SyntaxTree
    public let model: Model
    public let attributes: [AttributeRecord]
    public let lines: LineIndex
    public let catalog: SymbolCatalog?
    /// The model of the file at the `--against` revision, when compared.
    public let previous: Model?
    /// The string tables, project and asset catalogs the edge read for the
    /// file's `localizationRequest`; nil when it read none (then only what
    /// needs no file is checked: `languages` tags without `strings`).
    public let localization: LocalizationInputs?
    /// The titles as written, as the title rules (`TitleRule`) read them.
    public let writtenTitles: ShownTitles
    /// The languages the title rules check again, once for them all; nil
    /// without `strings` and `languages`, or without the tables they name.
    public let languages: LanguagePasses?

    public init(tree: SyntaxTree, catalog: SymbolCatalog? = nil, previous: SyntaxTree? = nil,
                lines: LineIndex? = nil, localization: LocalizationInputs? = nil) {
        let (model, attributes) = Model.build(tree)
        self.init(tree: tree, model: model, attributes: attributes, lines: lines ?? LineIndex(tree.bytes),
                  catalog: catalog, previous: previous.map { Model.build($0).0 }, localization: localization)
    }

    /// The context of a file already checked (its tree, model and line
    /// index), without its tables, catalogs or earlier revision: for a
    /// caller that runs some rules again.
    public init(_ result: LintResult) {
        self.init(tree: result.tree, model: result.model, attributes: result.attributes, lines: result.lineIndex,
                  catalog: nil, previous: nil, localization: nil)
    }

    init(tree: SyntaxTree, model: Model, attributes: [AttributeRecord], lines: LineIndex,
         catalog: SymbolCatalog?, previous: Model?, localization: LocalizationInputs?) {
        self.tree = tree
        self.model = model
        self.attributes = attributes
        self.lines = lines
        self.catalog = catalog
        self.previous = previous
        // `languages` tags alone need nothing read: checked without a caller's tables too.
        let request = LocalizationRequest(model: model)
        self.localization = localization ?? (request.needsTables ? nil : LocalizationInputs())
        self.writtenTitles = model.writtenTitles
        self.languages = self.localization.flatMap { LanguagePasses(model: model, inputs: $0) }
    }
}

/// Text edits that the rules share.
public enum Edits {
    /// Removes a whole statement (a member of a block): its line when it is
    /// alone on it, else the statement and its `;`.
    public static func removeStatement(_ span: Range<Int>, in tree: SyntaxTree) -> TextEdit {
        let tokens = tree.tokens
        guard span.lowerBound < tokens.count else { return TextEdit(range: .empty(at: tree.bytes.count), newText: "") }
        var first = span.lowerBound
        var last = min(span.upperBound, tokens.count) - 1
        while last > first && tokens[last].kind.isTrivia && tokens[last].kind != .comment { last -= 1 }
        // Alone on its line: only white space before it.
        var before = first - 1
        while before >= 0 && tokens[before].kind == .whitespace { before -= 1 }
        let lineLeading = before < 0 || tokens[before].kind == .newline || tokens[before].kind == .byteOrderMark
        let after = last + 1 < tokens.count ? last + 1 : last
        let terminator = tokens[after]
        if lineLeading && terminator.kind == .newline {
            let start = before < 0 ? 0 : tokens[before].end
            return TextEdit(range: ByteRange(start, terminator.end), newText: "")
        }
        if terminator.kind == .semicolon {
            var end = after + 1
            while end < tokens.count && tokens[end].kind == .whitespace { end += 1 }
            return TextEdit(range: ByteRange(tokens[first].start, tokens[min(end, tokens.count - 1)].start), newText: "")
        }
        // `a; b }`: take the `;` before it along.
        if before >= 0 && tokens[before].kind == .semicolon {
            first = before
            var b = before - 1
            while b >= 0 && tokens[b].kind == .whitespace { b -= 1 }
            return TextEdit(range: ByteRange(tokens[b + 1].start, tokens[last].end), newText: "")
        }
        return TextEdit(range: ByteRange(tokens[first].start, tokens[last].end), newText: "")
    }

    /// Removes one value from a list attribute, with the comma that joins it.
    public static func removeValue(_ value: TokenIndex, of attribute: Attribute, in tree: SyntaxTree) -> TextEdit {
        let values = Array(tree.values(of: attribute))
        guard values.count > 1, let position = values.firstIndex(of: value) else {
            return removeStatement(attribute.tokenSpan, in: tree)
        }
        if position > 0 {
            // From the end of the previous value to the end of this one: `, b`.
            return TextEdit(range: ByteRange(tree.range(of: values[position - 1]).end, tree.range(of: value).end), newText: "")
        }
        // The first of several: `a, ` up to the next value.
        return TextEdit(range: ByteRange(tree.range(of: value).start, tree.range(of: values[1]).start), newText: "")
    }

    /// Appends `, text` after the last value of a list.
    public static func appendValue(_ text: String, after last: ByteRange) -> TextEdit {
        TextEdit(range: .empty(at: last.end), newText: ", " + text)
    }
}
