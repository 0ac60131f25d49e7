import TabsSyntax

/// What a checked file asks the edge to read before its localization
/// checks: the tables of its `strings` entries, and the Xcode project its
/// `languages` names; and, for `unknown-image`, the asset catalogs its
/// `assets` names.
public struct LocalizationRequest: Sendable {
    /// The valid `strings` entries, as written, with their string ranges.
    public var strings: [Located<String>]
    /// The project path `languages` names, as written.
    public var project: Located<String>?
    /// The valid `assets` entries, as written, with their string ranges.
    public var assets: [Located<String>]

    public init(strings: [Located<String>] = [], project: Located<String>? = nil, assets: [Located<String>] = []) {
        self.strings = strings
        self.project = project
        self.assets = assets
    }

    /// What the model's `defaults` name.
    public init(model: Model) {
        var project: Located<String>?
        if case .project(let path) = model.defaults?.languages { project = path }
        self.init(strings: model.defaults?.strings ?? [], project: project, assets: model.defaults?.assets ?? [])
    }

    /// Whether the edge has nothing to read.
    public var isEmpty: Bool { strings.isEmpty && project == nil && assets.isEmpty }
    /// Whether the localization checks need a table or project read.
    public var needsTables: Bool { !strings.isEmpty || project != nil }
}

/// The languages an Xcode project lists (docs/language.md, "The languages an app ships").
public struct ProjectLanguages: Hashable, Sendable {
    /// `knownRegions` as written, `Base` and repeats left out.
    public var knownRegions: [String]
    /// `developmentRegion`, the source language, when given.
    public var developmentRegion: String?

    public init(knownRegions: [String], developmentRegion: String? = nil) {
        self.knownRegions = knownRegions
        self.developmentRegion = developmentRegion
    }
}

/// The localization inputs of one checked file, read by the edge
/// (TablintWorkspace's `StringTableCache.localization(for:tabsPath:)`) and
/// handed to `Linter.check` as values: the tables of its `strings` entries,
/// in order, their `files` already written as the caller names files, and
/// the project `languages` names; and the asset catalogs of its `assets`
/// entries, in order, for `invalid-assets` and `unknown-image`
/// (`InvalidAssets.diagnostics`, `UnknownImage.diagnostics`).
public struct LocalizationInputs: Sendable {
    public var entries: [StringsEntry]
    public var project: ProjectEntry?
    public var assets: [AssetsEntry]

    public init(entries: [StringsEntry] = [], project: ProjectEntry? = nil, assets: [AssetsEntry] = []) {
        self.entries = entries
        self.project = project
        self.assets = assets
    }
}

extension LocalizationInput {
    /// The titles of a checked file's tabs and sections, in declaration order.
    public init(model: Model, written: [Diagnostic]) {
        var titles: [LocalizedTitle] = []
        for tab in model.tabs {
            guard let range = tab.titleRange, let text = tab.writtenTitle else { continue }
            titles.append(LocalizedTitle(text: text, range: range, isTab: true, id: tab.id, platforms: tab.availablePlatforms))
        }
        for section in model.sections {
            guard let range = section.titleRange, let text = section.writtenTitle else { continue }
            titles.append(LocalizedTitle(text: text, range: range, isTab: false,
                                         id: section.id?.value ?? "?", platforms: section.availablePlatforms))
        }
        titles.sort { $0.range.start < $1.range.start }
        self.init(titles: titles, appPlatforms: model.appPlatforms, moreTitles: model.moreTitles,
                  hasSystemMoreTab: model.bar == .system, written: written)
    }
}

extension ShippedLanguages {
    /// What `languages` lists: its tags, or the languages of its project
    /// when the project could be read (nil otherwise: `languages` then
    /// counts as absent).
    public init?(_ setting: LanguagesSetting?, project: ProjectEntry?) {
        switch setting {
        case .tags(let tags): self = .tags(tags)
        case .project(let path):
            guard case .success(let languages)? = project?.result else { return nil }
            self = .project(path, languages)
        case nil: return nil
        }
    }
}
