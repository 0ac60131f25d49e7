import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `tablint check --fix` through the real executable: safe fixes only unless
// `--unsafe-fixes`, the report shows what remains, idempotent, atomic writes
// that keep permissions, files with syntax errors untouched, stdin.

private struct FileIdentity: Equatable, CustomStringConvertible {
    var inode: UInt64
    var mtimeSeconds: Int
    var mtimeNanoseconds: Int
    var mode: UInt32

    init(_ path: String) throws {
        var s = stat()
        guard stat(path, &s) == 0 else { throw CocoaError(.fileNoSuchFile) }
        inode = UInt64(s.st_ino)
        #if canImport(Darwin)
        mtimeSeconds = Int(s.st_mtimespec.tv_sec); mtimeNanoseconds = Int(s.st_mtimespec.tv_nsec)
        #else
        mtimeSeconds = Int(s.st_mtim.tv_sec); mtimeNanoseconds = Int(s.st_mtim.tv_nsec)
        #endif
        mode = UInt32(s.st_mode) & 0o7777
    }

    var description: String { "inode \(inode), mtime \(mtimeSeconds).\(mtimeNanoseconds), mode \(String(mode, radix: 8))" }
}

@Suite("check --fix")
struct FixCLITests {
    /// A safe fix (filled-icon), an unsafe one (invalid-value `pined`), and
    /// a safe duplicate-attribute removal.
    static let source = """
    tab home "Home" { icon "house.fill" }
    tab feed "Feed" {
        icon "star"
        icon "bell"
        placement pined
    }

    """

    static let safelyFixed = """
    tab home "Home" { icon "house" }
    tab feed "Feed" {
        icon "star"
        placement pined
    }

    """

    static let fullyFixed = """
    tab home "Home" { icon "house" }
    tab feed "Feed" {
        icon "star"
        placement pinned
    }

    """

