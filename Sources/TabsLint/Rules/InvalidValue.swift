import TabsSyntax

public enum InvalidValue: Rule {
    public static let documentation = RuleDocumentation(
        id: "invalid-value", category: .structure, defaultSeverity: .error,
        summary: "wrong count or kind of values, an unknown enum value, `limit` outside 1 to 5, a malformed `deployment`",
        rationale: "An invalid value counts as absent, so the default applies instead of what was written: `placement pined` leaves the tab at `automatic`.",
        failing: "tab home \"Home\" {\n    icon \"house\"\n    placement pined\n}\n",
        passing: "tab home \"Home\" {\n    icon \"house\"\n    placement pinned\n}\n",
        fix: "Write a value of the kind the attribute takes. With `--unsafe-fixes`, an enum value within two edits of a valid one is replaced by it.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let records = context.attributes
        return records.indices.compactMap { i in
            records[i].issue.map { diagnostic($0.range, $0.message, fix: $0.fix) }
        }
    }
}
