import Foundation
import Testing
import TabsLint
import TabsSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `tablint format`: idempotent and meaning-preserving on every rule fixture
// and example, files with syntax errors untouched, `--check`, stdin,
// comments and blank-line groups kept.

/// Every `.tabs` file under the rule fixtures and `Examples/`, found when the tests run.
enum FormatCorpus {
    static func files() -> [URL] {
        var found: [URL] = []
        for folder in ["Tests/TabsLintTests/Fixtures", "Examples"] {
            let root = CITools.packageRoot.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "tabs" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(CITools.packageRoot.path.count + 1))
    }

    /// The (rule, message) multiset of a check, as sorted strings.
    static func meaning(_ bytes: [UInt8]) -> [String] {
        Linter.check(bytes).diagnostics.map { "\($0.rule): \($0.message)" }.sorted()
    }
}

@Suite("format")
struct FormatCLITests {
    @Test("format is idempotent and keeps the diagnostics on every fixture and example")
    func everyFixture() throws {
        let files = FormatCorpus.files()
        #expect(files.count >= 3, "no fixtures found")
        var formattedCount = 0
        for url in files {
            let name = FormatCorpus.relative(url)
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let once = Formatter.format(bytes) else {
                // Only files with syntax errors are refused.
                #expect(Linter.check(bytes).diagnostics.contains { $0.rule == "syntax-error" },
                        "\(name): refused without a syntax error")
                continue
            }
            formattedCount += 1
            #expect(!Linter.check(bytes).diagnostics.contains { $0.rule == "syntax-error" }, "\(name): formatted despite a syntax error")
            let twice = Formatter.format(once)
            #expect(twice == once, "\(name): not idempotent:\n--- once ---\n\(String(decoding: once, as: UTF8.self))\n--- twice ---\n\(twice.map { String(decoding: $0, as: UTF8.self) } ?? "nil (syntax errors)")")
            let before = FormatCorpus.meaning(bytes), after = FormatCorpus.meaning(once)
            #expect(before == after, "\(name): formatting changed the diagnostics\nbefore: \(before)\nafter: \(after)\n--- formatted ---\n\(String(decoding: once, as: UTF8.self))")
        }
        #expect(formattedCount > 0)
    }

    @Test("format and format --check through the executable, on a copy of every fixture")
    func everyFixtureThroughCLI() throws {
        let box = try Sandbox()
        var broken: [String] = []
        var clean: [String] = []
        for (i, url) in FormatCorpus.files().enumerated() {
            let bytes = [UInt8](try Data(contentsOf: url))
            let name = String(format: "f%03d-", i) + url.lastPathComponent
            try box.write("corpus/" + name, bytes: bytes)
            if Formatter.format(bytes) == nil { broken.append(name) } else { clean.append(name) }
        }
        let first = try box.run(["format", "corpus"])
        #expect(first.status == (broken.isEmpty ? 0 : 2), "\(first)")
        for name in broken {
            #expect(first.err.contains("corpus/" + name), "\(name) not reported:\n\(first)")
        }
        let check = try box.run(["format", "--check", "corpus"])
        #expect(check.status == (broken.isEmpty ? 0 : 2), "\(check)")
        #expect(check.stdout.isEmpty, "files still unformatted after format:\n\(check)")
        for (i, url) in FormatCorpus.files().enumerated() {
            let name = String(format: "f%03d-", i) + url.lastPathComponent
            let original = [UInt8](try Data(contentsOf: url))
            let now = try box.read("corpus/" + name)
            if broken.contains(name) {
                #expect(now == original, "\(name): a file with syntax errors was changed")
            } else {
                #expect(Formatter.format(original) == now, "\(name): CLI and Formatter disagree")
            }
        }
    }

    static let messy = """
    # Header comment


    defaults{selected home;cached home,feed}
    tab home "Home"{icon "house"}   # trailing



    # Lead comment
    section lib "Library" {

    tab feed "Feed" {
     icon "star"
     placement pinned
    }
    }

    """

    static let canonical = """
    # Header comment

    defaults {
        selected home
        cached home, feed
    }
    tab home "Home" { icon "house" } # trailing

    # Lead comment
    section lib "Library" {
        tab feed "Feed" {
            icon "star"
            placement pinned
        }
    }

    """

    @Test("format rewrites in place, keeping comments, blank-line groups and permissions")
    func rewrite() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.messy)
        #expect(chmod(box.path("App.tabs"), 0o640) == 0)
        let result = try box.run(["format", "App.tabs"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let text = String(decoding: try box.read("App.tabs"), as: UTF8.self)
        #expect(text == Self.canonical)
        #expect(text.contains("# Header comment") && text.contains("# trailing") && text.contains("# Lead comment"))
        #expect(!text.contains("\n\n\n"))
        var s = stat()
        #expect(stat(box.path("App.tabs"), &s) == 0 && s.st_mode & 0o7777 == 0o640)
        // Formatting again changes nothing and does not rewrite the file.
        var before = stat(); stat(box.path("App.tabs"), &before)
        let again = try box.run(["format", "App.tabs"])
        #expect(again.status == 0, "\(again)")
        var after = stat(); stat(box.path("App.tabs"), &after)
        #expect(before.st_ino == after.st_ino)
        let entries = try FileManager.default.contentsOfDirectory(atPath: box.root.path).filter { $0 != ".git" }
        #expect(entries == ["App.tabs"], "temporary files left: \(entries)")
    }

    @Test("format --check lists the files that would change and exits 1; 0 when all are formatted")
    func check() throws {
        let box = try Sandbox()
        try box.write("a/Messy.tabs", Self.messy)
        try box.write("b/Canonical.tabs", Self.canonical)
        try box.write("z.tabs", "tab  x  \"X\"  {  icon \"house\" }\n")
        let result = try box.run(["format", "--check", "."])
        #expect(result.status == 1, "\(result)")
        #expect(result.lines == ["a/Messy.tabs", "z.tabs"], "\(result)")
        #expect(String(decoding: try box.read("a/Messy.tabs"), as: UTF8.self) == Self.messy, "--check wrote a file")
        let single = try box.run(["format", "--check", "a/Messy.tabs"])
        #expect(single.status == 1 && single.lines == ["a/Messy.tabs"], "\(single)")
        let formatted = try box.run(["format", "--check", "b/Canonical.tabs"])
        #expect(formatted.status == 0 && formatted.stdout.isEmpty, "\(formatted)")
        #expect(try box.run(["format", "."]).status == 0)
        let after = try box.run(["format", "--check", "."])
        #expect(after.status == 0 && after.stdout.isEmpty, "\(after)")
        #expect(after.err.contains("all 3 files formatted"), "\(after)")
        // An excluded file is not counted as formatted.
        try box.write(".tablint.json", #"{"exclude": ["z.tabs"]}"#)
        try box.write("z.tabs", "tab  x  \"X\"  {  icon \"house\" }\n")
        let excluded = try box.run(["format", "--check", "z.tabs"])
        #expect(excluded.status == 0 && excluded.stdout.isEmpty, "\(excluded)")
        #expect(excluded.err.contains("no file to check"), "\(excluded)")
    }

    @Test("a file with syntax errors is left untouched and reported (exit 2); the others are formatted")
    func syntaxErrors() throws {
        let box = try Sandbox()
        let broken = "tab  home \"Home {\n  icon \"house\"\n}\n"
        try box.write("Broken.tabs", broken)
        try box.write("Messy.tabs", Self.messy)
        let result = try box.run(["format", "Broken.tabs", "Messy.tabs"])
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("Broken.tabs"), "\(result)")
        #expect(String(decoding: try box.read("Broken.tabs"), as: UTF8.self) == broken)
        #expect(String(decoding: try box.read("Messy.tabs"), as: UTF8.self) == Self.canonical)
        let check = try box.run(["format", "--check", "Broken.tabs"])
        #expect(check.status == 2, "\(check)")
        #expect(check.err.contains("Broken.tabs"), "\(check)")
        #expect(String(decoding: try box.read("Broken.tabs"), as: UTF8.self) == broken)
    }

    @Test("format - formats standard input to standard output")
    func standardInput() throws {
        let box = try Sandbox()
        let result = try box.run(["format", "-"], stdin: Array(Self.messy.utf8))
        #expect(result.status == 0, "\(result)")
        #expect(result.out == Self.canonical, "\(result)")
        let check = try box.run(["format", "--check", "-"], stdin: Array(Self.messy.utf8))
        #expect(check.status == 1, "\(check)")
        let done = try box.run(["format", "--check", "-"], stdin: Array(Self.canonical.utf8))
        #expect(done.status == 0, "\(done)")
        let broken = try box.run(["format", "-"], stdin: Array("tab x \"y\n".utf8))
        #expect(broken.status == 2, "\(broken)")
        #expect(broken.out == "tab x \"y\n", "input with syntax errors is passed through unchanged: \(broken)")
    }

    @Test("formatting never changes what a suppression comment covers", arguments: [
        "tab a \"A\"; tab b \"B\" { icon \"star\" } # tablint-disable-line missing-icon\n",
        "section s \"S\" {\n  tab a \"A\"; tab b \"B\" { icon \"star\" } # tablint-disable-line missing-icon\n}\n",
        "defaults {\n    cached a, # tablint-disable-line unknown-tab\n        zz\n}\ntab a \"A\" { icon \"house\" }\n",
        "defaults {\n    cached a,\n    # tablint-disable-next-line unknown-tab\n        zz\n}\ntab a \"A\" { icon \"house\" }\n",
        "tab a \"A\" {\n    icon \"house\" }  # tablint-disable-line missing-icon\ntab b \"B\" { icon \"star\" }\n",
    ])
    func suppressionsKept(source: String) throws {
        let box = try Sandbox()
        try box.write("App.tabs", source)
        func meaning(_ r: RunResult) -> [String] {
            r.lines.compactMap(ConciseLine.init).map { "\($0.rule) \($0.severity) \($0.message)" }.sorted()
        }
        let before = try box.run(["check", "--format", "concise", "App.tabs"])
        let result = try box.run(["format", "App.tabs"])
        let after = try box.run(["check", "--format", "concise", "App.tabs"])
        let now = String(decoding: try box.read("App.tabs"), as: UTF8.self)
        #expect(meaning(before) == meaning(after), "formatting changed the diagnostics:\n\(source)\n--- now ---\n\(now)")
        if result.status == 2 {
            // Refused: untouched and reported.
            #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == source)
            #expect(result.err.contains("App.tabs"), "\(result)")
        } else {
            #expect(result.status == 0, "\(result)")
            let again = try box.run(["format", "--check", "App.tabs"])
            #expect(again.status == 0, "\(again)")
        }
        let stdin = try box.run(["format", "-"], stdin: Array(source.utf8))
        try box.write("Stdin.tabs", bytes: stdin.stdout)
        try box.write("Original.tabs", source)
        let fromStdin = try box.run(["check", "--format", "concise", "Stdin.tabs"])
        let original = try box.run(["check", "--format", "concise", "Original.tabs"])
        #expect(fromStdin.lines.compactMap(ConciseLine.init).map { "\($0.rule) \($0.message)" }.sorted()
                    == original.lines.compactMap(ConciseLine.init).map { "\($0.rule) \($0.message)" }.sorted(), "\(stdin)")
    }

    @Test("CRLF files keep CRLF; a BOM is kept")
    func lineEndings() throws {
        let box = try Sandbox()
        let crlf = Self.messy.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try box.run(["format", "-"], stdin: Array(crlf.utf8))
        #expect(result.status == 0)
        #expect(result.out == Self.canonical.replacingOccurrences(of: "\n", with: "\r\n"), "\(result.out.debugDescription)")
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.messy.utf8)
        let withBOM = try box.run(["format", "-"], stdin: bom)
        #expect(withBOM.stdout == [0xEF, 0xBB, 0xBF] + Array(Self.canonical.utf8))
    }
}
