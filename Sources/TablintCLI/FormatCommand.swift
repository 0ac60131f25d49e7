import TabsLint
import TabsSyntax
import TablintWorkspace

/// `tablint format [--check] [PATH ...]`: rewrites files in the canonical
/// layout (atomically, keeping permissions), or with `--check` lists the
/// files that would change. Files with syntax errors are left untouched
/// and reported (exit 2). Standard input is formatted to standard output.
struct FormatCommand {
    let check: Bool
    let paths: [String]
    let stdinFilename: String?
    let console: Console
    /// Only for the configuration's `exclude`: no `--config`, no levels.
    let settings = SettingsResolver()

    private var trouble = false
    private var wouldChange: [String] = []
    private var changed = 0
    private var unchanged = 0

    init(check: Bool, paths: [String], stdinFilename: String?, console: Console) {
        self.check = check
        self.paths = paths
        self.stdinFilename = stdinFilename
        self.console = console
    }

    mutating func run() -> Int32 {
        // Standard input is formatted where it stands among the paths; files after them all.
        var files: [String] = []
        for item in InputCollector.collect(paths, stdinFilename: stdinFilename) {
            switch item {
            case .problem(let problem):
                console.error(problem.description)
                trouble = true
            case .input(let input):
                if let path = input.readPath { files.append(path) } else { formatStandardInput() }
            }
        }
        for path in files { formatFile(path) }
        summarize(filesLookedAt: !files.isEmpty)
        if trouble { return ExitStatus.trouble }
        return check && !wouldChange.isEmpty ? ExitStatus.failure : ExitStatus.success
    }

    private mutating func formatStandardInput() {
        let name = stdinFilename ?? "-"
        var cache: [UInt8]?
        guard let bytes = console.readStandardInputWithinLimit(name: name, cache: &cache) else {
            trouble = true
            return
        }
        switch format(bytes, name: name, checkCommand: "tablint check") {
        case .formatted(let formatted):
            if check { wouldChange.append(name) } else { console.write(formatted) }
        case .unchanged, .syntaxErrors, .wouldChangeMeaning:
            if !check { console.write(bytes) }
        }
    }

    private mutating func formatFile(_ path: String) {
        let display = FileSystem.display(path)
        // Honour the configuration's `exclude`, as `check` does; an invalid
        // one is reported once (exit 2) and the files under it still formatted.
        let configuration = settings.configuration(forFile: path)
        if let error = configuration.newError {
            console.error("invalid configuration \(error.description); its `exclude` is not applied")
        }
        if configuration.isInvalid { trouble = true }
        if configuration.isExcluded { return }
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(path) } catch {
            console.error("cannot read \(display): \(error.reason)")
            trouble = true
            return
        }
        let formatted: [UInt8]
        switch format(bytes, name: display, checkCommand: "tablint check \(display)") {
        case .formatted(let text): formatted = text
        case .unchanged:
            unchanged += 1
            return
        case .syntaxErrors, .wouldChangeMeaning: return
        }
        if check {
            wouldChange.append(display)
            return
        }
        do {
            try FileSystem.writeAtomically(formatted, to: path)
            changed += 1
        } catch {
            console.error("cannot write \(display): \(error.reason)")
            trouble = true
        }
    }

    /// The formatter's outcome; a refusal is said (after `name`), and the exit status is then 2.
    private mutating func format(_ bytes: [UInt8], name: String, checkCommand: String) -> SafeFormatting.Outcome {
        let outcome = SafeFormatting.format(bytes)
        switch outcome {
        case .syntaxErrors: console.error("\(name): not formatted: it has syntax errors; run `\(checkCommand)` to see them")
        case .wouldChangeMeaning:
            console.error("\(name): not formatted: the canonical layout would change its diagnostics (a suppression comment would cover other lines); move the comment or the statements by hand")
        case .unchanged, .formatted: return outcome
        }
        trouble = true
        return outcome
    }

    private func summarize(filesLookedAt: Bool) {
        if check {
            console.write(Array(wouldChange.map { TerminalText.escape($0) + "\n" }.joined().utf8))
            if filesLookedAt {
                // Counted over the files looked at: excluded and refused ones are not "formatted".
                let summary = !wouldChange.isEmpty ? "\(plural(wouldChange.count, "file")) would be reformatted"
                    : unchanged > 0 ? "all \(plural(unchanged, "file")) formatted" : "no file to check"
                console.writeError(Array("tablint: \(summary)\n".utf8))
            }
        } else if filesLookedAt {
            console.writeError(Array("tablint: \(plural(changed, "file")) reformatted, \(unchanged) unchanged\n".utf8))
        }
    }
}
