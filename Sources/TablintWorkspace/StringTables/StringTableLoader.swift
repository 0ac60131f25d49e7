import TabsBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsLint

/// Finds and reads one `strings` entry: a String Catalog, a `.strings`
/// file in a `LANG.lproj` folder, or a directory of `.lproj` folders; a
/// `.stringsdict` file beside a `.strings` file of the same name is part
/// of its table (docs/language.md, "Plural tables"). Every
/// failure is a `StringTableError` whose reason never quotes the content.
public enum StringTableLoader {
    public static let maximumSize = 64 << 20

    /// The repository a `.tabs` file belongs to: where the walk up the
    /// folders (`FolderWalk`, as configuration discovery walks) finds
    /// `.git`, else the file's own directory; absolute, and then with its
    /// symbolic links resolved, as the tables' paths are when compared with it.
    public static func repositoryRoot(forTabsFile path: String, walk: FolderWalk = FolderWalk()) -> String {
        let directory = FileSystem.absolute(FileSystem.directoryName(path))
        let root = walk.repositoryTop(from: directory) ?? directory
        return FileSystem.realPath(root) ?? root
    }

    /// What a read depended on: each file or directory and its stamp then.
    public typealias Dependencies = [(path: String, stamp: FileSystem.Stamp?)]

    /// Reads the table at `path` (the entry joined to the `.tabs` file's
    /// directory). Its `files` are relative to the entry: `""` for the
    /// entry itself, `de.lproj/Localizable.strings` inside a directory; for a
    /// file entry, the bare name of the `.stringsdict` (or `.strings`) beside it.
    public static func load(_ path: String, repository: String) -> (table: Result<StringTable, StringTableError>, dependencies: Dependencies) {
        var dependencies: Dependencies = [(path, FileSystem.stamp(of: path))]
        let table = load(path, repository: repository, dependencies: &dependencies)
        return (table, dependencies)
    }

    static func load(_ path: String, repository: String, dependencies: inout Dependencies) -> Result<StringTable, StringTableError> {
        if let problem = placeProblem(path, repository: repository) { return .failure(problem) }
        let name = baseName(path)
        switch FileSystem.kind(of: path) {
        case .missing: return .failure(StringTableError("it does not exist (the path is relative to the .tabs file)"))
        case .other: return .failure(StringTableError("it is not a regular file or a directory"))
        case .directory:
            if name.hasSuffix(".xcstrings") { return .failure(StringTableError("it is a directory, not a String Catalog file")) }
            if name.hasSuffix(".strings") { return .failure(StringTableError("it is a directory, not a .strings file")) }
            if name.hasSuffix(".stringsdict") { return .failure(StringTableError("it is a directory, not a .stringsdict file")) }
            return directory(path, repository: repository, dependencies: &dependencies)
        case .file:
            let language = lprojLanguage(FileSystem.directoryName(path))
            if name.hasSuffix(".strings") && !name.hasSuffix(".xcstrings") && language == nil {
                return .failure(StringTableError("a .strings file must sit in a LANG.lproj folder"))
            }
            if name.hasSuffix(".stringsdict") && language == nil {
                return .failure(StringTableError("a .stringsdict file must sit in a LANG.lproj folder"))
            }
            if !name.hasSuffix(".xcstrings"), let language {
                return lprojFile(path, language: language, repository: repository, dependencies: &dependencies)
            }
            return read(path).flatMap { bytes in
                if name.hasSuffix(".xcstrings") || firstByte(bytes) == 0x7B {
                    return CatalogReader.read(bytes, file: "")
                }
                return .failure(StringTableError("not a String Catalog, a .strings file in a LANG.lproj folder, or a directory of .lproj folders"))
            }
        }
    }

