import TabsLint

// Finds the tab views in an app's Swift and reads each one's tabs: the
// entry point of the importer (`Importer.read`). Each family is read as
// queries over the syntax tree: SwiftUI bodies (`Extractor+SwiftUI`), UIKit
// controllers (`Extractor+UIKitTree`), enums alone, and files tablint
// generated; a tab's facts come from one reader (`Extractor+TabFacts`).

public enum Importer {
    /// Reads the files (no I/O): the tab views found, best first.
    /// `tableKeys`: every key of the app's string tables, for constants
    /// whose generated file is not among the inputs.
    /// `project`: the app's targets, so that a view an application builds is preferred.
    /// `assets`: the image names of the app's asset catalogs, for images through helpers no input declares.
    public static func read(_ files: [SwiftFile], tableKeys: [String] = [], project: AppProject = AppProject(), assets: AssetNames = AssetNames()) -> ImportResult {
        let trees = files.map(SwiftParser.parse)
        let index = SwiftIndex(trees)
        return read(index: index, resolver: Resolver(trees, tableKeys: tableKeys, enumCases: index.enumCases, assets: assets), tableKeys: tableKeys, project: project,
                    walksEntry: true)
    }

    /// Reads through an index and a resolver already made (`readOnDemand` makes them at each reading).
    /// `walksEntry`: follow the entry even to a single view (a storyboard's tab bar yields only to a view it reaches).
    static func read(index: SwiftIndex, resolver: Resolver, tableKeys: [String], project: AppProject, walksEntry: Bool = false,
                     scenes: [String] = []) -> ImportResult {
        var extractor = Extractor(index: index, resolver: resolver, tableKeys: tableKeys)
        extractor.project = project
        extractor.walksEntryAlways = walksEntry
        extractor.scenes = scenes
        return extractor.run()
    }
}

struct Extractor {
    let index: SwiftIndex
    let resolver: Resolver
    let tableKeys: [String]
    var project = AppProject()
    /// Follow the entry even when one tab view is found (the command sets it when a storyboard holds a tab bar).
    var walksEntryAlways = false
    /// The classes a storyboard's initial scene shows: where the entry walk also starts.
    var scenes: [String] = []
    var notes: [String] = []
    /// Enums that a tab view read, so they are not listed again on their own.
    var usedEnums: Set<String> = []
    /// Statements and expressions a tab view's body may still walk, helpers and sections
    /// included: nesting multiplies the walk, and this keeps it bounded.
    var walkBudget = 0
    static let walkBudgetPerView = 200_000
    /// Members the UIKit elements' readings may still read (`Extractor+HandedOn.swift`).
    let uiKitBudget = UIKitBudget()

    init(index: SwiftIndex, resolver: Resolver, tableKeys: [String]) {
        self.index = index
        self.resolver = resolver
        self.tableKeys = tableKeys
    }

