import Foundation
import Testing

@Suite("Configuration") struct ConfigurationTests {
    static let strict = #"{"rules": {"missing-icon": "error"}}"#
    static let silent = #"{"rules": {"missing-icon": "off"}}"#

    /// The severity of the one `missing-icon` reported for `path`, or nil when none is.
    func missingIconSeverity(_ box: Sandbox, _ args: [String], in cwd: String? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let r = try box.run(["--format", "concise"] + args, in: cwd)
        let lines = r.conciseLines(sourceLocation: sourceLocation).filter { $0.rule == "missing-icon" }
        #expect(lines.count <= 1, "\(r)", sourceLocation: sourceLocation)
        #expect(r.status == (lines.first?.severity == "error" ? 1 : 0), "\(r)", sourceLocation: sourceLocation)
        return lines.first?.severity
    }

    @Test func foundInTheFilesDirectory() throws {
        let box = try Sandbox()
        try box.write("app/.tablint.json", Self.strict)
        try box.write("app/a.tabs", Sources.missingIcon)
        try box.write("other/a.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["app/a.tabs"]) == "error")
        #expect(try missingIconSeverity(box, ["a.tabs"], in: "app") == "error")
        #expect(try missingIconSeverity(box, ["other/a.tabs"]) == "warning")
    }

    @Test func foundInTheNearestAncestor() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", Self.silent)
        try box.write("a/.tablint.json", Self.strict)
        try box.write("a/b/c/x.tabs", Sources.missingIcon)
        try box.write("d/e/x.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["a/b/c/x.tabs"]) == "error", "the nearest one wins")
        #expect(try missingIconSeverity(box, ["x.tabs"], in: "a/b/c") == "error", "found above the working directory")
        #expect(try missingIconSeverity(box, ["d/e/x.tabs"]) == nil, "the root one applies")
        // In a walk, each file gets its own.
        let r = try box.run(["--format", "concise", "."])
        #expect(r.conciseSummary == ["missing-icon@1:5"], "\(r)")
        #expect(r.conciseLines().first?.path == "a/b/c/x.tabs")
    }

    @Test func searchStopsAtTheRepositoryRoot() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", Self.silent)
        try box.mkdir("repo/.git")
        try box.write("repo/src/x.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["repo/src/x.tabs"]) == "warning", "the configuration above .git is not used")

        // A `.git` file (worktree, submodule) stops it too.
        try box.write("wt/.git", "gitdir: /nowhere\n")
        try box.write("wt/x.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["wt/x.tabs"]) == "warning")

        // The directory holding `.git` is still searched.
        try box.write("repo/.tablint.json", Self.strict)
        #expect(try missingIconSeverity(box, ["repo/src/x.tabs"]) == "error")
    }

    @Test func explicitConfigFile() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", Self.silent)
        try box.write("conf/strict.json", Self.strict)
        try box.write("a.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["a.tabs"]) == nil)
        #expect(try missingIconSeverity(box, ["--config", "conf/strict.json", "a.tabs"]) == "error")
        #expect(try missingIconSeverity(box, ["--config=conf/strict.json", "a.tabs"]) == "error")
    }

    @Test func missingExplicitConfigIsTwo() throws {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.clean)
        let r = try box.run(["--config", "nope.json", "a.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("nope.json"), "\(r)")
    }

    @Test func noConfigIgnoresThem() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", Self.strict)
        try box.write("a.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["a.tabs"]) == "error")
        #expect(try missingIconSeverity(box, ["--no-config", "a.tabs"]) == "warning")
        // Even an invalid one.
        try box.write(".tablint.json", "{ not json")
        #expect(try missingIconSeverity(box, ["--no-config", "a.tabs"]) == "warning")
    }

    @Test func ruleLevels() throws {
        let box = try Sandbox()
        try box.write("a.tabs", "tab home \"Home\" { icon \"house\" }\ntab feed \"Home\"\ntab x \"home\" { icon \"star\" }\n")
        let base = try box.run(["--format", "concise", "a.tabs"])
        #expect(base.conciseLines().map { "\($0.rule):\($0.severity)" }
                == ["missing-icon:warning", "duplicate-title:error", "similar-titles:warning"], "\(base)")
        #expect(base.status == 1)

        try box.write(".tablint.json", #"""
            {"rules": {"duplicate-title": "warning", "missing-icon": "off", "similar-titles": "error"}}
            """#)
        let configured = try box.run(["--format", "concise", "a.tabs"])
        #expect(configured.conciseLines().map { "\($0.rule):\($0.severity)" }
                == ["duplicate-title:warning", "similar-titles:error"], "\(configured)")
        #expect(configured.status == 1)

        try box.write(".tablint.json", #"{"rules": {"duplicate-title": "info", "similar-titles": "off", "missing-icon": "warning"}}"#)
        let lowered = try box.run(["--format", "json", "a.tabs"])
        #expect(lowered.status == 0, "no errors left: \(lowered)")
        let summary = (try lowered.json() as? [String: Any])?["summary"] as? [String: Any]
        #expect(summary?["errors"] as? Int == 0)
        #expect(summary?["warnings"] as? Int == 1)
        #expect(summary?["infos"] as? Int == 1)
    }

    @Test func ruleOptionOverridesTheConfiguration() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", Self.strict)
        try box.write("a.tabs", Sources.missingIcon)
        #expect(try missingIconSeverity(box, ["--rule", "missing-icon=off", "a.tabs"]) == nil)
        #expect(try missingIconSeverity(box, ["--rule=missing-icon=warning", "a.tabs"]) == "warning")
        #expect(try missingIconSeverity(box, ["--rule", "missing-icon=info", "a.tabs"]) == "info")
        // The last of repeated options wins, and other rules keep the configuration's level.
        #expect(try missingIconSeverity(box, ["--rule", "missing-icon=off", "--rule", "missing-icon=error", "a.tabs"]) == "error")
        #expect(try missingIconSeverity(box, ["--rule", "duplicate-title=off", "a.tabs"]) == "error")
    }

    @Test func excludeGlobs() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"exclude": ["Generated/**", "*.draft.tabs"]}"#)
        try box.write("Generated/a.tabs", Sources.duplicateTitle)
        try box.write("Generated/deep/b.tabs", Sources.duplicateTitle)
        try box.write("src/x.draft.tabs", Sources.duplicateTitle)
        try box.write("src/App.tabs", Sources.missingIcon)
        let r = try box.run(["--format", "json", "."])
        #expect(r.status == 0, "\(r)")
        #expect(checkJSONReport(try r.json()).map(\.path) == ["src/App.tabs"], "\(r)")

        // Patterns are relative to the configuration's directory, wherever tablint runs.
        let fromSrc = try box.run(["--format", "json", "../Generated", "App.tabs"], in: "src")
        #expect(checkJSONReport(try fromSrc.json()).map(\.path) == ["App.tabs"], "\(fromSrc)")
    }

    @Test func symbolsPathIsRelativeToTheConfiguration() throws {
        let box = try Sandbox()
        try box.write("proj/.tablint.json", #"{"symbols": "Tools/symbols.txt"}"#)
        try box.write("proj/Tools/symbols.txt", "house\nstar\n")
        try box.write("proj/App/Main.tabs", "tab home \"Home\" { icon \"hose\" }\n")
        for cwd in [nil, "proj", "proj/App"] as [String?] {
            let path = cwd == nil ? "proj/App/Main.tabs" : cwd == "proj" ? "App/Main.tabs" : "Main.tabs"
            let r = try box.run(["--format", "concise", path], in: cwd)
            #expect(r.conciseSummary == ["unknown-icon@1:24"], "from \(cwd ?? "."): \(r)")
            #expect(r.status == 0)
        }
    }

    @Test(arguments: [
        (#"{"rulez": {}}"#, "rulez"),
        (#"{"rules": {"missing-icn": "off"}}"#, "missing-icn"),
        (#"{"rules": {"missing-icon": "loud"}}"#, "missing-icon"),
        (#"{"rules": {"missing-icon": 3}}"#, "missing-icon"),
        (#"{"exclude": "Generated/**"}"#, "exclude"),
        (#"{"symbols": 42}"#, "symbols"),
        ("not json at all", nil),
        (#"{"rules": {"missing-icon": "off"}"#, nil),
        ("[]", nil),
        ("", nil),
    ] as [(String, String?)])
    func invalidConfigurationIsTwo(_ text: String, _ key: String?) throws {
        let box = try Sandbox()
        try box.write("proj/.tablint.json", text)
        try box.write("proj/a.tabs", Sources.clean)
        let r = try box.run(["proj/a.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains(".tablint.json"), "names the file: \(r)")
        if let key { #expect(r.err.contains(key), "names the key: \(r)") }

        // The same through --config.
        try box.write("other.json", text)
        let explicit = try box.run(["--config", "other.json", "proj/a.tabs"])
        #expect(explicit.status == 2, "\(explicit)")
        #expect(explicit.err.contains("other.json"), "\(explicit)")
        if let key { #expect(explicit.err.contains(key), "\(explicit)") }
    }

    @Test func invalidConfigurationStillChecksEveryReadableFile() throws {
        // docs/command-line.md: on exit status 2 "the files that could be read are still checked and reported".
        let box = try Sandbox()
        try box.write("bad/.tablint.json", #"{"rules": {"missing-icn": "off"}}"#)
        try box.write("bad/a.tabs", Sources.duplicateTitle)
        try box.write("bad/b.tabs", Sources.duplicateTitle)
        try box.write("good/c.tabs", Sources.duplicateTitle)
        let r = try box.run(["--format", "json", "."])
        #expect(r.status == 2, "\(r)")
        let files = checkJSONReport(try r.json())
        #expect(files.map(\.path) == ["bad/a.tabs", "bad/b.tabs", "good/c.tabs"], "\(r)")
        #expect(files.allSatisfy { !$0.diagnostics.isEmpty }, "checked with the default levels: \(r)")
        #expect(r.err.components(separatedBy: "missing-icn").count == 2, "the bad file is named once: \(r)")
    }

    @Test func invalidExplicitConfigurationStillReports() throws {
        let box = try Sandbox()
        try box.write("bad.json", #"{"rulez": {}}"#)
        try box.write("a.tabs", Sources.duplicateTitle)
        for config in ["bad.json", "nope.json"] {
            let r = try box.run(["--format", "json", "--config", config, "a.tabs"])
            #expect(r.status == 2, "\(r)")
            #expect(r.err.contains(config), "\(r)")
            #expect(checkJSONReport(try r.json()).map(\.path) == ["a.tabs"], "\(r)")
        }
        // --fix does not fix by the default levels what the configuration was meant to set.
        try box.write("b.tabs", "tab b \"B\" { icon \"house.fill\" }\n")
        let fix = try box.run(["--fix", "--config", "bad.json", "b.tabs"])
        #expect(fix.status == 2, "\(fix)")
        #expect(fix.err.contains("not fixed: its configuration is invalid"), "\(fix)")
        #expect(String(decoding: try box.read("b.tabs"), as: UTF8.self).contains("house.fill"))
        // On standard input the text still comes back on stdout, unchanged (a pipe keeps it), the report on stderr.
        let text = Array("tab b \"B\" { icon \"house.fill\" }\n".utf8)
        let piped = try box.run(["--fix", "--config", "bad.json", "-"], stdin: text)
        #expect(piped.status == 2, "\(piped)")
        #expect(piped.stdout == text, "\(piped)")
        // `format` reports the invalid configuration too, and still formats.
        try box.write("sub/.tablint.json", #"{"rulez": {}}"#)
        try box.write("sub/c.tabs", "tab c \"C\" {icon \"c\"}\n")
        let format = try box.run(["format", "sub/c.tabs"])
        #expect(format.status == 2, "\(format)")
        #expect(format.err.contains("rulez"), "\(format)")
        #expect(String(decoding: try box.read("sub/c.tabs"), as: UTF8.self) == "tab c \"C\" { icon \"c\" }\n")
    }

    @Test func schemaKeyIsAccepted() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"$schema": "./EditorConfigs/tablint.schema.json", "rules": {}}"#)
        try box.write("a.tabs", Sources.clean)
        let r = try box.run(["a.tabs"])
        #expect(r.status == 0, "\(r)")
    }
}
