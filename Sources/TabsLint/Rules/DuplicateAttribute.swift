import TabsSyntax

public enum DuplicateAttribute: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-attribute", category: .structure, defaultSeverity: .error,
        summary: "the same attribute twice in one block",
        rationale: "Only the first statement counts, so the second one is dead text that a reader may take for the real value.",
        failing: "tab home \"Home\" {\n    icon \"house\"\n    icon \"house.circle\"\n}\n",
        passing: "tab home \"Home\" {\n    icon \"house\"\n}\n",
        fix: "Keep one statement. `--fix` removes the second one.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let records = context.attributes
        // Tests a field in place before copying a record (a copy retains its arrays).
        return records.indices.compactMap { i in
            guard let first = records[i].firstOccurrence else { return nil }
            let record = records[i]
            return diagnostic(record.nameRange,
                              "`\(record.name)` is already set in this \(record.block.rawValue) block; only the first one counts, remove this one",
                              related: [RelatedLocation(range: first, message: "first set here")],
                              fix: Fix(message: "remove the second `\(record.name)`", applicability: .safe,
                                       edits: [Edits.removeStatement(record.syntax.tokenSpan, in: context.tree)]))
        }
    }
}
