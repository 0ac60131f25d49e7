import TabsBase
import TabsLint

/// The string tables (and the projects of `languages` and the asset
/// catalogs of `assets`) read in one run (the CLI) or one session (the
/// server), keyed by resolved path and repository: a table that many
/// `.tabs` files name is read once, and read again only when one of the
/// files or folders it came from changed inode, size or modification time.
public final class StringTableCache: Sendable {
    /// What one read gave, and what it depended on then.
    struct Stored<Value: Sendable>: Sendable {
        var value: Result<Value, StringTableError>
        var dependencies: StringTableLoader.Dependencies
    }

    /// The tables, projects and asset catalogs read so far, and how many reads that took.
    private struct Reads {
        var stored: [String: Stored<StringTable>] = [:]
        var projects: [String: Stored<ProjectLanguages>] = [:]
        var assetCatalogs: [String: Stored<AssetCatalog>] = [:]
        var count = 0
    }
    private let reads = Lock(Reads())

    /// The walk up the folders that finds each `.tabs` file's repository
    /// (the resolver's, so that it and configuration discovery agree).
    let walk: FolderWalk

    public init(walk: FolderWalk = FolderWalk()) { self.walk = walk }

    /// How many times a table was read from disk (not served from the cache).
    public var readCount: Int { reads.withLock { $0.count } }

    /// The table of one `strings` entry of the `.tabs` file at `tabsPath`.
    /// Its `files` are the entry's paths joined to the entry as written
    /// (`Resources/de.lproj/Localizable.strings`; for a file entry, the
    /// `.stringsdict` beside it joined to its folder), relative to the `.tabs`
    /// file's directory; see `displayPath`.
    public func table(entry: String, tabsPath: String) -> Result<StringTable, StringTableError> {
        let repository = StringTableLoader.repositoryRoot(forTabsFile: tabsPath, walk: walk)
        let result = cached(\.stored, entry: entry, tabsPath: tabsPath, repository: repository) {
            StringTableLoader.load($0, repository: $1)
        }
        return result.map { table in
            var t = table
            // A file entry's other file (its `.stringsdict`) sits beside it; a directory's files are inside.
            let base = table.kind == .stringsFile ? FileSystem.directoryName(entry) : entry
            t.files = t.files.map { $0.isEmpty ? entry : FileSystem.join(base, $0) }
            return t
        }
    }

    /// The one place that builds a checked file's localization inputs (the
    /// CLI's and the server's): the table of each `strings` entry the
    /// request names, resolved relative to the `.tabs` file at `tabsPath`
    /// (with `--stdin-filename`, the named file), with its `files` written
    /// the way `tabsPath` is written (`displayPath`).
    public func localization(for request: LocalizationRequest, tabsPath: String) -> LocalizationInputs {
        let display = Self.displayPath(tabsPath: tabsPath)
        let entries = request.strings.map { entry in
            let table = self.table(entry: entry.value, tabsPath: tabsPath).map { table in
                var t = table
                t.files = t.files.map(display)
                return t
            }
            return StringsEntry(path: entry.value, range: entry.range, result: table)
        }
        let project = request.project.map {
            ProjectEntry(path: $0.value, range: $0.range, result: self.project(entry: $0.value, tabsPath: tabsPath))
        }
        let assets = request.assets.map {
            AssetsEntry(path: $0.value, range: $0.range, result: self.assetCatalog(entry: $0.value, tabsPath: tabsPath))
        }
        return LocalizationInputs(entries: entries, project: project, assets: assets)
    }

    /// The image names of the asset catalog an `assets` entry names,
    /// resolved as a `strings` entry is; read again only when one of its
    /// folders or `Contents.json` files changed.
    public func assetCatalog(entry: String, tabsPath: String) -> Result<AssetCatalog, StringTableError> {
        let repository = StringTableLoader.repositoryRoot(forTabsFile: tabsPath, walk: walk)
        return cached(\.assetCatalogs, entry: entry, tabsPath: tabsPath, repository: repository) {
            AssetCatalogReader.load($0, repository: $1)
        }
    }

    /// The languages of the Xcode project a `languages` entry names,
    /// resolved as a `strings` entry is; read again only when its file changed.
    public func project(entry: String, tabsPath: String) -> Result<ProjectLanguages, StringTableError> {
        let repository = StringTableLoader.repositoryRoot(forTabsFile: tabsPath)
        return cached(\.projects, entry: entry, tabsPath: tabsPath, repository: repository) {
            XcodeProjectReader.load($0, repository: $1)
        }
    }

    /// What `load` read for `entry` (joined to the `.tabs` file's directory
    /// unless absolute) in `repository`, from `cache` while none of the
    /// files and folders it depended on changed, else read again and stored.
    private func cached<Value: Sendable>(_ cache: WritableKeyPath<Reads, [String: Stored<Value>]> & Sendable,
                               entry: String, tabsPath: String, repository: String,
                               load: (String, String) -> (Result<Value, StringTableError>, StringTableLoader.Dependencies))
        -> Result<Value, StringTableError> {
        let path = FileSystem.absolute(entry.hasPrefix("/") ? entry : FileSystem.join(FileSystem.directoryName(tabsPath), entry))
        let key = repository + "\u{0}" + path
        if let cached = reads.withLock({ $0[keyPath: cache][key] }),
           cached.dependencies.allSatisfy({ FileSystem.stamp(of: $0.path) == $0.stamp }) {
            return cached.value
        }
        let (value, dependencies) = load(path, repository)
        reads.withLock {
            $0[keyPath: cache][key] = Stored(value: value, dependencies: dependencies)
            $0.count += 1
        }
        return value
    }

    /// Every file and folder a cached table or project came from, with its stamp then.
    private var allDependencies: StringTableLoader.Dependencies {
        reads.withLock {
            $0.stored.values.flatMap(\.dependencies) + $0.projects.values.flatMap(\.dependencies)
                + $0.assetCatalogs.values.flatMap(\.dependencies)
        }
    }

    /// Whether `path` (absolute) is a file or folder a cached table came
    /// from: a watched-file event for it should re-check the documents that use it.
    public func uses(_ path: String) -> Bool {
        allDependencies.contains { $0.path == path }
    }

    /// Whether a file or folder a cached table came from changed on disk
    /// (inode, size or modification time): a server that cannot watch files
    /// asks before each check; the next `table` call re-reads only those tables.
    public var hasChangedDependencies: Bool {
        allDependencies.contains { FileSystem.stamp(of: $0.path) != $0.stamp }
    }

    /// A table file path as `StringTable.files` holds it (relative to the
    /// `.tabs` file's directory) written the way the `.tabs` path is
    /// written: `App/Localizable.xcstrings` for `App/Main.tabs`.
    public static func displayPath(tabsPath: String) -> @Sendable (String) -> String {
        let directory = FileSystem.directoryName(tabsPath)
        return { file in
            if file.hasPrefix("/") { return file }
            return FileSystem.display(FileSystem.join(directory, file))
        }
    }
}
