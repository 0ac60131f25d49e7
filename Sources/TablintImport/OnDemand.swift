// Reading on demand (docs/import.md, "Speed"): the files that name tabs
// or an entry are parsed first; any other file is parsed when a reading
// asks for a name it declares. The index and the resolver note every name
// they are asked for (`NameLog`), and the searches of every type by
// member name or of every file for a function's callers note what they
// search for; after a reading, the files that declare a noted name (by
// their byte scan's hashes) or call a noted function join, and so do the
// files that declare a name of which only the first declaration counts
// (an enum's cases) before the declaration now first; the reading runs
// again, until no file joins. Every lookup by name then sees
// every declaration of that name, so the reading finds what the reading
// of every file finds; the searches that note nothing (every `@main`,
// every enum named for tabs, every `shouldSelect`) are why the files
// they look for are read first.

/// The names a reading asked for: declarations looked up by name,
/// functions whose callers were looked for, and members whose holder was.
final class NameLog {
    private(set) var declared: Set<String> = []
    private(set) var called: Set<String> = []
    private(set) var members: Set<String> = []
    private(set) var cases: Set<String> = []
    /// Names of which only the first declaration counts (an enum's cases), with the file now first:
    /// the files before it that declare the name are read.
    private(set) var firstDeclared: [String: Int] = [:]

    /// A name looked up; `A.B.C` stands for `A`, `B` and `C`.
    func note(_ name: String) { declared.insert(name) }

    /// A function whose calls are looked for, in every file.
    func noteCalls(_ name: String) { called.insert(name) }

    /// Member names (properties, static members) whose holder is looked for among every type.
    func noteMembers(_ names: some Sequence<String>) { members.formUnion(names) }

    /// Case names whose enum is looked for among every enum.
    func noteCases(_ names: some Sequence<String>) { cases.formUnion(names) }

    /// A name of which only the first declaration counts, found first in file `file` (by its number in the reading).
    func noteFirst(_ name: String, before file: Int) { firstDeclared[name] = min(firstDeclared[name] ?? file, file) }

    /// The hashes of every name noted, each part of a dotted name apart.
    var declaredHashes: Set<UInt64> { Self.hashes(declared) }
    var calledHashes: Set<UInt64> { Self.hashes(called) }
    var memberHashes: Set<UInt64> { Self.hashes(members) }
    var caseHashes: Set<UInt64> { Self.hashes(cases) }

    static func hashes(_ names: Set<String>) -> Set<UInt64> {
        var result: Set<UInt64> = []
        for name in names {
            for part in name.utf8.split(separator: 0x2E) { result.insert(Array(part).withUnsafeBufferPointer(Prefilter.hash)) }
        }
        return result
    }
}

/// Declarations by name (a dictionary) whose lookups are noted in a `NameLog`.
/// Writes go to `storage`; `keys` and `values` (a search of every
/// declaration) note nothing.
struct NameTable<Value> {
    var storage: [String: Value] = [:]
    var log: NameLog?

    subscript(name: String) -> Value? {
        log?.note(name)
        return storage[name]
    }

    var keys: Dictionary<String, Value>.Keys { storage.keys }
    var values: Dictionary<String, Value>.Values { storage.values }
}

extension Importer {
    /// The reading at which every file left is read at once (each reading
    /// adds files; this bounds the time at a few readings).
    static let maximumReadings = 6

    /// Reads the files (`Prefilter.selection`), parsing a helper file only
    /// when the reading asks for a name it declares: what the command
    /// calls. The result is that of `read` on every file.
    public static func readOnDemand(_ files: [SwiftFile], tableKeys: [String] = [], project: AppProject = AppProject(),
                                    walksEntry: Bool = false, scenes: [String] = [], assets: AssetNames = AssetNames()) -> ImportResult {
        let selection = Prefilter.selection(files)
        // Every file has its number in each reading; one not read yet stands as an empty file,
        // so the numbers, and each file's part of the index, stay the same from reading to reading.
        let empty = SwiftSource([])
        var trees = selection.kept.map { f in SyntaxFile(path: files[f].path, source: empty, statements: [], isGenerated: false) }
        var parts = trees.indices.map { SwiftIndex.part(trees[$0], number: $0) }
        var chosen: Set<Int> = []
        var readings = 0
        let squashedKeys = Resolver.squashedKeys(tableKeys)
        var more = selection.kept.indices.filter { selection.first.contains(selection.kept[$0]) }
        while true {
            readings += 1
            if readings >= maximumReadings { more = selection.kept.indices.filter { !chosen.contains($0) } }
            for n in more {
                trees[n] = SwiftParser.parse(files[selection.kept[n]])
                parts[n] = SwiftIndex.part(trees[n], number: n)
                chosen.insert(n)
            }
            let log = NameLog()
            let index = SwiftIndex(parts: parts, log: log)
            let result = read(index: index, resolver: Resolver(trees, tableKeys: tableKeys, squashedKeys: squashedKeys, enumCases: index.enumCases, log: log, assets: assets),
                              tableKeys: tableKeys, project: project, walksEntry: walksEntry, scenes: scenes)
            if chosen.count == trees.count { return result }
            more = joining(selection, files, chosen: chosen, log: log)
            if more.isEmpty { return result }
        }
    }

    /// The files not read yet (by their number in the reading) that the names a reading noted ask for.
    static func joining(_ selection: Prefilter.Selection, _ files: [SwiftFile], chosen: Set<Int>, log: NameLog) -> [Int] {
        let declared = log.declaredHashes
        let called = log.calledHashes
        let members = log.memberHashes
        let cases = log.caseHashes
        let first = log.firstDeclared.map { (hash: NameLog.hashes([$0.key]), before: $0.value) }
        return selection.kept.indices.filter { n in
            let f = selection.kept[n]
            return !chosen.contains(n) && (selection.declared[f].contains(where: declared.contains) || selection.members[f].contains(where: members.contains)
                || selection.cases[f].contains(where: cases.contains) || (!called.isEmpty && Prefilter.uses(files[f].bytes, anyOf: called))
                || first.contains { n < $0.before && selection.declared[f].contains(where: $0.hash.contains) })
        }
    }
}
