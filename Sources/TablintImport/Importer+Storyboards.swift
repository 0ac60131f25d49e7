import TabsLint

// Storyboard tab bars as tab views (KIND `storyboard`, NAME the
// storyboard's name), beside those read from Swift (docs/import.md,
// "Storyboards"). A storyboard tab bar is drafted when the app starts in
// it (the initial controller of the main storyboard that Info.plist or
// the target's build settings name, or the one code instantiates by its
// storyboard identifier or storyboard name); else when the app's entry
// reaches no Swift tab view and it comes first in `--list`'s order (or
// the Swift gives only enums on their own); else it is listed. Code may set a
// tab's item later: the title and image the controller's class sets
// (`title =`, `tabBarItem.title =`, in any of its methods) win over the
// storyboard's, as they do at run time.

/// What says where the app starts: the main storyboards' names, and the
/// identifiers and storyboard names that code instantiates.
public struct StoryboardEntries: Sendable {
    public var mainStoryboards: Set<String> = []
    public var identifiers: Set<String> = []
    public var storyboards: Set<String> = []
    /// Generated accessors' scenes (SwiftGen's `StoryboardScene.Main.tabBar`, R.swift's `R.storyboard.main.tabBar()`):
    /// `storyboard/scene`, both with a lowercase first letter; `storyboard/` for the initial scene.
    var generated: Set<String> = []
    public init(mainStoryboards: Set<String> = []) { self.mainStoryboards = mainStoryboards }

    func isEntry(_ bar: StoryboardTabBar) -> Bool {
        let board = Self.lowerFirst(bar.storyboard) + "/"
        return (bar.isInitial && (mainStoryboards.contains(bar.storyboard) || storyboards.contains(bar.storyboard) || generated.contains(board)))
            || bar.storyboardIdentifier.map { identifiers.contains($0) || generated.contains(board + Self.lowerFirst($0)) } == true
    }

    static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }

    /// The string literals code hands to `instantiateViewController(withIdentifier:)`
    /// (or `identifier:`) and `UIStoryboard(name:)`: a byte search, no lexing.
    mutating func scan(_ files: [SwiftFile]) {
        // Every marker below holds `toryboard` or `instantiate`: two byte searches a file pick the few to read.
        let marked = files.filter { Self.contains($0.bytes, Array("toryboard".utf8)) || Self.contains($0.bytes, Array("instantiate".utf8)) }
        for file in marked {
            identifiers.formUnion(Self.literals(after: "withIdentifier:", in: file.bytes) + Self.literals(after: "instantiateViewController(identifier:", in: file.bytes))
            storyboards.formUnion(Self.literals(after: "UIStoryboard(name:", in: file.bytes))
            for prefix in ["StoryboardScene.", "R.storyboard."] {
                for (board, scene) in Self.names(after: prefix, in: file.bytes) {
                    let initial = scene.isEmpty || scene == "initialScene" || scene.hasPrefix("instantiateInitial")
                    generated.insert(Self.lowerFirst(board) + "/" + (initial ? "" : Self.lowerFirst(scene)))
                }
            }
        }
    }

    /// `PREFIX` `NAME` `.` `SCENE`: the two names after each `prefix` (SCENE empty when none follows).
    static func names(after prefix: String, in bytes: [UInt8]) -> [(String, String)] {
        func word(_ k: inout Int) -> String {
            let start = k
            while k < bytes.count, k < start + 128, bytes[k] == 0x5F || (bytes[k] | 0x20 >= 0x61 && bytes[k] | 0x20 <= 0x7A) || (bytes[k] >= 0x30 && bytes[k] <= 0x39) { k += 1 }
            return String(decoding: bytes[start..<k], as: UTF8.self)
        }
        let needle = Array(prefix.utf8)
        return offsets(of: needle, in: bytes).compactMap { at in
            var k = at + needle.count
            let board = word(&k)
            guard !board.isEmpty else { return nil }
            var scene = ""
            if k < bytes.count, bytes[k] == 0x2E { k += 1; scene = word(&k) }
            return (board, scene)
        }
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool { !offsets(of: needle, in: bytes, first: true).isEmpty }

    /// Where `needle` occurs in `bytes` (not overlapping; only the first with `first`).
    static func offsets(of needle: [UInt8], in bytes: [UInt8], first: Bool = false) -> [Int] {
        guard let lead = needle.first, bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { b in
            needle.withUnsafeBufferPointer { n in
                var k = 0
                let last = b.count - n.count
                while k <= last {
                    if b[k] == lead {
                        var m = 1
                        while m < n.count && b[k + m] == n[m] { m += 1 }
                        if m == n.count {
                            found.append(k)
                            if first { return }
                            k += n.count
                            continue
                        }
                    }
                    k += 1
                }
            }
        }
        return found
    }

    /// The plain string literal after `label` and blanks, at each place `label` occurs.
    static func literals(after label: String, in bytes: [UInt8]) -> [String] {
        let needle = Array(label.utf8)
        return offsets(of: needle, in: bytes).compactMap { at in
            var k = at + needle.count
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 { k += 1 }
            guard k < bytes.count, bytes[k] == 0x22 else { return nil }
            var end = k + 1
            while end < bytes.count, end < k + 200, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count, bytes[end] == 0x22 else { return nil }
            return String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
        }
    }
}

