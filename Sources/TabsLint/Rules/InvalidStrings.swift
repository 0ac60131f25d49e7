import TabsSyntax

/// The reader's verdict on each table and project comes in with what the
/// edge read for the file (`LintContext.languages`).
public enum InvalidStrings: Rule {
    public static let documentation = RuleDocumentation(
        id: "invalid-strings", category: .titles, defaultSeverity: .error,
        summary: "a `strings` path, or a `languages` project, is missing, unreadable, outside the repository, or not a valid string table or project",
        rationale: "The per-language title checks can only read tables that exist, lie inside the repository (the nearest directory holding `.git`, else the `.tabs` file's directory; symbolic links resolved) and are a String Catalog, a `.strings` or `.stringsdict` file in a `LANG.lproj` folder, or a directory of `.lproj` folders. A table that fails is skipped and the others are still read. The message gives the reason, with the line and column for a syntax error, and never quotes the table's content; a table over 64 MiB, or JSON or a `.stringsdict` nested deeper than 128 levels, is refused. The examples sit next to a valid `Localizable.xcstrings` and no `Missing.xcstrings`.",
        failing: "defaults { strings \"Missing.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults { strings \"Localizable.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Correct the path (it is relative to the `.tabs` file), or fix the table at the line and column given.")

    public static let reads: Set<RuleInput> = [.stringTables]

    /// Reads what the edge made of the context's `strings` entries and `languages` project (`LintContext.languages`).
    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let passes = context.languages else { return [] }
        return diagnostics(passes.entries) + (passes.project.map { diagnostics($0) } ?? [])
    }

    /// The error of a `languages` project that could not be used, at its path string.
    static func diagnostics(_ project: ProjectEntry) -> [Diagnostic] {
        guard case .failure(let error) = project.result else { return [] }
        return [diagnostic(project.range,
            "cannot use the Xcode project \(quoted(project.path)) for `languages`: \(error.reason); every language of the tables is checked")]
    }

    /// One error per entry that could not be read, at its path string.
    static func diagnostics(_ entries: [StringsEntry]) -> [Diagnostic] {
        entries.compactMap { entry in
            guard case .failure(let error) = entry.result else { return nil }
            return diagnostic(entry.range, "cannot use the string table \(quoted(entry.path)): \(error.reason)")
        }
    }
}
