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

    func run() -> Int32 {
        var trouble = false
        var wouldChange: [String] = []
        var changed = 0
        var unchanged = 0
        let locator = ConfigurationLocator(knownRules: RuleRegistry.ids)
        var files: [String] = []

        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                let bytes = console.readStandardInput()
                let name = stdinFilename ?? "-"
                if bytes.count > FileSystem.maximumFileSize {
                    console.error("\(name): standard input is larger than \(FileSystem.maximumFileSize >> 20) MiB; tablint reads up to that much")
                    trouble = true
                    continue
                }
                switch SafeFormatting.format(bytes) {
                case .syntaxErrors:
                    console.error("\(name): not formatted: it has syntax errors; run `tablint check` to see them")
                    if !check { console.write(bytes) }
                    trouble = true
                case .wouldChangeMeaning:
                    console.error("\(name): not formatted: \(Self.meaningMessage)")
                    if !check { console.write(bytes) }
                    trouble = true
                case .unchanged:
                    if !check { console.write(bytes) }
                case .formatted(let formatted):
                    if check { wouldChange.append(name) } else { console.write(formatted) }
                }
                continue
            }
            switch FileSystem.kind(of: path) {
            case .directory:
                let (found, errors) = FileSystem.walk(path)
                for e in errors { console.error("cannot read directory \(e.path): \(e.reason)"); trouble = true }
                if found.isEmpty && errors.isEmpty {
                    console.error("no .tabs files found in \(FileSystem.display(path))")
                    trouble = true
                }
                files += found.map { FileSystem.join(path, $0) }
            case .missing:
                console.error("cannot read \(path): no such file or directory")
                trouble = true
            case .file, .other:
                files.append(path)
            }
        }

        var invalidConfigurations = Set<String>()
        for path in files {
            let display = FileSystem.display(path)
            // Honour the configuration's `exclude`, as `check` does; an invalid
            // one is reported once (exit 2) and the files under it still formatted.
            let absolute = FileSystem.absolute(path)
            var configuration: Configuration?
            if let configPath = locator.configurationPath(forDirectory: FileSystem.directoryName(absolute)) {
                do { configuration = try locator.load(path: configPath) } catch {
                    if invalidConfigurations.insert(configPath).inserted {
                        console.error("invalid configuration \(error.description); its `exclude` is not applied")
                    }
                    trouble = true
                }
            }
            if let configuration, let base = configuration.directory {
                let baseAbsolute = FileSystem.absolute(base)
                if absolute.hasPrefix(baseAbsolute + "/"),
                   configuration.isExcluded(relativePath: String(absolute.dropFirst(baseAbsolute.count + 1))) { continue }
            }
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(path) } catch {
                console.error("cannot read \(display): \(error.reason)")
                trouble = true
                continue
            }
            let formatted: [UInt8]
            switch SafeFormatting.format(bytes) {
            case .syntaxErrors:
                console.error("\(display): not formatted: it has syntax errors; run `tablint check \(display)` to see them")
                trouble = true
                continue
            case .wouldChangeMeaning:
                console.error("\(display): not formatted: \(Self.meaningMessage)")
                trouble = true
                continue
            case .unchanged:
                unchanged += 1
                continue
            case .formatted(let text):
                formatted = text
            }
            if check {
                wouldChange.append(display)
                continue
            }
            do {
                try FileSystem.writeAtomically(formatted, to: path)
                changed += 1
            } catch {
                console.error("cannot write \(display): \(error.reason)")
                trouble = true
            }
        }

        if check {
            var out = ""
            for path in wouldChange { out += TerminalText.escape(path) + "\n" }
            console.write(Array(out.utf8))
            if !files.isEmpty {
                // Counted over the files looked at: excluded and refused ones are not "formatted".
                let summary = !wouldChange.isEmpty ? "\(plural(wouldChange.count, "file")) would be reformatted"
                    : unchanged > 0 ? "all \(plural(unchanged, "file")) formatted" : "no file to check"
                console.writeError(Array("tablint: \(summary)\n".utf8))
            }
        } else if !files.isEmpty {
            console.writeError(Array("tablint: \(plural(changed, "file")) reformatted, \(unchanged) unchanged\n".utf8))
        }
        if trouble { return ExitStatus.trouble }
        return check && !wouldChange.isEmpty ? ExitStatus.failure : ExitStatus.success
    }

    /// Why a file was left alone although its layout is not canonical.
    static let meaningMessage = "the canonical layout would change its diagnostics (a suppression comment would cover other lines); move the comment or the statements by hand"
}