extension Importer {
    /// `result` with the storyboards' tab bars added (`--list`'s order kept:
    /// most tabs first, then by place) and the drafted view chosen again.
    /// `swift`: every Swift file read (for the classes that set items, and
    /// for what code instantiates). No storyboard tab bar: `result` as it is.
    public static func adding(storyboards: [StoryboardFile], to result: ImportResult, swift: [SwiftFile],
                              entries: StoryboardEntries, tableKeys: [String] = []) -> ImportResult {
        let bars = StoryboardReader.tabBars(storyboards).filter { !$0.tabs.isEmpty }
        guard !bars.isEmpty else { return result }
        var entries = entries
        entries.scan(swift)
        let translations = Dictionary(storyboards.map { ($0.path, $0.translations) }, uniquingKeysWith: { a, _ in a })
        // The classes' code, read on demand: the files declaring them first, then those declaring a name the reading asked for.
        var code = CodeItems(swift, classes: Set(bars.flatMap { $0.tabs.flatMap(\.classes) + [$0.customClass].compactMap { $0 } }), tableKeys: tableKeys)
        var barViews = bars.map { code.view($0, translations: translations[$0.path] ?? []) }
        for _ in 0..<CodeItems.maximumReadings {
            guard let wider = code.widened() else { break }
            code = wider
            barViews = bars.map { code.view($0, translations: translations[$0.path] ?? []) }
        }
        let drafted = result.draftedView.flatMap { $0.tabCount > 0 && !$0.fromEvidence ? $0 : nil }
        // A tab bar controller none of whose tabs the code gives (or only other evidence gives) yields to the storyboards' bars.
        var views = result.views.filter { $0.tabCount > 0 && !$0.fromEvidence }
        var entryPlace: SourcePlace?
        for (bar, view) in zip(bars, barViews) {
            // A tab bar class whose own code gives it its controllers (`viewControllers = [...]` in
            // `viewDidLoad`) replaces the storyboard's at run time: code wins, and the storyboard's
            // scene stands for that view where the app starts in it.
            if let own = views.first(where: { $0.kind == .controller && $0.name == bar.customClass && $0.tabCount > 0 }) {
                if entryPlace == nil, entries.isEntry(bar, after: result) { entryPlace = own.place }
                continue
            }
            views.append(view)
            if entryPlace == nil, entries.isEntry(bar, after: result) { entryPlace = view.place }
        }
        // A sample app's storyboard (a library's `Example/` beside the app) yields to the code's view the app's entry reaches.
        if let p = entryPlace, isSampleApp(p.path), result.draftedIsReached, let d = drafted, !isSampleApp(d.place.path) { entryPlace = nil }
        views.sort { a, b in a.tabCount != b.tabCount ? a.tabCount > b.tabCount : a.place < b.place }
        var merged = ImportResult(views: views, notes: result.notes)
        // The code's view the entry reaches stays; a view drafted for want of one yields to a storyboard's
        // with more tabs (with as many, the code's stays: no code starts that storyboard scene).
        let codeView = drafted.flatMap { d in views.firstIndex { $0.place == d.place && $0.kind != .enumeration } }
        let firstStoryboard = views.firstIndex { $0.kind == .storyboard }
        var fallback = codeView ?? firstStoryboard
        if let c = codeView, let b = firstStoryboard, views[b].tabCount > views[c].tabCount { fallback = b }
        let target = entryPlace.flatMap { p in views.firstIndex { $0.place == p } }
            ?? (result.draftedIsReached ? codeView : fallback) ?? firstStoryboard
        merged.drafted = target ?? 0
        return merged
    }
}

