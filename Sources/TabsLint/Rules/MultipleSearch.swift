import TabsSyntax

public enum MultipleSearch: Rule {
    public static let documentation = RuleDocumentation(
        id: "multiple-search", category: .placements, defaultSeverity: .error,
        summary: "more than one tab has role `search` (with or without `action`)",
        rationale: "`TabRole.search` marks the system search tab, which the tab bar places apart and morphs into a search field; there is one per tab view.",
        failing: "tab home \"Home\" { icon \"house\" }\ntab find \"Find\" { icon \"magnifyingglass\"; role search }\ntab lookup \"Look Up\" { icon \"text.magnifyingglass\"; role search }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab find \"Find\" { icon \"magnifyingglass\"; role search }\n",
        fix: "Keep `role search` on one tab.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        RoleCount.extra(.search, context).map { role, first in
            diagnostic(role, "only one tab can have role `search`, and tab `\(first.1)` already has it; remove this one",
                       related: [RelatedLocation(range: first.0, message: "the first search tab")])
        }
    }
}

/// The role values after the first of their kind.
enum RoleCount {
    static func extra(_ role: Role, _ context: LintContext) -> [(ByteRange, (ByteRange, String))] {
        var first: (ByteRange, String)?
        var result: [(ByteRange, (ByteRange, String))] = []
        for tab in context.model.tabs {
            guard let r = tab.role, r.value == role else { continue }
            if let first { result.append((r.range, first)) } else { first = (r.range, tab.id) }
        }
        return result
    }
}