    @Test("--fix applies the safe fixes only and reports what remains")
    func safeOnly() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        let result = try box.run(["check", "--fix", "--format", "concise", "App.tabs"])
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == Self.safelyFixed)
        // The unsafe suggestion remains, an error: exit 1.
        #expect(result.status == 1, "\(result)")
        #expect(result.conciseSummary == ["invalid-value@4:15"], "\(result)")
    }

    @Test("--fix --unsafe-fixes also applies the suggestions; exit follows what remains")
    func unsafeToo() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        let result = try box.run(["check", "--fix", "--unsafe-fixes", "--format", "concise", "App.tabs"])
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == Self.fullyFixed)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test("a file named twice is fixed once: the second pass reads the fixed file")
    func namedTwice() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        let result = try box.run(["check", "--fix", "--format", "human", "App.tabs", "./App.tabs"])
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == Self.safelyFixed)
        #expect(result.status == 1, "\(result)")
        // Two safe fixes, counted once: the second pass found nothing left to fix.
        #expect(result.err.contains("applied 2 fixes"), "\(result)")
    }

    @Test("--unsafe-fixes without --fix changes nothing")
    func unsafeWithoutFix() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        let before = try FileIdentity(box.path("App.tabs"))
        let result = try box.run(["check", "--unsafe-fixes", "--format", "concise", "App.tabs"])
        #expect(result.status == 1)
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == Self.source)
        #expect(try FileIdentity(box.path("App.tabs")) == before)
        // ...but shows the suggestions as applicable (docs/command-line.md), in the human report.
        let plain = try box.run(["check", "App.tabs"])
        let shown = try box.run(["check", "--unsafe-fixes", "App.tabs"])
        #expect(plain.out.contains("suggestion, applied with --fix --unsafe-fixes"), "\(plain)")
        #expect(shown.out.contains("suggestion, fixable with --fix --unsafe-fixes"), "\(shown)")
        #expect(!shown.out.contains("suggestion, applied with"), "\(shown)")
        #expect(shown.out.contains(" fixable with --fix --unsafe-fixes\n"), "the count includes the suggestions: \(shown)")
    }

    @Test("warnings left after --fix do not fail the run")
    func remainingWarnings() throws {
        let box = try Sandbox()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house.fill\" }\ntab feed \"Feed\"\n")
        let result = try box.run(["check", "--fix", "--format", "concise", "App.tabs"])
        #expect(result.status == 0, "\(result)")
        #expect(result.conciseSummary == ["missing-icon@2:5"], "\(result)")
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == "tab home \"Home\" { icon \"house\" }\ntab feed \"Feed\"\n")
        let strict = try box.run(["check", "--fix", "--max-warnings", "0", "--format", "concise", "App.tabs"])
        #expect(strict.status == 1, "\(strict)")
    }

    @Test("a second --fix run changes nothing and does not rewrite the file")
    func idempotent() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        let first = try box.run(["check", "--fix", "--format", "json", "App.tabs"])
        #expect(first.status == 1, "\(first)")
        let afterFirst = try box.read("App.tabs")
        let identity = try FileIdentity(box.path("App.tabs"))
        Thread.sleep(forTimeInterval: 0.05)
        let second = try box.run(["check", "--fix", "--format", "json", "App.tabs"])
        #expect(second.status == 1, "\(second)")
        #expect(try box.read("App.tabs") == afterFirst)
        #expect(try FileIdentity(box.path("App.tabs")) == identity, "the file was rewritten")
        #expect(second.out == first.out)
        // No temporary files left behind.
        let entries = try FileManager.default.contentsOfDirectory(atPath: box.root.path).filter { $0 != ".git" }
        #expect(entries == ["App.tabs"], "\(entries)")
    }

    @Test("--fix keeps the file's permissions")
    func keepsPermissions() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.source)
        #expect(chmod(box.path("App.tabs"), 0o640) == 0)
        let result = try box.run(["check", "--fix", "--unsafe-fixes", "App.tabs"])
        #expect(result.status == 0, "\(result)")
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == Self.fullyFixed)
        #expect(try FileIdentity(box.path("App.tabs")).mode == 0o640)
    }

    @Test("a file with a syntax error is not touched")
    func syntaxErrorUntouched() throws {
        let box = try Sandbox()
        let text = "tab home \"Home\" { icon \"house.fill\" }\ntab feed \"Feed { icon \"star\" }\n"
        try box.write("App.tabs", text)
        let before = try FileIdentity(box.path("App.tabs"))
        let result = try box.run(["check", "--fix", "--unsafe-fixes", "--format", "concise", "App.tabs"])
        #expect(result.status == 1, "\(result)")
        #expect(result.conciseSummary.contains { $0.hasPrefix("syntax-error@") }, "\(result)")
        #expect(result.err.contains("App.tabs: not fixed: it has syntax errors"), "the user is told why: \(result)")
        // The report does not promise what --fix will not do.
        let human = try box.run(["check", "App.tabs"])
        #expect(human.out.contains("fixable with --fix, once the syntax errors are fixed"), "\(human)")
        #expect(!human.out.contains("fixable with --fix\n"), "no fixable count while the file has syntax errors: \(human)")
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == text)
        #expect(try FileIdentity(box.path("App.tabs")) == before)
    }

    @Test("--fix on stdin prints the fixed text on stdout")
    func standardInput() throws {
        let box = try Sandbox()
        let result = try box.run(["check", "--fix", "--format", "concise", "--stdin-filename", "App.tabs", "-"],
                                 stdin: Array(Self.source.utf8))
        #expect(result.out == Self.safelyFixed, "\(result)")
        #expect(result.status == 1, "\(result)")
        #expect(result.err.contains("App.tabs:4:15: error:") && result.err.contains("[invalid-value]"), "\(result)")
        let unsafe = try box.run(["check", "--fix", "--unsafe-fixes", "-"], stdin: Array(Self.source.utf8))
        #expect(unsafe.out == Self.fullyFixed, "\(unsafe)")
        #expect(unsafe.status == 0, "\(unsafe)")
        // Nothing to fix: the text comes back unchanged.
        let clean = try box.run(["check", "--fix", "-"], stdin: Array(Sources.clean.utf8))
        #expect(clean.out == Sources.clean, "\(clean)")
        #expect(clean.status == 0)
    }

    @Test("--fix in a read-only directory fails with exit 2 and leaves the file intact",
          .enabled(if: getuid() != 0, "running as root, which ignores directory permissions"))
    func readOnlyDirectory() throws {
        let box = try Sandbox()
        try box.write("locked/App.tabs", Self.source)
        let before = try FileIdentity(box.path("locked/App.tabs"))
        #expect(chmod(box.path("locked"), 0o555) == 0)
        defer { chmod(box.path("locked"), 0o755) }
        let result = try box.run(["check", "--fix", "--format", "concise", "locked/App.tabs"])
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("locked/App.tabs"), "\(result)")
        #expect(String(decoding: try box.read("locked/App.tabs"), as: UTF8.self) == Self.source)
        #expect(try FileIdentity(box.path("locked/App.tabs")) == before)
        // The diagnostics of the text as it is are still reported.
        #expect(result.conciseSummary.contains("filled-icon@1:24"), "\(result)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: box.path("locked"))
        #expect(entries == ["App.tabs"], "\(entries)")
    }

    @Test("--fix through a directory fixes every file")
    func directory() throws {
        let box = try Sandbox()
        try box.write("a/One.tabs", Self.source)
        try box.write("b/Two.tabs", "tab home \"Home\" { icon \"house.fill\" }\n")
        let result = try box.run(["check", "--fix", "--format", "concise", "."])
        #expect(result.status == 1, "\(result)")
        #expect(String(decoding: try box.read("a/One.tabs"), as: UTF8.self) == Self.safelyFixed)
        #expect(String(decoding: try box.read("b/Two.tabs"), as: UTF8.self) == "tab home \"Home\" { icon \"house\" }\n")
        #expect(result.lines == [
            "a/One.tabs:4:15: error: " + (result.conciseLines().first?.message ?? "") + " [invalid-value]",
        ], "\(result)")
    }
}