    mutating func run() -> ImportResult {
        var views: [ImportedTabView] = []
        for (f, s) in index.sources.enumerated() {
            if s.unterminated { notes.append("\(index.paths[f]): a literal or comment runs to the end of the file; read up to there") }
        }
        for f in index.generatedFiles {
            if let view = generatedView(f) { views.append(view) }
        }
        let generated = Set(index.generatedFiles)
        for f in index.sources.indices where !generated.contains(f) { views += swiftUIViews(f) }
        views += uiKitTreeViews()
        views += customBarViews(excluding: generated)
        views += buttonBarViews(excluding: generated)
        views += enumViews(excluding: generated)
        views.sort { a, b in
            a.tabCount != b.tabCount ? a.tabCount > b.tabCount : a.place < b.place
        }
        // A view none of whose tabs were read (a tab bar controller's, with a note) is drafted only when no view gives tabs.
        if views.contains(where: { $0.tabCount > 0 }) { views = views.filter { $0.tabCount > 0 } }
        for n in views.indices {
            let narrowed = resolver.conditions(of: views[n].name).flatMap { Self.platforms(of: $0) }
            if views[n].platforms.isEmpty { views[n].platforms = narrowed }
        }
        var result = ImportResult(views: views, notes: notes)
        // The walk from the entry stops at the first tab view it reaches: only which comes first matters
        // (and with one view or none, nothing does, unless a storyboard's tab bar may compete with it).
        let wanted = views.filter { $0.kind != .enumeration && !project.isBuiltOnlyOutsideApplications($0.place.path) }
        let walks = views.count >= 2 || (walksEntryAlways && !views.isEmpty)
        let order = walks ? resolver.reachedTypes(rank: entryRank, until: Set(wanted.flatMap { [$0.name + "@" + $0.place.path, $0.name] }), scenes: scenes) : [:]
        result.drafted = drafted(views, order: order)
        // Whether the entry reached it (a storyboard's tab bar yields only to such a view: Importer+Storyboards).
        func rankOf(_ v: ImportedTabView?) -> Int? { v.flatMap { v in order[v.name + "@" + v.place.path] ?? order[v.name] } }
        var rank = rankOf(result.draftedView)
        result.drafted = fullerSameControllers(views, drafted: result.drafted)
        // A bar that gave no tab is drafted from the app's other evidence (Extractor+Fallback).
        let chosen = result.drafted
        fallBack(&result)
        if result.drafted != chosen { rank = rankOf(result.draftedView) }
        result.draftedIsReached = rank != nil
        result.draftedIsReachedFromScene = rank.map { r in sceneWalkStart(order).map { r >= $0 } ?? false } ?? false
        return result
    }

    /// An entry file's rank: built by the preferred application of several (`AppProject+Preferred`), by an
    /// iPhone application, by another application, unknown, by no application.
    func entryRank(_ path: String) -> Int {
        if project.isBuiltByPreferred(path) { return 0 }
        let apps = project.applications(building: path)
        if apps.contains(where: { $0.platforms.contains(.iphone) }) { return 1 }
        if !apps.isEmpty { return 2 }
        return project.isBuiltOnlyOutsideApplications(path) ? 4 : 3
    }

    /// The view the app shows first: the tab view (else the enum) whose type the entry reaches first.
    func drafted(_ views: [ImportedTabView], order: [String: Int]) -> Int {
        // A view only a test bundle, an extension or another library builds is never the default.
        let inApp = views.indices.filter { !project.isBuiltOnlyOutsideApplications(views[$0].place.path) }
        // Then one that only a library builds (a package the app links), when the entry reaches it.
        let linked = views.indices.filter { project.isBuiltOnlyByLibraries(views[$0].place.path) }
        for candidates in [inApp, linked] {
            for enums in [false, true] {
                // Of one type's tab views (`#if os(tvOS)` and `#if os(iOS)` around two `details`), the iPhone's.
                var best: (rank: Int, other: Int, index: Int)?
                for n in candidates where (views[n].kind == .enumeration) == enums {
                    let v = views[n]
                    guard let rank = order[v.name + "@" + v.place.path] ?? order[v.name] else { continue }
                    let other = v.platforms.isEmpty || v.platforms.contains(.iphone) ? 0 : 1
                    if let b = best, (b.rank, b.other) <= (rank, other) { continue }
                    best = (rank, other, n)
                }
                if let best { return best.index }
            }
        }
        // No entry reaches one: the first that no preview or test declares (the iPhone's first).
        let phone = inApp.filter { views[$0].platforms.isEmpty || views[$0].platforms.contains(.iphone) }
        let preferred = phone.filter { project.isBuiltByPreferred(views[$0].place.path) }
        return (preferred + phone + inApp).first { n in
            !resolver.inherits(views[n].name).contains("PreviewProvider") && !views[n].place.path.contains("Tests/") && !views[n].place.path.contains("Preview")
        } ?? inApp.first ?? 0
    }

