import Foundation
import Testing

// `tablint explain RULE` for every rule, and the configuration schema under
// `EditorConfigs/` against `tablint rules --format json`.

@Suite("explain and the configuration schema")
struct CIExplainTests {
    /// The indented block after `heading` in explain output (up to the next unindented line).
    static func example(after heading: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return nil }
        var block: [String] = []
        var i = start + 1
        while i < lines.count, lines[i].isEmpty { i += 1 }
        while i < lines.count, lines[i].isEmpty || lines[i].hasPrefix("    ") {
            block.append(lines[i].isEmpty ? "" : String(lines[i].dropFirst(4)))
            i += 1
        }
        while block.last == "" { block.removeLast() }
        return block.isEmpty ? nil : block.joined(separator: "\n") + "\n"
    }

    @Test("explain prints every rule's documentation with a failing and a passing example")
    func everyRule() throws {
        let ids = try CITools.ruleIDs()
        #expect(ids.count >= 30)
        let box = try Sandbox()
        for id in ids {
            let result = try CLI.run(["explain", id])
            #expect(result.status == 0, "\(id): \(result)")
            #expect(result.out.hasPrefix(id), "\(id): \(result)")
            let failing = Self.example(after: "Failing example", in: result.out)
            let passing = Self.example(after: "Passing example", in: result.out)
            #expect(failing != nil && passing != nil, "\(id): examples missing:\n\(result.out)")
            guard let failing, let passing else { continue }
            // The failing example triggers the rule, the passing one does not
            // (rules that need a catalog or a git revision are only checked for presence).
            if ["unknown-icon", "renamed-icon", "icon-unavailable", "removed-id"].contains(id) { continue }
            // The table rules' examples sit next to the catalog their documentation
            // describes (German has "Home" but not "Search"; no Missing.xcstrings).
            if ["untranslated-title", "invalid-strings"].contains(id) {
                try box.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"Home": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}}}}}"#)
            }
            // The image rules' examples sit next to a catalog whose namespace `Tabs` holds `home`.
            if ["unknown-image", "invalid-assets"].contains(id) {
                try box.write("Assets.xcassets/Tabs/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
                try box.write("Assets.xcassets/Tabs/home.imageset/Contents.json", #"{"images": []}"#)
            }
            try box.write("failing.tabs", failing)
            try box.write("passing.tabs", passing)
            let bad = try box.run(["check", "--format", "concise", "--no-config", "failing.tabs"])
            #expect(bad.conciseLines().contains { $0.rule == id }, "\(id): the failing example does not fail:\n\(failing)\n\(bad)")
            let good = try box.run(["check", "--format", "concise", "--no-config", "passing.tabs"])
            #expect(!good.conciseLines().contains { $0.rule == id }, "\(id): the passing example fails:\n\(passing)\n\(good)")
        }
    }

    @Test("explain of an unknown rule exits 2 with suggestions")
    func unknownRule() throws {
        let result = try CLI.run(["explain", "duplicate-titel"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.err.contains("duplicate-titel"), "\(result)")
        #expect(result.err.contains("duplicate-title"), "no suggestion: \(result)")
        let nothingClose = try CLI.run(["explain", "zzzzzzzzzzzzzzzzzzzzzzzzzzzz"])
        #expect(nothingClose.status == 2, "\(nothingClose)")
        #expect(!nothingClose.err.isEmpty)
    }

    static var schemaURL: URL { CITools.packageRoot.appendingPathComponent("EditorConfigs/tablint.schema.json") }

    @Test("the configuration schema lists exactly the rules of `tablint rules`")
    func schemaRules() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
        #expect(schema.string("$schema") == "http://json-schema.org/draft-07/schema#")
        #expect(schema["additionalProperties"] as? Bool == false)
        let properties = try #require(schema.object("properties"))
        #expect(Set(properties.keys) == ["$schema", "rules", "symbols", "exclude", "generate"])
        // The `generate` object: exactly the keys and values the configuration parser takes.
        let generate = try #require(properties.object("generate"))
        #expect(generate.string("type") == "object" && generate["additionalProperties"] as? Bool == false)
        #expect(generate.object("properties")?.object("bundle")?["enum"] as? [String] == ["main", "module"])
        #expect(generate.object("properties")?.object("access")?["enum"] as? [String] == ["internal", "public"])
        #expect(properties.object("$schema")?.string("type") == "string")
        #expect(properties.object("symbols")?.string("type") == "string")
        #expect(properties.object("exclude")?.string("type") == "array")
        #expect(properties.object("exclude")?.object("items")?.string("type") == "string")
        let rules = try #require(properties.object("rules"))
        #expect(rules.string("type") == "object")
        #expect(rules["additionalProperties"] as? Bool == false)
        let ruleProperties = try #require(rules.object("properties"))
        let listed = try #require(try CLI.run(["rules", "--format", "json"]).json() as? [[String: Any]])
        #expect(Set(ruleProperties.keys) == Set(listed.compactMap { $0.string("id") }))
        for rule in listed {
            let id = try #require(rule.string("id"))
            let entry = try #require(ruleProperties.object(id), "\(id) missing from the schema")
            #expect(entry["enum"] as? [String] == ["error", "warning", "info", "off"], "\(id)")
            let summary = try #require(rule.string("summary"))
            #expect(entry.string("description")?.contains(summary) == true, "\(id): description is not the summary")
        }
    }

    @Test("a sample configuration validates against the schema; bad ones do not",
          .enabled(if: CITools.hasJSONSchema, Comment(rawValue: CITools.jsonschemaMissing)))
    func schemaValidates() throws {
        let box = try Sandbox()
        try box.write("good.json", """
        {
          "$schema": "../EditorConfigs/tablint.schema.json",
          "rules": {"duplicate-icon": "off", "missing-icon": "error", "filled-icon": "warning", "similar-titles": "info"},
          "symbols": "Tools/symbols.txt",
          "exclude": ["Generated/**"],
          "generate": {"bundle": "module", "access": "public"}
        }
        """)
        let errors = try CITools.validate(document: box.url("good.json"), schema: Self.schemaURL, draft: "Draft7Validator")
        #expect(errors.isEmpty, "\(errors)")
        // The same sample is a valid configuration for tablint itself.
        try box.write(".tablint.json", String(decoding: try box.read("good.json"), as: UTF8.self))
        try box.write("Tools/symbols.txt", "house\nstar\n")
        try box.write("App.tabs", Sources.clean)
        let check = try box.run(["check", "App.tabs"])
        #expect(check.status == 0, "\(check)")

        for (name, text) in [
            ("unknown-rule.json", #"{"rules": {"duplicate-icons": "off"}}"#),
            ("bad-level.json", #"{"rules": {"duplicate-icon": "fatal"}}"#),
            ("unknown-key.json", #"{"rule": {}}"#),
            ("bad-exclude.json", #"{"exclude": "Generated/**"}"#),
            ("bad-bundle.json", #"{"generate": {"bundle": "resources"}}"#),
            ("unknown-generate-key.json", #"{"generate": {"type": "Main"}}"#),
        ] {
            try box.write(name, text)
            let errors = try CITools.validate(document: box.url(name), schema: Self.schemaURL, draft: "Draft7Validator")
            #expect(!errors.isEmpty, "\(name) validates but should not")
            // tablint rejects the same configurations.
            try box.write("cfg/.tablint.json", text)
            try box.write("cfg/App.tabs", Sources.clean)
            let rejected = try box.run(["check", "cfg/App.tabs"])
            #expect(rejected.status == 2, "\(name): \(rejected)")
        }
    }
}
