import TabsSyntax

public enum DuplicateDefaults: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-defaults", category: .structure, defaultSeverity: .error,
        summary: "a second `defaults` block",
        rationale: "Only the first `defaults` block counts; everything in a later one is ignored.",
        failing: "defaults { selected home }\ndefaults { limit 4 }\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults {\n    selected home\n    limit 4\n}\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Merge the blocks into the first one.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var first: ByteRange?
        var found: [Diagnostic] = []
        for item in context.tree.items {
            guard case .defaults(let d) = item else { continue }
            let range = context.tree.range(of: d.keyword)
            if let first {
                found.append(diagnostic(range, "a file has one `defaults` block and this is a second one, which is ignored; merge it into the first",
                                        related: [RelatedLocation(range: first, message: "the first `defaults` block")]))
            } else {
                first = range
            }
        }
        return found
    }
}
