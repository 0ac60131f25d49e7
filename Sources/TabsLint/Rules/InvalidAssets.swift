import TabsSyntax

/// The reader's verdict on each catalog comes in with what the edge read
/// for the file (`LintContext.localization`).
public enum InvalidAssets: Rule {
    public static let documentation = RuleDocumentation(
        id: "invalid-assets", category: .icons, defaultSeverity: .error,
        summary: "an `assets` path is missing, unreadable, outside the repository, or not a folder named `*.xcassets`",
        rationale: "`unknown-image` can only look names up in catalogs it can read: folders named `*.xcassets` inside the repository (the nearest directory holding `.git`, else the `.tabs` file's directory; symbolic links resolved). While a listed catalog fails, `unknown-image` does not run. The message gives the reason without quoting the catalog's files; a catalog nested more than 32 folders deep or holding more than 100,000 entries, or a group `Contents.json` that is not valid JSON, is refused. The examples sit next to a catalog `Assets.xcassets` and no `Missing.xcassets`.",
        failing: "defaults { assets \"Missing.xcassets\" }\ntab home \"Home\" { image \"Tabs/home\" }\n",
        passing: "defaults { assets \"Assets.xcassets\" }\ntab home \"Home\" { image \"Tabs/home\" }\n",
        fix: "Correct the path (it is relative to the `.tabs` file) so that it names the app's asset catalog folder.")

    public static let reads: Set<RuleInput> = [.assetCatalogs]

    /// Reads what the edge made of the context's `assets` entries (`LintContext.localization`).
    public static func check(_ context: LintContext) -> [Diagnostic] { diagnostics(context.localization?.assets ?? []) }

    /// One error per catalog that could not be read, at its path string.
    static func diagnostics(_ assets: [AssetsEntry]) -> [Diagnostic] {
        assets.compactMap { entry in
            guard case .failure(let error) = entry.result else { return nil }
            return diagnostic(entry.range, "cannot use the asset catalog \(quoted(entry.path)): \(error.reason)")
        }
    }
}
