import Foundation
import Testing
import TabsLint
import TabsSyntax

// Replays every input the fuzzers (`Fuzz/`) ever broke something with,
// kept under `Fuzz/regressions/<target>/`, through the checks of the
// parser, check, format and fix targets (each input through all of them:
// an input that broke one invariant is a good test of the others).

enum FuzzRegressions {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    static let targets = ["parser", "check", "format", "fix"]

    /// `target/name` of every kept input (sorted, so runs are stable).
    static var inputs: [String] {
        targets.flatMap { target -> [String] in
            let dir = root.appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "\(target)/\($0)" }
        }
    }

    static func bytes(_ input: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(input)))
    }
}

@Suite("Fuzz regressions") struct FuzzRegressionTests {
    @Test func regressionsAreFound() {
        // The folder exists beside the tests; an empty list would mean a wrong path.
        #expect(FileManager.default.fileExists(atPath: FuzzRegressions.root.path), "\(FuzzRegressions.root.path)")
    }

    @Test(arguments: FuzzRegressions.inputs)
    func parser(_ input: String) throws {
        let bytes = try FuzzRegressions.bytes(input)
        let tree = SyntaxTree.parse(bytes)
        #expect(tree.printed() == bytes, "lossless")
        var cursor = 0
        for t in tree.tokens {
            #expect(t.start == cursor && t.end >= t.start && t.end <= bytes.count, "token \(t.range) tiles the input")
            cursor = t.end
        }
        #expect(tree.tokens.last?.kind == .endOfFile && cursor == bytes.count)
        let lines = LineIndex(bytes)
        for t in tree.tokens {
            let location = lines.location(of: t.start)
            #expect(location.line.value >= 1 && location.line.value <= lines.lineCount && location.column.value >= 1)
        }
        for e in tree.errors {
            #expect(e.range.start >= 0 && e.range.start <= e.range.end && e.range.end <= bytes.count, "\(e.message)")
        }
    }

    @Test(arguments: FuzzRegressions.inputs)
    func check(_ input: String) throws {
        let bytes = try FuzzRegressions.bytes(input)
        for previous in [nil, Array(bytes.prefix(bytes.count / 2))] {
            let result = Linter.check(bytes, previous: previous)
            func inBounds(_ r: ByteRange) -> Bool { r.start >= 0 && r.start <= r.end && r.end <= bytes.count }
            for d in result.diagnostics {
                #expect(inBounds(d.range), "\(d.rule) \(d.range)")
                #expect(d.related.allSatisfy { inBounds($0.range) }, "\(d.rule) related")
                #expect((d.fix?.edits ?? []).allSatisfy { inBounds($0.range) }, "\(d.rule) fix")
                _ = result.lineIndex.location(of: d.range.end)
            }
        }
    }

    @Test(arguments: FuzzRegressions.inputs)
    func format(_ input: String) throws {
        let bytes = try FuzzRegressions.bytes(input)
        guard let once = Formatter.format(bytes) else {
            #expect(SafeFormatting.format(bytes) == .syntaxErrors)
            return
        }
        #expect(Formatter.format(once) == once, "the layout is idempotent")
        func meaning(_ b: [UInt8]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for d in Linter.check(b).diagnostics { counts["\(d.rule): \(d.message)", default: 0] += 1 }
            return counts
        }
        switch SafeFormatting.format(bytes) {
        case .syntaxErrors: Issue.record("SafeFormatting reports syntax errors the formatter did not")
        case .unchanged: #expect(once == bytes)
        case .wouldChangeMeaning: #expect(meaning(once) != meaning(bytes), "refused a layout that keeps the diagnostics")
        case .formatted(let text):
            #expect(meaning(text) == meaning(bytes), "formatting keeps the diagnostics")
            #expect(SafeFormatting.format(text) == .unchanged, "idempotent")
        }
    }

    @Test(arguments: FuzzRegressions.inputs)
    func fix(_ input: String) throws {
        let bytes = try FuzzRegressions.bytes(input)
        let errors = SyntaxTree.parse(bytes).errors.count
        for unsafe in [false, true] {
            let outcome = FixApplier.fix(bytes, unsafe: unsafe) { Linter.check($0) }
            #expect(SyntaxTree.parse(outcome.bytes).errors.count <= errors, "unsafe: \(unsafe)")
            if errors > 0 { #expect(outcome.bytes == bytes, "a text with syntax errors is left alone") }
        }
    }
}
