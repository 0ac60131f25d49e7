import Foundation
import Testing

// The editor grammars under Grammar/ and the editor configurations under
// EditorConfigs/. The TextMate grammar is checked by Grammar/test_grammar.py
// with a real TextMate tokenizer (textmate-grammar-python, on Oniguruma).
// Without that Python package the test skips with a message, except in CI
// (the CI variable set), where .ci/run installs it and a missing one fails.

enum GrammarTestSupport {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var inCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    typealias Output = CITools.Output

    /// Runs a program found on PATH in the package root.
    static func run(_ arguments: [String]) throws -> Output {
        try CITools.run(arguments, cwd: packageRoot)
    }

    /// Whether `python3` can import the tokenizer.
    static let tokenizerAvailable: Bool = {
        guard let r = try? run(["python3", "-c", "import textmate_grammar, onigurumacffi"]) else { return false }
        return r.status == 0
    }()

    /// Runs the test in CI whatever is installed (so a missing tokenizer fails there).
    static var runGrammarTest: Bool { tokenizerAvailable || inCI }

    static func jsonObject(_ relativePath: String) throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(relativePath))
        let value = try JSONSerialization.jsonObject(with: data)
        guard let object = value as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "\(relativePath) is not a JSON object"])
        }
        return object
    }
}

@Suite("editor grammars and configurations")
struct GrammarTests {
    @Test("the TextMate grammar tokenizes every construct with its scope (Grammar/test_grammar.py)",
          .enabled(if: GrammarTestSupport.runGrammarTest,
                   "textmate-grammar-python is not installed: `python3 -m pip install textmate-grammar-python` (.ci/run installs it)"))
    func textMateGrammar() throws {
        let result = try GrammarTestSupport.run(["python3", "Grammar/test_grammar.py"])
        if result.status == 3 {
            Issue.record("the tokenizer is missing in CI (CI is set): .ci/run must `python3 -m pip install textmate-grammar-python`\n\(result.err)")
            return
        }
        #expect(result.status == 0, "python3 Grammar/test_grammar.py exited \(result.status)\n\(result.out)\n\(result.err)")
        #expect(result.out.contains(" passed, 0 failed"), "\(result.out)")
    }

    @Test("the VS Code extension ships an identical copy of the grammar")
    func vscodeCopy() throws {
        let original = try Data(contentsOf: GrammarTestSupport.packageRoot.appendingPathComponent("Grammar/tabs.tmLanguage.json"))
        let copy = try Data(contentsOf: GrammarTestSupport.packageRoot.appendingPathComponent("EditorConfigs/vscode/syntaxes/tabs.tmLanguage.json"))
        #expect(original == copy, "copy it again: cp Grammar/tabs.tmLanguage.json EditorConfigs/vscode/syntaxes/")
        let grammar = try GrammarTestSupport.jsonObject("Grammar/tabs.tmLanguage.json")
        #expect(grammar["scopeName"] as? String == "source.tabs")
        #expect(grammar["fileTypes"] as? [String] == ["tabs"])
    }

    @Test("the Neovim syntax file is a copy of Grammar/tabs.vim")
    func neovimCopy() throws {
        let original = try Data(contentsOf: GrammarTestSupport.packageRoot.appendingPathComponent("Grammar/tabs.vim"))
        let copy = try Data(contentsOf: GrammarTestSupport.packageRoot.appendingPathComponent("EditorConfigs/neovim/syntax/tabs.vim"))
        #expect(original == copy, "copy it again: cp Grammar/tabs.vim EditorConfigs/neovim/syntax/tabs.vim")
    }

    @Test("every JSON file of the editor configurations parses",
          arguments: [
              "EditorConfigs/vscode/package.json",
              "EditorConfigs/vscode/language-configuration.json",
              "EditorConfigs/vscode/syntaxes/tabs.tmLanguage.json",
              "EditorConfigs/sublime/LSP.sublime-settings",
          ])
    func jsonParses(_ path: String) throws {
        _ = try GrammarTestSupport.jsonObject(path)
    }

    @Test("the VS Code extension declares the language, the grammar and the settings")
    func vscodeManifest() throws {
        let manifest = try GrammarTestSupport.jsonObject("EditorConfigs/vscode/package.json")
        #expect(manifest["name"] as? String == "tablint")
        #expect(manifest["main"] as? String == "./extension.js")
        #expect((manifest["activationEvents"] as? [String])?.contains("onLanguage:tabs") == true)
        #expect((manifest["dependencies"] as? [String: Any])?["vscode-languageclient"] != nil)
        let contributes = manifest["contributes"] as? [String: Any] ?? [:]
        let languages = contributes["languages"] as? [[String: Any]] ?? []
        #expect(languages.first?["id"] as? String == "tabs")
        #expect(languages.first?["extensions"] as? [String] == [".tabs"])
        let grammars = contributes["grammars"] as? [[String: Any]] ?? []
        #expect(grammars.first?["scopeName"] as? String == "source.tabs")
        if let path = grammars.first?["path"] as? String {
            let url = GrammarTestSupport.packageRoot.appendingPathComponent("EditorConfigs/vscode").appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(path) is missing")
        } else {
            Issue.record("contributes.grammars[0].path is missing")
        }
        let configuration = contributes["configuration"] as? [String: Any] ?? [:]
        let properties = configuration["properties"] as? [String: Any] ?? [:]
        for key in ["tablint.path", "tablint.symbols"] {
            #expect(properties[key] != nil, "contributes.configuration.properties lacks \(key)")
        }
        // Issue 31: the server ignores `against`, so no editor offers it.
        #expect(properties["tablint.against"] == nil)
    }

    @Test("the editor configurations start `tablint lsp`",
          arguments: [
              "EditorConfigs/vscode/extension.js",
              "EditorConfigs/neovim/lua/tablint.lua",
              "EditorConfigs/helix/languages.toml",
              "EditorConfigs/emacs/tabs-mode.el",
              "EditorConfigs/sublime/LSP.sublime-settings",
              "EditorConfigs/zed/src/lib.rs",
          ])
    func startsServer(_ path: String) throws {
        let text = try String(contentsOf: GrammarTestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains("\"lsp\""), "\(path) does not pass the `lsp` argument")
        #expect(text.contains("tablint"), "\(path) does not name tablint")
    }
}
