import TabsSyntax

/// Flags the same id twice in one list (`cached`, `retired`).
public enum DuplicateReference: Rule {
    public static let id = "duplicate-reference"
    public static let category = RuleCategory.references
    public static let defaultSeverity = Severity.warning
    public static let summary = "the same id twice in one list"
    public static let documentation = RuleDocumentation(
        rationale: "A repeated id adds nothing and usually hides a typo: the id that was meant is missing from the list.",
        failing: "defaults { cached home, home }\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults { cached home }\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Remove the repeated id; `--fix` does.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let tree = context.tree
        var found: [Diagnostic] = []
        let records = context.attributes
        for i in records.indices where records[i].block == .defaults && (records[i].name == "cached" || records[i].name == "retired") {
            let record = records[i]
            var seen: [String: ByteRange] = [:]
            for value in record.validValues {
                let id = tree.text(of: value)
                if let first = seen[id] {
                    found.append(diagnostic(tree.range(of: value),
                        "`\(id)` is already listed in `\(record.name)`; remove the repeat",
                        related: [RelatedLocation(range: first, message: "first listed here")],
                        fix: Fix(message: "remove the repeated `\(id)`", applicability: .safe,
                                 edits: [Edits.removeValue(value, of: record.syntax, in: tree)])))
                } else {
                    seen[id] = tree.range(of: value)
                }
            }
        }
        return found
    }
}