/// The items the controller classes set in code, read through the
/// extractor's UIKit reader: first over the files that declare those
/// classes, then on demand as `OnDemand` reads (`widened`: the files that
/// declare a name the reading asked for, a superclass or a constant, join).
struct CodeItems {
    var extractor: Extractor?
    /// Readings after the first at most (each adds the files a reading asked for).
    static let maximumReadings = 4
    let swift: [SwiftFile]
    let tableKeys: [String]
    /// The files read (by their place in `swift`), each file's declared names (hashes, made when first widened),
    /// and the names the reading asked for.
    var read: [Int] = []
    var declared: [[UInt64]]?
    var log = NameLog()

    init(_ swift: [SwiftFile], classes: Set<String>, tableKeys: [String]) {
        self.swift = swift
        self.tableKeys = tableKeys
        let names = classes.filter(Identifiers.isIdentifier)
        guard !names.isEmpty else { return }
        // One byte search a keyword: the name after each `class ` and `extension `.
        read = swift.indices.filter { f in
            ["class ", "extension "].contains { keyword in
                StoryboardEntries.names(after: keyword, in: swift[f].bytes).contains { names.contains($0.0) }
            }
        }
        makeExtractor()
    }

    private mutating func makeExtractor() {
        guard !read.isEmpty else { return }
        let trees = read.map { SwiftParser.parse(swift[$0]) }
        log = NameLog()
        let index = SwiftIndex(trees, log: log)
        extractor = Extractor(index: index, resolver: Resolver(trees, tableKeys: tableKeys, enumCases: index.enumCases, log: log), tableKeys: tableKeys)
    }

    /// The reader over the files read and those that declare a name the readings so far asked for; nil when none is left.
    func widened() -> CodeItems? {
        guard extractor != nil else { return nil }
        let declared = self.declared ?? swift.map { Prefilter.scan($0.bytes).declared }
        let asked = log.declaredHashes
        let chosen = Set(read)
        let more = swift.indices.filter { !chosen.contains($0) && declared[$0].contains(where: asked.contains) }
        guard !more.isEmpty else { return nil }
        var wider = self
        wider.declared = declared
        wider.read = (read + more).sorted()
        wider.makeExtractor()
        return wider
    }

    func view(_ bar: StoryboardTabBar, translations: [(path: String, keys: Set<String>)]) -> ImportedTabView {
        var view = ImportedTabView(kind: .storyboard, name: bar.storyboard, place: SourcePlace(path: bar.path, line: bar.line))
        view.shapes = ["storyboard"]
        view.files = [bar.path]
        if !bar.missing.isEmpty {
            view.notes.append("\(bar.missing.count) controller\(bar.missing.count == 1 ? "" : "s") of the tab bar not found in the storyboards: left out (\(bar.missing.joined(separator: ", ")))")
        }
        let indexed = indexedItems(of: bar.customClass)
        var untagged = 0
        for (n, item) in bar.tabs.enumerated() {
            let (tab, codeFile, tagged) = self.tab(item, translations: translations, indexed: indexed[n])
            if !tagged { untagged += 1 }
            if let codeFile, !view.files.contains(codeFile) { view.files.append(codeFile) }
            view.items.append(.tab(tab))
        }
        // Unless the code tags every item with a case (`Importer+ContainerItem.swift`, `codeTag`).
        if untagged > 0 || view.items.isEmpty {
            view.notes.insert("a storyboard gives its tabs no ids: each id is made from the tab's title", at: 0)
        }
        return view
    }

