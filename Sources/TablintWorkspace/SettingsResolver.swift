import TabsBase
import TabsLint

/// The one place that decides what a check of one file uses, for the
/// command line and the language server alike: its configuration (the
/// explicit one, none, or the nearest `.tablint.json`), whether that
/// configuration's `exclude` covers it, its rule levels (the
/// configuration's, overridden by `--rule`) and its symbol catalog
/// (`--symbols` or the editor's setting, else the configuration's, else
/// the system's).
///
/// Problems come back as values, for the caller to word (a command prints
/// them, the server logs and shows them); each one is marked new the first
/// time it is seen, so it is said once. Safe to share between threads;
/// configurations and catalogs are cached until `invalidate()`.
public final class SettingsResolver: Sendable {
    /// What the user asked for on the command line or in the editor.
    public struct Options: Sendable {
        /// `--config FILE`: this configuration for every file, none discovered.
        public var configurationFile: String?
        /// `--no-config`: no configuration at all.
        public var ignoresConfigurationFiles = false
        /// `--rule RULE=LEVEL`: levels that win over the configuration's.
        public var ruleLevels: [String: RuleLevel] = [:]
        /// `--symbols PATH` or the editor's `symbols` setting.
        public var symbolCatalog: String?

        public init(configurationFile: String? = nil, ignoresConfigurationFiles: Bool = false,
                    ruleLevels: [String: RuleLevel] = [:], symbolCatalog: String? = nil) {
            self.configurationFile = configurationFile
            self.ignoresConfigurationFiles = ignoresConfigurationFiles
            self.ruleLevels = ruleLevels
            self.symbolCatalog = symbolCatalog
        }
    }

    /// A file's configuration, as found.
    public struct ConfigurationLookup: Sendable {
        /// The configuration that applies, or nil (none, ignored, or invalid).
        public var configuration: Configuration?
        /// The configuration that should apply is invalid: the file is checked with the default levels.
        public var isInvalid = false
        /// Why a discovered configuration is invalid, when this is the first file to find it so
        /// (an invalid `--config` is `SettingsResolver.configurationFileError` instead).
        public var newError: ConfigurationError?
        /// The configuration's `exclude` covers the file.
        public var isExcluded = false

        /// No configuration (as for a document that is not a file).
        public init(configuration: Configuration? = nil, isInvalid: Bool = false) {
            self.configuration = configuration
            self.isInvalid = isInvalid
        }
    }

    /// A file's symbol catalog, as loaded.
    public struct CatalogLookup: Sendable {
        public var catalog: SymbolCatalog?
        /// A catalog was named (or found) but could not be loaded.
        public var isUnavailable = false
        /// Why it could not be loaded, the first time it failed.
        public var newError: SymbolCatalogError?
    }

    /// Everything at once, for callers that need no order between the steps.
    public struct FileSettings: Sendable {
        public var configuration: ConfigurationLookup
        public var levels: [String: RuleLevel]
        public var catalog: CatalogLookup
    }

    public let locator: ConfigurationLocator
    private let options: Options
    /// The `--config` file, loaded once, before anything is checked.
    private let configurationFile: Configuration?
    /// Why the `--config` file cannot be used, or nil.
    public let configurationFileError: ConfigurationError?

    /// What the resolver learned so far, shared by the threads that check.
    private struct Known {
        var symbolCatalogPath: String?
        var catalogs: [String: SymbolCatalog] = [:]
        var failedCatalogs = Set<String>()
        var reportedConfigurations = Set<String>()
        /// Each catalog looked at, as it was when read (see `noticeChanges`).
        var catalogStamps: [String: FileSystem.Stamp?] = [:]
        /// Each `.tablint.json` path looked at by `noticeChanges`, found or not.
        var configurationStamps: [String: FileSystem.Stamp?] = [:]
    }
    private let known: Lock<Known>

    public init(options: Options = Options(), locator: ConfigurationLocator? = nil) {
        let locator = locator ?? ConfigurationLocator(knownRules: RuleRegistry.ids)
        self.locator = locator
        self.options = options
        self.known = Lock(Known(symbolCatalogPath: options.symbolCatalog))
        var loaded: Configuration?
        var failure: ConfigurationError?
        if let path = options.configurationFile {
            do { loaded = try locator.load(path: path) } catch { failure = error }
        }
        configurationFile = loaded
        configurationFileError = failure
    }

    /// The catalog named by the user (`--symbols`, the editor's setting), which wins over the configuration's.
    public var symbolCatalog: String? {
        get { known.withLock { $0.symbolCatalogPath } }
        set { known.withLock { $0.symbolCatalogPath = newValue } }
    }