    func place(_ file: Int, _ token: Int) -> SourcePlace {
        SourcePlace(path: index.paths[file], line: index.sources[file].line(token))
    }

    // MARK: Tabs from facts

    /// A tab from what the code gave: the id by preference (an enum case,
    /// the tag or value, the identifier or customization id), else made
    /// from the title, with a comment.
    func makeTab(title: ImportedTitle, icon: IconValue, value: String?, identifier: String?, at place: SourcePlace) -> ImportedTab {
        var tab = ImportedTab(id: "", title: title, place: place)
        tab.icon = icon.icon
        tab.image = icon.image
        tab.value = value
        if let unknown = icon.unknown, !unknown.isEmpty { tab.notes.append("the icon is computed at run time: \(unknown)") }
        if let raw = value ?? identifier {
            let (id, changed) = Identifiers.identifier(from: raw)
            tab.id = id
            if changed { tab.notes.append("id made from \"\(raw)\"") }
        } else {
            let text: String
            switch title {
            case .key(let k, _), .plain(let k): text = k
            case .unknown: text = ""
            }
            tab.id = Identifiers.identifier(fromTitle: text)
            tab.idMadeFromTitle = true
            if text.isEmpty { Self.idFromIcon(&tab) }
        }
        switch title {
        case .key(let k, _) where resolver.matches.byKey[k] != nil && !(index.constants.values.contains { $0.key == k }):
            tab.notes.append("\(resolver.matches.byKey[k] ?? k) read as the table key of the same name (its generated file was not among the inputs)")
            tab.titleKeyReadByName = true
        case .plain(let p) where !p.isEmpty: tab.untranslated = true
        case .unknown(let code): tab.notes.append(code.isEmpty ? "no title found" : "the title is computed at run time: \(code)")
        default: break
        }
        return tab
    }

    // MARK: Enums on their own

    /// Enums whose `switch self` properties give titles and icons, that no
    /// tab view read: listed as `enum` views in declaration order.
    mutating func enumViews(excluding generated: Set<Int>) -> [ImportedTabView] {
        var views: [ImportedTabView] = []
        for type in index.types where type.keyword == "enum" && !generated.contains(type.file) && !usedEnums.contains(type.name) {
            // Only an enum named for tabs (`AppTab`, `Tab`, `TabItem`): others with titles and icons are menus, filters, actions.
            // A nested enum by its qualified name (`ContentView.Tab`): same-named enums keep their own cases.
            let key = type.qualified.isEmpty ? type.name : type.qualified
            // Without a title property, raw values that are no identifiers (`case schedule = "Schedule"`) are the titles.
            guard FastText.holdsTab(type.name),
                  let props = index.switchProperties[key], let cases = index.enumCases[key], cases.count >= 2,
                  Self.titleProperty(props) != nil || cases.allSatisfy(Self.rawValueIsTitle),
                  Self.iconProperty(props) != nil else { continue }
            var view = ImportedTabView(kind: .enumeration, name: type.name, place: place(type.file, type.open))
            view.line(type.line)
            view.shapes = ["enum-switch"]
            view.files = [index.paths[type.file]]
            view.notes = ["no tab view's code could be read for this enum: every case is drafted, in declaration order; remove the ones that are no tabs"]
            // The cases a closure returns as `[Type]` first, in its order (request 5); the others after.
            var ordered = cases
            if let first = returnedCases(type.name) {
                ordered = first.compactMap { n in cases.first { $0.name == n } } + cases.filter { !first.contains($0.name) }
                view.notes = ["no tab view's code could be read for this enum: every case is drafted, first those a closure returning [\(type.name)] lists on its default path, in its order; remove the ones that are no tabs"]
            } else if let set = assignedCases(type.name, cases: cases.map(\.name)) {
                ordered = set.compactMap { n in cases.first { $0.name == n } } + cases.filter { !set.contains($0.name) }
                view.notes = ["no tab view's code could be read for this enum: every case is drafted, first those a property named for tabs is set to, in its order; remove the ones that are no tabs"]
            } else if let laid = laidOutCases(type.name, cases: cases.map(\.name)) {
                ordered = laid.names.compactMap { n in cases.first { $0.name == n } } + cases.filter { !laid.names.contains($0.name) }
                view.notes = ["no tab view's code could be read for this enum: every case is drafted, first those a view passes one by one to \(laid.helper), in its order; remove the ones that are no tabs"]
            }
            for c in ordered {
                let tab = enumTab(type: key, caseName: c.name, at: SourcePlace(path: index.paths[c.file], line: c.line))
                // A case with an empty title and no icon is a placeholder, not a tab.
                if DraftWriter.titleText(tab.title).isEmpty, (tab.icon ?? "").isEmpty, tab.image == nil, tab.title != .unknown("") || tab.icon == "" {
                    view.notes.append("the case \(c.name) at \(index.paths[c.file]):\(c.line) has an empty title and icon: left out")
                    continue
                }
                view.items.append(.tab(tab))
            }
            views.append(view)
        }
        return views
    }

