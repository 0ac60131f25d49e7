import Foundation
import Testing
import TabsLint
import TablintWorkspace

private let knownRules: Set<String> = ["duplicate-icon", "missing-icon", "duplicate-title", "unknown-tab"]

private func parse(_ text: String, path: String = ".tablint.json", directory: String = ".") throws(ConfigurationError) -> Configuration {
    try Configuration.parse(Array(text.utf8), path: path, directory: directory, knownRules: knownRules)
}

private func parseError(_ text: String, directory: String = ".") -> ConfigurationError? {
    do {
        _ = try parse(text, directory: directory)
        return nil
    } catch {
        return error
    }
}

@Suite struct ConfigurationParsingTests {
    @Test func fullConfiguration() throws {
        let configuration = try parse("""
            {
              "$schema": "https://example.com/tablint.schema.json",
              "rules": {"duplicate-icon": "off", "missing-icon": "error", "unknown-tab": "info", "duplicate-title": "warning"},
              "symbols": "Tools/symbols.txt",
              "exclude": ["Generated/**", "*.generated.tabs"]
            }
            """, path: "proj/.tablint.json", directory: "proj")
        #expect(configuration.rules == ["duplicate-icon": .off, "missing-icon": .error,
                                        "unknown-tab": .info, "duplicate-title": .warning])
        #expect(configuration.symbols == "proj/Tools/symbols.txt")
        #expect(configuration.exclude == ["Generated/**", "*.generated.tabs"])
        #expect(configuration.directory == "proj")
        #expect(configuration.path == "proj/.tablint.json")
        #expect(configuration.isExcluded(relativePath: "Generated/a/b.tabs"))
        #expect(configuration.isExcluded(relativePath: "x/y.generated.tabs"))
        #expect(!configuration.isExcluded(relativePath: "App.tabs"))
    }

    @Test func emptyConfiguration() throws {
        let configuration = try parse("{}")
        #expect(configuration.rules.isEmpty)
        #expect(configuration.symbols == nil)
        #expect(configuration.exclude.isEmpty)
        #expect(configuration.directory == ".")
        #expect(!configuration.isExcluded(relativePath: "a.tabs"))
        // A byte-order mark is fine.
        #expect(throws: Never.self) { try Configuration.parse([0xEF, 0xBB, 0xBF, 0x7B, 0x7D], path: "c", directory: ".", knownRules: []) }
    }

    @Test func defaultInitializer() {
        var configuration = Configuration()
        #expect(configuration.rules.isEmpty)
        #expect(configuration.directory == nil)
        #expect(configuration.path == nil)
        configuration.exclude = ["*.tabs"]
        #expect(configuration.isExcluded(relativePath: "a/b.tabs"))
        #expect(configuration == Configuration(exclude: ["*.tabs"]))
    }

    @Test func symbolsPathResolution() throws {
        #expect(try parse(#"{"symbols": "s.txt"}"#, directory: ".").symbols == "s.txt")
        #expect(try parse(#"{"symbols": "./s.txt"}"#, directory: ".").symbols == "s.txt")
        #expect(try parse(#"{"symbols": "./s.txt"}"#, directory: "./a/b").symbols == "a/b/s.txt")
        #expect(try parse(#"{"symbols": "Tools/s.txt"}"#, directory: "a/").symbols == "a/Tools/s.txt")
        #expect(try parse(#"{"symbols": "/abs/s.txt"}"#, directory: "a").symbols == "/abs/s.txt")
        #expect(try parse(#"{"symbols": "s.txt"}"#, directory: "/").symbols == "/s.txt")
        #expect(try parse(#"{"symbols": "../s.txt"}"#, directory: "/p/q").symbols == "/p/q/../s.txt")
        #expect(try parse(#"{"symbols": "."}"#, directory: "a").symbols == "a")
    }

    @Test func unknownTopLevelKey() throws {
        let error = try #require(parseError(#"{"rule": {}}"#))
        #expect(error.key == "rule")
        #expect(error.description == ".tablint.json: rule: unknown key; did you mean 'rules'?")
        let other = try #require(parseError(#"{"formatting": true}"#))
        #expect(other.description == ".tablint.json: formatting: unknown key; expected 'rules', 'symbols', 'exclude', 'generate' or '$schema'")
        #expect(parseError(#"{"$shema": "x"}"#)?.message == "unknown key; did you mean '$schema'?")
    }

    @Test func unknownRuleId() throws {
        let error = try #require(parseError(#"{"rules": {"duplicate-icn": "off"}}"#))
        #expect(error.description == ".tablint.json: rules.duplicate-icn: unknown rule id; did you mean 'duplicate-icon'?")
        #expect(parseError(#"{"rules": {"nothing-like-it": "off"}}"#)?.description
                == ".tablint.json: rules.nothing-like-it: unknown rule id")
    }

    @Test func badLevels() throws {
        #expect(parseError(#"{"rules": {"missing-icon": "eror"}}"#)?.description
                == ".tablint.json: rules.missing-icon: invalid level 'eror'; did you mean 'error'?")
        #expect(parseError(#"{"rules": {"missing-icon": "Error"}}"#)?.message
                == "invalid level 'Error'; did you mean 'error'?")
        #expect(parseError(#"{"rules": {"missing-icon": "fatal"}}"#)?.message
                == "invalid level 'fatal'; expected 'error', 'warning', 'info' or 'off'")
        #expect(parseError(#"{"rules": {"missing-icon": false}}"#)?.message
                == "expected a level ('error', 'warning', 'info' or 'off'), found a Boolean")
        #expect(parseError(#"{"rules": {"missing-icon": 2}}"#)?.key == "rules.missing-icon")
    }

    @Test func wrongTypes() {
        #expect(parseError(#"{"rules": ["missing-icon"]}"#)?.description
                == ".tablint.json: rules: expected an object mapping rule ids to levels, found an array")
        #expect(parseError(#"{"symbols": 3}"#)?.description
                == ".tablint.json: symbols: expected a string (a path), found a number")
        #expect(parseError(#"{"symbols": ""}"#)?.key == "symbols")
        #expect(parseError(#"{"exclude": "Generated/**"}"#)?.description
                == ".tablint.json: exclude: expected an array of glob patterns, found a string")
        #expect(parseError(#"{"exclude": ["a", "b", 3]}"#)?.description
                == ".tablint.json: exclude[2]: expected a string (a glob pattern), found a number")
        #expect(parseError(#"{"exclude": ["a", ""]}"#)?.key == "exclude[1]")
        #expect(parseError(#"{"$schema": 1}"#)?.key == "$schema")
    }

    @Test func topLevelMustBeAnObject() {
        #expect(parseError("[]")?.description == ".tablint.json: expected a JSON object at the top level, found an array")
        #expect(parseError("null")?.key == nil)
    }

    @Test func syntaxErrorsGiveLineAndColumn() throws {
        let error = try #require(parseError("{\n  \"rules\": {\n    \"missing-icon\" \"off\"\n  }\n}"))
        #expect(error.key == nil)
        #expect(error.description == ".tablint.json: line 3, column 20: expected ':' after an object key, found '\"'")
        #expect(parseError("")?.description == ".tablint.json: line 1, column 1: the input is empty; expected a JSON value")
        #expect(parseError("{} {}")?.message.hasPrefix("line 1, column 4:") == true)
    }

    @Test func invalidUTF8() throws {
        let bytes: [UInt8] = Array(#"{"symbols": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(bytes, path: "c.json", directory: ".", knownRules: [])
        }
        do {
            _ = try Configuration.parse(bytes, path: "c.json", directory: ".", knownRules: [])
        } catch {
            #expect(error.description.hasPrefix("c.json: line 1, column 14: invalid UTF-8"))
        }
    }

    @Test func tooDeep() throws {
        let text = #"{"rules": "# + String(repeating: "[", count: 100_000)
        let error = try #require(parseError(text))
        #expect(error.message.contains("nested too deeply"))
        #expect(error.message.hasPrefix("line 1, column"))
    }

    @Test func tooLarge() throws {
        var bytes = Array("{\"$schema\": \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: Configuration.maximumFileSize)
        bytes += Array("\"}".utf8)
        #expect(throws: ConfigurationError(path: "big.json", message: "the file is too large (\(bytes.count) bytes; the limit is 16 MiB)")) {
            try Configuration.parse(bytes, path: "big.json", directory: ".", knownRules: [])
        }
    }

    @Test func duplicateKeysTakeTheLastValue() throws {
        let configuration = try parse(#"{"rules": {"missing-icon": "off", "missing-icon": "info"}, "symbols": "a", "symbols": "b"}"#)
        #expect(configuration.rules["missing-icon"] == .info)
        #expect(configuration.symbols == "b")
    }

    @Test func ruleLevels() {
        #expect(RuleLevel.allCases.map(\.rawValue) == ["error", "warning", "info", "off"])
    }
}

