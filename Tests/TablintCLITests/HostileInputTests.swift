import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Hostile inputs through the real executable: huge and pathological files,
// every kind of invalid UTF-8, terminal escapes in titles and paths, broken
// configuration files, symbolic link loops, unreadable files. Each run must
// end (no hang), end by exiting (no crash), and say what happened.

/// How big the largest inputs are. A debug build of tablint spends about
/// 100 µs a tab (a release build a small fraction of that), so with only
/// a debug build the million-tab file shrinks to 100,000 tabs to keep the
/// suite near a minute on two cores. Point `TABLINT_EXECUTABLE` at a
/// release build (or set `TABLINT_HOSTILE_FULL=1`) for the full sizes.
enum HostileScale {
    static var full: Bool {
        if ProcessInfo.processInfo.environment["TABLINT_HOSTILE_FULL"] == "1" { return true }
        guard let url = try? CLI.executable.get() else { return false }
        return !url.path.contains("/debug/")
    }
    static var tabCount: Int { full ? 1_000_000 : 100_000 }
}

/// Bytes that must never reach a terminal raw: C0 controls but LF, DEL,
/// C1 controls (U+0080...U+009F, `C2 80`...`C2 9F`) and the bidi controls
/// (U+202A...U+202E, U+2066...U+2069, U+200E/U+200F, U+061C).
func rawTerminalHazards(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    for (i, b) in bytes.enumerated() {
        if (b < 0x20 && b != 0x0A) || b == 0x7F { found.append(String(format: "0x%02X at %d", b, i)) }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for s in text.unicodeScalars {
        let v = s.value
        if (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C {
            found.append(String(format: "U+%04X", v))
        }
    }
    return found
}

@Suite("Hostile input", .serialized) struct HostileInputTests {
    // MARK: Size

    @Test func hundredMegabyteLine() throws {
        let box = try Sandbox()
        // One line of 100 MiB: a tab, a tab whose title is a 4 MiB string,
        // 96 MiB of blanks, and a tab without an icon at the very end.
        let head = Array("tab a \"A\" { icon \"x\" }; tab b \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
            + Array("\" { icon \"y\" };".utf8)
        let tail = Array("tab c \"C\"".utf8)
        let blanks = (100 << 20) - head.count - tail.count
        try box.write("line.tabs", bytes: head + [UInt8](repeating: 0x20, count: blanks) + tail + [0x0A])
        let column = head.count + blanks + 5  // `c`, in a line of ASCII

        let concise = try box.run(["--format", "concise", "line.tabs"], timeout: 120)
        #expect(!concise.crashed && !concise.timedOut, "\(concise)")
        #expect(concise.status == 0, "\(concise)")
        #expect(concise.conciseSummary == ["missing-icon@1:\(column)"], "\(concise)")

        let human = try box.run(["--color", "never", "line.tabs"], timeout: 120)
        #expect(!human.crashed && !human.timedOut, "\(human)")
        #expect(human.status == 0, "\(human)")
        #expect(human.stdout.count < 4096, "a window of the line, not 100 MiB: \(human.stdout.count) bytes")
        #expect(human.lines.first == "line.tabs:1:\(column): warning[missing-icon]: tab `c` has no icon; add `icon \"name\"` with an SF Symbol name, or `image \"name\"` from the app's asset catalog",
                "\(human)")
        #expect(human.out.contains("tab c \"C\""), "the window shows the end of the line: \(human)")
    }

    @Test func hugeString() throws {
        let box = try Sandbox()
        // A 2 MiB title (two-byte scalars, so columns count scalars, not
        // bytes), used twice: the duplicate-title message quotes it.
        let title = String(repeating: "é", count: 1 << 20)
        let text = "tab a \"\(title)\" { icon \"x\" }\ntab b \"\(title)\" { icon \"y\" }; tab c \"C\"\n"
        try box.write("string.tabs", text)
        let r = try box.run(["--format", "concise", "string.tabs"], timeout: 120)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        #expect(r.status == 1, "\(r)")
        let column = "tab b \"\(title)\" { icon \"y\" }; tab ".unicodeScalars.count + 1
        #expect(Set(r.conciseSummary) == ["duplicate-title@2:7", "missing-icon@2:\(column)"], "\(r.conciseSummary)")
        #expect(r.stdout.count < 1 << 20, "a message quotes a title shortened, not 2 MiB: \(r.stdout.count) bytes")
    }

    @Test func millionTabs() throws {
        let box = try Sandbox()
        let count = HostileScale.tabCount
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 36)
        for i in 0..<count { bytes += Array("tab t\(i) \"T\(i)\" { icon \"i\(i)\" }\n".utf8) }
        try box.write("many.tabs", bytes: bytes)
        let r = try box.run(["--format", "concise", "many.tabs"], timeout: 120)
        #expect(!r.crashed && !r.timedOut, "\(count) tabs: \(r)")
        let lines = r.conciseLines()
        // Far more than five tabs: the tab bar overflows, which is an error.
        #expect(lines.contains { $0.severity == "error" }, "\(r)")
        #expect(r.status == 1, "\(r)")
        #expect(lines.count < 20, "one diagnostic about the count, not one a tab: \(lines.count)")
        #expect(lines.allSatisfy { $0.path == "many.tabs" && $0.line >= 1 && $0.line <= count })
    }

    @Test(arguments: ["open", "tab", "balanced"])
    func hundredThousandNestedBraces(_ shape: String) throws {
        let box = try Sandbox()
        let n = 100_000
        let text: String
        switch shape {
        case "open": text = String(repeating: "{", count: n)
        case "tab": text = "tab a \"A\" " + String(repeating: "{", count: n) + "\ntab b \"B\" { icon \"b\" }\n"
        default: text = "tab a \"A\" " + String(repeating: "{", count: n) + String(repeating: "}", count: n) + "\n"
        }
        try box.write("deep.tabs", text)
        for format in ["concise", "json"] {
            let r = try box.run(["--format", format, "deep.tabs"], timeout: 60)
            #expect(!r.crashed && !r.timedOut, "\(shape) \(format): \(r)")
            #expect(r.status == 1, "\(shape) \(format): \(r)")
            if format == "json" {
                checkJSONReport(try r.json())
            } else {
                let lines = r.conciseLines()
                #expect(lines.contains { $0.rule == "syntax-error" }, "\(r)")
                #expect(lines.count < 10, "nesting costs a diagnostic or two, not one a brace: \(lines.count)")
            }
        }
    }

    // MARK: Bytes

    /// Every kind of ill-formed UTF-8, and NUL. Columns count each maximal
    /// ill-formed subsequence as one character, which is what Swift's
    /// decoder does when it puts a U+FFFD for each.
    static let invalidForms: [(name: String, bytes: [UInt8])] = [
        ("lone continuation", [0x80]),
        ("continuation run", [0x80, 0xBF, 0x80]),
        ("overlong slash", [0xC0, 0xAF]),
        ("overlong three-byte", [0xE0, 0x80, 0xAF]),
        ("overlong four-byte", [0xF0, 0x80, 0x80, 0xAF]),
        ("surrogate", [0xED, 0xA0, 0x80]),
        ("surrogate pair", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
        ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("F5 lead", [0xF5, 0x80, 0x80, 0x80]),
        ("FE", [0xFE]),
        ("FF", [0xFF]),
        ("FE FF", [0xFE, 0xFF]),
        ("truncated two-byte", [0xC3]),
        ("truncated three-byte", [0xE2, 0x82]),
        ("truncated four-byte", [0xF0, 0x9F, 0x98]),
        ("lead then ASCII", [0xE2, 0x41]),
    ]

    @Test(arguments: invalidForms.indices)
    func invalidUTF8(_ index: Int) throws {
        let form = Self.invalidForms[index]
        let box = try Sandbox()
        let width = String(decoding: form.bytes, as: UTF8.self).unicodeScalars.count
        let asciiTail = form.bytes.last.map { $0 < 0x80 } ?? false  // `E2 41`: the `A` is not part of the error
        let errorEnd = 3 + width - (asciiTail ? 1 : 0)

        // In the middle of a line, with a tab after it on the same line.
        let middle = Array("tab a \"A\" { icon \"x\" }\n  ".utf8) + form.bytes + Array("; tab b \"B\"\n".utf8)
        try box.write("middle.tabs", bytes: middle)
        let r = try box.run(["--format", "json", "middle.tabs"], timeout: 30)
        #expect(!r.crashed && !r.timedOut && r.status == 1, "\(form.name): \(r)")
        let diagnostics = checkJSONReport(try r.json()).first?.diagnostics ?? []
        let syntax = diagnostics.filter { $0["rule"] as? String == "syntax-error" }
        #expect(syntax.count >= 1, "\(form.name): \(r)")
        #expect(span(syntax.first?["range"]).prefix(2) == [2, 3], "\(form.name): starts at 2:3: \(r)")
        if !asciiTail {
            #expect(span(syntax.first?["range"]) == [2, 3, 2, errorEnd], "\(form.name): \(r)")
            let missing = diagnostics.first { $0["rule"] as? String == "missing-icon" }
            #expect(span(missing?["range"]).prefix(2) == [2, 3 + width + 6], "\(form.name): columns after the bytes: \(r)")
        }

        // At the very end of the file, without a newline.
        try box.write("end.tabs", bytes: Array("tab a \"A\" { icon \"x\" }\n  ".utf8) + form.bytes)
        for format in ["concise", "human", "github"] {
            let e = try box.run(["--format", format, "--color", "never", "end.tabs"], timeout: 30)
            #expect(!e.crashed && !e.timedOut && e.status == 1, "\(form.name) \(format): \(e)")
            #expect(rawTerminalHazards(e.stdout).isEmpty, "\(form.name) \(format): \(rawTerminalHazards(e.stdout))")
            #expect(String(validating: e.stdout, as: UTF8.self) != nil, "\(form.name) \(format): output is not UTF-8")
            if format == "concise" {
                #expect(e.conciseLines().first { $0.rule == "syntax-error" }.map { [$0.line, $0.column] } == [2, 3], "\(e)")
            }
        }
    }

    @Test func nulBytes() throws {
        let box = try Sandbox()
        // NUL alone on a line, NUL inside a title (twice, so a message quotes it), NUL in a comment.
        let bytes = Array("tab a \"A\u{0}B\" { icon \"x\" }\n".utf8) + [0x20, 0x00, 0x0A]
            + Array("tab b \"A\u{0}B\" { icon \"y\" } # \u{0}\n".utf8)
        try box.write("nul.tabs", bytes: bytes)
        for format in ["concise", "human", "github"] {
            let r = try box.run(["--format", format, "--color", "never", "nul.tabs"], timeout: 30)
            #expect(!r.crashed && !r.timedOut && r.status == 1, "\(format): \(r)")
            #expect(rawTerminalHazards(r.stdout).isEmpty, "\(format): \(rawTerminalHazards(r.stdout))")
            if format == "concise" {
                let summary = r.conciseSummary
                #expect(summary.contains("syntax-error@2:2"), "\(summary)")
                #expect(summary.contains("duplicate-title@3:7"), "\(summary)")
            }
        }
        let json = try box.run(["--format", "json", "nul.tabs"])
        checkJSONReport(try json.json())
    }

    // MARK: Terminal safety

    /// A title with a raw ESC sequence, bidi overrides and isolates, a C1
    /// CSI, BEL, DEL, and newlines and a carriage return written as escapes.
    static let hostileTitle: [UInt8] = Array("X".utf8) + [0x1B] + Array("[31mred".utf8) + [0xE2, 0x80, 0xAE]
        + [0xE2, 0x81, 0xA6] + Array("\\n".utf8) + [0x07, 0xC2, 0x9B, 0x7F] + Array("\\r\\n::error::owned\\u{1B}]0;t\\u{7}".utf8)

    @Test(arguments: ["human", "concise", "github"])
    func escapesInTitles(_ format: String) throws {
        let box = try Sandbox()
        let line1 = Array("tab a \"".utf8) + Self.hostileTitle + Array("\" { icon \"x\" }\n".utf8)
        let line2 = Array("tab b \"".utf8) + Self.hostileTitle + Array("\" { icon \"y\" }\n".utf8)
        try box.write("esc.tabs", bytes: line1 + line2)
        for color in ["never", "always"] {
            let r = try box.run(["--format", format, "--color", color, "esc.tabs"], timeout: 30)
            #expect(!r.crashed && r.status == 1, "\(format): \(r)")
            var out = r.stdout
            if color == "always" {
                // Drop tablint's own SGR sequences (ESC [ digits ; m); anything else is from the file.
                out = Self.strippingSGR(out)
            }
            #expect(rawTerminalHazards(out).isEmpty, "\(format) color \(color): \(rawTerminalHazards(out))")
            #expect(out.contains(0x1B) == false, "\(format) color \(color): ESC from the file reached the output")
            let lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            switch format {
            case "concise":
                #expect(r.conciseLines().count == 1, "the escaped newlines make no extra lines: \(r)")
            case "github":
                // One command a diagnostic; no line of the output starts a command of the file's making.
                let commands = lines.filter { $0.hasPrefix("::") }
                #expect(commands.count == 1, "\(r)")
                #expect(commands.first?.hasPrefix("::error file=esc.tabs,") == true, "\(r)")
                #expect(!lines.contains { $0.hasPrefix("::error::owned") }, "\(r)")
            default:
                #expect(lines.first?.hasPrefix("esc.tabs:2:7: error[duplicate-title]:") == true, "\(r)")
            }
        }
    }

    static func strippingSGR(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == UInt8(ascii: ";") { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "m") { i = j + 1; continue }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    @Test(arguments: ["human", "concise", "github"])
    func escapesInFileNames(_ format: String) throws {
        let box = try Sandbox()
        // A file whose name holds ESC, a newline and a bidi override, found by a directory walk.
        let name = "evil\u{1B}[2J\nname\u{202E}.tabs"
        try box.write("dir/" + name, Sources.duplicateTitle)
        let r = try box.run(["--format", format, "--color", "never", "dir"], timeout: 30)
        #expect(!r.crashed && r.status == 1, "\(r)")
        #expect(rawTerminalHazards(r.stdout).isEmpty, "\(format): \(rawTerminalHazards(r.stdout))")
        if format == "concise" { #expect(r.conciseLines().count == 1, "\(r)") }
        if format == "github" { #expect(r.lines.filter { $0.hasPrefix("::") }.count == 1, "\(r)") }
    }

    // MARK: Configuration

    @Test(arguments: ["huge", "nested", "nested-objects", "binary", "truncated", "empty", "huge-string"])
    func hostileConfiguration(_ kind: String) throws {
        let box = try Sandbox()
        try box.write("App.tabs", Sources.clean)
        let config: [UInt8]
        switch kind {
        case "huge":
            // 20 MiB of well-formed JSON.
            var text = "{\"exclude\": ["
            var i = 0
            while text.utf8.count < 20 << 20 { text += "\"generated\(i)/**\","; i += 1 }
            text += "\"last/**\"]}"
            config = Array(text.utf8)
        case "nested": config = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        case "nested-objects": config = Array(String(repeating: "{\"rules\":", count: 100_000).utf8)
        case "binary": config = BadInputTests.noise(count: 4096, seed: 7)
        case "truncated": config = Array("{\"rules\": {\"duplicate-icon\": \"off\"".utf8)
        case "empty": config = []
        default: config = Array("{\"rules\": {}, \"x\": \"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 20 << 20) + Array("\"}".utf8)
        }
        try box.write(".tablint.json", bytes: config)
        let r = try box.run(["--format", "concise", "App.tabs"], timeout: 60)
        #expect(!r.crashed && !r.timedOut, "\(kind): \(r)")
        if kind == "huge" {
            // Accepted, or refused for its size; either way said plainly.
            #expect(r.status == 0 || (r.status == 2 && r.err.contains(".tablint.json")), "\(kind): \(r)")
        } else {
            #expect(r.status == 2, "\(kind): \(r)")
            #expect(r.err.contains(".tablint.json"), "\(kind): the message names the file: \(r)")
        }
        #expect(r.stderr.count < 4096, "\(kind): the message does not echo the file: \(r.stderr.count) bytes")
        #expect(rawTerminalHazards(r.stderr).isEmpty, "\(kind): \(rawTerminalHazards(r.stderr))")
    }

    // MARK: File system

    @Test func symlinkLoops() throws {
        let box = try Sandbox()
        try box.write("tree/App.tabs", Sources.duplicateTitle)
        try box.write("tree/sub/Other.tabs", Sources.missingIcon)
        try box.symlink("tree/self", to: ".")                  // a directory linking to itself
        try box.symlink("tree/sub/up", to: "..")               // and to its parent
        try box.symlink("tree/sub/root", to: box.root.path)    // and out of the tree
        try box.symlink("tree/loop.tabs", to: "loop.tabs")     // a file linking to itself
        try box.symlink("tree/ping.tabs", to: "pong.tabs")     // two links to each other
        try box.symlink("tree/pong.tabs", to: "ping.tabs")
        let r = try box.run(["--format", "concise", "tree"], timeout: 30)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        #expect(r.status == 1, "\(r)")
        let paths = r.conciseLines().map(\.path)
        #expect(paths == ["tree/App.tabs", "tree/sub/Other.tabs"], "each file once, no loop: \(r)")

        // Named explicitly, a looping link is a file that cannot be read.
        let e = try box.run(["--format", "concise", "tree/ping.tabs", "tree/App.tabs"], timeout: 30)
        #expect(!e.crashed && !e.timedOut && e.status == 2, "\(e)")
        #expect(e.err.contains("tree/ping.tabs"), "\(e)")
        #expect(e.conciseLines().map(\.path) == ["tree/App.tabs"], "the readable file is still checked: \(e)")
    }

    @Test func unreadableFileBesideReadableOnes() throws {
        let box = try Sandbox()
        try box.write("dir/a.tabs", Sources.duplicateTitle)
        try box.write("dir/c.tabs", Sources.missingIcon)
        if getuid() != 0 {
            // Permissions only stop a user that is not root.
            try box.write("dir/b.tabs", Sources.duplicateTitle)
            chmod(box.path("dir/b.tabs"), 0)
            let r = try box.run(["--format", "concise", "dir"], timeout: 30)
            #expect(!r.crashed && r.status == 2, "\(r)")
            #expect(r.err.contains("dir/b.tabs"), "\(r)")
            #expect(Set(r.conciseLines().map(\.path)) == ["dir/a.tabs", "dir/c.tabs"], "\(r)")
            let direct = try box.run(["--format", "concise", "dir/b.tabs", "dir/c.tabs"], timeout: 30)
            #expect(direct.status == 2 && direct.err.contains("dir/b.tabs"), "\(direct)")
            #expect(direct.conciseLines().map(\.path) == ["dir/c.tabs"], "\(direct)")
        }
        // As root too: a dangling link named explicitly cannot be read.
        try box.symlink("dir/gone.tabs", to: "nowhere/missing.tabs")
        let r = try box.run(["--format", "concise", "dir/a.tabs", "dir/gone.tabs", "dir/c.tabs"], timeout: 30)
        #expect(!r.crashed && !r.timedOut && r.status == 2, "\(r)")
        #expect(r.err.contains("dir/gone.tabs"), "the message names the file: \(r)")
        #expect(r.conciseLines().map(\.path) == ["dir/a.tabs", "dir/c.tabs"], "the other files are still checked: \(r)")
        // In a walk, a dangling link is not a `.tabs` file to check.
        let walk = try box.run(["--format", "concise", "dir"], timeout: 30)
        #expect(!walk.crashed && !walk.timedOut, "\(walk)")
        #expect(walk.conciseLines().map(\.path).contains("dir/a.tabs"), "\(walk)")
    }
}