    /// A string raw value written as a title: not the case's own name (`case home = "home"` is an identifier).
    static func rawValueIsTitle(_ c: EnumCase) -> Bool {
        guard let raw = c.rawValue, !raw.isEmpty else { return false }
        return raw != c.name
    }

    static let titleNames = ["title", "localizedTitle", "name", "label", "displayName", "localizedName", "text", "titleKey", "tabTitle"]
    static let iconNames = ["systemImage", "icon", "iconName", "systemImageName", "symbol", "symbolName", "image", "imageName", "systemName", "tabIcon", "iconImage"] + stateImageNames

    /// An idle tab's image first, then the selected one: an asset's name unless the code says a symbol.
    static let stateImageNames = ["unselectedImage", "deselectedImage", "normalImage", "selectedImage"]

    static func titleProperty(_ props: [String: [String: TokenRange]]) -> String? {
        titleNames.first { props[$0] != nil }
    }

    static func iconProperty(_ props: [String: [String: TokenRange]]) -> String? {
        iconNames.first { props[$0] != nil }
    }

    /// A tab for one case of a tab enum, from its `switch self` properties.
    func enumTab(type: String, caseName: String, at place: SourcePlace) -> ImportedTab {
        var env = Environment()
        env.names["self"] = .enumCase(type: type, name: caseName)
        let props = index.switchProperties[type] ?? [:]
        var title = ImportedTitle.unknown("")
        if let p = Self.titleProperty(props), let r = props[p]?[caseName] ?? props[p]?["*"] {
            var e = env
            e.depth = 1
            title = self.title(parsed(r), r.file, e, literalIsKey: p == "titleKey" || isLocalizedKeyProperty(type, p))
        } else if let c = index.enumCases[type]?.first(where: { $0.name == caseName }), let raw = c.rawValue,
                  props.isEmpty || Self.rawValueIsTitle(c) {
            title = .plain(raw)
        }
        var icon = IconValue()
        if let p = Self.iconProperty(props), let r = props[p]?[caseName] ?? props[p]?["*"] {
            var e = env
            e.depth = 1
            let x = parsed(r)
            icon = iconValue(x, r.file, e, systemByDefault: !(p == "image" || p == "imageName" || Self.stateImageNames.contains(p)) || isSystemImage(x) || resolver.propertyIsSymbolName(p, of: type))
        }
        var tab = makeTab(title: title, icon: icon, value: caseName, identifier: nil, at: place)
        if case .key = title, let p = Self.titleProperty(props), let r = props[p]?[caseName], let note = constantNeedsComment(parsed(r), r.file),
           !tab.titleKeyReadByName {
            tab.notes.append(note)
            tab.titleKeyReadByName = true
        }
        if let r = props["role"]?[caseName] ?? props["tabRole"]?[caseName], case .member(nil, let name) = parsed(r).kind, let role = Role(rawValue: name) {
            tab.roles = [role]
        }
        if let r = props["placement"]?[caseName], let p = placementName(parsed(r)) { tab.placement = p }
        return tab
    }

