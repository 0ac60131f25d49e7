import TabsSyntax

public enum FilledIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "filled-icon", category: .icons, defaultSeverity: .info,
        summary: "an icon names the `.fill` variant; tab bars choose the variant themselves",
        rationale: "Tab bars and sidebars pick the outline or the filled variant of a symbol themselves (filled when selected on iOS); naming the `.fill` variant fights that choice and makes every tab look selected.",
        failing: "tab home \"Home\" { icon \"house.fill\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Name the outline symbol; `--fix` drops the `fill` segment unless a configured catalog lacks the outline name.")

    public static let reads: Set<RuleInput> = [.symbolCatalog]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        // Indexed: a whole tab copied for its icon costs more than the check.
        let tabs = context.model.tabs
        return tabs.indices.compactMap { i in
            guard let name = tabs[i].icon?.value, let range = tabs[i].icon?.range, let outline = Icons.outlineName(of: name), Icons.isWellFormed(name) else { return nil }
            let hasOutline = context.catalog.map { $0.contains(outline) } ?? true
            let fix = hasOutline ? Fix(message: "use \(quoted(outline))", applicability: .safe,
                                       edits: [TextEdit(range: range, newText: quoted(outline, limit: .max))]) : nil
            return diagnostic(range,
                "\(quoted(name)) is a filled variant; tab bars choose outline or filled themselves, so name \(quoted(outline))" + (hasOutline ? "" : " (the symbol catalog has no outline variant; keep it or suppress this)"),
                fix: fix)
        }
    }
}
