import Dispatch
import TabsSyntax

/// What one check of one file produced.
public struct LintResult: Sendable {
    public let tree: SyntaxTree
    /// In spec order: start, end, rule id.
    public let diagnostics: [Diagnostic]
    public let lineIndex: LineIndex
    /// The model the rules saw, and the attribute records they read: every
    /// statement of `defaults`, and elsewhere the statements with something
    /// to report (`Model.build`).
    public let model: Model
    public let attributes: [AttributeRecord]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    public var infoCount: Int { diagnostics.count { $0.severity == .info } }
}

/// The one pure entry point shared by the CLI and the language server:
/// text and settings in, diagnostics out. No I/O.
public enum Linter {
    /// From this size on, the rules run on two threads. In a fresh process
    /// a second thread did not pay on a 212 KB file (no gain beyond the
    /// noise, and more system time), while a 10 MB file took 0.69 s against
    /// 0.74 s. A long-lived caller whose threads are warm (the language
    /// server) passes 64 KB.
    public static let defaultParallelRulesThreshold = 1 << 20

    public static func check(_ bytes: [UInt8], levels: [String: RuleLevel] = [:],
                             catalog: SymbolCatalog? = nil, previous: [UInt8]? = nil,
                             lineIndex: LineIndex? = nil,
                             parallelRulesThreshold: Int = defaultParallelRulesThreshold) -> LintResult {
        let tree = SyntaxTree.parse(bytes)
        let previousTree = previous.map { SyntaxTree.parse($0) }
        let context = LintContext(tree: tree, catalog: catalog, previous: previousTree)
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

        // The rules read the context and nothing else, so on a big file they
        // run on two threads (every other rule each); the results are
        // gathered in registry order, as the sequential loop would give them.
        let rules = RuleRegistry.rules
        let severities = rules.map { level($0.id, $0.defaultSeverity) }
        var perRule: [[Diagnostic]]
        if bytes.count >= parallelRulesThreshold {
            let slots = IndexedResults<[Diagnostic]>(count: rules.count)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for k in stride(from: half, to: rules.count, by: 2) where severities[k] != nil {
                    slots.set(k, rules[k].check(context))
                }
            }
            perRule = slots.all.map { $0 ?? [] }
        } else {
            perRule = rules.indices.map { k in severities[k] == nil ? [] : rules[k].check(context) }
        }
        var diagnostics: [Diagnostic] = []
        for (k, found) in perRule.enumerated() {
            guard k < severities.count, let severity = severities[k] else { continue }
            for var d in found {
                d.severity = severity
                diagnostics.append(d)
            }
        }

        let directives = SuppressionDirective.find(in: tree, lines: lines, knownRules: RuleRegistry.ids)
        var pass = SuppressionPass(directives: directives, lines: lines)
        diagnostics = pass.filter(diagnostics)
        if let severity = level(InvalidSuppression.id, InvalidSuppression.defaultSeverity) {
            let invalid = directives.compactMap { d in
                d.problem.map { Diagnostic(rule: InvalidSuppression.id, severity: severity, message: $0, range: d.range) }
            }
            diagnostics += pass.filter(invalid)
        }
        if let severity = level(UnusedSuppression.id, UnusedSuppression.defaultSeverity) {
            var unused: [Diagnostic] = []
            for (k, d) in pass.directives.enumerated()
            where d.problem == nil && !pass.used[k] && !d.rules.contains(UnusedSuppression.id) {
                let names = d.rules.map { "`\($0)`" }.joined(separator: ", ")
                unused.append(Diagnostic(rule: UnusedSuppression.id, severity: severity,
                                         message: "this directive suppresses nothing: no \(names) diagnostic \(d.scope == .file ? "in this file" : "on the line it covers"); remove it",
                                         range: d.range,
                                         fix: Fix(message: "remove the unused directive", applicability: .safe,
                                                  edits: [removeComment(d.range, in: tree)])))
            }
            diagnostics += pass.filter(unused)
        }
        diagnostics.sort(by: Diagnostic.specOrder)
        return LintResult(tree: tree, diagnostics: diagnostics, lineIndex: lines,
                          model: context.model, attributes: context.attributes)
    }

    /// Removes a comment, and its line when the comment is alone on it.
    static func removeComment(_ range: ByteRange, in tree: SyntaxTree) -> TextEdit {
        let bytes = tree.bytes
        var start = range.start
        while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
        let lineLeading = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
            || (start == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        var end = range.end
        if lineLeading && end < bytes.count {
            if bytes[end] == 0x0D { end += 1 }
            if end < bytes.count && bytes[end] == 0x0A && (end == range.end || bytes[end - 1] == 0x0D) { end += 1 }
            return TextEdit(range: ByteRange(start, end), newText: "")
        }
        return TextEdit(range: ByteRange(start, range.end), newText: "")
    }
}
