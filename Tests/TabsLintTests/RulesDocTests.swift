import Foundation
import Testing
@testable import TabsLint

/// `docs/rules.md` is rendered from the rules' own documentation (what
/// `tablint explain` prints) by `RuleReference.markdown()`. This test fails
/// when the file differs from a fresh rendering; set `TABLINT_BLESS=1` to
/// rewrite it, then review the diff.
@Suite("docs/rules.md")
struct RulesDocTests {
    // <package>/Tests/TabsLintTests/RulesDocTests.swift
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let page = packageRoot.appendingPathComponent("docs/rules.md")
    static let bless = ProcessInfo.processInfo.environment["TABLINT_BLESS"] == "1"

    @Test("docs/rules.md is the rendering of every registered rule")
    func pageMatchesTheRules() throws {
        let rendered = RuleReference.markdown()
        if Self.bless {
            try FileManager.default.createDirectory(at: Self.page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: Self.page, options: .atomic)
            return
        }
        let onDisk = FileManager.default.contents(atPath: Self.page.path).map { String(decoding: $0, as: UTF8.self) }
        guard let onDisk else {
            Issue.record("\(Self.page.path) is missing: run `TABLINT_BLESS=1 swift test --filter RulesDocTests` to write it")
            return
        }
        if onDisk != rendered {
            let old = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
            let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            let was = line < old.count ? String(old[line]) : "(end of file)"
            let now = line < new.count ? String(new[line]) : "(end of file)"
            Issue.record("""
                docs/rules.md differs from the rules' documentation, first at line \(line + 1):
                  file:     \(was)
                  rendered: \(now)
                Run `TABLINT_BLESS=1 swift test --filter RulesDocTests` to rewrite it, then review the diff.
                """)
        }
    }

    @Test("each registered rule has its heading, severity, summary and explain text")
    func everyRuleIsRendered() {
        let page = RuleReference.markdown()
        for rule in RuleRegistry.rules {
            #expect(page.contains("\n### \(rule.id)\n\nSeverity: **\(rule.defaultSeverity.rawValue)**. "), "\(rule.id): no heading")
            #expect(page.contains("| [\(rule.id)](#\(rule.id)) | \(rule.defaultSeverity.rawValue) |"), "\(rule.id): not in the index")
            let d = rule.documentation
            for example in [d.failing, d.passing] {
                #expect(page.contains("```tabs\n" + example), "\(rule.id): an example is missing")
            }
            #expect(page.contains("**Why.** "), "\(rule.id): no rationale")
            // The explanation and the page come from the same fields.
            let explanation = RuleReference.explanation(of: rule)
            #expect(explanation.hasPrefix("\(rule.id) (\(rule.defaultSeverity.rawValue), \(rule.category.rawValue))\n"))
            #expect(explanation.contains("Why: \(d.rationale)\n") && explanation.contains("Fix: \(d.fix)\n"))
        }
    }

    @Test("unknown-attribute's fix names every attribute of every block")
    func unknownAttributeListsEveryAttribute() {
        let fix = UnknownAttribute.documentation.fix
        for block in [BlockKind.tab, .section, .defaults] {
            let names = AttributeSchema.attributes(of: block).map(\.name)
            #expect(fix.contains("\(block.rawValue): " + names.joined(separator: ", ")), "\(block.rawValue): \(names)")
        }
        for name in ["image", "bar", "assets", "strings", "languages"] { #expect(fix.contains(name), "\(name)") }
    }

    @Test("markup in prose is escaped, and a fence outlasts backticks in an example")
    func escaping() {
        #expect(RuleReference.inline("a <b> * `c <d> *`") == "a &lt;b&gt; \\* `c <d> *`")
        #expect(RuleReference.tableCell("x | y") == "x \\| y")
        #expect(RuleReference.codeBlock("a ``` b") == "````tabs\na ``` b\n````\n")
        #expect(RuleReference.codeBlock("tab a \"A\"\n") == "```tabs\ntab a \"A\"\n```\n")
    }
}