    /// Whether an enum's title property is declared as a `LocalizedStringKey` (or read by SwiftUI as one).
    func isLocalizedKeyProperty(_ type: String, _ property: String) -> Bool {
        if let declared = resolver.property(property, of: type)?.node.type {
            let t = declared.filter { $0 != "?" && $0 != "!" }
            return t == "LocalizedStringKey" || t == "LocalizedStringResource" || t == "Text"
        }
        // A String title shown through Tab/Label(title, ...) is still looked up as a key.
        return true
    }

    func isSystemImage(_ e: Expr) -> Bool {
        guard let head = headCall(e), case .name("UIImage") = head.callee.kind else { return false }
        return head.arguments.first?.label == "systemName"
    }

    func placementName(_ e: Expr) -> Placement? {
        guard case .member(nil, let p) = e.kind else { return nil }
        return Placement(rawValue: p)
    }

    /// The enum that declares all these cases, when one does.
    func enumHolding(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        index.log?.noteCases(names)
        // An enum named for tabs first, then by name; only the few that hold the cases are sorted.
        var holding: [String] = []
        for (type, cases) in index.enumCases.storage where !type.utf8.contains(0x2E) {   // each enum once, by its own name
            if names.allSatisfy({ n in cases.contains { $0.name == n } }) { holding.append(type) }
        }
        holding.sort()
        // Only the enums that hold them are noted, with the file of the declaration that gave the cases
        // (the first wins: the files before it that declare the name are read). An enum read later that
        // holds them declares the cases noted above, and one that holds none of them changes no answer.
        // Noting every enum read (a lookup of each by name) read a large app's namespaces whole.
        for type in holding { index.log?.noteFirst(type, before: index.enumCases.storage[type]?.first?.file ?? Int.max) }
        return holding.first(where: FastText.holdsTab) ?? holding.first
    }
}

extension ImportedTabView {
    init(kind: Kind, name: String, place: SourcePlace) {
        self.kind = kind
        self.name = name
        self.place = place
    }

    mutating func line(_ line: Int) { place.line = line }
}

/// Making `.tabs` identifiers from what the code gives.
public enum Identifiers {
    /// An identifier from a value: kept when it is one, else lowerCamelCase
    /// (`_` before a leading digit); `changed` says whether it was remade.
    public static func identifier(from raw: String) -> (String, changed: Bool) {
        if isIdentifier(raw) { return (raw, false) }
        let made = camel(raw)
        return (made.isEmpty ? "tab" : made, true)
    }

    /// `"Up Next"` gives `upNext`.
    public static func identifier(fromTitle title: String) -> String {
        let made = camel(title)
        return made.isEmpty ? "tab" : made
    }

    public static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return s.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
    }

    static func camel(_ s: String) -> String {
        var words: [String] = []
        var current = ""
        for u in s.unicodeScalars {
            if u.isASCII, u.properties.isAlphabetic || (u >= "0" && u <= "9") {
                current.unicodeScalars.append(u)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var out = ""
        for (n, w) in words.enumerated() {
            if n == 0 {
                // Keep an already camel-cased first word's inner capitals, lower its first letter.
                let allUpper = w.uppercased() == w
                out += allUpper ? w.lowercased() : w.prefix(1).lowercased() + w.dropFirst()
            } else {
                out += w.prefix(1).uppercased() + w.dropFirst()
            }
        }
        if let f = out.utf8.first, f >= 0x30 && f <= 0x39 { out = "_" + out }
        return String(out.prefix(64))
    }
}
