import TabsSyntax

public enum UnknownIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "unknown-icon", category: .icons, defaultSeverity: .warning,
        summary: "a symbol catalog is configured and does not list the icon",
        rationale: "A name the system does not know shows no image in the tab bar. Runs only with a symbol catalog (`symbols` in the configuration, `--symbols`, or the system's on macOS).",
        failing: "# with --symbols listing \"house\"\ntab home \"Home\" { icon \"hose\" }\n",
        passing: "# with --symbols listing \"house\"\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Use a name the catalog lists. With `--unsafe-fixes`, a name within two edits of a catalog name is replaced by it.")

    public static let reads: Set<RuleInput> = [.symbolCatalog]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let catalog = context.catalog else { return [] }
        return context.model.tabs.compactMap { tab in
            guard let name = tab.icon?.value, let range = tab.icon?.range, Icons.isWellFormed(name), !catalog.contains(name),
                  catalog.renamedTo(name) == nil else { return nil }
            let closest = catalog.closestName(to: name)
            var message = "the symbol catalog has no symbol named \(quoted(name))"
            if let closest { message += "; did you mean \(quoted(closest))?" } else { message += "; check the name in the SF Symbols app" }
            let fix = closest.map {
                Fix(message: "replace with \(quoted($0))", applicability: .unsafe,
                    edits: [TextEdit(range: range, newText: quoted($0, limit: .max))])
            }
            return diagnostic(range, message, fix: fix)
        }
    }
}
