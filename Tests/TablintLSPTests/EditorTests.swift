import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// End-to-end tests that drive real editors, headless, against the built
// `tablint lsp`, through the setups in EditorConfigs/: Neovim (0.7+) with
// EditorConfigs/neovim, Emacs with eglot and with lsp-mode through
// EditorConfigs/emacs, and Vim 9 with ALE through EditorConfigs/vim-ale.
// Each editor runs a script from Tests/Editors/ that opens a file with
// problems, waits for the diagnostics, applies a preferred quick fix, and
// (where the client can) formats through the server; the Vim and lsp-mode
// scripts also write what the editor showed to a JSON file that the tests
// here check.
//
// Two tests run an editor with no configuration of ours at all (issue 24):
// Neovim `-u NONE` with a client started by hand, and eglot on a buffer in
// `fundamental-mode`.
//
// An editor or editor package that is not installed skips its test with a
// message, unless TABLINT_REQUIRE_EDITORS is set: then the test fails.
// .ci/run installs them all (Debian: neovim emacs-nox elpa-eglot vim vim-ale
// elpa-lsp-mode).

enum EditorHarness {
    /// The package root: <root>/Tests/TablintLSPTests/EditorTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Set TABLINT_REQUIRE_EDITORS to make a missing editor a failure, not a skip.
    static var editorsRequired: Bool { !(ProcessInfo.processInfo.environment["TABLINT_REQUIRE_EDITORS"] ?? "").isEmpty }

    /// `name` on PATH, as an absolute path.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// What a test needs installed.
    enum Editor {
        case neovim, emacsEglot, emacsLspMode, vimALE
    }

    /// Whether `editor` (with its package) is installed: a probe run once per editor.
    static func isAvailable(_ editor: Editor) -> Bool {
        switch editor {
        case .neovim: return which("nvim") != nil
        case .emacsEglot: return emacsHasEglot
        case .emacsLspMode: return emacsHasLspMode
        case .vimALE: return vimHasALE
        }
    }

    /// Run the test when the editor is installed, or when TABLINT_REQUIRE_EDITORS
    /// is set (where its absence is a failure).
    static func shouldRun(_ editor: Editor) -> Bool { isAvailable(editor) || editorsRequired }

    static let emacsHasEglot = emacsCanLoad("eglot")
    static let emacsHasLspMode = emacsCanLoad("lsp-mode")
    static let vimHasALE = vimCanRunALE()

    /// The Debian package directories the Emacs scripts add to `load-path`.
    static let emacsLoadPathSetup =
        #"(dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*")) (add-to-list 'load-path d))"#

    /// Whether `emacs --batch -Q` can `require` `feature`, with the Debian
    /// package directories on `load-path` as the scripts set them. Emacs 28
    /// with elpa-lsp-mode but no elpa-eglot has Emacs and no eglot.
    static func emacsCanLoad(_ feature: String) -> Bool {
        guard let emacs = which("emacs") else { return false }
        return probe(emacs, ["--batch", "-Q", "--eval",
                             "(progn \(emacsLoadPathSetup) (kill-emacs (if (require '\(feature) nil t) 0 3)))"])
    }

    /// Whether `vim` is Vim 8.2+ with jobs, channels and timers (vim.tiny is
    /// not) and `packadd ale` loads ALE (Debian's vim-ale installs it as an
    /// optional package under $VIM/vimfiles/pack).
    static func vimCanRunALE() -> Bool {
        guard let vim = which("vim") else { return false }
        return probe(vim, ["-N", "-u", "NONE", "-i", "NONE", "-n", "-Es",
                           "-c", "silent! packadd ale",
                           "-c", "if v:version >= 802 && has('job') && has('channel') && has('timers') && exists('g:loaded_ale') | qall! | else | cquit | endif"])
    }

