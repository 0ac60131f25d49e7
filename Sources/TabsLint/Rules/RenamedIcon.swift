import TabsSyntax

public enum RenamedIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "renamed-icon", category: .icons, defaultSeverity: .warning,
        summary: "the catalog's aliases list the icon as an old name of another symbol",
        rationale: "Apple renames symbols between releases and keeps the old names as aliases for a while; the new name is the one that keeps working.",
        failing: "# with a catalog whose name_aliases.strings maps \"gear\" to \"gearshape\"\ntab settings \"Settings\" { icon \"gear\" }\n",
        passing: "# with a catalog whose name_aliases.strings maps \"gear\" to \"gearshape\"\ntab settings \"Settings\" { icon \"gearshape\" }\n",
        fix: "Use the new name; `--fix` does.")

    public static let reads: Set<RuleInput> = [.symbolCatalog]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let catalog = context.catalog else { return [] }
        return context.model.tabs.compactMap { tab in
            guard let name = tab.icon?.value, let range = tab.icon?.range, let new = catalog.renamedTo(name), new != name else { return nil }
            return diagnostic(range, "\(quoted(name)) is an old name of the symbol \(quoted(new)); use the new name",
                              fix: Fix(message: "use \(quoted(new))", applicability: .safe,
                                       edits: [TextEdit(range: range, newText: quoted(new, limit: .max))]))
        }
    }
}
