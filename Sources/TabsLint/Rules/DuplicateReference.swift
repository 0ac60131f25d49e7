import TabsSyntax

/// Flags the same id twice in one list (`cached`, `retired`, one tab's
/// `formerly`), the same condition twice in one `when`, or the same
/// language twice in `languages`.
public enum DuplicateReference: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-reference", category: .references, defaultSeverity: .warning,
        summary: "the same id twice in one list, the same condition twice in one `when`, or the same language twice in `languages`",
        rationale: "A repeated id adds nothing and usually hides a typo: the id that was meant is missing from the list.",
        failing: "defaults { cached home, home }\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults { cached home }\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Remove the repeated id; `--fix` does. (The same id in two tabs' `formerly` lists is `duplicate-id`.) In `languages`, tags are compared without regard to case and with `-` and `_` the same, so `pt-BR` repeats `pt_br`.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        // Ids compared as written; languages as tags (`pt-BR` is `pt_br`). A
        // tab's `formerly` lists only when some declared tab has former ids.
        let listsFormerIDs = context.model.tabs.contains { !$0.formerly.isEmpty }
        var found: [Diagnostic] = []
        for record in context.attributes {
            switch (record.block, record.name) {
            case (.defaults, "cached"), (.defaults, "retired"), (.defaults, "languages"): break
            case (.tab, "formerly") where listsFormerIDs: break
            case (.tab, "when"), (.section, "when"): break
            default: continue
            }
            // Each value that repeats an earlier one (a language: one that names the same language).
            let languages = record.name == "languages"
            var seen: [String: ByteRange] = [:]
            for (value, token) in zip(record.values, record.validValues) {
                let text = value.value
                let key = languages ? LanguageTags.normalized(text) : text
                guard let first = seen[key] else {
                    seen[key] = value.range
                    continue
                }
                let shown = languages ? languageList([text]) : "`\(text)`"
                found.append(diagnostic(value.range,
                    "\(languages ? "the language " : "")\(shown) is already listed in `\(record.name)`; remove the repeat",
                    related: [RelatedLocation(range: first, message: "first listed here")],
                    fix: Fix(message: "remove the repeated \(shown)", applicability: .safe,
                             edits: [Edits.removeValue(token, of: record.syntax, in: context.tree)])))
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }
}
