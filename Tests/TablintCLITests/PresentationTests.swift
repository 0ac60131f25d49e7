import Foundation
import Testing

@Suite("Symbol catalogs") struct SymbolCatalogTests {
    @Test func textListMakesUnknownIconFire() throws {
        let box = try Sandbox()
        try box.write("symbols.txt", "house\nstar\nheart\n")
        try box.write("a.tabs", "tab home \"Home\" { icon \"hose\" }\ntab feed \"Feed\" { icon \"star\" }\ntab x \"X\" { icon \"zzzzzz\" }\n")
        let r = try box.run(["--format", "json", "--symbols", "symbols.txt", "a.tabs"])
        #expect(r.status == 0, "\(r)")
        let diagnostics = try #require(checkJSONReport(try r.json()).first?.diagnostics)
        #expect(diagnostics.map { $0["rule"] as? String } == ["unknown-icon", "unknown-icon"], "\(r)")
        #expect(diagnostics.map { span($0["range"]) } == [[1, 24, 1, 30], [3, 18, 3, 26]])
        let near = diagnostics[0]
        #expect((near["message"] as? String)?.contains("hose") == true)
        let fix = near["fix"] as? [String: Any]
        #expect(fix?["applicability"] as? String == "unsafe", "a closest-name suggestion is unsafe")
        #expect((fix?["edits"] as? [[String: Any]])?.first?["newText"] as? String == "\"house\"")
        #expect(diagnostics[1]["fix"] == nil, "no catalog name is within edit distance 2")
    }

    @Test func withoutCatalogUnknownIconDoesNotRun() throws {
        #if os(Linux)
        let box = try Sandbox()
        try box.write("a.tabs", "tab home \"Home\" { icon \"hose\" }\n")
        let r = try box.run(["--format", "concise", "a.tabs"])
        #expect(r.status == 0)
        #expect(r.out.isEmpty, "\(r)")
        #endif
    }

    @Test func missingCatalogIsTwo() throws {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.clean)
        let r = try box.run(["--symbols", "nowhere.txt", "--format", "concise", "a.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("nowhere.txt"), "\(r)")
    }

    @Test func optionOverridesTheConfigurationCatalog() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"symbols": "config.txt"}"#)
        try box.write("config.txt", "house\n")
        try box.write("option.txt", "hose\n")
        try box.write("a.tabs", "tab home \"Home\" { icon \"hose\" }\n")
        let configured = try box.run(["--format", "concise", "a.tabs"])
        #expect(configured.conciseSummary == ["unknown-icon@1:24"], "\(configured)")
        let overridden = try box.run(["--format", "concise", "--symbols", "option.txt", "a.tabs"])
        #expect(overridden.out.isEmpty, "\(overridden)")
    }
}

@Suite("Color and quiet") struct ColorAndQuietTests {
    static let escape: UInt8 = 0x1B

    func sandbox() throws -> Sandbox {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.duplicateTitle)
        return box
    }

    @Test func alwaysEmitsEscapes() throws {
        let r = try sandbox().run(["--color", "always", "a.tabs"])
        #expect(r.status == 1)
        #expect(r.stdout.contains(Self.escape), "\(r)")
        #expect(r.out.contains("\u{1B}["), "ANSI CSI sequences")
        let forced = try sandbox().run(["--color=always", "a.tabs"], env: ["NO_COLOR": "1"])
        #expect(forced.stdout.contains(Self.escape), "an explicit --color always wins over NO_COLOR")
    }

    @Test(arguments: [
        (["--color", "never"], [String: String?]()),
        (["--color", "auto"], ["NO_COLOR": "1"]),
        ([], ["NO_COLOR": "1"]),
        ([], [:]),   // auto on a pipe
        (["--color", "never"], ["FORCE_COLOR": "1", "CLICOLOR_FORCE": "1"]),
    ])
    func noEscapes(_ args: [String], _ env: [String: String?]) throws {
        let r = try sandbox().run(args + ["a.tabs"], env: env)
        #expect(r.status == 1)
        #expect(!r.stdout.contains(Self.escape), "\(args) \(env): \(r)")
        #expect(!r.stderr.contains(Self.escape))
        #expect(r.out.contains("error[duplicate-title]"))
    }

    @Test func colorDoesNotChangeTheText() throws {
        let plain = try sandbox().run(["--color", "never", "a.tabs"])
        let colored = try sandbox().run(["--color", "always", "a.tabs"])
        let stripped = colored.out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.out)
    }

    @Test func quietDropsTheSummary() throws {
        let box = try sandbox()
        try box.write("ok.tabs", Sources.clean)
        let loud = try box.run(["a.tabs"])
        let quiet = try box.run(["--quiet", "a.tabs"])
        #expect(quiet.status == 1)
        #expect(loud.lines.last == "1 error, 0 warnings in 1 file")
        #expect(quiet.out.contains("error[duplicate-title]"), "\(quiet)")
        #expect(!quiet.out.contains(" in 1 file"), "\(quiet)")
        #expect(quiet.out.count < loud.out.count)
        let clean = try box.run(["-q", "ok.tabs"])
        #expect(clean.status == 0)
        #expect(clean.out.isEmpty, "\(clean)")
        // JSON keeps its summary: it is part of the document.
        let json = try box.run(["--quiet", "--format", "json", "a.tabs"])
        #expect(checkJSONReport(try json.json()).count == 1, "\(json)")
        let concise = try box.run(["--quiet", "--format", "concise", "a.tabs"])
        #expect(concise.lines.count == 1, "\(concise)")
    }
}