// MARK: - Discovery

/// A scratch directory, removed when the test ends.
private final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/tablint-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

@Suite struct ConfigurationLocatorTests {
    @Test func findsTheNearestConfiguration() throws {
        let root = try TemporaryDirectory()
        try root.makeDirectory("repo/.git")
        try root.write("repo/.tablint.json", #"{"rules": {"missing-icon": "off"}}"#)
        try root.write("repo/a/.tablint.json", #"{"exclude": ["x"]}"#)
        try root.makeDirectory("repo/a/b/c")
        try root.makeDirectory("repo/d")
        let locator = ConfigurationLocator(knownRules: knownRules)

        #expect(locator.configurationPath(forDirectory: root.path + "/repo/a/b/c") == root.path + "/repo/a/.tablint.json")
        #expect(locator.configurationPath(forDirectory: root.path + "/repo/a/b") == root.path + "/repo/a/.tablint.json")
        #expect(locator.configurationPath(forDirectory: root.path + "/repo/d") == root.path + "/repo/.tablint.json")
        #expect(locator.configurationPath(forDirectory: root.path + "/repo/d/") == root.path + "/repo/.tablint.json")
        #expect(locator.configurationPath(forDirectory: root.path + "/repo") == root.path + "/repo/.tablint.json")
        #expect(locator.configurationPath(forDirectory: root.path + "/repo/./a/../d") == root.path + "/repo/.tablint.json")
    }

    @Test func stopsAtTheRepositoryRoot() throws {
        let root = try TemporaryDirectory()
        // A configuration above the repository is not used.
        try root.write(".tablint.json", "{}")
        try root.makeDirectory("repo/.git")
        try root.makeDirectory("repo/sub")
        // A `.git` file (worktree, submodule) stops the search too.
        try root.write("other/.git", "gitdir: elsewhere")
        try root.makeDirectory("other/sub")
        // Without `.git` the search goes on up.
        try root.makeDirectory("plain/sub")
        let locator = ConfigurationLocator(knownRules: knownRules)

        #expect(locator.configurationPath(forDirectory: root.path + "/repo/sub") == nil)
        #expect(locator.configurationPath(forDirectory: root.path + "/repo") == nil)
        #expect(locator.configurationPath(forDirectory: root.path + "/other/sub") == nil)
        #expect(locator.configurationPath(forDirectory: root.path + "/plain/sub") == root.path + "/.tablint.json")
    }

    @Test func aDirectoryNamedLikeTheFileIsPassedOver() throws {
        let root = try TemporaryDirectory()
        try root.makeDirectory(".git")
        try root.write(".tablint.json", "{}")
        try root.makeDirectory("a/.tablint.json")
        let locator = ConfigurationLocator(knownRules: knownRules)
        #expect(locator.configurationPath(forDirectory: root.path + "/a") == root.path + "/.tablint.json")
    }

    @Test func resultsAreCachedUntilInvalidated() throws {
        let root = try TemporaryDirectory()
        try root.makeDirectory(".git")
        try root.makeDirectory("a")
        let locator = ConfigurationLocator(knownRules: knownRules)
        #expect(locator.configurationPath(forDirectory: root.path + "/a") == nil)
        try root.write(".tablint.json", #"{"symbols": "s.txt"}"#)
        #expect(locator.configurationPath(forDirectory: root.path + "/a") == nil)
        locator.invalidateCaches()
        let found = try #require(locator.configurationPath(forDirectory: root.path + "/a"))
        #expect(found == root.path + "/.tablint.json")

        let first = try locator.load(path: found)
        try root.write(".tablint.json", #"{"symbols": "other.txt"}"#)
        #expect(try locator.load(path: found) == first)
        locator.invalidateCaches()
        #expect(try locator.load(path: found).symbols == root.path + "/other.txt")
    }

    @Test func loadsAndResolvesPaths() throws {
        let root = try TemporaryDirectory()
        try root.write("p/.tablint.json", #"{"symbols": "Tools/s.txt", "exclude": ["Gen/**"]}"#)
        let locator = ConfigurationLocator(knownRules: knownRules)
        let configuration = try locator.load(path: root.path + "/p/.tablint.json")
        #expect(configuration.symbols == root.path + "/p/Tools/s.txt")
        #expect(configuration.directory == root.path + "/p")
        #expect(configuration.path == root.path + "/p/.tablint.json")
        #expect(configuration.isExcluded(relativePath: "Gen/a.tabs"))
        let found = try #require(locator.configurationPath(forDirectory: root.path + "/p"))
        #expect(try locator.load(path: found) == configuration)
    }

    @Test func errorsNameTheFileAndKey() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/.tablint.json"
        try root.write(".tablint.json", #"{"rules": {"duplicate-icn": "off"}}"#)
        let locator = ConfigurationLocator(knownRules: knownRules)
        #expect(throws: ConfigurationError(path: path, key: "rules.duplicate-icn",
                                           message: "unknown rule id; did you mean 'duplicate-icon'?")) {
            try locator.load(path: path)
        }
        // The failure is cached too.
        #expect(throws: ConfigurationError.self) { try locator.load(path: path) }
    }

    @Test func unreadableFiles() throws {
        let root = try TemporaryDirectory()
        let locator = ConfigurationLocator(knownRules: knownRules)
        let missing = root.path + "/missing.json"
        #expect(throws: ConfigurationError(path: missing, message: "cannot read: No such file or directory")) {
            try locator.load(path: missing)
        }
        #expect(throws: ConfigurationError(path: root.path, message: "cannot read: Is a directory; expected a .tablint.json file")) {
            try locator.load(path: root.path)
        }
        #expect(throws: ConfigurationError.self) { try locator.load(path: "") }
    }

    @Test func largeFilesAreRefused() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/big.json"
        var text = "{\"$schema\": \""
        text += String(repeating: "x", count: Configuration.maximumFileSize)
        text += "\"}"
        try root.write("big.json", text)
        let locator = ConfigurationLocator(knownRules: knownRules)
        #expect(throws: ConfigurationError(path: path, message: "the file is too large (the limit is 16 MiB)")) {
            try locator.load(path: path)
        }
        // Just under the limit is fine.
        let fits = "{\"$schema\": \"" + String(repeating: "x", count: Configuration.maximumFileSize - 16) + "\"}"
        try root.write("fits.json", fits)
        #expect(throws: Never.self) { try locator.load(path: root.path + "/fits.json") }
    }

    @Test func relativeDirectories() throws {
        let root = try TemporaryDirectory()
        try root.makeDirectory(".git")
        try root.write(".tablint.json", "{}")
        try root.makeDirectory("a/b")
        // Relative paths are relative to the locator's working directory
        // (the process's by default; the test does not change that).
        let locator = ConfigurationLocator(knownRules: knownRules, workingDirectory: root.path + "/a/b")
        #expect(locator.workingDirectory == root.path + "/a/b")
        #expect(locator.configurationPath(forDirectory: ".") == "../../.tablint.json")
        #expect(locator.configurationPath(forDirectory: "") == "../../.tablint.json")
        #expect(locator.configurationPath(forDirectory: "..") == "../../.tablint.json")
        let configuration = try locator.load(path: "../../.tablint.json")
        #expect(configuration.directory == "../..")
        try root.write("a/b/.tablint.json", "{}")
        locator.invalidateCaches()
        #expect(locator.configurationPath(forDirectory: ".") == ".tablint.json")
        #expect(try locator.load(path: ".tablint.json").directory == ".")
        #expect(locator.configurationPath(forDirectory: "c") == ".tablint.json")
        #expect(throws: ConfigurationError(path: "nope.json", message: "cannot read: No such file or directory")) {
            try locator.load(path: "nope.json")
        }
    }

    @Test func relativeWalkStopsAtTheRoot() throws {
        let root = try TemporaryDirectory()
        try root.makeDirectory("a")
        let locator = ConfigurationLocator(knownRules: knownRules, workingDirectory: root.path + "/a")
        // Climbs through "..", "../..", ... and ends at the root: found or nil, never a loop.
        let found = locator.configurationPath(forDirectory: ".")
        if let found {
            #expect(found.hasPrefix(".."))
        }
        let fromRoot = ConfigurationLocator(knownRules: knownRules, workingDirectory: "/")
        _ = fromRoot.configurationPath(forDirectory: "..")
        _ = fromRoot.configurationPath(forDirectory: "../../x")
    }
}

