import TabsLint
import TablintWorkspace

/// `tablint check`: collect the inputs, resolve each file's settings,
/// check (or fix), report, and pick the exit status.
struct CheckCommand {
    let options: CheckOptions
    let console: Console
    let settings: SettingsResolver
    let git: GitRevision?

    /// Something went wrong that is not a finding (exit 2).
    private var trouble = false
    private var standardInput: [UInt8]?
    private var revisionErrors = Set<String>()
    /// What `--fix` did: the fixes written, and standard input's fixed text.
    private var fixedCount = 0
    private var fixedStandardInput: [UInt8]?
    /// One per run: a table that many `.tabs` files name is read once.
    private let tables: StringTableCache

    init(options: CheckOptions, console: Console) {
        self.options = options
        self.console = console
        self.settings = SettingsResolver(options: options.settings.resolverOptions)
        self.tables = StringTableCache(walk: settings.locator.walk)
        self.git = options.against.map { GitRevision(revision: $0) }
    }

    var useColor: Bool {
        switch options.color {
        case .always: true
        case .never: false
        case .auto: console.stdoutIsTerminal && (console.environment("NO_COLOR") ?? "").isEmpty
        }
    }

    mutating func run() -> Int32 {
        reportConfigurationFile()
        let inputs = collectInputs()
        // First, in order and on this thread: settings, reading and revisions,
        // which report their problems in input order; `--fix` fixes each file
        // here (a file named twice is read again after its first fixes).
        var checked: [CheckedFile] = []
        var jobs: [Job] = []
        for input in inputs {
            guard let job = prepare(input) else { continue }
            if options.fix { checked.append(fix(job)) } else { jobs.append(job) }
        }
        // Then the checks: pure, so they run on every core.
        if !options.fix { checked = Job.checkAll(jobs) }
        report(checked)
        writeReportFiles(checked)
        return exitStatus(checked)
    }

    // MARK: - Inputs and settings

    /// An explicit configuration loads before anything is checked. When it
    /// is invalid, the files are still checked and reported (with the
    /// default rule levels), as for an invalid discovered one, and the exit
    /// status is 2.
    private mutating func reportConfigurationFile() {
        guard let error = settings.configurationFileError else { return }
        console.error("invalid configuration \(error.description); checking with the default rule levels")
        trouble = true
    }

    private mutating func collectInputs() -> [Input] {
        var inputs: [Input] = []
        for item in InputCollector.collect(options.paths, stdinFilename: options.settings.stdinFilename) {
            switch item {
            case .input(let input): inputs.append(input)
            case .problem(let problem):
                if case .noTabsFiles = problem {
                    console.error("\(problem.description); pass .tabs files or a directory holding them")
                } else {
                    console.error(problem.description)
                }
                trouble = true
            }
        }
        return inputs
    }

    /// The file's text and settings, or nil when it is excluded or cannot be read.
    private mutating func prepare(_ input: Input) -> Job? {
        let configuration = settings.configuration(forFile: input.logicalPath)
        if let error = configuration.newError {
            // Said once; the files under it are still checked and reported, with the default levels.
            console.error("invalid configuration \(error.description); checking the files under it with the default rule levels")
        }
        if configuration.isInvalid { trouble = true }
        if configuration.isExcluded { return nil }
        guard let bytes = console.read(input, standardInput: &standardInput) else {
            trouble = true
            return nil
        }
        let catalog = settings.catalog(configuration)
        if let error = catalog.newError {
            console.error("cannot use the symbol catalog \(error.description)")
            trouble = true
        }
        return Job(input: input, bytes: bytes, levels: settings.levels(configuration), catalog: catalog.catalog,
                   previous: previousVersion(of: input), configurationInvalid: configuration.isInvalid,
                   catalogMissing: catalog.isUnavailable, tables: tables)
    }

    /// The file at `--against`'s revision (nil without `--against`, or when it did not exist there).
    private mutating func previousVersion(of input: Input) -> [UInt8]? {
        guard let git else { return nil }
        do { return try git.contents(ofFile: input.logicalPath) } catch {
            // Said once per message (one per repository); the file is still checked, without removed-id.
            if revisionErrors.insert(error.description).inserted { console.error(error.description) }
            trouble = true
            return nil
        }
    }

    // MARK: - Fixing

    /// Whether `--fix` (with `--unsafe-fixes` if given) would have something to apply.
    private func hasApplicableFix(_ result: LintResult) -> Bool {
        result.diagnostics.contains { $0.fix.map { $0.applicability == .safe || options.unsafeFixes } ?? false }
    }

    /// `--fix` on one file: fixed and written (or, for standard input, kept for the output), then reported.
    private mutating func fix(_ job: Job) -> CheckedFile {
        let input = job.input
        if job.configurationInvalid || job.catalogMissing {
            // Fixing by the default levels could undo what the configuration meant to turn
            // off, and icon fixes without the catalog could name symbols it lacks.
            let result = job.check(job.bytes)
            if hasApplicableFix(result) {
                let why = job.configurationInvalid ? "its configuration is invalid; fix the configuration first"
                    : "its symbol catalog could not be read; fix the catalog path first"
                console.error("\(TerminalText.escape(input.displayPath)): not fixed: \(why)")
            }
            // Standard input is still echoed, unchanged, so a pipe keeps the text.
            if input.isStandardInput { fixedStandardInput = job.bytes }
            return CheckedFile(path: input.displayPath, result: result)
        }
        let outcome = FixApplier.fix(job.bytes, unsafe: options.unsafeFixes, check: job.check)
        var result = outcome.result
        if outcome.appliedFixes == 0, result.diagnostics.contains(where: { $0.rule == SyntaxError.id }), hasApplicableFix(result) {
            console.error("\(TerminalText.escape(input.displayPath)): not fixed: it has syntax errors; fix them first, then run --fix again")
        }
        guard let path = input.readPath else {
            fixedCount += outcome.appliedFixes
            fixedStandardInput = outcome.bytes
            return CheckedFile(path: input.displayPath, result: result)
        }
        guard outcome.bytes != job.bytes else { return CheckedFile(path: input.displayPath, result: result) }
        do {
            try FileSystem.writeAtomically(outcome.bytes, to: path)
            fixedCount += outcome.appliedFixes
        } catch {
            console.error("cannot write the fixes to \(FileSystem.display(path)): \(error.reason)")
            trouble = true
            result = job.check(job.bytes)
        }
        return CheckedFile(path: input.displayPath, result: result)
    }

    // MARK: - Reporting

    private func report(_ checked: [CheckedFile]) {
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
    }

    /// `--report FORMAT=PATH`: each report written atomically, its missing parent directories created.
    private mutating func writeReportFiles(_ checked: [CheckedFile]) {
        for report in options.reports {
            let bytes = Reporters.render(report.format, checked, color: false, quiet: false, showUnsafe: options.unsafeFixes)
            do {
                try FileSystem.createDirectories(FileSystem.directoryName(report.path))
                try FileSystem.writeAtomically(bytes, to: report.path)
            } catch {
                console.error("cannot write the \(report.format.rawValue) report to \(report.path): \(error.reason)")
                trouble = true
            }
        }
    }

    private func exitStatus(_ checked: [CheckedFile]) -> Int32 {
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
