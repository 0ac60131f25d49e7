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
    /// The trees and models are freed as each file is done, except that a
    /// process about to exit (`keepingResults`) keeps those of a few files
    /// (freeing a 10 MB file's tree and model one object at a time costs a
    /// sixth of its check).
    static func checkAll(_ jobs: [Job], keepingResults: Bool) -> (files: [CheckedFile], kept: [LintResult]) {
        let keep = keepingResults && jobs.count <= 16
        @Sendable func run(_ job: Job) -> (CheckedFile, LintResult) {
            let result = job.check(job.bytes)
            return (CheckedFile(path: job.input.displayPath, result: result), result)
        }
        if jobs.count == 1, let job = jobs.first {
            let (file, result) = run(job)
            return ([file], keep ? [result] : [])
        }
        // One file per thread at a time, on all cores; each result is kept at
        // its file's position, so the reports come out in input order.
        let lock = Lock()
        nonisolated(unsafe) var slots = [(file: CheckedFile, kept: LintResult?)?](repeating: nil, count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
            let (file, result) = run(jobs[k])
            lock.withLock { slots[k] = (file, keep ? result : nil) }
        }
        return (slots.compactMap { $0?.file }, slots.compactMap { $0?.kept })
    }
}

/// Holds results until the process exits (see `Console.skipsTeardown`).
final class KeepAlive {
    let value: [CheckedFile]
    let results: [LintResult]
    init(_ value: [CheckedFile], _ results: [LintResult]) { self.value = value; self.results = results }
}
