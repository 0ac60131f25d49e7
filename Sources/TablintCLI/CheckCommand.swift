import Dispatch
import TabsLint
import TablintWorkspace

/// The process's streams and environment, passed in so tests can run
/// commands without a process.
public struct Console {
    public var readStandardInput: () -> [UInt8]
    public var write: ([UInt8]) -> Void
    public var writeError: ([UInt8]) -> Void
    public var stdoutIsTerminal: Bool
    public var environment: [String: String]
    /// Set by the executable, which exits right after the command: results
    /// are then not freed one by one (the process's exit frees them at once),
    /// which saves a sixth of the time on large inputs.
    public var skipsTeardown = false

    public init(readStandardInput: @escaping () -> [UInt8], write: @escaping ([UInt8]) -> Void,
                writeError: @escaping ([UInt8]) -> Void, stdoutIsTerminal: Bool, environment: [String: String]) {
        self.readStandardInput = readStandardInput
        self.write = write
        self.writeError = writeError
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
    }

    func error(_ message: String) {
        writeError(Array("tablint: error: \(TerminalText.escape(message))\n".utf8))
    }
    func warning(_ message: String) {
        writeError(Array("tablint: warning: \(TerminalText.escape(message))\n".utf8))
    }
}

/// Holds results until the process exits (see `Console.skipsTeardown`).
final class KeepAlive {
    let value: [CheckedFile]
    let results: [LintResult]
    init(_ value: [CheckedFile], _ results: [LintResult]) { self.value = value; self.results = results }
}

/// A file ready to check: its text and its settings.
struct Job: Sendable {
    var input: Input
    var bytes: [UInt8]
    var levels: [String: RuleLevel]
    var catalog: SymbolCatalog?
    var previous: [UInt8]?

    /// Checks `text` (the file's, or a fixed version of it) with this file's settings.
    func check(_ text: [UInt8]) -> LintResult {
        Linter.check(text, levels: levels, catalog: catalog, previous: previous)
    }
}

/// One input to check: a file path (as reported) or standard input.
struct Input: Sendable {
    var displayPath: String
    /// The path to read, or nil for standard input.
    var readPath: String?
    /// The path used for configuration discovery, excludes and `--against`.
    var logicalPath: String
}

/// `tablint check`: collect inputs, check each with its configuration,
/// report, and pick the exit status.
struct CheckCommand {
    let options: CheckOptions
    let console: Console