    /// The tab, the Swift file whose code set its item, if one did, and whether its id is the case the code tags it with.
    func tab(_ item: StoryboardTab, translations: [(path: String, keys: Set<String>)], indexed: IndexedItem? = nil) -> (ImportedTab, String?, Bool) {
        let place = SourcePlace(path: item.path, line: item.line)
        if let system = item.systemItem, let english = SystemItems.titles[system] {
            var tab = ImportedTab(id: system, title: .key(english), place: place)
            tab.icon = SystemItems.icons[system]
            tab.remarks.append("the system titles this tab and translates it")
            tab.suppressions.append(("untranslated-title", "the system translates the \(english) title"))
            if system == "search" { tab.roles = [.search] }
            return (tab, nil, false)
        }
        var codeFile: String?
        var title: ImportedTitle = .unknown("")
        var tab = ImportedTab(id: "", title: title, place: place)
        if let text = item.title, !text.isEmpty {
            title = .plain(text)
            let key = (item.itemID ?? "") + ".title"
            let translating = translations.filter { $0.keys.contains(key) }.map(\.path)
            if translating.isEmpty { tab.untranslated = true } else {
                tab.notes.append("the storyboard's title, translated by \(translating.joined(separator: ", ")) (key \(key))")
            }
        }
        if let key = item.titleKey {
            title = .key(key)
            tab.untranslated = false
            tab.notes = ["the storyboard's item names its title's key in a runtime attribute"]
        }
        if let image = item.image, !image.isEmpty {
            if item.imageIsSymbol { tab.icon = image } else { tab.image = image }
        }
        // What the controller's class sets in code wins, as it does at run time.
        if let extractor {
            for name in item.classes {
                var facts = UIKitFacts()
                extractor.classFacts(name, &facts)
                guard facts.found else { continue }
                let at = facts.place.map { extractor.place($0.file, $0.token) }
                if let value = facts.title, name != item.rootYields {
                    title = value
                    if case .plain(let text) = value, !text.isEmpty { tab.untranslated = true } else { tab.untranslated = false }
                    tab.notes.removeAll()
                    if let at { tab.notes.append("the title is set in code at \(at.description)"); codeFile = at.path }
                } else if facts.title != nil, let at {
                    tab.notes.append("the tab's navigation root retitles it when it first shows, at \(at.description)")
                } else if let code = facts.titleCode, case .unknown = title {
                    title = .unknown(code)
                }
                if facts.icon.icon != nil || facts.icon.image != nil { tab.icon = facts.icon.icon; tab.image = facts.icon.image }
                break
            }
        }
        // What a class sets on the navigation controller holding it (`navigationController?.tabBarItem.title =`): the tab's own item.
        if let path = containerItem(item, &tab, &title) { codeFile = path }
        // What the tab bar's own class sets on this tab by position, later still.
        if let indexed, let extractor {
            let at = indexed.place.map { " in code at \($0.description)" } ?? ""
            if let value = indexed.title {
                title = extractor.imported(value)
                tab.untranslated = !value.isKey
                tab.notes.removeAll()
                tab.notes.append("the title is set by position\(at)")
            } else if let label = indexed.accessibilityLabel, DraftWriter.titleText(title).isEmpty {
                title = extractor.imported(label)
                tab.untranslated = !label.isKey
                tab.notes.removeAll()
                tab.notes.append("the tab shows no title: its accessibility label, set by position\(at), is the title")
            }
            if let icon = indexed.icon, icon.icon != nil || icon.image != nil {
                tab.icon = icon.icon
                tab.image = icon.image
                tab.notes.append("the image is set by position\(at)")
            }
            if let path = indexed.place?.path { codeFile = codeFile ?? path }
            if let name = (indexed.title ?? indexed.accessibilityLabel)?.matchedName {
                tab.notes.append("\(name) read as the table key of the same name (its generated file was not read)")
            }
        }
        tab.title = title
        switch title {
        case .key(let t, _), .plain(let t):
            tab.id = Identifiers.identifier(fromTitle: t)
            tab.idMadeFromTitle = true
        case .unknown(let code):
            tab.notes.append(code.isEmpty ? "the storyboard gives no title" : "the title is computed at run time: \(code)")
            if let image = item.image, !image.isEmpty {
                tab.id = Identifiers.identifier(fromTitle: image)
                tab.notes.append("id made from the image name")
            } else {
                tab.id = Identifiers.identifier(fromTitle: "")
                tab.idMadeFromTitle = true
            }
        }
        guard let tag = codeTag(item) else { return (tab, codeFile, false) }
        tab.id = tag
        tab.idMadeFromTitle = false
        tab.notes.append("id from the tag the code gives the item")
        return (tab, codeFile, true)
    }
}

/// UIKit's system tab bar items (`UITabBarItem(tabBarSystemItem:tag:)`, a
/// storyboard's `systemItem`): the English title the system gives each
/// (and translates) and the SF Symbol closest to the icon it draws.
enum SystemItems {
    static let titles = ["search": "Search", "history": "History", "favorites": "Favorites", "more": "More",
                         "bookmarks": "Bookmarks", "contacts": "Contacts", "downloads": "Downloads", "featured": "Featured",
                         "mostRecent": "Most Recent", "mostViewed": "Most Viewed", "recents": "Recents", "topRated": "Top Rated"]
    static let icons = ["search": "magnifyingglass", "history": "clock", "favorites": "star.fill", "more": "ellipsis",
                        "bookmarks": "book", "contacts": "person.crop.circle", "downloads": "arrow.down.circle", "featured": "star",
                        "mostRecent": "clock", "mostViewed": "list.number", "recents": "clock", "topRated": "star"]
}
