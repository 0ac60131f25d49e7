import Testing
@testable import TablintImport

// The resolver in-process: the value of the last statement of `probe()`
// in the given files, evaluated as a title.
@Suite("import: the resolver") struct ResolverTests {
    static let helpers = """
    import Foundation
    extension String {
        var localized: String { NSLocalizedString(self, comment: "") }
        func loc(_ comment: String = "") -> String { NSLocalizedString(self, comment: comment) }
        static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
    }
    func L(_ key: String, table: String? = nil) -> String { NSLocalizedString(key, tableName: table, comment: "") }
    enum Strings {
        enum Tabs { static let search = NSLocalizedString("tabs.search", comment: "") }
        static var greeting: String { "Hello" + ", " + name }
        static let name = "World"
    }
    struct Key { let value: String; init(_ key: String) { value = NSLocalizedString(key, comment: "") } }
    enum Tab: String {
        case home, feed = "the-feed", more
        var title: String { switch self { case .home: "Home"; case .feed: return L("tab.feed"); default: "More" } }
        var symbol: String { [Tab.home: "house", .feed: "list.bullet"][self] ?? "ellipsis" }
        var role: String { self == .feed ? "search" : "none" }
        var newest: String { if #available(iOS 18, *) { return "new" } else { return "old" } }
        var rawTitle: String { rawValue.localized }
        var tabRole: TabRole? { switch self { case .feed: return .search; default: return nil } }
        var shortRole: TabRole? { self == .more ? .prominent : nil }
    }
    """

    static func value(_ expression: String, keys: [String] = []) -> TextValue? {
        let probe = "func probe() -> String {\n    let tab = Tab.feed\n    return \(expression)\n}\n"
        let files = [SwiftFile(path: "Helpers.swift", bytes: Array(helpers.utf8)), SwiftFile(path: "Probe.swift", bytes: Array(probe.utf8))]
        let trees = files.map(SwiftParser.parse)
        let resolver = Resolver(trees, tableKeys: keys, enumCases: SwiftIndex(trees).enumCases)
        guard case .type = trees[1].statements.first?.kind ?? .opaque else {
            guard case .function(let fn)? = trees[1].statements.first?.kind, let body = fn.body,
                  let (e, file, scope) = resolver.value(of: body, file: 1, Scope(), literalIsKey: false) else { return nil }
            return resolver.text(e, file: file, scope)
        }
        return nil
    }

    @Test(arguments: [
        ("\"Forums\".localized", "Forums", true),
        ("\"Forums\".loc()", "Forums", true),
        ("String.localized(\"Members\")", "Members", true),
        ("L(\"tab.settings\")", "tab.settings", true),
        ("NSLocalizedString(\"x.y\", value: \"X\", comment: \"\")", "x.y", true),
        ("String(localized: \"tab.home\")", "tab.home", true),
        ("Strings.Tabs.search", "tabs.search", true),
        ("Strings.greeting", "Hello, World", false),
        ("\"Up \\(Strings.name)\"", "Up World", false),
        ("Key(\"tab.key\").value", "tab.key", true),
        ("tab.title", "tab.feed", true),
        ("Tab.home.title", "Home", false),
        ("Tab.more.title", "More", false),
        ("tab.symbol", "list.bullet", false),
        ("Tab.more.symbol", "ellipsis", false),
        ("tab.role", "search", false),
        ("tab.rawValue", "the-feed", false),
        ("Tab.home.newest", "new", false),
    ])
    func evaluates(_ c: (String, String, Bool)) {
        let v = Self.value(c.0)
        #expect(v?.text == c.1 && v?.isKey == c.2, "\(c.0) gave \(String(describing: v))")
    }

    @Test func generatedConstantsMatchKeysByName() {
        let v = Self.value("LocalString.tab_home", keys: ["tab.home", "tab.search"])
        #expect(v == TextValue(text: "tab.home", isKey: true, matchedName: "LocalString.tab_home"))
        // Two keys that squash alike: no guess.
        #expect(Self.value("LocalString.tabHome", keys: ["tab.home", "tab_home"]) == nil)
        #expect(Self.value("someValue.description") == nil)
    }

    // R.swift's resource `.key` with a pod's `localized()` (no arguments), and `localized()` on a constant.
    @Test func localizedWithoutArgumentsOnAGivenString() {
        let keys = ["Main.Tabs.Inbox.Title", "tabs.search"]
        let r = Self.value("R.string.localizable.mainTabsInboxTitle.key.localized()", keys: keys)
        #expect(r == TextValue(text: "Main.Tabs.Inbox.Title", isKey: true, matchedName: "R.string.localizable.mainTabsInboxTitle.key"))
        #expect(Self.value("R.string.localizable.mainTabsInboxTitle.key", keys: keys)?.text == "Main.Tabs.Inbox.Title")
        #expect(Self.value("Strings.name.localized()") == TextValue(text: "World", isKey: true))
        #expect(Self.value("Strings.name.localized") == TextValue(text: "World", isKey: true))
        #expect(Self.value("R.string.localizable.mainTabsInboxTitle.key.localized", keys: keys)?.text == "Main.Tabs.Inbox.Title")
        // Not a localizing name: nothing is guessed.
        #expect(Self.value("R.string.localizable.mainTabsInboxTitle.key.uppercased()", keys: keys) == nil)
        #expect(Self.value("unknownValue.localized()") == nil)
    }

