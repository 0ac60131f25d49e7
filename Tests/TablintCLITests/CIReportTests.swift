import Foundation
import Testing

// CI integration through the real executable: SARIF for code scanning
// (validated against the SARIF 2.1.0 schema with Python's jsonschema),
// GitHub Actions annotations, `--report` beside stdout, and hostile text in
// every terminal-facing format.

/// External tools the CI tests drive (python3 with jsonschema, pre-commit, git).
enum CITools {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The SARIF 2.1.0 schema, vendored in the repository (OASIS's; see `Tests/Data/sarif/NOTICE.md`).
    static var sarifSchema: URL {
        packageRoot.appendingPathComponent("Tests/Data/sarif/sarif-schema-2.1.0.json")
    }

    struct Output { var status: Int32; var out: String; var err: String }

    /// Runs a program found on PATH (through `/usr/bin/env`).
    static func run(_ arguments: [String], cwd: URL? = nil, env: [String: String] = [:], stdin: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (k, v) in env { environment[k] = v }
        process.environment = environment
        if let cwd { process.currentDirectoryURL = cwd }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let stdin {
            try inPipe.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, out: String(decoding: out, as: UTF8.self),
                      err: String(decoding: errBox.data, as: UTF8.self))
    }

    static func available(_ command: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(command)"]).status) == 0
    }

    /// Whether `python3 -c "import jsonschema"` works.
    static let hasJSONSchema: Bool = (try? run(["python3", "-c", "import jsonschema"]).status) == 0

    static let jsonschemaMissing = "python3 with the jsonschema module is not installed (pip install jsonschema; .ci/run installs it)"

    /// Validates the JSON document at `document` against the schema at `schema`;
    /// returns the validation errors (empty when valid).
    static func validate(document: URL, schema: URL, draft: String) throws -> [String] {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        doc = json.load(open(sys.argv[2], encoding="utf-8"))
        cls = getattr(jsonschema, sys.argv[3])
        cls.check_schema(schema)
        errors = sorted(cls(schema).iter_errors(doc), key=lambda e: list(e.absolute_path))
        for e in errors:
            print("/".join(str(p) for p in e.absolute_path) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """
        let result = try run(["python3", "-c", script, schema.path, document.path, draft])
        if result.status != 0 && result.out.isEmpty {
            return ["python failed (exit \(result.status)): \(result.err)"]
        }
        return result.out.split(separator: "\n").map(String.init)
    }

    /// Every rule id, from `tablint rules --format json`.
    static func ruleIDs() throws -> [String] {
        let result = try CLI.run(["rules", "--format", "json"])
        let rules = try #require(try result.json() as? [[String: Any]], "\(result)")
        return rules.compactMap { $0["id"] as? String }
    }
}

/// True when a string holds a C0/C1 control character (tab excepted) or a bidi control.
func containsRawControl(_ s: String) -> Bool {
    s.unicodeScalars.contains { c in
        let v = c.value
        return (v < 0x20 && v != 0x09 && v != 0x0A) || (v >= 0x7F && v <= 0x9F)
            || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) || v == 0x200E || v == 0x200F || v == 0x061C
    }
}

@Suite("CI reports: SARIF, GitHub annotations, hostile text")
struct CIReportTests {
    /// Two duplicate titles (related location), a safe fix, an unsafe fix, a warning.
    static let sample = """
    tab home "Home" { icon "house" }
    tab feed "Home" { icon "star.fill" }
    tab more "Ünïcode" { placement pined; icon "gear" }
    tab plain "Plain"

    """

    static let weirdName = "dir with space/Ré sumé.tabs"

    func sarif(_ box: Sandbox, _ args: [String]) throws -> (RunResult, [String: Any]) {
        let result = try box.run(["check", "--format", "sarif"] + args)
        let doc = try #require(try result.json() as? [String: Any], "\(result)")
        return (result, doc)
    }

    @Test("SARIF validates against the SARIF 2.1.0 schema",
          .enabled(if: CITools.hasJSONSchema, Comment(rawValue: CITools.jsonschemaMissing)))
    func sarifValidates() throws {
        let box = try Sandbox()
        try box.write(Self.weirdName, Self.sample)
        try box.write("clean.tabs", Sources.clean)
        try box.write("broken.tabs", "tab x \"unterminated\n}\n")
        let result = try box.run(["check", "--format", "sarif", "--unsafe-fixes", "."])
        #expect(result.status == 1, "\(result)")
        try box.write("out.sarif", bytes: result.stdout)
        let errors = try CITools.validate(document: box.url("out.sarif"), schema: CITools.sarifSchema, draft: "Draft4Validator")
        #expect(errors.isEmpty, "SARIF does not validate:\n\(errors.joined(separator: "\n"))")
    }

    @Test("SARIF driver lists every rule; results index into it")
    func sarifStructure() throws {
        let box = try Sandbox()
        try box.write(Self.weirdName, Self.sample)
        let (result, doc) = try sarif(box, [Self.weirdName])
        #expect(result.status == 1)
        #expect(doc["version"] as? String == "2.1.0")
        let runs = try #require(doc["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require(run.object("tool")?.object("driver"))
        #expect(driver.string("name") == "tablint")
        let version = try CLI.run(["--version"]).out
        let driverVersion = try #require(driver.string("version"))
        #expect(!driverVersion.isEmpty && version.contains(driverVersion))
        let uri = try #require(driver.string("informationUri"))
        #expect(uri.hasPrefix("https://"))
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0.string("id") }
        #expect(ids == (try CITools.ruleIDs()))
        let levels: [String: String] = ["error": "error", "warning": "warning", "info": "note"]
        let listed = try #require(try CLI.run(["rules", "--format", "json"]).json() as? [[String: Any]])
        for (rule, listing) in zip(rules, listed) {
            #expect(rule.object("shortDescription")?.string("text")?.isEmpty == false, "\(rule)")
            #expect(rule.object("defaultConfiguration")?.string("level") == levels[listing.string("severity") ?? ""], "\(rule)")
        }

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0.string("ruleId") }) == ["duplicate-title", "filled-icon", "invalid-value", "missing-icon"])
        for r in results {
            let id = try #require(r.string("ruleId"))
            let index = try #require(r.int("ruleIndex"))
            #expect(index >= 0 && index < ids.count && ids[index] == id, "ruleIndex \(index) for \(id)")
            #expect(["error", "warning", "note"].contains(r.string("level") ?? ""))
            #expect(r.object("message")?.string("text")?.isEmpty == false)
            let locations = try #require(r["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations[0].object("physicalLocation"))
            let artifact = try #require(physical.object("artifactLocation"))
            #expect(artifact.string("uri") == "dir%20with%20space/R%C3%A9%20sum%C3%A9.tabs")
            #expect(artifact.string("uriBaseId") == "%SRCROOT%")
            let region = try #require(physical.object("region"))
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                #expect((region.int(key) ?? 0) >= 1, "\(key) in \(region)")
            }
        }

        // duplicate-title at 2:10-2:16, related 1:10-1:16.
        let duplicate = try #require(results.first { $0.string("ruleId") == "duplicate-title" })
        #expect(duplicate.string("level") == "error")
        let region = try #require((duplicate["locations"] as? [[String: Any]])?.first?.object("physicalLocation")?.object("region"))
        #expect(region.int("startLine") == 2 && region.int("startColumn") == 10)
        #expect(region.int("endLine") == 2 && region.int("endColumn") == 16)
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        let relatedRegion = related.first?.object("physicalLocation")?.object("region")
        #expect(relatedRegion?.int("startLine") == 1 && relatedRegion?.int("startColumn") == 10)
        #expect(related.first?.object("message")?.string("text")?.isEmpty == false)

        // Columns count code points: `pined` comes after "Ünïcode" on line 3.
        let invalid = try #require(results.first { $0.string("ruleId") == "invalid-value" })
        let invalidRegion = (invalid["locations"] as? [[String: Any]])?.first?.object("physicalLocation")?.object("region")
        #expect(invalidRegion?.int("startLine") == 3 && invalidRegion?.int("startColumn") == 32)
        #expect(invalidRegion?.int("endColumn") == 37)

        // A fix: replacement of "star.fill" by "star" on line 2.
        let filled = try #require(results.first { $0.string("ruleId") == "filled-icon" })
        #expect(filled.string("level") == "note")
        let fixes = try #require(filled["fixes"] as? [[String: Any]])
        let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect(change.object("artifactLocation")?.string("uri") == "dir%20with%20space/R%C3%A9%20sum%C3%A9.tabs")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement.object("deletedRegion")?.int("startLine") == 2)
        #expect(replacement.object("insertedContent")?.string("text")?.contains("star") == true)
    }

    @Test("a SARIF run of a clean tree has no results and still lists the rules")
    func sarifClean() throws {
        let box = try Sandbox()
        try box.write("clean.tabs", Sources.clean)
        let (result, doc) = try sarif(box, [])
        #expect(result.status == 0, "\(result)")
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(((run.object("tool")?.object("driver")?["rules"]) as? [Any])?.isEmpty == false)
    }

    @Test("GitHub annotations have the exact shape")
    func githubShape() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.sample)
        let result = try box.run(["check", "--format", "github", "App.tabs"])
        #expect(result.status == 1, "\(result)")
        #expect(result.lines.contains(
            "::error file=App.tabs,line=2,col=10,endLine=2,endColumn=16,title=tablint (duplicate-title)::"
                + "the title \"Home\" is already used by tab `home`; give each tab its own title")
                || result.lines.contains { $0.hasPrefix("::error file=App.tabs,line=2,col=10,endLine=2,endColumn=16,title=tablint (duplicate-title)::") },
                "\(result)")
        #expect(result.lines.contains { $0.hasPrefix("::notice file=App.tabs,line=2,col=24,endLine=2,endColumn=35,title=tablint (filled-icon)::") }, "\(result)")
        #expect(result.lines.contains { $0.hasPrefix("::error file=App.tabs,line=3,col=32,endLine=3,endColumn=37,title=tablint (invalid-value)::") }, "\(result)")
        #expect(result.lines.contains { $0.hasPrefix("::warning file=App.tabs,line=4,col=5,endLine=4,endColumn=10,title=tablint (missing-icon)::") }, "\(result)")
        let pattern = #"^::(error|warning|notice) file=[^,:]+,line=[0-9]+,col=[0-9]+,endLine=[0-9]+,endColumn=[0-9]+,title=tablint \([a-z]+(-[a-z]+)*\)::.+$"#
        let regex = try NSRegularExpression(pattern: pattern)
        #expect(result.lines.count == 4)
        for line in result.lines {
            #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "bad annotation: \(line)")
        }
        // A clean file: nothing at all on stdout.
        try box.write("clean.tabs", Sources.clean)
        let clean = try box.run(["check", "--format", "github", "clean.tabs"])
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean)")
    }

    /// A title with `%`, `::`, an escaped CR/LF, a raw ESC (an ANSI sequence),
    /// a raw bidi override, and the same again through `\u{...}` escapes.
    static let hostile: [UInt8] = Array("tab a \"50%::x\\r\\ny\u{1B}[31mred\u{202E}evil\" { icon \"house\" }\n".utf8)
        + Array("tab b \"50%::x\\r\\ny\u{1B}[31mred\u{202E}evil\" { icon \"star\" }\n".utf8)
        + Array("tab c \"q\\u{1B}]0;pwned\\u{7}\\u{202E}\\u{85}%\" { icon \"gear\" }\n".utf8)
        + Array("tab d \"q\\u{1B}]0;pwned\\u{7}\\u{202E}\\u{85}%\" { icon \"bell\" }\n".utf8)
        + Array("tab e \"\u{1B}[2J\" { icon \"\u{1B}[2J\u{202E}\" }\n".utf8)

    static let hostileName = "we,ird:na%me.tabs"

    @Test("GitHub annotations escape hostile text; every line is a command")
    func githubHostile() throws {
        let box = try Sandbox()
        try box.write(Self.hostileName, bytes: Self.hostile)
        let result = try box.run(["check", "--format", "github", Self.hostileName])
        #expect(result.status == 1, "\(result)")
        #expect(!result.lines.isEmpty)
        #expect(!result.stdout.contains(0x1B) && !result.stdout.contains(0x0D) && !result.stdout.contains(0x07), "\(result)")
        #expect(!containsRawControl(result.out), "raw control characters in: \(result.out.debugDescription)")
        for line in result.lines {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line.debugDescription)")
            #expect(line.contains(" file=we%2Cird%3Ana%25me.tabs,line="), "\(line)")
            // Properties end at the first `::` after the command: none inside them.
            let body = line.drop(while: { $0 != " " })
            let properties = body.components(separatedBy: "::")[0]
            #expect(properties.contains("title=tablint ("), "\(line)")
            // In the message, `%` is always an escape (`%25`, `%0D`, `%0A`).
            let message = line.components(separatedBy: "::").dropFirst(2).joined(separator: "::")
            var rest = Substring(message)
            while let i = rest.firstIndex(of: "%") {
                let code = rest[rest.index(after: i)...].prefix(2)
                #expect(["25", "0D", "0A"].contains(String(code)), "unescaped % in \(message)")
                rest = rest[rest.index(after: i)...]
            }
        }
        #expect(result.lines.contains { $0.contains("title=tablint (duplicate-title)::") && $0.contains("50%25::x") })
    }

    @Test("human and concise output escape hostile text", arguments: ["human", "concise"])
    func terminalHostile(format: String) throws {
        let box = try Sandbox()
        try box.write(Self.hostileName, bytes: Self.hostile)
        let result = try box.run(["check", "--format", format, "--color", "never", Self.hostileName])
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains(0x1B) && !result.stdout.contains(0x0D) && !result.stdout.contains(0x07), "\(result)")
        #expect(!containsRawControl(result.out), "raw control characters in: \(result.out.debugDescription)")
        #expect(result.out.contains(Self.hostileName))
        if format == "concise" {
            let parsed = result.conciseLines()
            #expect(parsed.count == result.lines.count)
            #expect(parsed.allSatisfy { $0.path == Self.hostileName })
        }
    }

    @Test("--report sarif=PATH beside --format github on stdout, its directory created")
    func reportBesideGitHub() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.sample)
        // The directory `out` does not exist: it is made, as ruff and eslint do.
        let ok = try box.run(["check", "--format", "github", "--report", "sarif=out/tablint.sarif", "--report", "json=tablint.json", "App.tabs"])
        #expect(ok.status == 1, "\(ok)")
        #expect(ok.err.isEmpty, "\(ok)")
        #expect(ok.lines.count == 4 && ok.lines.allSatisfy { $0.hasPrefix("::") }, "\(ok)")
        #expect(FileManager.default.fileExists(atPath: box.url("tablint.json").path))
        let report = try JSONSerialization.jsonObject(with: Data(try box.read("out/tablint.sarif"))) as? [String: Any]
        let results = (report?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.count == 4)
        #expect(Set(results?.compactMap { $0.string("ruleId") } ?? []) == ["duplicate-title", "filled-icon", "invalid-value", "missing-icon"])
        let uri = (results?.first?["locations"] as? [[String: Any]])?.first?.object("physicalLocation")?.object("artifactLocation")?.string("uri")
        #expect(uri == "App.tabs")
        if CITools.hasJSONSchema {
            let errors = try CITools.validate(document: box.url("out/tablint.sarif"), schema: CITools.sarifSchema, draft: "Draft4Validator")
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test("--report creates every missing parent directory")
    func reportCreatesNestedDirectories() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.sample)
        let result = try box.run(["check", "--quiet", "--report", "sarif=a/b/c/r.sarif", "App.tabs"])
        #expect(result.status == 1, "\(result)")
        #expect(result.err.isEmpty, "\(result)")
        #expect(FileManager.default.fileExists(atPath: box.url("a/b/c/r.sarif").path))
    }

    @Test("--report into a directory that cannot be made is exit 2, naming the path; stdout is still the report")
    func reportUnderAFileIsTrouble() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.sample)
        try box.write("out", "a file, not a directory\n")
        let result = try box.run(["check", "--format", "github", "--report", "sarif=out/sub/tablint.sarif", "App.tabs"])
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("cannot write the sarif report to out/sub/tablint.sarif"), "\(result)")
        #expect(result.err.contains("out/sub"), "\(result)")
        #expect(result.lines.count == 4 && result.lines.allSatisfy { $0.hasPrefix("::") }, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: box.url("out/sub").path))
    }
}
