import TabsSyntax

/// Flags a valid suppression directive that suppressed nothing (docs/rules.md,
/// "Suppressions"). A directive is used when any rule it names suppressed
/// a diagnostic; diagnostics of rules turned off do not count, since they
/// are never made.
///
/// A directive may name `unused-suppression` itself, to silence other
/// directives' reports (`# tablint-disable-file unused-suppression`): it is
/// then used when it silenced one, and reported like any other directive
/// when it silenced nothing. Its own report is never silenced by itself.
///
/// It runs in the final pass, after every other rule's diagnostics and the
/// `invalid-suppression` reports (it comes after that rule in the registry)
/// have gone through the directives, since only then is it known which
/// were used.
public enum UnusedSuppression: FinalPassRule {
    public static let documentation = RuleDocumentation(
        id: "unused-suppression", category: .suppressions, defaultSeverity: .warning,
        summary: "a directive suppressed nothing",
        rationale: "A stale directive would silently hide the next real problem on its line; remove it once the problem it silenced is gone.",
        failing: "tab home \"Home\" { icon \"house\" } # tablint-disable-line missing-icon\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Remove the directive; `--fix` does.")

    /// The reports of the directives `pass` has not marked used, less the
    /// ones another directive naming this rule silences (which marks that
    /// directive used, so it is not reported either), and less those that
    /// name a rule reading an input the edge did not read for the file
    /// (`unreadRules`: whether they are used is not known).
    public static func check(_ context: LintContext, after pass: inout SuppressionResults) -> [Diagnostic] {
        let tree = context.tree
        let unread = unreadRules(context)
        let candidates = pass.directives.indices.filter {
            pass.directives[$0].problem == nil && !pass.used.contains($0) && unread.isDisjoint(with: pass.directives[$0].rules)
        }
        let silenced = Set(candidates.filter { pass.suppresses(id, at: pass.directives[$0].range.start, except: $0) })
        var found: [Diagnostic] = []
        for k in candidates where !silenced.contains(k) && !pass.used.contains(k) {
            let d = pass.directives[k]
            let names = d.rules.map { "`\($0)`" }.joined(separator: ", ")
            found.append(diagnostic(d.range,
                "this directive suppresses nothing: no \(names) diagnostic \(d.scope == .file ? "in this file" : "on the line it covers"); remove it",
                fix: Fix(message: "remove the unused directive", applicability: .safe, edits: [removeComment(d.range, in: tree)])))
        }
        return found
    }

    /// The rules that read an input the file names and the edge did not
    /// read for it: the string tables (or project) when it read none, the
    /// asset catalogs when none came in (`generate swift` reads neither).
    /// A directive naming one of them may be used by what that input would show.
    static func unreadRules(_ context: LintContext) -> Set<String> {
        let request = LocalizationRequest(model: context.model)
        var unread: Set<RuleInput> = []
        if context.localization == nil && request.needsTables { unread.insert(.stringTables) }
        if !request.assets.isEmpty && (context.localization?.assets.isEmpty ?? true) { unread.insert(.assetCatalogs) }
        guard !unread.isEmpty else { return [] }
        return Set(RuleRegistry.rules.filter { !unread.isDisjoint(with: $0.reads) }.map { $0.id })
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
