import TabsSyntax

public enum MissingIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "missing-icon", category: .icons, defaultSeverity: .warning,
        summary: "a tab has neither an `icon` nor an `image` statement",
        rationale: "Tab bars and sidebars show an icon beside (or above) each title; a tab without one leaves a gap and looks broken next to the others. An SF Symbol (`icon`) or an image from the app's asset catalog (`image`) fills it.",
        failing: "tab home \"Home\"\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Add `icon \"name\"` with an SF Symbol name, or `image \"name\"` with an image from the app's asset catalog.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.model.tabs.compactMap { tab in
            guard tab.iconKeyword == nil, tab.imageKeyword == nil else { return nil }
            return diagnostic(tab.idRange, "tab `\(tab.id)` has no icon; add `icon \"name\"` with an SF Symbol name, or `image \"name\"` from the app's asset catalog")
        }
    }
}
