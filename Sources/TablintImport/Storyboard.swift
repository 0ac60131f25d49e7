// The tab bar controllers an app declares in its storyboards and xibs
// (docs/import.md, "Storyboards"): a `<tabBarController>` scene, the
// controllers its `relationship="viewControllers"` segues lead to, in
// order (in a xib, those nested in its `<viewControllers>`), and each
// one's `<tabBarItem key="tabBarItem">` (title, image,
// selected image, system item). A navigation controller without an item
// of its own gives its root's; a `<viewControllerPlaceholder>` (a
// storyboard reference) gives the item of the scene it stands for in the
// other storyboard when that one sets it, else its own. Plain values from
// bytes; no I/O. IMPORT.md does not name storyboards: reading them is
// our decision (issue 39: no exit 1 where a repository has a tab view).

/// One storyboard or xib given to the importer.
public struct StoryboardFile: Sendable {
    /// As it is reported (relative to the current directory, as given).
    public var path: String
    public var bytes: [UInt8]
    /// The keys of the `.strings` tables that translate it (`xx.lproj/NAME.strings`, `OBJECTID.title`), and their paths.
    public var translations: [(path: String, keys: Set<String>)] = []

    public init(path: String, bytes: [UInt8], translations: [(path: String, keys: Set<String>)] = []) {
        self.path = path
        self.bytes = bytes
        self.translations = translations
    }

    /// `Main` for `App/Base.lproj/Main.storyboard`.
    public var name: String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[..<dot])
    }
}

/// One tab of a storyboard tab bar, as the XML gives it.
public struct StoryboardTab: Sendable, Equatable {
    public var title: String?
    public var image: String?
    /// Whether `image` names an SF Symbol (`<image name="..." catalog="system"/>`).
    public var imageIsSymbol = false
    public var systemItem: String?
    /// The localization key a string runtime attribute gives the item (`keyPath` holding `locali`, as `localizableString`).
    public var titleKey: String?
    /// The navigation root's class, when the navigation controller's own item gives a key or a title (that class's code does not retitle it).
    public var rootYields: String?
    /// The item's object id (`ID.title` in the translating `.strings`).
    public var itemID: String?
    /// The controller classes that may set the item in code: the destination's, then its navigation root's.
    public var classes: [String] = []
    /// Where the item (or, without one, the destination) is.
    public var path: String
    public var line: Int
}

/// One `<tabBarController>` and its tabs in order.
public struct StoryboardTabBar: Sendable {
    public var storyboard: String
    public var path: String
    public var line: Int
    public var objectID: String?
    public var storyboardIdentifier: String?
    public var customClass: String?
    /// Whether it is its storyboard's initial controller (or the root of the initial navigation controller).
    public var isInitial = false
    public var tabs: [StoryboardTab] = []
    /// Destinations the reader could not find or that give no item.
    public var missing: [String] = []
}

public enum StoryboardReader {
    /// Whether a storyboard can hold a tab bar: a byte search before any parsing.
    public static func mayHoldTabBar(_ bytes: [UInt8]) -> Bool {
        StoryboardEntries.contains(bytes, Array("<tabBarController".utf8))
    }

    /// A storyboard's elements with their lookups.
    struct Document {
        let file: StoryboardFile
        let elements: [StoryboardElement]
        var byID: [String: Int] = [:]
        var byStoryboardID: [String: Int] = [:]
        /// Each element's `tabBarItem` child; each navigation controller's root; each controller's relationship segues.
        var item: [Int: Int] = [:]
        var root: [Int: String] = [:]
        var viewControllers: [Int: [String]] = [:]
        /// Each item's localization key (from a string runtime attribute).
        var keys: [Int: String] = [:]
        var nested: [Int: [String]] = [:]
        var symbols: Set<String> = []
        var initial: String?
        /// The storyboards its references name.
        var references: [String] = []

        init(_ file: StoryboardFile) {
            self.file = file
            elements = StoryboardXML.elements(file.bytes)
            for (n, e) in elements.enumerated() {
                if let id = e["id"], byID[id] == nil { byID[id] = n }
                if let sid = e["storyboardIdentifier"], byStoryboardID[sid] == nil { byStoryboardID[sid] = n }
                switch e.name {
                case "document": initial = initial ?? e["initialViewController"]
                case "tabBarItem" where e["key"] == "tabBarItem": if let p = e.parent, item[p] == nil { item[p] = n }
                case "image" where e["catalog"] == "system": if let name = e["name"] { symbols.insert(name) }
                case "userDefinedRuntimeAttribute" where e["type"] == "string" && e["keyPath"]?.lowercased().contains("locali") == true:
                    if let list = e.parent, let owner = elements[list].parent, elements[owner].name == "tabBarItem",
                       let value = e["value"], !value.isEmpty, keys[owner] == nil { keys[owner] = value }
                case "viewControllerPlaceholder": if let name = e["storyboardName"] { references.append(name) }
                case "segue" where e["kind"] == "relationship":
                    guard let connections = e.parent, elements[connections].name == "connections",
                          let owner = elements[connections].parent, let destination = e["destination"] else { continue }
                    if e["relationship"] == "viewControllers" { viewControllers[owner, default: []].append(destination) }
                    if e["relationship"] == "rootViewController", root[owner] == nil { root[owner] = destination }
                default: break
                }
                // A xib nests a tab bar controller's children in its `<viewControllers>`.
                if let list = e.parent, elements[list].name == "viewControllers", let owner = elements[list].parent,
                   elements[owner].name == "tabBarController", let id = e["id"] {
                    nested[owner, default: []].append(id)
                }
            }
        }
    }