@Suite("Hostile text") struct HostileTextTests {
    static let escape: [UInt8] = [0x1B]
    static let rightToLeftOverride: [UInt8] = [0xE2, 0x80, 0xAE]

    /// Two tabs with one title holding a raw ESC sequence and a U+202E, so the title appears in the message and snippet.
    static let title: [UInt8] = Array("\"x".utf8) + [0x1B] + Array("[2J".utf8) + [0x1B] + Array("]0;pwned".utf8) + [0x07]
        + rightToLeftOverride + Array("txt\"".utf8)
    static let bytes: [UInt8] = {
        return Array("tab home ".utf8) + title + Array(" { icon \"house\" }\ntab feed ".utf8) + title + Array(" { icon \"star\" }\n".utf8)
    }()

    func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test(arguments: ["human", "concise"])
    func controlAndBidiCharactersAreEscaped(_ format: String) throws {
        let box = try Sandbox()
        try box.write("a.tabs", bytes: Self.bytes)
        let r = try box.run(["--format", format, "--color", "never", "a.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.out.contains("duplicate-title"), "\(r)")
        #expect(!contains(r.stdout, Self.escape), "a raw ESC reached the terminal")
        #expect(!contains(r.stdout, Self.rightToLeftOverride), "a raw U+202E reached the terminal")
        #expect(!r.stdout.contains(0x07), "a raw BEL reached the terminal")
        #expect(!contains(r.stderr, Self.escape))
    }

    @Test func hostileFilenames() throws {
        let box = try Sandbox()
        let name = "x\u{1B}[2Jy\u{202E}.tabs"
        for format in ["human", "concise"] {
            let r = try box.run(["--format", format, "--stdin-filename", name, "-"], stdin: Array(Sources.duplicateTitle.utf8))
            #expect(r.status == 1)
            #expect(!contains(r.stdout, Self.escape), "\(format): \(r)")
            #expect(!contains(r.stdout, Self.rightToLeftOverride), "\(format)")
        }
        let missing = try box.run([name])
        #expect(missing.status == 2)
        #expect(!contains(missing.stderr, Self.escape), "\(missing)")
    }

    @Test func jsonKeepsTheTextExactly() throws {
        let box = try Sandbox()
        try box.write("a.tabs", bytes: Self.bytes)
        let r = try box.run(["--format", "json", "a.tabs"])
        #expect(!contains(r.stdout, Self.escape), "JSON escapes control characters")
        let d = checkJSONReport(try r.json()).first?.diagnostics.first
        // The message names the title (rules show control characters escaped, as `\u{1B}`).
        #expect((d?["message"] as? String)?.contains("pwned") == true, "\(r)")
        #expect(span(d?["range"]) == [2, 10, 2, 10 + String(decoding: Self.title, as: UTF8.self).unicodeScalars.count])
    }
}

@Suite("Commands") struct CommandTests {
    /// Every rule of docs/rules.md with its default severity.
    static let rules: [String: String] = [
        "syntax-error": "error",
        "unknown-attribute": "error", "duplicate-attribute": "error", "invalid-value": "error", "duplicate-defaults": "error",
        "missing-title": "error", "empty-title": "error", "duplicate-title": "error", "similar-titles": "warning",
        "more-title-clash": "error", "untranslated-title": "warning", "missing-language": "warning", "invalid-strings": "error",
        "duplicate-id": "error", "reused-id": "error", "removed-id": "warning", "dynamic-key": "warning",
        "too-many-cached": "error", "no-rotation-slot": "warning", "selected-not-cached": "warning",
        "unknown-tab": "error", "duplicate-reference": "warning", "action-tab-selected": "error",
        "action-tab-cached": "error", "conditional-selected": "warning", "selected-unavailable": "error", "no-selectable-tab": "error",
        "multiple-search": "error", "multiple-prominent": "error", "unreachable-tab": "warning", "empty-section": "warning",
        "missing-icon": "warning", "conflicting-icon": "error", "unknown-image": "warning", "invalid-assets": "error",
        "invalid-icon-name": "error", "unknown-icon": "warning", "duplicate-icon": "warning",
        "filled-icon": "info", "renamed-icon": "warning", "icon-unavailable": "warning",
        "invalid-suppression": "warning", "unused-suppression": "warning",
    ]

    @Test func rulesListing() throws {
        #expect(Self.rules.count == 43)
        let r = try CLI.run(["rules"])
        #expect(r.status == 0, "\(r)")
        let ids = r.lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(Set(ids) == Set(Self.rules.keys), "\(r)")
        #expect(ids.count == 43)
        for line in r.lines {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 3 else { Issue.record("short line: \(line)"); continue }
            #expect(Self.rules[parts[0]] == parts[1], "\(line)")
        }
    }

    @Test func rulesListingAsJSON() throws {
        for args in [["rules", "--format", "json"], ["rules", "--format=json"]] {
            let r = try CLI.run(args)
            #expect(r.status == 0, "\(r)")
            let list = try #require(try r.json() as? [[String: Any]], "\(r)")
            #expect(list.count == 43)
            var seen: [String: String] = [:]
            for rule in list {
                let id = try #require(rule["id"] as? String)
                seen[id] = rule["severity"] as? String
                #expect(!((rule["summary"] as? String) ?? "").isEmpty, "\(id) has a summary")
            }
            #expect(seen == Self.rules)
        }
    }

    @Test func explainKnownRule() throws {
        let r = try CLI.run(["explain", "duplicate-title"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("duplicate-title"))
        #expect(r.out.contains("tab "), "shows examples: \(r)")
        #expect(r.err.isEmpty)
    }

    @Test func explainEveryRule() throws {
        for id in Self.rules.keys.sorted() {
            let r = try CLI.run(["explain", id])
            #expect(r.status == 0, "\(id): \(r)")
            #expect(r.out.contains(id))
        }
    }

    @Test func explainUnknownRule() throws {
        let r = try CLI.run(["explain", "nope"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("nope"), "\(r)")
        #expect(r.out.isEmpty)
        let close = try CLI.run(["explain", "duplicate-titel"])
        #expect(close.status == 2)
        #expect(close.err.contains("duplicate-title"), "suggests close ids: \(close)")
        let another = try CLI.run(["explain", "missing-icn"])
        #expect(another.err.contains("missing-icon"), "\(another)")
    }

    @Test func version() throws {
        for flag in ["--version", "-V"] {
            let r = try CLI.run([flag])
            #expect(r.status == 0, "\(r)")
            #expect(r.out.range(of: #"^tablint [0-9]+\.[0-9]+\.[0-9]+"#, options: .regularExpression) != nil, "\(r)")
        }
    }

    @Test func help() throws {
        for args in [["--help"], ["-h"], ["check", "--help"]] {
            let r = try CLI.run(args)
            #expect(r.status == 0, "\(args): \(r)")
            for word in ["tablint", "--format", "--max-warnings", "--stdin-filename", "--no-config", "explain", "rules"] {
                #expect(r.out.contains(word), "\(args) mentions \(word)")
            }
        }
    }
}
