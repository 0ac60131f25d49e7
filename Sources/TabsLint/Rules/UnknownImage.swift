import TabsSyntax

/// It reads the asset catalogs the edge read for the file (`LintContext.localization`).
public enum UnknownImage: Rule {
    public static let documentation = RuleDocumentation(
        id: "unknown-image", category: .icons, defaultSeverity: .warning,
        summary: "`assets` is given and no listed asset catalog provides the `image` name",
        rationale: "`Image(\"NAME\")` finds nothing for a name the app's asset catalogs lack, and the tab shows no picture. A catalog provides a name for each `NAME.imageset` or `NAME.symbolset` folder, prefixed by the folders above it whose `Contents.json` says `\"provides-namespace\": true` (`Tabs/home`); names match case-sensitively. Runs only when every listed catalog could be read. The examples sit next to a catalog `Assets.xcassets` whose namespace folder `Tabs` holds `home.imageset`.",
        failing: "defaults { assets \"Assets.xcassets\" }\ntab home \"Home\" { image \"Tabs/hone\" }\n",
        passing: "defaults { assets \"Assets.xcassets\" }\ntab home \"Home\" { image \"Tabs/home\" }\n",
        fix: "Use a name a catalog provides, or list the catalog that holds the image in `assets`. With `--unsafe-fixes`, a name within two edits of a provided one is replaced by it.")

    public static let reads: Set<RuleInput> = [.assetCatalogs]

    /// Reads the asset catalogs of the context's `assets` (`LintContext.localization`).
    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let assets = context.localization?.assets, !assets.isEmpty else { return [] }
        return diagnostics(context, assets: assets)
    }

    /// One warning per tab whose image no catalog provides, when every catalog could be read.
    static func diagnostics(_ context: LintContext, assets: [AssetsEntry]) -> [Diagnostic] {
        var names: Set<String> = []
        for entry in assets {
            guard case .success(let catalog) = entry.result else { return [] }
            names.formUnion(catalog.names)
        }
        // Sorted, so that ties between suggestions go the same way every time.
        var sorted: [String]?
        return context.model.tabs.compactMap { tab in
            guard let name = tab.image?.value, let range = tab.image?.range, !names.contains(name) else { return nil }
            if sorted == nil { sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
            let closest = EditDistance.closest(to: name, in: sorted ?? [])
            var message = assets.count == 1
                ? "the asset catalog \(quoted(assets[0].path)) has no image named \(quoted(name))"
                : "none of the asset catalogs of `assets` has an image named \(quoted(name))"
            message += closest.map { "; did you mean \(quoted($0))?" } ?? "; add it to a catalog, or list the catalog that holds it"
            let fix = closest.map {
                Fix(message: "replace with \(quoted($0))", applicability: .unsafe,
                    edits: [TextEdit(range: range, newText: quoted($0, limit: .max))])
            }
            return diagnostic(range, message, fix: fix)
        }
    }
}