/// The `generate` object: defaults for `generate swift` and the build plugin.
@Suite struct GenerateConfigurationTests {
    @Test func bundleAndAccessAreRead() throws {
        let configuration = try parse(#"{"generate": {"bundle": "module", "access": "public"}}"#)
        #expect(configuration.generate == Configuration.Generate(bundle: "module", access: "public"))
        #expect(try parse(#"{"generate": {}}"#).generate == Configuration.Generate())
        #expect(try parse("{}").generate == Configuration.Generate())
    }

    @Test func unknownKeysAndValuesAreErrorsNamingTheKey() {
        #expect(parseError(#"{"generate": {"bundel": "module"}}"#)?.description
                == ".tablint.json: generate.bundel: unknown key; did you mean 'bundle'?")
        #expect(parseError(#"{"generate": {"type": "Main"}}"#)?.description
                == ".tablint.json: generate.type: unknown key; expected 'bundle' or 'access'")
        #expect(parseError(#"{"generate": {"bundle": "resources"}}"#)?.description
                == ".tablint.json: generate.bundle: invalid value 'resources'; expected 'main' or 'module'")
        #expect(parseError(#"{"generate": {"access": "Public"}}"#)?.description
                == ".tablint.json: generate.access: invalid value 'Public'; did you mean 'public'?")
        #expect(parseError(#"{"generate": {"access": "open"}}"#)?.key == "generate.access")
        #expect(parseError(#"{"generate": {"bundle": true}}"#)?.description
                == ".tablint.json: generate.bundle: expected 'main' or 'module', found a Boolean")
        #expect(parseError(#"{"generate": "module"}"#)?.key == "generate")
        #expect(parseError(#"{"generat": {}}"#)?.message == "unknown key; did you mean 'generate'?")
    }
}
