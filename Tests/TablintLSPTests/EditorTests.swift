import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// End-to-end tests that drive real editors, headless, against the built
// `tablint lsp`, through the setups in EditorConfigs/: Neovim (0.7+) with
// EditorConfigs/neovim, and Emacs with eglot and EditorConfigs/emacs. Each
// editor runs a script from Tests/Editors/ that opens a file with problems,
// waits for the pushed diagnostics, applies two preferred quick fixes,
// formats through the server, saves, and compares the text exactly.
//
// An editor that is not installed skips its test, unless `CI` is set: then
// the test fails, since CI installs both (Debian: neovim emacs-nox elpa-eglot).

enum EditorHarness {
    /// The package root: <root>/Tests/TablintLSPTests/EditorTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

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

    /// Run the test when the editor is installed, or on CI (where its absence is a failure).
    static func shouldRun(_ editor: String) -> Bool { which(editor) != nil || onCI }

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

        init() throws {
            let tmp = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            base = tmp.appendingPathComponent("tablint editors \(UUID().uuidString)", isDirectory: true)
            root = base.appendingPathComponent("proj é+#", isDirectory: true)
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
                    timeout: Double = 90) throws -> Outcome {
        let logURL = project.base.appendingPathComponent("editor.log")
        FileManager.default.createFile(atPath: logURL.path, contents: nil)
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

@Suite(.serialized) struct EditorTests {
    @Test(.enabled(if: EditorHarness.shouldRun("nvim"), "nvim is not installed (set CI to make this a failure)"),
          .timeLimit(.minutes(3)))
    func neovimDiagnosticsQuickFixAndFormatting() throws {
        guard let nvim = EditorHarness.which("nvim") else {
            Issue.record("nvim is not on PATH, and CI is set: install the `neovim` package")
            return
        }
        let tablint = try #require(EditorHarness.tablint(), "cannot find the built `tablint`; run `swift build` or set TABLINT_EXECUTABLE")
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

    @Test(.enabled(if: EditorHarness.shouldRun("emacs"), "emacs is not installed (set CI to make this a failure)"),
          .timeLimit(.minutes(3)))
    func emacsEglotDiagnosticsQuickFixAndFormatting() throws {
        guard let emacs = EditorHarness.which("emacs") else {
            Issue.record("emacs is not on PATH, and CI is set: install the `emacs-nox` and `elpa-eglot` packages")
            return
        }
        let tablint = try #require(EditorHarness.tablint(), "cannot find the built `tablint`; run `swift build` or set TABLINT_EXECUTABLE")
        let project = try EditorHarness.Project()
        let script = EditorHarness.packageRoot.appendingPathComponent("Tests/Editors/emacs_test.el").path
        let outcome = try EditorHarness.run(emacs, ["--batch", "-Q", "-l", script], project: project, tablint: tablint)
        #expect(outcome.status == 0 && !outcome.timedOut && outcome.output.contains("[emacs] PASS"), "\(outcome)")
    }
}
