import Dispatch
import TabsBase
import TabsLint
import TablintWorkspace

/// A file ready to check: its text and its settings.
struct Job: Sendable {
    var input: Input
    var bytes: [UInt8]
    var levels: [String: RuleLevel]
    var catalog: SymbolCatalog?
    var previous: [UInt8]?
    /// Its configuration is invalid, so it is checked with the default levels (and not fixed).
    var configurationInvalid = false
    /// Its symbol catalog could not be read (so it is not fixed).
    var catalogMissing = false
    /// The run's one cache of string tables.
    var tables: StringTableCache?

    /// Checks `text` (the file's, or a fixed version of it) with this file's
    /// settings: the tables it names are read (through the cache) between
    /// parsing and the rules.
    func check(_ text: [UInt8]) -> LintResult {
        let file = Linter.parse(text, catalog: catalog, previous: previous)
        let localization = tables.map { $0.localization(for: file.localizationRequest, tabsPath: input.logicalPath) }
        return Linter.check(file, levels: levels, localization: localization)
    }

    /// Checks the jobs on all cores; the reports come back in input order.
    static func checkAll(_ jobs: [Job]) -> [CheckedFile] {
        @Sendable func run(_ job: Job) -> CheckedFile {
            CheckedFile(path: job.input.displayPath, result: job.check(job.bytes))
        }
        if jobs.count == 1, let job = jobs.first { return [run(job)] }
        // One file per thread at a time, on all cores; each report is kept at
        // its file's position, so the reports come out in input order.
        let slots = Lock([CheckedFile?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
            let file = run(jobs[k])
            slots.withLock { $0[k] = file }
        }
        return slots.withLock { files in files.compactMap { $0 } }
    }
}
