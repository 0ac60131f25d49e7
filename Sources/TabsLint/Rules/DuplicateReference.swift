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
        let tree = context.tree
        var found: [Diagnostic] = []
        let records = context.attributes
        // Ids compared as written; languages as tags (`pt-BR` is `pt_br`).
        for i in records.indices where records[i].block == .defaults
            && (records[i].name == "cached" || records[i].name == "retired" || records[i].name == "languages") {
            repeats(in: records[i].syntax, named: records[i].name, values: Array(records[i].validValues), tree, into: &found)
        }
        // A tab's `formerly` statements are often clean (no record): read them from the tree, only when the model has former ids.
        guard !context.model.formerIDs.isEmpty else { return found }
        // In tab blocks only: a section takes no `formerly` (that is `unknown-attribute`).
        func formerly(in block: Block?, isTab: Bool) {
            for member in tree.members(of: block) {
                switch member {
                case .attribute(let a) where isTab && tree.text(of: a.name) == "formerly":
                    let values = tree.values(of: a).filter { tree.token($0).kind == .identifier }
                    repeats(in: a, named: "formerly", values: values, tree, into: &found)
                case .tab(let t):
                    formerly(in: t.block, isTab: true)
                default:
                    continue
                }
            }
        }
        for item in tree.items {
            switch item {
            case .tab(let t): formerly(in: t.block, isTab: true)
            case .section(let s): formerly(in: s.block, isTab: false)
            default: continue
            }
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