    // MARK: - The steps

    /// The configuration for the file at `path` (relative to the working directory, or absolute).
    public func configuration(forFile path: String) -> ConfigurationLookup {
        var lookup = ConfigurationLookup(configuration: configurationFile, isInvalid: configurationFileError != nil)
        let absolute = FileSystem.absolute(path)
        if options.configurationFile == nil && !options.ignoresConfigurationFiles,
           let found = locator.configurationPath(forDirectory: FileSystem.directoryName(absolute)) {
            do { lookup.configuration = try locator.load(path: found) } catch {
                lookup.isInvalid = true
                if known.withLock({ $0.reportedConfigurations.insert(found).inserted }) { lookup.newError = error }
            }
        }
        if let configuration = lookup.configuration, let base = configuration.directory {
            let baseAbsolute = FileSystem.absolute(base)
            if absolute.hasPrefix(baseAbsolute + "/") {
                lookup.isExcluded = configuration.isExcluded(relativePath: String(absolute.dropFirst(baseAbsolute.count + 1)))
            }
        }
        return lookup
    }

    /// The rule levels: the configuration's, overridden by the user's.
    public func levels(_ lookup: ConfigurationLookup) -> [String: RuleLevel] {
        (lookup.configuration?.rules ?? [:]).merging(options.ruleLevels) { $1 }
    }

    /// The symbol catalog: the user's, the configuration's, or the system's (cached by path).
    public func catalog(_ lookup: ConfigurationLookup) -> CatalogLookup {
        let named = known.withLock { $0.symbolCatalogPath }
        guard let path = named ?? lookup.configuration?.symbols ?? SymbolCatalogLoader.systemCatalogPath else {
            return CatalogLookup()
        }
        let (cached, failed) = known.withLock { ($0.catalogs[path], $0.failedCatalogs.contains(path)) }
        if let cached { return CatalogLookup(catalog: cached) }
        if failed { return CatalogLookup(isUnavailable: true) }
        let stamp = FileSystem.stamp(of: path)
        known.withLock { $0.catalogStamps[path] = stamp }
        do {
            let loaded = try SymbolCatalogLoader.load(path: path)
            known.withLock { $0.catalogs[path] = loaded }
            return CatalogLookup(catalog: loaded)
        } catch {
            let first = known.withLock { $0.failedCatalogs.insert(path).inserted }
            return CatalogLookup(isUnavailable: true, newError: first ? error : nil)
        }
    }

    /// The three steps in order, for one file.
    public func settings(forFile path: String) -> FileSettings {
        let configuration = configuration(forFile: path)
        return FileSettings(configuration: configuration, levels: levels(configuration), catalog: catalog(configuration))
    }

    // MARK: - Changes on disk

    /// Forgets cached configurations and catalogs when a file they came
    /// from changed on disk: every `.tablint.json` from the file's
    /// directory up to the first that exists (so a new, nearer one counts
    /// too), along the folders configuration discovery walks (`FolderWalk`:
    /// up to the repository's top), and every catalog read. Stamps are kept
    /// per file, so a change seen from one directory counts for all. A few
    /// `stat` calls, so configuration changes are seen without the editor's
    /// file watching. True when something changed (and the caches were dropped).
    @discardableResult
    public func noticeChanges(forFile path: String) -> Bool {
        var seen: [(String, FileSystem.Stamp?)] = []
        locator.walk.forEachFolder(from: FileSystem.directoryName(FileSystem.absolute(path))) { folder in
            let file = FileSystem.join(folder, ConfigurationLocator.fileName)
            let stamp = FileSystem.stamp(of: file)
            seen.append((file, stamp))
            return stamp != nil
        }
        let catalogsRead = known.withLock { $0.catalogStamps }
        let changedCatalog = catalogsRead.contains { FileSystem.stamp(of: $0.key) != $0.value }
        let changed = known.withLock { known -> Bool in
            var changed = changedCatalog
            for (file, stamp) in seen {
                if let before = known.configurationStamps[file], before != stamp { changed = true }
                known.configurationStamps[file] = stamp
            }
            return changed
        }
        if changed { invalidate() }
        return changed
    }

    /// Forgets cached configurations and catalogs, and which problems were said.
    public func invalidate() {
        locator.invalidateCaches()
        known.withLock {
            $0.catalogs.removeAll()
            $0.failedCatalogs.removeAll()
            $0.catalogStamps.removeAll()
            $0.reportedConfigurations.removeAll()
        }
    }
}
