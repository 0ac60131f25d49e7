import TabsBase
import TabsJSON
import TabsLint
import TablintWorkspace

/// What a check of one document uses: rule levels and a symbol catalog,
/// found as the CLI finds them (`.tablint.json` next to the file or above,
/// the `symbols` setting or the configuration's, else the system catalog).
struct LintSettings: Sendable {
    var levels: [String: RuleLevel] = [:]
    var catalog: SymbolCatalog?
    /// The configuration's `exclude` covers the file (paths relative to the configuration's directory, as in the CLI).
    var excluded = false
}

/// The server's view of the workspace: the client's settings, over the
/// `SettingsResolver` that the command line uses too (configuration
/// discovery, excludes, loaded catalogs). Shared by the request queue and
/// the check worker; `generation` changes whenever anything that affects
/// results changes.
final class WorkspaceSettings: Sendable {
    /// The client's settings and the generation, under one lock.
    private struct ClientSettings {
        var symbolsSetting: String?
        var rootPath: String?
        var generation = 0
    }
    private let clientSettings = Lock(ClientSettings())
    private let resolver = SettingsResolver()
    private let log: Logger
    /// The session's string tables: read once, re-read when they change.
    let tables: StringTableCache
    /// Shows a message in the editor (`window/showMessage`, an error).
    private let showMessage: @Sendable (String) -> Void

    init(log: Logger, showMessage: @escaping @Sendable (String) -> Void) {
        self.log = log
        self.showMessage = showMessage
        tables = StringTableCache(walk: resolver.locator.walk)
    }

    var currentGeneration: Int { clientSettings.withLock { $0.generation } }

    func setRoot(_ path: String?) {
        clientSettings.withLock {
            $0.rootPath = path
            updateSymbolCatalog($0)
        }
    }

    /// Applies `{ "symbols": PATH }` (also accepted nested under `tablint`).
    func apply(settings: JSONValue?) {
        guard let object = settings?["tablint"]?.objectValue ?? settings?.objectValue else { return }
        clientSettings.withLock {
            if let symbols = object["symbols"] {
                $0.symbolsSetting = symbols.stringValue.flatMap { $0.isEmpty ? nil : $0 }
                updateSymbolCatalog($0)
            }
            $0.generation += 1
        }
    }

    /// The `symbols` setting as a path: relative ones are relative to the
    /// workspace root (else the working directory). Called with the lock held.
    private func updateSymbolCatalog(_ settings: ClientSettings) {
        resolver.symbolCatalog = settings.symbolsSetting.map { s in
            s.hasPrefix("/") ? s : FileSystem.join(settings.rootPath ?? FileSystem.currentDirectory, s)
        }
    }

    /// Forgets cached configurations and catalogs when a file they came
    /// from changed on disk (see `SettingsResolver.noticeChanges`).
    func noticeChanges(forURI uri: String) {
        guard let path = filePath(fromURI: uri) else { return }
        if resolver.noticeChanges(forFile: path) || tables.hasChangedDependencies { clientSettings.withLock { $0.generation += 1 } }
    }

    /// A string table changed on disk: documents are checked again (the
    /// cache re-reads only the tables whose files changed).
    func tablesChanged() {
        clientSettings.withLock { $0.generation += 1 }
    }

    /// The localization inputs of a document, relative to its file; table
    /// files get absolute paths (for file URIs). Nil for a document without
    /// a file path.
    func localization(for request: LocalizationRequest, uri: String) -> LocalizationInputs? {
        guard let path = filePath(fromURI: uri) else { return nil }
        return tables.localization(for: request, tabsPath: FileSystem.absolute(path))
    }

    /// The languages of a document's `strings` tables (those that could be
    /// read), the source language first: what `languages` may list.
    func tableLanguages(of model: Model, uri: String) -> [String] {
        let request = LocalizationRequest(strings: model.defaults?.strings ?? [])
        guard !request.isEmpty, let inputs = localization(for: request, uri: uri) else { return [] }
        let tables = inputs.entries.compactMap { try? $0.result.get() }
        return LocalizedTables(tables).languages
    }

    /// The image names the asset catalogs of a document's `assets` provide
    /// (those that could be read), in byte order: what `image` may name.
    func imageNames(of model: Model, uri: String) -> [String] {
        let request = LocalizationRequest(assets: model.defaults?.assets ?? [])
        guard !request.isEmpty, let inputs = localization(for: request, uri: uri) else { return [] }
        let names = inputs.assets.reduce(into: Set<String>()) { names, entry in
            if case .success(let catalog) = entry.result { names.formUnion(catalog.names) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Forgets cached configurations and catalogs (files changed on disk).
    func invalidate() {
        resolver.invalidate()
        clientSettings.withLock { $0.generation += 1 }
    }

    func settings(forURI uri: String) -> LintSettings {
        guard let path = filePath(fromURI: uri) else {
            // No file: no configuration, but the catalog named in the settings (or the system's).
            let catalog = resolver.catalog(SettingsResolver.ConfigurationLookup())
            reportCatalogError(catalog)
            return LintSettings(levels: [:], catalog: catalog.catalog)
        }
        let settings = resolver.settings(forFile: path)
        if let error = settings.configuration.newError {
            let message = error.description
            log("invalid configuration: \(message)")
            // The editor shows it too; the check goes on with the default levels.
            showMessage("tablint: invalid configuration \(message); checking with the default rule levels until it is fixed")
        }
        reportCatalogError(settings.catalog)
        return LintSettings(levels: settings.levels, catalog: settings.catalog.catalog,
                            excluded: settings.configuration.isExcluded)
    }

    private func reportCatalogError(_ lookup: SettingsResolver.CatalogLookup) {
        if let error = lookup.newError { log("cannot use the symbol catalog \(error.description)") }
    }
}
