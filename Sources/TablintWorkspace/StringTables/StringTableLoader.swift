import TabsBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsLint

/// Finds and reads one `strings` entry: a String Catalog, a `.strings`
/// file in a `LANG.lproj` folder, or a directory of `.lproj` folders. Every
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
    /// entry itself, `de.lproj/Localizable.strings` inside a directory.
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
            return directory(path, repository: repository, dependencies: &dependencies)
        case .file:
            let language = lprojLanguage(FileSystem.directoryName(path))
            if name.hasSuffix(".strings") && !name.hasSuffix(".xcstrings") && language == nil {
                return .failure(StringTableError("a .strings file must sit in a LANG.lproj folder"))
            }
            return read(path).flatMap { bytes in
                if !name.hasSuffix(".xcstrings"), let language {
                    return StringsFileReader.read(bytes).map { stringsTable([(language, $0)], files: [""]) }
                }
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

    /// A directory entry: each `LANG.lproj/Localizable.strings` directly
    /// inside, `qqq.lproj` skipped; one invalid file makes the entry invalid.
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
            let relative = name + "/Localizable.strings"
            let file = FileSystem.join(path, relative)
            dependencies.append((file, FileSystem.stamp(of: file)))
            guard FileSystem.kind(of: file) != .missing || FileSystem.realPath(file) != nil else {
                parts.append((language, []))
                continue
            }
            if let problem = placeProblem(file, repository: repository) { return .failure(named(relative, problem)) }
            guard FileSystem.kind(of: file) == .file else { return .failure(named(relative, StringTableError("it is not a regular file"))) }
            switch read(file).flatMap({ StringsFileReader.read($0, file: Int32(files.count)) }) {
            case .success(let pairs): parts.append((language, pairs))
            case .failure(let e): return .failure(named(relative, e))
            }
            files.append(relative)
        }
        guard !names.isEmpty else { return .failure(StringTableError("the directory holds no LANG.lproj folders")) }
        var table = stringsTable(parts, files: files)
        table.kind = .directory
        return .success(table)
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
