import Foundation
import Testing
@testable import TabsSyntax

/// Losslessness and structural invariants on many inputs, most of them broken.
@Suite("Round trip")
struct RoundTripTests {
    static let handWritten: [String] = [
        "",
        "tab",
        "tab a",
        "tab a \"A\" {",
        "tab a \"A\" }",
        "}}}{{{",
        "{ } { } ;;; ,,,",
        "section",
        "section s",
        "section s {",
        "section s { tab",
        "section s { tab t { tab u { } } }",
        "defaults",
        "defaults {",
        "defaults { cached",
        "defaults { cached a,",
        "defaults { cached a,,b,,",
        "defaults { defaults { defaults {",
        "\"",
        "\"\\",
        "\"\\u{",
        "\"\\u{1F600",
        "# only a comment",
        "#\r#\n#\r\n",
        "\r\r\r\n\n\n",
        "tab a \"A\" { icon \"x\" } tab b",
        "tab a \"A\" { icon \"x\" ; ; ; role action ; }",
        "= : @ ! ? ` ~ $ % ^ & * ( ) [ ] < > / | +",
        "tab 123 \"A\"",
        "tab \"A\" \"B\" { }",
        "tab a \"A\" { 5 \"x\" }",
        "tab a \"A\" { icon { x } y }\ntab b \"B\"",
        "section s \"S\" { section t \"T\" { tab a \"A\" } }\ntab b \"B\"",
        "defaults { tab a \"A\" { icon \"x\" } }",
        "\u{FEFF}\u{FEFF}tab a",
        "tab\ta\t\"A\"\t{\ticon\t\"x\"\t}",
        "tab a \"A\" {\n  icon \"x\",\n  \"y\"\n}",
        "tab a \"A\" {\n  icon \"x\",\n}\n",
        "tab a \"A\" {\n  icon \"x\",",
        "tab é \"É\" { icôn \"x\" }",
    ]

    @Test(arguments: handWritten)
    func handWrittenInputs(source: String) {
        let tree = parseChecked(source)
        // Also in every line-ending style, and with a BOM.
        parseChecked(source.replacingOccurrences(of: "\n", with: "\r\n"))
        parseChecked(source.replacingOccurrences(of: "\n", with: "\r"))
        parseChecked("\u{FEFF}" + source)
        _ = tree
    }

    @Test func realisticFileInManyEncodingsOfLines() {
        for variant in [realisticFile, realisticFile.replacingOccurrences(of: "\n", with: "\r\n"),
                        realisticFile.replacingOccurrences(of: "\n", with: "\r"), "\u{FEFF}" + realisticFile] {
            let tree = parseChecked(variant)
            #expect(tree.errors.isEmpty)
            #expect(tabIDs(tree).count == 9)
        }
    }

    @Test func everyPrefixOfARealisticFile() {
        let bytes = utf8(realisticFile)
        for end in 0...bytes.count {
            let prefix = Array(bytes[0..<end])
            let tree = SyntaxTree.parse(prefix)
            let problems = invariantViolations(tree)
            #expect(problems.isEmpty, "prefix of \(end) bytes: \(problems.prefix(3))")
            if !problems.isEmpty { break }
        }
    }

    @Test func everySuffixOfARealisticFile() {
        let bytes = utf8(realisticFile)
        for start in 0...bytes.count {
            let tree = SyntaxTree.parse(Array(bytes[start...]))
            let problems = invariantViolations(tree)
            #expect(problems.isEmpty, "suffix from \(start): \(problems.prefix(3))")
            if !problems.isEmpty { break }
        }
    }

    @Test func everySingleByteDeletion() {
        let bytes = utf8(realisticFile)
        for k in 0..<bytes.count {
            var mutated = bytes
            mutated.remove(at: k)
            let problems = invariantViolations(SyntaxTree.parse(mutated))
            #expect(problems.isEmpty, "without byte \(k): \(problems.prefix(3))")
            if !problems.isEmpty { break }
        }
    }

