import TabsJSON
import TabsLint
import TabsSyntax

/// A hover as a plain value: markdown text about the range under the cursor.
struct HoverInfo {
    var markdown: String
    var range: ByteRange
}

enum HoverRequest: RequestHandler {
    static let method = "textDocument/hover"
    static let capability: Capability? = Capability(name: "hoverProvider", value: .supported)

    static func handle(_ p: TextDocumentPositionParams, _ context: ServerContext) -> HoverResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return HoverResult() }
        let writer = context.writer(for: document)
        return HoverResult(writer: writer, hover: info(analysis, at: writer.offset(of: p.position), uri: p.uri, context.workspace))
    }

    /// With `strings` or `languages`: the tab's title in each language
    /// checked (on its first platform), and where it is UIKit's title of
    /// the "More" tab there (unless the app draws its own bar, `bar
    /// custom`), as a list to append to the hover.
    static func localizedTitles(_ analysis: Analysis, tab index: Int, uri: String, _ workspace: WorkspaceSettings) -> String {
        let model = analysis.model
        guard let defaults = model.defaults, !defaults.strings.isEmpty || defaults.languages != nil,
              model.tabs.indices.contains(index) else { return "" }
        let tab = model.tabs[index]
        guard let key = tab.writtenTitle else { return "" }
        let request = LocalizationRequest(model: model)
        let inputs = request.isEmpty ? LocalizationInputs() : workspace.localization(for: request, uri: uri) ?? LocalizationInputs()
        let tables = inputs.entries.compactMap { try? $0.result.get() }
        let shipped = ShippedLanguages(defaults.languages, project: inputs.project)
        guard !tables.isEmpty || shipped != nil else { return "" }
        let (merged, checked) = LocalizedTitleChecks.languagesChecked(tables, shipped)
        let platform = tab.availablePlatforms.first ?? model.appPlatforms.first ?? .iphone
        let lines = checked.map { language -> String in
            let text = language.table.map { merged.shown(key, in: $0, on: platform).text } ?? key
            let name = markdownText(languageList([language.name]))
            var line = "- \(name): \(markdownText(quoted(text)))"
            if model.bar == .system, let uikit = UIKitMoreTitles.title(forLanguage: language.name),
               Titles.folded(uikit) == Titles.folded(text) {
                line += " (UIKit's \"More\" in \(name))"
            }
            return line
        }
        return lines.isEmpty ? "" : "\n\ntitle in each language:\n" + lines.joined(separator: "\n")
    }

    /// What the model says of the id under `offset`: the declaration under
    /// the cursor (the second of a duplicated id describes itself), or the
    /// first declaration of a referenced id; a tab's titles in each language follow.
    static func info(_ analysis: Analysis, at offset: Int, uri: String, _ workspace: WorkspaceSettings) -> HoverInfo? {
        let model = analysis.model
        // An image name: whether the asset catalogs of `assets` provide it.
        for (index, tab) in model.tabs.enumerated() {
            guard let image = tab.image?.value, let range = tab.image?.range, range.start <= offset, offset < range.end else { continue }
            let found = imageFound(analysis, tab: index, uri: uri, workspace)
            let where_ = found.map { $0 ? "provided by the asset catalogs of `assets`" : "not in the asset catalogs of `assets`" }
                ?? "an image from the app's asset catalog"
            return HoverInfo(markdown: "**image** \(markdownCode(image)): \(where_)", range: range)
        }
        let facts = SyntaxFacts(tree: analysis.tree)
        // A condition name: the tabs that exist only while it holds.
        if let condition = facts.conditionOccurrences().first(where: { $0.range.start <= offset && offset < $0.range.end }) {
            return HoverInfo(markdown: describeCondition(model, condition.name), range: condition.range)
        }
        guard let occurrence = facts.occurrence(at: offset) else { return nil }
        let name = occurrence.name
        let text: String
        if let index = tabIndex(model, occurrence) {
            text = describeTab(model, index, name, imageFound: imageFound(analysis, tab: index, uri: uri, workspace))
                + localizedTitles(analysis, tab: index, uri: uri, workspace)
        } else if let index = sectionIndex(model, occurrence) {
            let section = model.sections[index]
            var s = "**section** `\(name)`"
            if let title = section.writtenTitle { s += " \(markdownText(quoted(title)))" }
            s += "\n\n- tabs: \(section.tabs.count)"
            if let dynamic = section.dynamic { s += "\n- dynamic, keyed by `\(dynamic.value)`" }
            text = s
        } else if let holder = model.tabs.first(where: { $0.formerly.contains { $0.value == name } }) {
            text = "`\(name)`: a former id of the tab `\(holder.id)` (state saved under it belongs to that tab)"
        } else if model.defaults?.retired.contains(where: { $0.value == name }) ?? false {
            text = "`\(name)`: a retired id (never to be used again)"
        } else {
            text = "`\(name)`: no tab or section declares this id"
        }
        return HoverInfo(markdown: text, range: occurrence.range)
    }

    /// The tab declared at the occurrence, else the first declaring its id.
    static func tabIndex(_ model: Model, _ o: IDOccurrence) -> Int? {
        if o.kind == .tab, let here = model.tabs.firstIndex(where: { $0.idRange == o.range }) { return here }
        if o.kind == .section { return nil }
        return model.tabByID[o.name]
    }

    static func sectionIndex(_ model: Model, _ o: IDOccurrence) -> Int? {
        if o.kind == .section, let here = model.sections.firstIndex(where: { $0.id?.range == o.range }) { return here }
        if o.kind == .tab { return nil }
        return model.sectionByID[o.name].flatMap { model.sections.indices.contains($0) ? $0 : nil }
    }

    /// With `assets`, whether the asset catalogs provide the tab's image
    /// (nil without `assets`, without an image, or when a catalog could not be read).
    static func imageFound(_ analysis: Analysis, tab index: Int, uri: String, _ workspace: WorkspaceSettings) -> Bool? {
        let model = analysis.model
        guard let image = model.tabs[index].image?.value, let assets = model.defaults?.assets, !assets.isEmpty,
              let inputs = workspace.localization(for: LocalizationRequest(assets: assets), uri: uri) else { return nil }
        var found = false
        for entry in inputs.assets {
            guard case .success(let catalog) = entry.result else { return nil }
            found = found || catalog.names.contains(image)
        }
        return found
    }

    /// A condition of `when`: a name the app gives a run-time state, and the tabs it gates.
    static func describeCondition(_ model: Model, _ name: String) -> String {
        let gated = model.tabs.filter { $0.conditions.contains(name) }.map { "`\($0.id)`" }
        var text = "**condition** `\(name)`: a run-time condition the app names (a feature flag, a setting, a signed-in state)"
        text += gated.isEmpty ? "" : "\n\n- tabs that exist only while it holds: " + gated.joined(separator: ", ")
        if model.tabByID[name] != nil { text += "\n- not the tab `\(name)`: conditions have their own names" }
        return text
    }

    /// `imageFound`: whether the listed asset catalogs provide the tab's image, when known.
    static func describeTab(_ model: Model, _ index: Int, _ name: String, imageFound: Bool? = nil) -> String {
        let tab = model.tabs[index]
        var text = "**tab** `\(name)`"
        if let title = tab.title { text += " \(markdownText(quoted(title)))" }
        text += "\n\n"
        if let icon = tab.icon?.value {
            text += "- icon: " + markdownCode(icon) + "\n"
        } else if let image = tab.image?.value {
            let where_ = imageFound.map { $0 ? " (in the asset catalogs of `assets`)" : " (not in the asset catalogs of `assets`)" } ?? " (from the app's asset catalog)"
            text += "- image: " + markdownCode(image) + where_ + "\n"
        } else {
            text += "- icon: none\n"
        }
        var placement = "`\(tab.effectivePlacement.rawValue)`"
        if tab.placement == nil { placement += tab.section != nil && tab.effectivePlacementRange != nil ? " (from its section)" : " (default)" }
        text += "- placement: \(placement)\n"
        // The visual role, then `action` (never selected) when the role includes it.
        var roles = tab.visualRole.map { ["`\($0.rawValue)`"] } ?? []
        if !tab.isSelectable { roles.append("`action` (a tap runs the app's action; never the selection)") }
        text += "- role: " + (roles.isEmpty ? "none" : roles.joined(separator: ", ")) + "\n"
        if let s = tab.section, model.sections.indices.contains(s), let sid = model.sections[s].id {
            text += "- section: `\(sid.value)`\n"
        }
        if tab.isConditional {
            let inherited = tab.section.map { model.sections.indices.contains($0) && model.sections[$0].conditionsRange == tab.conditionsRange } ?? false
            text += "- exists only while \(codeList(tab.conditions)) \(tab.conditions.count == 1 ? "holds" : "hold") (`when`\(inherited ? ", from its section" : ""))\n"
        }
        // With `selected` written, hover says whether it names this tab (whether the app can launch there is
        // for the rules to say); without it, whether this is the model's launch tab.
        let selected: String
        if let written = model.defaults?.selected {
            selected = written.value == name ? "yes" : "no"
        } else {
            let which = model.conditionNames.isEmpty ? "the first selectable tab" : "the first selectable tab without `when`"
            selected = model.launch() == index ? "yes (\(which); no `selected` is written)" : "no"
        }
        let cached: String
        switch model.caching(of: index) {
        case .listed(let listed): cached = listed ? "yes" : "no"
        case .byDefault(kept: false, _): cached = "no"
        case .byDefault(kept: true, rotating: false): cached = "yes (every selectable tab-bar tab; no `cached` is written)"
        case .byDefault(kept: true, rotating: true):
            cached = "rotating (\(model.defaultCachedCount) selectable tab-bar tabs share \(model.limit) slots; no `cached` is written)"
        }
        text += "- selected at launch: \(selected)\n"
        text += "- cached: \(cached)"
        return text
    }
}

/// Text from the file or its tables, escaped for a markdown hover: every
/// ASCII punctuation mark that markdown gives a meaning (emphasis, code,
/// links, images, HTML, entities, tables) is backslash-escaped, so a title
/// such as `[x](https://…)` shows as written instead of as a link.
/// (`HoverResult.plainText` takes the escapes out again for plain-text clients.)
func markdownText(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
        if "\\`*_[]<>&~|!#".unicodeScalars.contains(c) { out.append("\\") }
        out.unicodeScalars.append(c)
    }
    return out
}

/// A name in a code span, unless it holds a backtick (which would end the
/// span): then quoted and escaped as text.
func markdownCode(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F && $0 != "`" }
    return plain ? "`\(text)`" : markdownText(quoted(text))
}