    var useColor: Bool {
        switch options.color {
        case .always: true
        case .never: false
        case .auto: console.stdoutIsTerminal && (console.environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// Checks the jobs on all cores; the reports come back in input order.
    /// The trees and models are freed as each file is done, except that a
    /// process about to exit keeps those of a few files (freeing a 10 MB
    /// file's tree and model one object at a time costs a sixth of its check).
    func check(_ jobs: [Job]) -> (files: [CheckedFile], kept: [LintResult]) {
        let keep = console.skipsTeardown && jobs.count <= 16
        @Sendable func run(_ job: Job) -> (CheckedFile, LintResult) {
            let result = job.check(job.bytes)
            return (CheckedFile(path: job.input.displayPath, result: result), result)
        }
        if jobs.count == 1, let job = jobs.first {
            let (file, result) = run(job)
            return ([file], keep ? [result] : [])
        }
        let slots = IndexedResults<(file: CheckedFile, kept: LintResult?)>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
            guard jobs.indices.contains(k) else { return }
            let (file, result) = run(jobs[k])
            slots.set(k, (file, keep ? result : nil))
        }
        let all = slots.all
        return (all.compactMap { $0?.file }, all.compactMap { $0?.kept })
    }

    func run() -> Int32 {
        var trouble = false
        let locator = ConfigurationLocator(knownRules: RuleRegistry.ids)

        // An explicit configuration loads before anything is checked. When it
        // is invalid, the files are still checked and reported (with the
        // default rule levels), as for an invalid discovered one, and the
        // exit status is 2.
        var explicitConfiguration: Configuration?
        var explicitConfigurationInvalid = false
        if let path = options.config {
            do { explicitConfiguration = try locator.load(path: path) } catch {
                console.error("invalid configuration \(error.description); checking with the default rule levels")
                explicitConfigurationInvalid = true
                trouble = true
            }
        }

        // Inputs, in the order given; directories expand to sorted walks.
        var inputs: [Input] = []
        for path in options.paths.isEmpty ? ["."] : options.paths {
            if path == "-" {
                let name = options.stdinFilename ?? "-"
                inputs.append(Input(displayPath: FileSystem.display(name), readPath: nil,
                                    logicalPath: options.stdinFilename ?? "stdin.tabs"))
                continue
            }
            switch FileSystem.kind(of: path) {
            case .directory:
                let (files, errors) = FileSystem.walk(path)
                for e in errors { console.error("cannot read directory \(e.path): \(e.reason)"); trouble = true }
                if files.isEmpty && errors.isEmpty {
                    console.error("no .tabs files found in \(FileSystem.display(path)); pass .tabs files or a directory holding them")
                    trouble = true
                }
                for f in files {
                    let joined = FileSystem.join(path, f)
                    inputs.append(Input(displayPath: FileSystem.display(joined), readPath: joined, logicalPath: joined))
                }
            case .missing:
                console.error("cannot read \(path): no such file or directory")
                trouble = true
            case .file, .other:
                inputs.append(Input(displayPath: FileSystem.display(path), readPath: path, logicalPath: path))
            }
        }

        var catalogs: [String: SymbolCatalog] = [:]
        var failedCatalogs = Set<String>()
        let git = options.against.map { GitRevision(revision: $0) }
        var checked: [CheckedFile] = []
        var stdinBytes: [UInt8]?
        var invalidConfigurations = Set<String>()
        var revisionErrors = Set<String>()
        var fixedCount = 0
        var fixedStandardInput: [UInt8]?
        var jobs: [Job] = []

        // First, in order and on this thread: configuration, reading, catalogs
        // and revisions, which report their problems in input order.
        for input in inputs {
            // Configuration: explicit, none, or the nearest `.tablint.json`.
            var configuration = explicitConfiguration
            var configurationInvalid = explicitConfigurationInvalid
            let absolute = FileSystem.absolute(input.logicalPath)
            if configuration == nil && !options.noConfig && !explicitConfigurationInvalid {
                if let found = locator.configurationPath(forDirectory: FileSystem.directoryName(absolute)) {
                    do { configuration = try locator.load(path: found) } catch {
                        // Said once; the files under it are still checked and reported, with the default levels.
                        if invalidConfigurations.insert(found).inserted {
                            console.error("invalid configuration \(error.description); checking the files under it with the default rule levels")
                        }
                        trouble = true
                        configurationInvalid = true
                    }
                }
            }
            if let configuration, let base = configuration.directory {
                let baseAbsolute = FileSystem.absolute(base)
                if absolute.hasPrefix(baseAbsolute + "/") {
                    let relative = String(absolute.dropFirst(baseAbsolute.count + 1))
                    if configuration.isExcluded(relativePath: relative) { continue }
                }
            }

            // Read the text.
            let bytes: [UInt8]
            if let path = input.readPath {
                do { bytes = try FileSystem.read(path) } catch {
                    console.error("cannot read \(FileSystem.display(path)): \(error.reason)")
                    trouble = true
                    continue
                }
            } else {
                if stdinBytes == nil { stdinBytes = console.readStandardInput() }
                bytes = stdinBytes ?? []
                if bytes.count > FileSystem.maximumFileSize {
                    console.error("standard input is larger than \(FileSystem.maximumFileSize >> 20) MiB; tablint reads up to that much")
                    trouble = true
                    continue
                }
            }

            // Settings: configuration levels, overridden by --rule.
            var levels = configuration?.rules ?? [:]
            for (id, level) in options.rules { levels[id] = level }

            // The symbol catalog: --symbols, the configuration's, or the system's.
            var catalog: SymbolCatalog?
            var catalogMissing = false
            if let path = options.symbols ?? configuration?.symbols ?? SymbolCatalogLoader.systemCatalogPath {
                catalogMissing = failedCatalogs.contains(path)
                if let cached = catalogs[path] {
                    catalog = cached
                } else if !failedCatalogs.contains(path) {
                    do {
                        let loaded = try SymbolCatalogLoader.load(path: path)
                        catalogs[path] = loaded
                        catalog = loaded
                    } catch {
                        console.error("cannot use the symbol catalog \(error.description)")
                        failedCatalogs.insert(path)
                        catalogMissing = true
                        trouble = true
                    }
                }
            }

            var previous: [UInt8]?
            if let git {
                do { previous = try git.contents(ofFile: input.logicalPath) } catch {
                    // Said once per message (one per repository); the file is still checked, without removed-id.
                    if revisionErrors.insert(error.description).inserted { console.error(error.description) }
                    trouble = true
                }
            }

            let job = Job(input: input, bytes: bytes, levels: levels, catalog: catalog, previous: previous)
            guard options.fix else {
                jobs.append(job)
                continue
            }
            /// Whether `--fix` (with `--unsafe-fixes` if given) would have something to apply.
            func hasApplicableFix(_ result: LintResult) -> Bool {
                result.diagnostics.contains { $0.fix.map { $0.applicability == .safe || options.unsafeFixes } ?? false }
            }
            if configurationInvalid || catalogMissing {
                // Fixing by the default levels could undo what the configuration meant to turn
                // off, and icon fixes without the catalog could name symbols it lacks.
                let result = job.check(bytes)
                if hasApplicableFix(result) {
                    let why = configurationInvalid ? "its configuration is invalid; fix the configuration first"
                        : "its symbol catalog could not be read; fix the catalog path first"
                    console.error("\(TerminalText.escape(input.displayPath)): not fixed: \(why)")
                }
                // Standard input is still echoed, unchanged, so a pipe keeps the text.
                if input.readPath == nil { fixedStandardInput = bytes }
                checked.append(CheckedFile(path: input.displayPath, result: result))
                continue
            }
            // --fix: checked and written here, one file at a time and in order
            // (a file named twice is read again after its first fixes).
            let outcome = FixApplier.fix(bytes, unsafe: options.unsafeFixes, check: job.check)
            var result = outcome.result
            if outcome.appliedFixes == 0, result.diagnostics.contains(where: { $0.rule == SyntaxError.id }), hasApplicableFix(result) {
                console.error("\(TerminalText.escape(input.displayPath)): not fixed: it has syntax errors; fix them first, then run --fix again")
            }
            if let path = input.readPath {
                if outcome.bytes != bytes {
                    do {
                        try FileSystem.writeAtomically(outcome.bytes, to: path)
                        fixedCount += outcome.appliedFixes
                    } catch {
                        console.error("cannot write the fixes to \(FileSystem.display(path)): \(error.reason)")
                        trouble = true
                        result = job.check(bytes)
                    }
                }
            } else {
                fixedCount += outcome.appliedFixes
                fixedStandardInput = outcome.bytes
            }
            checked.append(CheckedFile(path: input.displayPath, result: result))
        }

        // Then the checks: pure, so they run on every core.
        var keptResults: [LintResult] = []
        if !options.fix {
            (checked, keptResults) = check(jobs)
        }

        let report = Reporters.render(options.format, checked, color: useColor, quiet: options.quiet,
                                      showUnsafe: options.unsafeFixes)
        if let fixed = fixedStandardInput {
            // `--fix` on standard input: the fixed text goes to stdout, the report to stderr.
            console.write(fixed)
            console.writeError(report)
        } else {
            console.write(report)
        }
        if options.fix && !options.quiet && options.format == .human && fixedCount > 0 {
            console.writeError(Array("tablint: applied \(fixedCount == 1 ? "1 fix" : "\(fixedCount) fixes")\n".utf8))
        }
        for (format, path) in options.reports {
            let bytes = Reporters.render(format, checked, color: false, quiet: false, showUnsafe: options.unsafeFixes)
            do { try FileSystem.writeAtomically(bytes, to: path) } catch {
                console.error("cannot write the \(format.rawValue) report to \(path): \(error.reason)")
                trouble = true
            }
        }

        if console.skipsTeardown { _ = Unmanaged.passRetained(KeepAlive(checked, keptResults)) }
        if trouble { return ExitStatus.trouble }
        let totals = Totals(checked)
        if totals.errors > 0 { return ExitStatus.failure }
        if let max = options.maxWarnings, totals.warnings > max {
            if !options.quiet && options.format == .human {
                console.writeError(Array("tablint: \(plural(totals.warnings, "warning")) found, more than --max-warnings \(max)\n".utf8))
            }
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}
