import TabsSyntax

/// Flags the same id twice in one list (`cached`, `retired`, one tab's
/// `formerly`), or the same language twice in `languages`.
public enum DuplicateReference: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-reference", category: .references, defaultSeverity: .warning,
        summary: "the same id twice in one list, or the same language twice in `languages`",
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
            default: continue
            }
            repeats(in: record.syntax, named: record.name, values: record.validValues, context.tree, into: &found)
        }
        return found.sorted(by: Diagnostic.specOrder)
    }

    /// Reports each value of one list that repeats an earlier one (a
    /// language: one that names the same language).
    static func repeats(in attribute: Attribute, named name: String, values: [TokenIndex], _ tree: SyntaxTree, into found: inout [Diagnostic]) {
        let languages = name == "languages"
        var seen: [String: ByteRange] = [:]
        for value in values {
            let text = tree.token(value).kind == .string ? tree.stringValue(of: value) : tree.text(of: value)
            let key = languages ? LanguageTags.normalized(text) : text
            if let first = seen[key] {
                let shown = languages ? languageList([text]) : "`\(text)`"
                found.append(diagnostic(tree.range(of: value),
                    "\(languages ? "the language " : "")\(shown) is already listed in `\(name)`; remove the repeat",
                    related: [RelatedLocation(range: first, message: "first listed here")],
                    fix: Fix(message: "remove the repeated \(shown)", applicability: .safe,
                             edits: [Edits.removeValue(value, of: attribute, in: tree)])))
            } else {
                seen[key] = tree.range(of: value)
            }
        }
    }
}