    // Xcode's generated string symbols: an implicit member no input declares, matched to a key by name.
    @Test func generatedStringSymbols() {
        let keys = ["tab.charlie", "tabs.search"]
        #expect(Self.value("String(localized: .tabCharlie)", keys: keys) == TextValue(text: "tab.charlie", isKey: true, matchedName: ".tabCharlie"))
        #expect(Self.value(".tabCharlie", keys: keys)?.text == "tab.charlie")
        // No key of that name: nothing; an implicit member that is declared is read through its declaration.
        #expect(Self.value("String(localized: .tabDelta)", keys: keys) == nil)
    }

    // `rawValue` inside the enum: the case's raw value, or its name.
    @Test func rawValueInsideTheEnum() {
        #expect(Self.value("tab.rawTitle") == TextValue(text: "the-feed", isKey: true))
        #expect(Self.value("Tab.home.rawTitle") == TextValue(text: "home", isKey: true))
    }

    /// The icon of the last statement of `probe()`, with `generated` among the inputs when given.
    static func icon(_ expression: String, generated: String? = nil) -> IconName? {
        let probe = "func probe() -> UIImage? {\n    return \(expression)\n}\n"
        var files = [SwiftFile(path: "Probe.swift", bytes: Array(probe.utf8))]
        if let generated { files.append(SwiftFile(path: "Assets+Generated.swift", bytes: Array(generated.utf8))) }
        let trees = files.map(SwiftParser.parse)
        let resolver = Resolver(trees, tableKeys: [], enumCases: SwiftIndex(trees).enumCases)
        guard case .function(let fn)? = trees[0].statements.first?.kind, let body = fn.body,
              let (e, file, scope) = resolver.value(of: body, file: 0, Scope(), literalIsKey: false) else { return nil }
        return resolver.icon(e, file: file, scope)
    }

    // SwiftGen's and Tuist's asset constants: through the generated file, else by the constant's name.
    @Test func generatedAssets() {
        let generated = """
        enum Asset {
            enum Tabs {
                static let home = ImageAsset(name: "tab-home")
            }
        }
        struct ImageAsset { let name: String; var image: UIImage { UIImage(named: name)! } }
        """
        #expect(Self.icon("Asset.Tabs.home.image", generated: generated) == IconName(name: "tab-home", isSymbol: false))
        #expect(Self.icon("Asset.Tabs.home.image") == IconName(name: "home", isSymbol: false))
        #expect(Self.icon("AppResourcesAsset.folderFilled.swiftUIImage") == IconName(name: "folderFilled", isSymbol: false))
        // Not a generated asset's accessor, or not a generated type: nothing is guessed.
        #expect(Self.icon("AppResourcesAsset.folderFilled.color") == nil)
        #expect(Self.icon("profile.image") == nil)
        #expect(Self.icon("Theme.current.image") == nil)
    }

    // A member value through an enum's property (a role): switch, ternary, nil.
    @Test func memberValues() {
        func member(_ expression: String) -> String? {
            let probe = "func probe() -> TabRole? {\n    let tab = Tab.feed\n    return \(expression)\n}\n"
            let files = [SwiftFile(path: "Helpers.swift", bytes: Array(Self.helpers.utf8)), SwiftFile(path: "Probe.swift", bytes: Array(probe.utf8))]
            let trees = files.map(SwiftParser.parse)
            let resolver = Resolver(trees, tableKeys: [], enumCases: SwiftIndex(trees).enumCases)
            guard case .function(let fn)? = trees[1].statements.first?.kind, let body = fn.body,
                  let (e, file, scope) = resolver.value(of: body, file: 1, Scope(), literalIsKey: false) else { return nil }
            return resolver.memberValue(e, file: file, scope)
        }
        #expect(member("tab.tabRole") == "search")
        #expect(member("Tab.home.tabRole") == nil)
        #expect(member("Tab.more.shortRole") == "prominent")
        #expect(member("tab.shortRole") == nil)
        #expect(member("tab == .feed ? .search : nil") == "search")
        #expect(member("someRoleMadeAtRunTime") == nil)
    }

    // SFSafeSymbols: a case's name as the symbol's.
    @Test func safeSymbols() {
        #expect(Self.icon("Image(systemSymbol: .houseFill)") == IconName(name: "house.fill", isSymbol: true))
        #expect(Self.icon("UIImage(systemSymbol: SFSymbol.person2Fill)") == IconName(name: "person.2.fill", isSymbol: true))
        #expect(Self.icon("Image(systemName: SFSymbol.chartLineUptrendXyaxis.rawValue)") == IconName(name: "chart.line.uptrend.xyaxis", isSymbol: true))
        #expect(Self.icon("Image(systemSymbol: symbolMadeAtRunTime)") == nil)
    }

    @Test func conditionNames() {
        func name(_ code: String) -> String? {
            var parser = SwiftParser(SwiftSource(Array(code.utf8)))
            return Resolver([], tableKeys: [], enumCases: NameTable()).conditionName(parser.expression(parser.s.count))
        }
        #expect(name("FeatureFlag.upNextOnTabBar.enabled") == "upNextOnTabBar")
        #expect(name("settings.showMessages") == "showMessages")
        #expect(name("isLoggedIn") == "isLoggedIn")
        #expect(name("flags.isEnabled(.upNext)") == "upNext")
        #expect(name("UserDefaults.standard.bool(forKey: \"showSearch\")") == "showSearch")
        #expect(name("Defaults[.showSearch]") == "showSearch")
        #expect(name("flags[\"new-home\"]") == nil)
        #expect(name("store.value(\"\\(prefix)Tab\")") == nil)
        #expect(name("store.value == true") == "store")
        #expect(name("!isLoggedIn") == nil)
        #expect(name("a && b") == nil)
        #expect(name("count > 2") == nil)
        #expect(name("horizontalSizeClass") == nil)
    }
}
