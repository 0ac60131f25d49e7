import TabsSyntax

public enum SyntaxError: Rule {
    public static let documentation = RuleDocumentation(
        id: "syntax-error", category: .syntax, defaultSeverity: .error,
        summary: "the text does not follow the `.tabs` grammar or its lexical rules",
        rationale: "A file that does not parse cannot be trusted by the app or by tablint. The parser recovers at the next statement or closing brace, so the rest of the file is still checked, but the broken statement counts as absent.",
        failing: "tab home \"Home {\n    icon \"house\"\n}\n",
        passing: "tab home \"Home\" {\n    icon \"house\"\n}\n",
        fix: "Correct the text at the reported position: close the string or the block, remove the stray character, or move the statement to its own line.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.tree.errors.map { e in
            diagnostic(e.range, e.message,
                       related: e.relatedRange.map { [RelatedLocation(range: $0, message: e.relatedMessage)] } ?? [])
        }
    }
}
