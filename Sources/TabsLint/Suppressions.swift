import TabsSyntax

/// A `# tablint-disable-…` comment.
public struct SuppressionDirective: Sendable {
    public enum Scope: Sendable, Equatable { case line(Int), nextLine(Int), file }
    public var scope: Scope
    public var rules: [String]
    public var range: ByteRange
    /// Why it is invalid (names no rule, an unknown rule, or `syntax-error`); it then suppresses nothing.
    public var problem: String?
    /// The text after ` -- `, trimmed (nil when there is none): why the
    /// directive is there (docs/language.md, "Suppression comments").
    public var reason: String?

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
            var reason: String?
            if let dashes = rest.firstRange(of: "--") {
                let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
                let text = String(rest[dashes.upperBound...].drop(while: blank).reversed().drop(while: blank).reversed())
                reason = text.isEmpty ? nil : text
                rest = String(rest[..<dashes.lowerBound])
            }
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
            found.append(SuppressionDirective(scope: scope, rules: rules, range: token.range, problem: problem, reason: reason))
        }
        return found
    }
}

/// A diagnostic a directive silenced, with that directive's reason (the
/// preview shows it where the diagnostic would be drawn).
public struct SuppressedDiagnostic: Sendable {
    public var diagnostic: Diagnostic
    public var reason: String?
}

/// What the final pass (`FinalPassRule`) receives: the file's directives,
/// the other rules' reports that no directive silenced (`kept`), which
/// directives silenced one (`used`) and what they silenced (`suppressed`).
public struct SuppressionResults: Sendable {
    var directives: [SuppressionDirective]
    /// The directives (by index) that silenced a diagnostic.
    var used = Set<Int>()
    /// What `filter` removed, in the order it came.
    var suppressed: [SuppressedDiagnostic] = []
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
            guard d.rule != SyntaxError.id, let k = suppressor(d.rule, at: d.range.start) else { return true }
            suppressed.append(SuppressedDiagnostic(diagnostic: d, reason: directives[k].reason))
            return false
        }
    }

    /// Whether a valid directive (other than the one at index `excluded`)
    /// silences a diagnostic of `rule` starting at byte `offset`; marks
    /// every directive that does as used.
    mutating func suppresses(_ rule: String, at offset: Int, except excluded: Int? = nil) -> Bool {
        suppressor(rule, at: offset, except: excluded) != nil
    }

    /// The first valid directive (by index, other than `excluded`) that
    /// silences a diagnostic of `rule` starting at byte `offset`, with a
    /// reason when one of them gives it; marks every directive that does as used.
    mutating func suppressor(_ rule: String, at offset: Int, except excluded: Int? = nil) -> Int? {
        let line = lines.lineIndex(of: offset)
        var found: Int?
        for (k, directive) in directives.enumerated()
        where k != excluded && directive.problem == nil && directive.rules.contains(rule) {
            let applies = switch directive.scope {
            case .file: true
            case .line(let l), .nextLine(let l): l == line
            }
            guard applies else { continue }
            used.insert(k)
            // The first that applies, unless a later one gives a reason the first lacks.
            if let first = found, directives[first].reason != nil || directive.reason == nil { continue }
            found = k
        }
        return found
    }
}
