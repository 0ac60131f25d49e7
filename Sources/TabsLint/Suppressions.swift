import TabsSyntax

/// A `# tablint-disable-…` comment.
public struct SuppressionDirective: Sendable {
    public enum Scope: Sendable, Equatable { case line(Int), nextLine(Int), file }
    public var scope: Scope
    public var rules: [String]
    public var range: ByteRange
    /// Why it is invalid (names no rule, an unknown rule, or `syntax-error`); it then suppresses nothing.
    public var problem: String?

    /// Finds directives in the comments of a file. Reasons may follow ` -- `.
    public static func find(in tree: SyntaxTree, lines: LineIndex, knownRules: Set<String>) -> [SuppressionDirective] {
        var found: [SuppressionDirective] = []
        for token in tree.tokens where token.kind == .comment {
            // Cheap test on bytes first: most comments are not directives.
            var i = token.start + 1
            while i < token.end && (tree.bytes[i] == 0x20 || tree.bytes[i] == 0x09) { i += 1 }
            guard i <= token.end, tree.bytes[i..<token.end].starts(with: "tablint-".utf8) else { continue }
            let text = String(decoding: tree.bytes[i..<token.end], as: UTF8.self)
            let words = text.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            let keyword = words.first.map(String.init) ?? ""
            var rest = words.count > 1 ? String(words[1]) : ""
            if let reason = rest.firstRange(of: "--") { rest = String(rest[..<reason.lowerBound]) }
            let line = lines.lineIndex(of: token.start)
            let scope: Scope
            switch keyword {
            case "tablint-disable-line": scope = .line(line)
            case "tablint-disable-next-line": scope = .nextLine(line + 1)
            case "tablint-disable-file": scope = .file
            default:
                found.append(SuppressionDirective(scope: .file, rules: [], range: token.range,
                    problem: "unknown directive `\(keyword.prefix(40))`: use `tablint-disable-line`, `tablint-disable-next-line` or `tablint-disable-file` followed by rule ids"))
                continue
            }
            let rules = rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            var problem: String?
            if rules.isEmpty {
                problem = "`\(keyword)` names no rule: add the rule ids to suppress, like `\(keyword) missing-icon`"
            } else if rules.contains("syntax-error") {
                problem = "`syntax-error` cannot be suppressed: fix the syntax instead"
            } else if let unknown = rules.first(where: { !knownRules.contains($0) }) {
                let hint = EditDistance.closest(to: unknown, in: knownRules.sorted()).map { "; did you mean `\($0)`?" }
                    ?? "; `tablint rules` lists the rule ids"
                problem = "unknown rule `\(unknown.prefix(60))` in `\(keyword)`\(hint)"
            }
            found.append(SuppressionDirective(scope: scope, rules: rules, range: token.range, problem: problem))
        }
        return found
    }
}

/// What the final pass (`FinalPassRule`) receives: the file's directives,
/// the other rules' reports that no directive silenced (`kept`), and which
/// directives silenced one (`used`).
public struct SuppressionResults: Sendable {
    var directives: [SuppressionDirective]
    /// The directives (by index) that silenced a diagnostic.
    var used = Set<Int>()
    let lines: LineIndex
    /// The reports given, less those a directive silenced.
    public private(set) var kept: [Diagnostic] = []

    /// The directives of the context's file, with `reports` gone through them.
    init(_ context: LintContext, reports: [Diagnostic]) {
        directives = SuppressionDirective.find(in: context.tree, lines: context.lines, knownRules: RuleRegistry.ids)
        lines = context.lines
        kept = filter(reports)
    }

    /// Removes suppressed diagnostics, marking the directives that did it.
    mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        return diagnostics.filter { d in
            d.rule == SyntaxError.id || !suppresses(d.rule, at: d.range.start)
        }
    }

    /// Whether a valid directive (other than the one at index `excluded`)
    /// silences a diagnostic of `rule` starting at byte `offset`; marks
    /// every directive that does as used.
    mutating func suppresses(_ rule: String, at offset: Int, except excluded: Int? = nil) -> Bool {
        let line = lines.lineIndex(of: offset)
        var suppressed = false
        for (k, directive) in directives.enumerated()
        where k != excluded && directive.problem == nil && directive.rules.contains(rule) {
            let applies = switch directive.scope {
            case .file: true
            case .line(let l), .nextLine(let l): l == line
            }
            if applies { used.insert(k); suppressed = true }
        }
        return suppressed
    }
}