    /// Runs a probe with no input and no output, killed after 60 seconds;
    /// true when it exits 0.
    static func probe(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in ["VIMINIT", "EMACSLOADPATH", "NVIM"] { env[key] = nil }
        env["HOME"] = NSTemporaryDirectory()
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            usleep(200_000)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return false
        }
        return process.terminationStatus == 0
    }

    /// The built `tablint`, as an absolute path: TABLINT_EXECUTABLE, else the
    /// one next to the test bundle (StdioTests' `tablintExecutable()`), else
    /// the package's scratch directories.
    static func tablint() -> String? {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["TABLINT_EXECUTABLE"], !explicit.isEmpty,
           fm.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit).standardizedFileURL.path
        }
        if let found = tablintExecutable() { return found.absoluteURL.standardizedFileURL.path }
        for scratch in [".build", ".build-ed", ".build-lsp"] {
            let candidate = packageRoot.appendingPathComponent(scratch).appendingPathComponent("debug/tablint").path
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The file the editors open: a filled icon (`filled-icon`, safe fix to
    /// "house") after non-ASCII text on its line (so columns differ between
    /// UTF-8 and UTF-16), a duplicate attribute (`duplicate-attribute`, safe
    /// fix removes it), and a layout the formatter changes. The scripts
    /// expect `tab home "Höme 🏠" { icon "house" }` and
    /// `tab search "Search" { icon "magnifyingglass" }` at the end.
    static let input = """
        tab home "Höme 🏠" { icon "house.fill" }
        tab search   "Search" {
            icon "magnifyingglass"
            icon "magnifyingglass.circle"
        }

        """

    /// A scratch project: `<tmp>/tablint editors <uuid>/proj é+#` (a space and
    /// non-ASCII in the path exercise URI encoding in both directions), made a
    /// git repository so the editors find a project root, with a
    /// `.tablint.json` that raises filled-icon to a warning (so the scripts can
    /// tell the server found the configuration from the document's URI), and a
    /// separate HOME for the editor.
    final class Project {
        let base: URL
        let root: URL
        let home: URL
        let file: URL

        /// `directory` is the project directory's name: lsp-mode 8 cannot map
        /// a `#` in a path back from a URI, so its test uses `proj é+`.
        init(directory: String = "proj é+#") throws {
            let tmp = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            base = tmp.appendingPathComponent("tablint editors \(UUID().uuidString)", isDirectory: true)
            root = base.appendingPathComponent(directory, isDirectory: true)
            home = base.appendingPathComponent("home", isDirectory: true)
            file = root.appendingPathComponent("App.tabs")
            let fm = FileManager.default
            try fm.createDirectory(at: root, withIntermediateDirectories: true)
            try fm.createDirectory(at: home, withIntermediateDirectories: true)
            if !gitInit() { try fm.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true) }
            try Data(#"{"rules": {"filled-icon": "warning"}}"#.utf8).write(to: root.appendingPathComponent(".tablint.json"))
            try Data(EditorHarness.input.utf8).write(to: file)
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        private func gitInit() -> Bool {
            guard let git = EditorHarness.which("git") else { return false }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = ["init", "-q", root.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }

    struct Outcome: CustomStringConvertible {
        var status: Int32
        var timedOut: Bool
        var output: String
        var description: String {
            (timedOut ? "timed out (killed)" : "exit status \(status)") + "\n--- editor output ---\n" + output
        }
    }

    /// Runs `executable arguments` in `cwd` with the editor environment, stdout
    /// and stderr going to one file (so a lingering grandchild holding a pipe
    /// cannot hang the test), killing it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], project: Project, tablint: String,
                    environment extra: [String: String] = [:], timeout: Double = 120) throws -> Outcome {
        let logURL = project.base.appendingPathComponent("editor.log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }

        var env = ProcessInfo.processInfo.environment
        env["TABLINT_PATH"] = tablint
        env["TABLINT_TEST_FILE"] = project.file.path
        env["HOME"] = project.home.path
        env["XDG_CONFIG_HOME"] = project.home.appendingPathComponent(".config").path
        env["XDG_DATA_HOME"] = project.home.appendingPathComponent(".local/share").path
        env["XDG_STATE_HOME"] = project.home.appendingPathComponent(".local/state").path
        env["XDG_CACHE_HOME"] = project.home.appendingPathComponent(".cache").path
        env["TERM"] = env["TERM"] ?? "dumb"
        env["LC_ALL"] = "C.UTF-8"
        for key in ["NVIM", "NVIM_LISTEN_ADDRESS", "VIMINIT", "EMACSLOADPATH", "TABLINT_EXECUTABLE"] { env[key] = nil }
        env.merge(extra) { _, new in new }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = env
        process.currentDirectoryURL = project.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        try process.run()

        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                usleep(500_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(50_000)
        }
        process.waitUntilExit()
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? "(no output)"
        return Outcome(status: process.terminationStatus, timedOut: timedOut, output: output)
    }

    /// `value` escaped for an Ex command argument (`set rtp+=`, `luafile`).
    static func exEscaped(_ value: String) -> String {
        var out = ""
        for c in value {
            if c == " " || c == "\\" || c == "," || c == "|" || c == "\"" { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

extension EditorHarness {
    /// The top-level JSON object a script wrote to `url`, or nil.
    static func readJSON(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        return object as? [String: Any]
    }

    /// Runs Tests/Editors/vim_ale_test.vim in Vim with ALE; returns the
    /// outcome (with the script's log) and what the script recorded.
    static func runVimALE(tablint: String) throws -> (Outcome, [String: Any]) {
        let vim = try #require(which("vim"), "vim is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install `vim` and `vim-ale`")
        let project = try Project()
        let result = project.base.appendingPathComponent("vim.json")
        let script = packageRoot.appendingPathComponent("Tests/Editors/vim_ale_test.vim").path
        var outcome = try run(vim, ["-N", "-u", "NONE", "-i", "NONE", "-n", "-Es", "-S", script],
                              project: project, tablint: tablint,
                              environment: ["TABLINT_RESULT_FILE": result.path, "TABLINT_REPO": packageRoot.path])
        outcome.output += (try? String(contentsOf: URL(fileURLWithPath: result.path + ".log"), encoding: .utf8)) ?? "(no script log)"
        return (outcome, readJSON(result) ?? [:])
    }

    /// Runs Tests/Editors/emacs_test.el (eglot); returns the outcome and what it recorded.
    static func runEmacsEglot(tablint: String) throws -> (Outcome, [String: Any]) {
        let emacs = try #require(which("emacs"), "emacs is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install `emacs-nox` and `elpa-eglot`")
        let project = try Project()
        let result = project.base.appendingPathComponent("eglot.json")
        let script = packageRoot.appendingPathComponent("Tests/Editors/emacs_test.el").path
        let outcome = try run(emacs, ["--batch", "-Q", "-l", script], project: project, tablint: tablint,
                              environment: ["TABLINT_RESULT_FILE": result.path])
        return (outcome, readJSON(result) ?? [:])
    }

    /// The built `tablint`, or a recorded failure.
    static func requireTablint() throws -> String {
        try #require(tablint(), "cannot find the built `tablint`; run `swift build` or set TABLINT_EXECUTABLE")
    }

    /// `object[key]` as an array of JSON objects.
    static func objects(_ object: Any?, _ key: String) -> [[String: Any]] {
        ((object as? [String: Any])?[key] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    }

    /// A list of diagnostics as `code@line:column`, for messages.
    static func summary(_ diagnostics: [[String: Any]], line: String, column: String) -> String {
        diagnostics.map { "\($0["code"] ?? "?")@\($0[line] ?? "?"):\($0[column] ?? "?")" }.joined(separator: ", ")
    }
}

@Suite(.serialized) struct EditorTests {
    static let expectedFormatted = """
        tab home "Höme 🏠" { icon "house.fill" }
        tab search "Search" { icon "magnifyingglass" }

        """

    @Test(.enabled(if: EditorHarness.shouldRun(.neovim), "nvim is not installed (Debian: neovim; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func neovimDiagnosticsQuickFixAndFormatting() throws {
        let nvim = try #require(EditorHarness.which("nvim"), "nvim is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install the `neovim` package")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project()
        let config = EditorHarness.packageRoot.appendingPathComponent("EditorConfigs/neovim").path
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/neovim_test.lua").path
        let outcome = try EditorHarness.run(nvim, [
            "--headless", "-u", "NONE", "-i", "NONE", "-n", "--noplugin",
            "--cmd", "set rtp+=\(EditorHarness.exEscaped(config))",
            "-c", "luafile \(EditorHarness.exEscaped(script))",
        ], project: project, tablint: tablint)
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[neovim] PASS"), "\(outcome)")
    }

    /// Issue 27: the "Preview" code lens and :TablintPreview of the shipped
    /// Neovim configuration write the server's page for an unsaved edit and
    /// open it (a stand-in for the browser records the path).
    @Test(.enabled(if: EditorHarness.shouldRun(.neovim), "nvim is not installed (Debian: neovim; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func neovimPreviewCommandOpensThePage() throws {
        let nvim = try #require(EditorHarness.which("nvim"), "nvim is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install the `neovim` package")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project()
        let config = EditorHarness.packageRoot.appendingPathComponent("EditorConfigs/neovim").path
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/neovim_preview_test.lua").path
        let outcome = try EditorHarness.run(nvim, [
            "--headless", "-u", "NONE", "-i", "NONE", "-n", "--noplugin",
            "--cmd", "set rtp+=\(EditorHarness.exEscaped(config))",
            "-c", "luafile \(EditorHarness.exEscaped(script))",
        ], project: project, tablint: tablint)
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[neovim] PASS"), "\(outcome)")
    }

    /// Issue 24: Neovim with no configuration of ours (`-u NONE`, no
    /// filetype, a client started with `vim.lsp.start_client`) sends
    /// `"languageId": ""`; the `.tabs` file is still linted and served.
    @Test(.enabled(if: EditorHarness.shouldRun(.neovim), "nvim is not installed (Debian: neovim; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func neovimWithNoConfigurationLintsATabsFile() throws {
        let nvim = try #require(EditorHarness.which("nvim"), "nvim is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install the `neovim` package")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project()
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/neovim_unconfigured_test.lua").path
        let outcome = try EditorHarness.run(nvim, [
            "--headless", "-u", "NONE", "-i", "NONE", "-n",
            "-c", "luafile \(EditorHarness.exEscaped(script))",
        ], project: project, tablint: tablint)
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[neovim-unconfigured] PASS"), "\(outcome)")
    }

    /// Issue 16 item 6: Neovim 0.7 does not register for watched files, so a
    /// String Catalog rewritten on disk must be noticed by the server's stat
    /// comparison at the next check (started by a harmless edit in the script).
    @Test(.enabled(if: EditorHarness.shouldRun(.neovim), "nvim is not installed (Debian: neovim; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func neovimSeesACatalogChangedOnDisk() throws {
        let nvim = try #require(EditorHarness.which("nvim"), "nvim is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install the `neovim` package")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project()
        let text = "defaults {\n    more \"More\", \"Mehr\"\n    strings \"Localizable.xcstrings\"\n}\ntab profile \"Profile\" { icon \"person\" }\n"
        try Data(text.utf8).write(to: project.file)
        let catalog = #"{"sourceLanguage": "en", "strings": {"Profile": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Profil"}}}}}}"#
        try Data(catalog.utf8).write(to: project.root.appendingPathComponent("Localizable.xcstrings"))
        let result = project.base.appendingPathComponent("neovim-strings.json")
        let config = EditorHarness.packageRoot.appendingPathComponent("EditorConfigs/neovim").path
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/neovim_strings_test.lua").path
        let outcome = try EditorHarness.run(nvim, [
            "--headless", "-u", "NONE", "-i", "NONE", "-n", "--noplugin",
            "--cmd", "set rtp+=\(EditorHarness.exEscaped(config))",
            "-c", "luafile \(EditorHarness.exEscaped(script))",
        ], project: project, tablint: tablint, environment: ["TABLINT_RESULT_FILE": result.path])
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[neovim-strings] PASS"), "\(outcome)")
        let recorded = EditorHarness.readJSON(result) ?? [:]
        #expect(recorded["passed"] as? Bool == true, "\(recorded)")
        // "Profil" is fine; nothing is reported before the catalog changes.
        #expect(EditorHarness.objects(recorded, "before").isEmpty, "\(recorded)")
        let after = EditorHarness.objects(recorded, "after")
        let clash = after.first { $0["code"] as? String == "more-title-clash" }
        #expect(clash?["message"] as? String == "in de: tab `profile` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently",
                "\(EditorHarness.summary(after, line: "line", column: "column"))")
        #expect(clash?["line"] as? Int == 4, "\(recorded)")
    }

    /// Skips (rather than fails) on Emacs 28 without elpa-eglot, which is what
    /// installing elpa-lsp-mode alone gives.
    @Test(.enabled(if: EditorHarness.shouldRun(.emacsEglot),
                   "Emacs with eglot is not installed (Debian: emacs-nox elpa-eglot; eglot is built into Emacs 29; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func emacsEglotDiagnosticsQuickFixAndFormatting() throws {
        let (outcome, _) = try EditorHarness.runEmacsEglot(tablint: try EditorHarness.requireTablint())
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[emacs] PASS"), "\(outcome)")
    }

    /// eglot does not declare `publishDiagnostics.relatedInformation`, so
    /// the server must not send it (issue 14 item 3).
    @Test(.enabled(if: EditorHarness.shouldRun(.emacsEglot),
                   "Emacs with eglot is not installed (Debian: emacs-nox elpa-eglot; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func emacsEglotReceivesNoRelatedInformation() throws {
        let (outcome, result) = try EditorHarness.runEmacsEglot(tablint: try EditorHarness.requireTablint())
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[emacs] PASS"), "\(outcome)")
        let opened = EditorHarness.objects(result, "opened")
        let duplicate = opened.first { $0["code"] as? String == "duplicate-attribute" }
        #expect(duplicate != nil, "eglot saw no duplicate-attribute: \(opened)")
        for diagnostic in opened {
            #expect(diagnostic["related"] as? Bool == false,
                    "eglot received relatedInformation, which it does not declare: \(diagnostic)")
        }
    }

    /// Issue 24: eglot on a `.tabs` buffer in `fundamental-mode`, started
    /// by hand with no configuration of ours; the file is linted and served.
    @Test(.enabled(if: EditorHarness.shouldRun(.emacsEglot),
                   "Emacs with eglot is not installed (Debian: emacs-nox elpa-eglot; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func emacsEglotInFundamentalModeLintsATabsFile() throws {
        let emacs = try #require(EditorHarness.which("emacs"), "emacs is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install `emacs-nox` and `elpa-eglot`")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project()
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/emacs_unconfigured_test.el").path
        let outcome = try EditorHarness.run(emacs, ["--batch", "-Q", "-l", script], project: project, tablint: tablint)
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[emacs-unconfigured] PASS"), "\(outcome)")
    }

    @Test(.enabled(if: EditorHarness.shouldRun(.emacsLspMode),
                   "Emacs with lsp-mode is not installed (Debian: emacs-nox elpa-lsp-mode; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func emacsLspModeDiagnosticsQuickFixAndFormatting() throws {
        let emacs = try #require(EditorHarness.which("emacs"), "emacs is not on PATH, and TABLINT_REQUIRE_EDITORS is set: install `emacs-nox` and `elpa-lsp-mode`")
        let tablint = try EditorHarness.requireTablint()
        let project = try EditorHarness.Project(directory: "proj é+")
        let resultURL = project.base.appendingPathComponent("lsp-mode.json")
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/emacs_lsp_mode_test.el").path
        let outcome = try EditorHarness.run(emacs, ["--batch", "-Q", "-l", script], project: project, tablint: tablint,
                                            environment: ["TABLINT_RESULT_FILE": resultURL.path])
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[lsp-mode] PASS"), "\(outcome)")
        let result = try #require(EditorHarness.readJSON(resultURL), "the script wrote no result\n\(outcome)")

        // Diagnostics as lsp-mode stored them (0-based, UTF-16 columns as sent).
        let opened = EditorHarness.objects(result, "opened")
        let summary = EditorHarness.summary(opened, line: "line", column: "character")
        let filled = opened.first { $0["code"] as? String == "filled-icon" }
        let duplicate = opened.first { $0["code"] as? String == "duplicate-attribute" }
        #expect(filled?["line"] as? Int == 0 && filled?["character"] as? Int == 26, "filled-icon: {\(summary)}")
        #expect(filled?["severity"] as? Int == 2, "filled-icon is a warning by the project's .tablint.json: \(String(describing: filled))")
        #expect(duplicate?["line"] as? Int == 3 && duplicate?["character"] as? Int == 4, "duplicate-attribute: {\(summary)}")
        #expect(duplicate?["severity"] as? Int == 1)
        // lsp-mode declares publishDiagnostics.relatedInformation.
        #expect(duplicate?["related"] as? Int == 1, "duplicate-attribute should carry one related location: \(String(describing: duplicate))")

        // The preferred quick fix removed the duplicate, and only it.
        let actions = (result["actions"] as? [Any] ?? []).compactMap { $0 as? String }
        #expect(actions.first == "remove the second `icon`", "code actions on line 4: \(actions)")
        let fixed = EditorHarness.objects(result, "fixed")
        #expect(fixed.map { $0["code"] as? String } == ["filled-icon"], "after the fix: \(fixed)")

        // Formatting through the server (the filled icon is left for its own fix).
        #expect(result["formatted"] as? String == Self.expectedFormatted, "formatted: \(result["formatted"] ?? "nothing")")

        // lsp-mode declares hierarchicalDocumentSymbolSupport: DocumentSymbol[].
        let symbols = EditorHarness.objects(result, "symbols")
        #expect(symbols.map { $0["name"] as? String } == ["home", "search"], "symbols: \(symbols)")
        #expect(symbols.allSatisfy { $0["hierarchical"] as? Bool == true }, "symbols: \(symbols)")
    }

    @Test(.enabled(if: EditorHarness.shouldRun(.vimALE),
                   "Vim 8.2+ with +job/+channel and ALE is not installed (Debian: vim vim-ale; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func vimALEDiagnosticsAndQuickFix() throws {
        let (outcome, result) = try EditorHarness.runVimALE(tablint: try EditorHarness.requireTablint())
        #expect(outcome.status == 0 && !outcome.timedOut && result["failure"] is NSNull && outcome.output.contains("[vim] PASS"),
                "\(outcome)")
        #expect(result["filetype"] as? String == "tabs" && result["shiftwidth"] as? Int == 4,
                "ftdetect/ftplugin from EditorConfigs/neovim: \(result["filetype"] ?? "?"), \(result["shiftwidth"] ?? "?")")
        let steps = EditorHarness.objects(result, "steps")
        let opened = try #require(steps.first { $0["name"] as? String == "opened" }, "no `opened` step\n\(outcome)")
        let fixed = try #require(steps.first { $0["name"] as? String == "fixed" }, "no `fixed` step\n\(outcome)")

        // ALE's location list: 1-based lines, and columns that are the
        // server's UTF-16 column + 1 (ALE does not convert them to bytes).
        let diagnostics = EditorHarness.objects(opened, "diagnostics")
        let summary = EditorHarness.summary(diagnostics, line: "lnum", column: "col")
        #expect(diagnostics.count == 2, "{\(summary)}")
        let filled = diagnostics.first { $0["code"] as? String == "filled-icon" }
        let duplicate = diagnostics.first { $0["code"] as? String == "duplicate-attribute" }
        #expect(filled?["lnum"] as? Int == 1 && filled?["col"] as? Int == 27 && filled?["end_col"] as? Int == 38, "filled-icon: {\(summary)}")
        #expect(filled?["type"] as? String == "W", "filled-icon is a warning by the project's .tablint.json")
        #expect(duplicate?["lnum"] as? Int == 4 && duplicate?["col"] as? Int == 5 && duplicate?["end_col"] as? Int == 8, "duplicate-attribute: {\(summary)}")
        #expect(duplicate?["type"] as? String == "E")
        #expect(diagnostics.allSatisfy { $0["linter"] as? String == "tablint" })

        // ALE declares publishDiagnostics.relatedInformation: the server sends
        // the first `icon` as the duplicate's related location.
        let published = EditorHarness.objects(opened, "published")
        let related = published.flatMap { EditorHarness.objects($0["params"], "diagnostics") }
            .filter { $0["code"] as? String == "duplicate-attribute" }
            .flatMap { ($0["relatedInformation"] as? [Any] ?? []).compactMap { $0 as? [String: Any] } }
        let relatedLine = ((related.first?["location"] as? [String: Any])?["range"] as? [String: Any])
            .flatMap { ($0["start"] as? [String: Any])?["line"] as? Int }
        #expect(relatedLine == 2, "duplicate-attribute's relatedInformation as ALE received it: \(related)")

        // The preferred quick fix, applied by ALE, removed the duplicate line.
        let actions = (result["actions"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        let preferred = actions.filter { $0["isPreferred"] as? Bool == true }
        #expect(preferred.map { $0["title"] as? String } == ["remove the second `icon`"], "code actions: \(actions)")
        #expect(fixed["lines"] as? [String] == [
            #"tab home "Höme 🏠" { icon "house.fill" }"#,
            #"tab search   "Search" {"#,
            #"    icon "magnifyingglass""#,
            "}",
        ], "buffer after the fix: \(fixed["lines"] ?? "?")")
        let after = EditorHarness.objects(fixed, "diagnostics")
        #expect(after.map { $0["code"] as? String } == ["filled-icon"], "after the fix: \(after)")
    }

    /// ALE declares
    /// `hierarchicalDocumentSymbolSupport: false`, so LSP 3.17 calls for
    /// `SymbolInformation[]` (a `location` each, no `selectionRange`).
    @Test(.enabled(if: EditorHarness.shouldRun(.vimALE),
                   "Vim 8.2+ with +job/+channel and ALE is not installed (Debian: vim vim-ale; set TABLINT_REQUIRE_EDITORS to make this a failure)"),
          .timeLimit(.minutes(3)))
    func vimALEDocumentSymbolsAreSymbolInformation() throws {
        let (outcome, result) = try EditorHarness.runVimALE(tablint: try EditorHarness.requireTablint())
        #expect(outcome.status == 0 && !outcome.timedOut && result["failure"] is NSNull, "\(outcome)")
        let symbols = EditorHarness.objects(result["symbols"], "result")
        #expect(symbols.map { $0["name"] as? String } == ["home", "search"], "documentSymbol answer: \(result["symbols"] ?? "none")")
        for symbol in symbols {
            let location = symbol["location"] as? [String: Any]
            #expect((location?["uri"] as? String)?.hasSuffix("/App.tabs") == true && location?["range"] is [String: Any],
                    "a SymbolInformation has a location: \(symbol)")
            #expect(symbol["selectionRange"] == nil && symbol["children"] == nil,
                    "a DocumentSymbol was sent to a client without hierarchicalDocumentSymbolSupport: \(symbol)")
            #expect(symbol["kind"] as? Int == 5)
        }
    }
}
