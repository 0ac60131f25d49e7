import Foundation
import TabsJSON
import TabsLint
import TablintWorkspace

/// What a check of one document uses: rule levels and a symbol catalog,
/// found as the CLI finds them (`.tablint.json` next to the file or above,
/// the `symbols` setting or the configuration's, else the system catalog).
struct LintSettings: @unchecked Sendable {
    var levels: [String: RuleLevel] = [:]
    var catalog: SymbolCatalog?
    /// The configuration's `exclude` covers the file (paths relative to the configuration's directory, as in the CLI).
    var excluded = false
}

/// The server's view of the workspace: client settings, configuration
/// discovery and loaded catalogs. Thread-safe; `generation` changes
/// whenever anything that affects results changes.
final class WorkspaceSettings: @unchecked Sendable {
    private let lock = NSLock()
    private let locator: ConfigurationLocator
    private let log: Logger
    private var symbolsSetting: String?
    private var rootPath: String?
    private var catalogs: [String: SymbolCatalog] = [:]
    private var failedCatalogs = Set<String>()
    private var reportedConfigurationErrors = Set<String>()
    private(set) var generation = 0
    /// Shows a message in the editor (`window/showMessage`, an error).
    var showMessage: (@Sendable (String) -> Void)?

    init(log: Logger) {
        self.log = log
        self.locator = ConfigurationLocator(knownRules: RuleRegistry.ids)
    }

    var currentGeneration: Int { lock.withLock { generation } }

    func setRoot(_ path: String?) { lock.withLock { rootPath = path } }

    /// Applies `{ "symbols": PATH }` (also accepted nested under `tablint`).
    func apply(settings: JSONValue?) {
        guard let settings else { return }
        let object = settings["tablint"]?.objectValue ?? settings.objectValue
        guard let object else { return }
        lock.withLock {
            if let symbols = object["symbols"] {
                symbolsSetting = symbols.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            }
            generation += 1
        }
    }

    /// Each `.tablint.json` path looked at (found or not) and each catalog,
    /// as it was when first seen or last reloaded (`noticeChanges`).
    private var fileStamps: [String: FileSystem.Stamp?] = [:]
    /// Each loaded (or failed) catalog as it was when read.
    private var catalogStamps: [String: FileSystem.Stamp?] = [:]

    /// Forgets cached configurations and catalogs when a file they came
    /// from changed on disk: every `.tablint.json` from the document's
    /// directory up to the first that exists (so a new, nearer one counts
    /// too), and every catalog read. Stamps are kept per file, so a change
    /// seen from one directory counts for all. A few `stat` calls per check,
    /// so configuration changes are seen without the client's file watching.
    /// True when something changed.
    @discardableResult
    func noticeChanges(forURI uri: String) -> Bool {
        guard let path = filePath(fromURI: uri) else { return false }
        var seen: [(String, FileSystem.Stamp?)] = []
        var current = FileSystem.directoryName(FileSystem.absolute(path))
        while true {
            let file = FileSystem.join(current, ".tablint.json")
            let stamp = FileSystem.stamp(of: file)
            seen.append((file, stamp))
            let parent = FileSystem.directoryName(current)
            if stamp != nil || parent == current || seen.count > 64 { break }
            current = parent
        }
        let catalogsRead = lock.withLock { catalogStamps }
        let changedCatalog = catalogsRead.contains { FileSystem.stamp(of: $0.key) != $0.value }
        let changed = lock.withLock { () -> Bool in
            var changed = changedCatalog
            for (file, stamp) in seen {
                if let before = fileStamps[file], before != stamp { changed = true }
                fileStamps[file] = stamp
            }
            return changed
        }
        if changed { invalidate() }
        return changed
    }

    /// Forgets cached configurations and catalogs (files changed on disk).
    func invalidate() {
        locator.invalidateCaches()
        lock.withLock {
            catalogs.removeAll()
            failedCatalogs.removeAll()
            catalogStamps.removeAll()
            reportedConfigurationErrors.removeAll()
            generation += 1
        }
    }

    func settings(forURI uri: String) -> LintSettings {
        var result = LintSettings()
        var configuration: Configuration?
        if let path = filePath(fromURI: uri) {
            let directory = FileSystem.directoryName(path)
            do {
                configuration = try locator.configuration(forDirectory: directory)
            } catch {
                let message = error.description
                let first = lock.withLock { reportedConfigurationErrors.insert(message).inserted }
                if first {
                    log("invalid configuration: \(message)")
                    // The editor shows it too; the check goes on with the default levels.
                    showMessage?("tablint: invalid configuration \(message); checking with the default rule levels until it is fixed")
                }
            }
            if let configuration, let base = configuration.directory {
                let baseAbsolute = FileSystem.absolute(base)
                let absolute = FileSystem.absolute(path)
                if absolute.hasPrefix(baseAbsolute + "/") {
                    result.excluded = configuration.isExcluded(relativePath: String(absolute.dropFirst(baseAbsolute.count + 1)))
                }
            }
        }
        result.levels = configuration?.rules ?? [:]
        let (setting, root) = lock.withLock { (symbolsSetting, rootPath) }
        var symbolsPath = setting.map { s in s.hasPrefix("/") ? s : FileSystem.join(root ?? FileSystem.currentDirectory, s) }
        if symbolsPath == nil { symbolsPath = configuration?.symbols ?? SymbolCatalogLoader.systemCatalogPath }
        if let path = symbolsPath { result.catalog = catalog(at: path) }
        return result
    }

    private func catalog(at path: String) -> SymbolCatalog? {
        if let cached = lock.withLock({ catalogs[path] }) { return cached }
        if lock.withLock({ failedCatalogs.contains(path) }) { return nil }
        let stamp = FileSystem.stamp(of: path)
        lock.withLock { catalogStamps[path] = stamp }
        do {
            let loaded = try SymbolCatalogLoader.load(path: path)
            lock.withLock { catalogs[path] = loaded }
            return loaded
        } catch {
            log("cannot use the symbol catalog \(error.description)")
            lock.withLock { _ = failedCatalogs.insert(path) }
            return nil
        }
    }
}
