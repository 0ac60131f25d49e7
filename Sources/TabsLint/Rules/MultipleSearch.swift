import TabsSyntax

public enum MultipleSearch: Rule {
    public static let documentation = RuleDocumentation(
        id: "multiple-search", category: .placements, defaultSeverity: .error,
        summary: "more than one tab has role `search` (with or without `action`)",
        rationale: "`TabRole.search` marks the system search tab, which the tab bar places apart and morphs into a search field; there is one per tab view.",
        failing: "tab home \"Home\" { icon \"house\" }\ntab find \"Find\" { icon \"magnifyingglass\"; role search }\ntab lookup \"Look Up\" { icon \"text.magnifyingglass\"; role search }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab find \"Find\" { icon \"magnifyingglass\"; role search }\n",
        fix: "Keep `role search` on one tab.")

    public static func check(_ context: LintContext) -> [Diagnostic] { RoleCount.extra(.search, self, context) }
}

/// The tabs that have a role after the first that has it (`multiple-search`, `multiple-prominent`).
enum RoleCount {
    static func extra(_ role: Role, _ rule: any Rule.Type, _ context: LintContext) -> [Diagnostic] {
        var first: (range: ByteRange, id: String)?
        var found: [Diagnostic] = []
        for tab in context.model.tabs {
            guard let r = tab.role, r.value == role else { continue }
            if let first {
                found.append(rule.diagnostic(r.range, "only one tab can have role `\(role.rawValue)`, and tab `\(first.id)` already has it; remove this one",
                                             related: [RelatedLocation(range: first.range, message: "the first \(role.rawValue) tab")]))
            } else {
                first = (r.range, tab.id)
            }
        }
        return found
    }
}