    /// A garbage line between top-level items never hides the items after it.
    @Test func garbageLinesBetweenItemsHideNothing() {
        let lines = realisticFile.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let garbage = ["= = =", "}", "{", "{ {", "} }", "tab", "section", "defaults", "icon \"x\"", "\"unterminated",
                       "\"bad \\q escape\"", ", , ,", "@", "section s", "tab x \"X\" y z", "defaults limit 5",
                       "tab x \"X\" { icon \"i\" } }", "x { y } { z", "\u{7}"]
        // (A block really left open, like `tab x {`, runs to the end of the file by design:
        // see ParserTests.missingCloseBraceSwallowsLaterTabsAsErrors.)
        let insertionPoints = lines.indices.filter { k in
            let line = lines[k]
            return line.isEmpty || line.hasPrefix("tab ") || line.hasPrefix("section ") || line.hasPrefix("defaults ")
        }
        for g in garbage {
            for point in insertionPoints {
                var mutated = lines
                mutated.insert(g, at: point)
                let src = mutated.joined(separator: "\n")
                let tree = parseChecked(src)
                #expect(!tree.errors.isEmpty, "\(g) at line \(point + 1)")
                let ids = tabIDs(tree)
                for id in ["reflect", "plots", "experiments", "insights", "history", "goals", "tabEditor", "reports", "timers"] {
                    #expect(ids.contains(id), "`\(g)` inserted at line \(point + 1) hides tab \(id)")
                }
            }
        }
    }

    @Test func randomBytes() {
        var rng = SeededGenerator(seed: 0x7AB5)
        for case_ in 0..<3000 {
            let length = Int.random(in: 0...64, using: &rng)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let problems = invariantViolations(SyntaxTree.parse(bytes))
            #expect(problems.isEmpty, "case \(case_) \(describeInput(bytes)): \(problems.prefix(3))")
            if !problems.isEmpty { break }
        }
    }

    /// Random sequences of token-like fragments: far more likely than random
    /// bytes to get deep into the grammar.
    @Test func randomTokenSoup() {
        let fragments: [[UInt8]] = [
            "tab", "section", "defaults", "icon", "cached", "a", "b_2", "42", "\"T\"", "\"", "\"\\u{1F600}\"", "\"\\q\"",
            "{", "}", "{", "}", ",", ";", " ", " ", "\t", "\n", "\n", "\r\n", "\r", "# c", "=", "é", "👍🏽", "\\",
        ].map(utf8) + [[0xFF], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]
        var rng = SeededGenerator(seed: 2024)
        for case_ in 0..<4000 {
            let count = Int.random(in: 0...40, using: &rng)
            var bytes: [UInt8] = []
            for _ in 0..<count { bytes += fragments.randomElement(using: &rng)! }
            let tree = SyntaxTree.parse(bytes)
            let problems = invariantViolations(tree)
            #expect(problems.isEmpty, "case \(case_) \(describeInput(bytes)): \(problems.prefix(3))")
            if !problems.isEmpty { break }
            // Parsing is deterministic.
            if case_ % 97 == 0 {
                let again = SyntaxTree.parse(bytes)
                #expect(again.errors == tree.errors)
                #expect(again.tokens == tree.tokens)
            }
        }
    }

    /// Random mutations of the realistic file (byte flips, insertions, deletions).
    @Test func randomMutationsOfARealisticFile() {
        let base = utf8(realisticFile)
        let interesting: [UInt8] = [0x7B, 0x7D, 0x22, 0x5C, 0x0A, 0x0D, 0x2C, 0x3B, 0x23, 0xFF, 0xE2, 0x80, 0x00]
        var rng = SeededGenerator(seed: 31337)
        for case_ in 0..<1500 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                let value = Bool.random(using: &rng) ? interesting.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[at] = value
                case 1: bytes.insert(value, at: at)
                default: if bytes.count > 1 { bytes.remove(at: at) }
                }
            }
            let problems = invariantViolations(SyntaxTree.parse(bytes))
            #expect(problems.isEmpty, "case \(case_): \(problems.prefix(3))")
            if !problems.isEmpty { break }
        }
    }

    /// Every `.tabs` file shipped in the repository's `Examples` folder. A
    /// missing or empty folder fails the test: it must not pass on nothing.
    @Test func exampleFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil),
                                      "no Examples folder at \(root.path)")
        let examples = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "tabs" }
            .sorted { $0.path < $1.path }
        #expect(!examples.isEmpty, "no .tabs file under \(root.path)")
        for url in examples {
            let bytes = try [UInt8](Data(contentsOf: url))
            let tree = parseChecked(bytes)
            // Prefixes of each example too (every one for small files).
            let step = max(1, bytes.count / 500)
            for end in stride(from: 0, through: bytes.count, by: step) {
                let problems = invariantViolations(SyntaxTree.parse(Array(bytes[0..<end])))
                #expect(problems.isEmpty, "\(url.lastPathComponent) prefix \(end): \(problems.prefix(3))")
                if !problems.isEmpty { break }
            }
            _ = tree
        }
    }

    @Test func printedIsByteExactForInvalidUTF8AndNUL() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x00, 0xFF, 0x22, 0xFE, 0x0D, 0x23, 0xC0, 0x0A, 0x7B, 0x00, 0x7D]
        let tree = parseChecked(bytes)
        #expect(tree.printed() == bytes)
    }
}
