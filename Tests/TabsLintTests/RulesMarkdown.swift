@testable import TabsLint

// The rendering of `docs/rules.md`, which only `RulesDocTests` makes (and,
// with `TABLINT_BLESS=1`, writes): the same fields `tablint explain` prints.
extension RuleReference {
    /// `docs/rules.md`: an index of every registered rule, then, by
    /// category, a section per rule (its id as the heading, its default
    /// severity and summary, then what `explain` says: why, a failing and a
    /// passing example, the fix).
    static func markdown(_ rules: [any Rule.Type] = RuleRegistry.rules) -> String {
        var out = """
        # Rules

        <!-- Generated from the rules' own documentation (Sources/TabsLint/Rules/*.swift),
             the text `tablint explain RULE` prints. Do not edit: change the rule's
             documentation, then run `TABLINT_BLESS=1 swift test --filter RulesDocTests`. -->

        Every diagnostic tablint reports carries one of the rule ids below. An id
        never changes meaning, so it is safe to name in a configuration file or a
        suppression comment. `tablint rules` lists the same rules (`--format json`
        for tools), and `tablint explain RULE` prints one rule's section of this page.

        Severities: an `error` fails the check (exit status 1); a `warning` is
        reported and fails only past `--max-warnings`; an `info` is a hint that
        never fails. Each rule's level can be changed, or the rule turned off, with
        `--rule RULE=LEVEL` or the `rules` object of `.tablint.json`
        ([command-line.md](command-line.md#configuration)), and a comment can
        suppress it in one place ([language.md](language.md#suppression-comments)).
        Fixes marked safe are applied by `--fix`; the "closest valid name"
        suggestions need `--unsafe-fixes` as well.

        | rule | severity | what it flags |
        |---|---|---|

        """
        for rule in rules {
            out += "| [\(rule.id)](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(tableCell(rule.summary)) |\n"
        }
        var categories: [RuleCategory] = []
        for rule in rules where !categories.contains(rule.category) { categories.append(rule.category) }
        for category in categories {
            out += "\n## \(sentence(category.rawValue, period: false))\n"
            for rule in rules where rule.category == category {
                let d = rule.documentation
                out += """

                ### \(rule.id)

                Severity: **\(rule.defaultSeverity.rawValue)**. \(inline(sentence(rule.summary)))

                **Why.** \(inline(d.rationale))

                Failing example:

                \(codeBlock(d.failing))
                Passing example:

                \(codeBlock(d.passing))
                **Fix.** \(inline(d.fix))

                """
            }
        }
        return out
    }

    /// Prose for a Markdown paragraph: outside code spans, the characters
    /// that Markdown would read as markup (`<`, `>`, `*`) are escaped.
    static func inline(_ text: String) -> String {
        var out = ""
        var inCode = false
        for c in text {
            if c == "`" { inCode.toggle(); out.append(c); continue }
            if inCode { out.append(c); continue }
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "*": out += "\\*"
            default: out.append(c)
            }
        }
        return out
    }

    /// Prose for a table cell: also without `|` or a line break.
    static func tableCell(_ text: String) -> String {
        inline(text).replacing("|", with: "\\|").replacing("\n", with: " ")
    }

    /// A fenced block of `.tabs` source, its fence longer than any run of
    /// backticks inside it; `code` ends with a line break (or gets one).
    static func codeBlock(_ code: String) -> String {
        var longest = 0, run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "tabs\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }
}