    /// Missing, or outside the repository once symbolic links are resolved.
    static func placeProblem(_ path: String, repository: String) -> StringTableError? {
        guard let real = FileSystem.realPath(path) else {
            return StringTableError(errno == EACCES ? "it cannot be reached (permission denied)"
                                    : "it does not exist (the path is relative to the .tabs file)")
        }
        let root = FileSystem.realPath(repository) ?? repository
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            return StringTableError("it lies outside the repository (after resolving symbolic links)")
        }
        return nil
    }

    static func read(_ path: String) -> Result<[UInt8], StringTableError> {
        do { return .success(try FileSystem.read(path, limit: maximumSize)) } catch {
            if case .tooLarge = error { return .failure(StringTableError("it is too large (over \(maximumSize >> 20) MiB)")) }
            return .failure(StringTableError("it cannot be read (\(error.reason))"))
        }
    }

    /// A directory entry: each `LANG.lproj/Localizable.strings` and
    /// `Localizable.stringsdict` directly inside, `qqq.lproj` skipped; one
    /// invalid file makes the entry invalid.
    static func directory(_ path: String, repository: String, dependencies: inout Dependencies) -> Result<StringTable, StringTableError> {
        let listed: [String]
        do { listed = try FileSystem.names(in: path) } catch {
            return .failure(StringTableError("it cannot be read (\(error.reason))"))
        }
        let names = listed.filter { $0.hasSuffix(".lproj") && $0 != ".lproj" && $0 != "qqq.lproj" }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var parts: [(language: String, pairs: [(key: String, value: TableValue)])] = []
        var files: [String] = []
        for name in names {
            let folder = FileSystem.join(path, name)
            guard FileSystem.kind(of: folder) == .directory else { continue }
            dependencies.append((folder, FileSystem.stamp(of: folder)))
            let language = String(name.dropLast(".lproj".count))
            var pairs: [[(key: String, value: TableValue)]] = []
            for table in [name + "/Localizable.strings", name + "/Localizable.stringsdict"] {
                switch member(path, table, repository: repository, files: &files, dependencies: &dependencies) {
                case .success(let read): pairs.append(read)
                case .failure(let e): return .failure(e)
                }
            }
            parts.append((language, merged(pairs)))
        }
        guard !names.isEmpty else { return .failure(StringTableError("the directory holds no LANG.lproj folders")) }
        var table = stringsTable(parts, files: files)
        table.kind = .directory
        return .success(table)
    }

    /// One file of a `.strings` table (a `.strings` or `.stringsdict` file, `relative` to `base`): its pairs,
    /// none when it does not exist; its stamp recorded, and its path added to `files` (its values' `file`).
    static func member(_ base: String, _ relative: String, repository: String, files: inout [String],
                       dependencies: inout Dependencies) -> Result<[(key: String, value: TableValue)], StringTableError> {
        let file = relative.isEmpty ? base : FileSystem.join(base, relative)
        if !relative.isEmpty { dependencies.append((file, FileSystem.stamp(of: file))) }
        guard FileSystem.kind(of: file) != .missing || FileSystem.realPath(file) != nil else { return .success([]) }
        let shown = relative.isEmpty ? { (e: StringTableError) in e } : { named(relative, $0) }
        if let problem = placeProblem(file, repository: repository) { return .failure(shown(problem)) }
        guard FileSystem.kind(of: file) == .file else { return .failure(shown(StringTableError("it is not a regular file"))) }
        let index = Int32(files.count)
        let plural = (relative.isEmpty ? baseName(base) : relative).hasSuffix(".stringsdict")
        let pairs = read(file).flatMap { plural ? StringsdictReader.read($0, file: index) : StringsFileReader.read($0, file: index) }
        if case .failure(let e) = pairs { return .failure(shown(e)) }
        files.append(relative)
        return pairs
    }

    /// The pairs of one language's `.strings` and `.stringsdict` files, the later file's value winning
    /// for a key both hold (docs/language.md, "Plural tables").
    static func merged(_ lists: [[(key: String, value: TableValue)]]) -> [(key: String, value: TableValue)] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var result: [String: TableValue] = [:]
        var order: [String] = []
        for list in lists {
            for (key, value) in list {
                if result.updateValue(value, forKey: key) == nil { order.append(key) }
            }
        }
        return order.compactMap { key in result[key].map { (key, $0) } }
    }

    /// A file entry in a `LANG.lproj` folder: the `.strings` or `.stringsdict` file named, and the other
    /// of the two with the same name beside it (`files`: `""` for the entry, a bare name for the other).
    static func lprojFile(_ path: String, language: String, repository: String, dependencies: inout Dependencies) -> Result<StringTable, StringTableError> {
        let name = baseName(path)
        let folder = FileSystem.directoryName(path)
        // The `.strings` file first, so that the `.stringsdict` value wins.
        var members: [(base: String, relative: String)] = [(path, "")]
        if name.hasSuffix(".stringsdict") { members.insert((folder, String(name.dropLast("dict".count))), at: 0) }
        else if name.hasSuffix(".strings") { members.append((folder, name + "dict")) }
        var files: [String] = []
        var lists: [[(key: String, value: TableValue)]] = []
        for m in members {
            switch member(m.base, m.relative, repository: repository, files: &files, dependencies: &dependencies) {
            case .success(let pairs): lists.append(pairs)
            case .failure(let e): return .failure(e)
            }
        }
        return .success(stringsTable([(language, merged(lists))], files: files))
    }

    static func named(_ file: String, _ error: StringTableError) -> StringTableError {
        // A folder name from disk: escaped like any untrusted text.
        let shown = quoted(file)
        let plain = shown == "\"" + file + "\""
        return StringTableError("\(plain ? file : shown): \(error.reason)")
    }

    static func stringsTable(_ parts: [(language: String, pairs: [(key: String, value: TableValue)])], files: [String]) -> StringTable {
        var entries: [String: TableEntry] = [:]
        for part in parts {
            for (key, value) in part.pairs {
                entries[key, default: TableEntry()].translations[part.language] = Translation(value: value)
            }
        }
        return StringTable(kind: .stringsFile, languages: parts.map(\.language), files: files, entries: entries)
    }

    /// `de` for a folder named `de.lproj`, nil otherwise.
    static func lprojLanguage(_ folder: String) -> String? {
        let name = baseName(folder)
        guard name.hasSuffix(".lproj"), name.count > ".lproj".count else { return nil }
        return String(name.dropLast(".lproj".count))
    }

    static func baseName(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    static func firstByte(_ bytes: [UInt8]) -> UInt8? {
        bytes.dropFirst(TextDecoding.byteOrderMarkLength(bytes)).first { !PropertyListReader.isBlank($0) }
    }
}