    /// The tab bar controllers of every storyboard, in path order, then document order.
    public static func tabBars(_ files: [StoryboardFile]) -> [StoryboardTabBar] {
        // Only the storyboards that hold a tab bar are parsed, and those their references name, a few steps deep.
        var documents = files.filter { mayHoldTabBar($0.bytes) }.map(Document.init)
        var parsed = Set(documents.map(\.file.path))
        var wanted = Set(documents.flatMap(\.references))
        for _ in 0..<4 where !wanted.isEmpty {
            let more = files.filter { !parsed.contains($0.path) && wanted.contains($0.name) }.map(Document.init)
            parsed.formUnion(more.map(\.file.path))
            documents += more
            wanted = Set(more.flatMap(\.references))
        }
        var result: [StoryboardTabBar] = []
        for document in documents where mayHoldTabBar(document.file.bytes) {
            for (n, e) in document.elements.enumerated() where e.name == "tabBarController" {
                var bar = StoryboardTabBar(storyboard: document.file.name, path: document.file.path, line: e.line)
                bar.objectID = e["id"]
                bar.storyboardIdentifier = e["storyboardIdentifier"]
                bar.customClass = e["customClass"]
                if let initial = document.initial, let id = e["id"] {
                    bar.isInitial = initial == id || document.byID[initial].flatMap { document.root[$0] } == id
                }
                for destination in document.viewControllers[n] ?? document.nested[n] ?? [] {
                    guard var tab = tab(destination, in: document, documents) else { bar.missing.append(destination); continue }
                    // The first tab's root loads at launch: its code's title is what the bar shows.
                    if bar.tabs.isEmpty, tab.titleKey == nil { tab.rootYields = nil }
                    bar.tabs.append(tab)
                }
                result.append(bar)
            }
        }
        return result
    }

    /// The tab a destination gives, following a storyboard reference a few steps at most.
    static func tab(_ id: String, in document: Document, _ documents: [Document]) -> StoryboardTab? {
        var current = document
        var target = id
        var fallback: StoryboardTab?
        for _ in 0..<4 {
            guard let n = current.byID[target] else { return fallback }
            let element = current.elements[n]
            var classes: [String] = []
            if let c = element["customClass"] { classes.append(c) }
            var itemAt = current.item[n]
            var rootClass: String?
            if let rootID = current.root[n], let r = current.byID[rootID] {
                rootClass = current.elements[r]["customClass"]
                if let rootClass { classes.append(rootClass) }
                if itemAt == nil { itemAt = current.item[r] }
            }
            var tab = StoryboardTab(classes: classes, path: current.file.path, line: element.line)
            if let itemAt {
                let item = current.elements[itemAt]
                tab.title = item["title"]
                tab.titleKey = current.keys[itemAt]
                // The navigation controller's own item names its key or a title: its root's code (`title =` when it
                // loads, once the tab is chosen) does not retitle the tab the bar first shows.
                if itemAt == current.item[n], current.root[n] != nil, tab.titleKey != nil || !(tab.title ?? "").isEmpty {
                    tab.rootYields = rootClass
                }
                tab.image = item["image"]
                tab.imageIsSymbol = tab.image.map(current.symbols.contains) ?? false
                tab.systemItem = item["systemItem"]
                tab.itemID = item["id"]
                tab.line = item.line
            }
            // A reference to another storyboard: the scene it names there gives the item when it sets one.
            guard element.name == "viewControllerPlaceholder", let name = element["storyboardName"],
                  let other = documents.first(where: { $0.file.name == name && sameFolder($0.file.path, current.file.path) })
                      ?? documents.first(where: { $0.file.name == name }) else {
                return itemAt == nil ? (fallback ?? tab) : tab
            }
            if itemAt != nil || fallback == nil { fallback = tab }
            guard let next = element["referencedIdentifier"].flatMap({ other.byStoryboardID[$0] }).flatMap({ other.elements[$0]["id"] }) ?? other.initial else {
                return fallback
            }
            current = other
            target = next
            // The referenced scene's item wins only when it has one (checked on the next step).
            if let m = other.byID[next], other.item[m] == nil, other.root[m].flatMap({ other.byID[$0] }).flatMap({ other.item[$0] }) == nil {
                var kept = fallback
                if let c = other.elements[m]["customClass"] { kept?.classes.append(c) }
                // Its navigation root's class too: code there may give the item the scene leaves out.
                if let r = other.root[m].flatMap({ other.byID[$0] }), let c = other.elements[r]["customClass"] { kept?.classes.append(c) }
                return kept
            }
        }
        return fallback
    }

    static func sameFolder(_ a: String, _ b: String) -> Bool {
        func folder(_ p: String) -> Substring {
            var parts = p.split(separator: "/")
            _ = parts.popLast()
            if parts.last?.hasSuffix(".lproj") == true { _ = parts.popLast() }
            return parts.joined(separator: "/")[...]
        }
        return folder(a) == folder(b)
    }
}
