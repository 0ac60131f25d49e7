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

    /// Forgets cached configurations and catalogs (files changed on disk).
    func invalidate() {
        locator.invalidateCaches()
        lock.withLock {
            catalogs.removeAll()
            failedCatalogs.removeAll()
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
                if first { log("invalid configuration: \(message)") }
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
