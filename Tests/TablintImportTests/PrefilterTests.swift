import Testing
@testable import TablintImport

/// The byte scan before anything is lexed: the files read first (tab
/// constructs, entries) and the names each file declares, for reading on demand.
@Suite("import: the prefilter") struct PrefilterTests {
    @Test(arguments: [
        ("TabView { }", true), ("x.tabItem { }", true), ("let c = UITabBarController()", true), ("tabs = [home]", false),
        ("UITab(title: t)", true), ("@TabContentBuilder var t", true), ("class AppDelegate: UIResponder, UIApplicationDelegate {}", true),
        ("@main struct A: App {}", true), ("WindowGroup { Root() }", true), ("enum Tab { case a }", true),
        ("let t = UITableView()", false), ("// table, stable, Tabular", false), ("@mainActor func f()", false),
        ("struct Root: View {}", false), ("", false), ("window.rootViewController = c", false), ("var selectedTab = 0", false),
        ("enum SideBarTab { case a }", true), ("struct Item { enum Tabs {} }", true),
        // A bar the app draws itself: a property `tabBar` or a type `...TabBar`; not a use of UIKit's `tabBar`.
        ("var tabBar: some View { HStack {} }", true), ("struct CustomTabBar: View {}", true),
        ("controller.tabBar.isHidden = true", false), ("let style = TabBarStyle()", false),
    ])
    func candidates(_ text: String, _ expected: Bool) {
        #expect(Prefilter.scan(Array(text.utf8)).isCandidate == expected)
    }

    func selection(_ files: [(String, String)]) -> Prefilter.Selection {
        Prefilter.selection(files.map { SwiftFile(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    func declares(_ text: String, _ name: String) -> Bool {
        let h = Array(name.utf8).withUnsafeBufferPointer(Prefilter.hash)
        return Prefilter.scan(Array(text.utf8)).declared.contains(h)
    }

    @Test func theCandidatesAreReadFirstAndEveryFileMayBeRead() {
        let s = selection([
            ("Root.swift", "struct Root: View { var body: some View { TabView { Home() } } }"),
            ("Home.swift", "struct Home: View { var body: some View { Text(L10n.home) } }"),
            ("Kinds.swift", "enum SidebarTabKind { case a, b }"),
            ("Delegate.swift", "extension Router { func tabBarController(_ c: UITabBarController, shouldSelect v: UIViewController) -> Bool { true } }"),
            ("App.swift", "@main struct Reader: App { var body: some Scene { WindowGroup { Root() } } }"),
        ])
        #expect(s.kept == [0, 1, 2, 3, 4])
        // The tab view, the enum named for tabs, the delegate (it names UITabBarController too) and the entry.
        #expect(s.first == [0, 2, 3, 4])
    }

    @Test func theNamesAFileDeclaresAtAnyDepth() {
        #expect(declares("struct Outer { enum Inner { case a } }", "Inner"))
        #expect(declares("extension L10n.Tabs { static let home = \"h\" }", "L10n"))
        #expect(declares("extension L10n.Tabs { static let home = \"h\" }", "Tabs"))
        #expect(declares("final class Store { static let shared = Store(); func tabs() -> [Tab] { [] } }", "tabs"))
        #expect(declares("typealias AppTab = Tab", "AppTab"))
        #expect(!declares("final class Store { let items = [Item]() }", "items"))
        #expect(!declares("let x = Store.shared.tabs()", "Store"))
    }

    @Test func theMembersAFileNames() {
        func names(_ text: String, _ name: String) -> Bool {
            let facts = Prefilter.scan(Array(text.utf8))
            let h = Array(name.utf8).withUnsafeBufferPointer(Prefilter.hash)
            return facts.members.contains(h) || facts.cases.contains(h)
        }
        let cases = "enum Screen {\n    case home, search(String),\n         library = 3\n    case settings\n}"
        #expect(["home", "search", "library", "settings"].allSatisfy { names(cases, $0) })
        #expect(!names(cases, "String"))
        #expect(!names("switch s { case .home, .search: break }", "home"))
        #expect(names("struct Shortcut { static let inbox = Shortcut() }", "inbox"))
    }

    @Test func noCandidateReadsNothing() {
        #expect(selection([("A.swift", "enum Section { case a }"), ("B.swift", "struct B { let s = Section.a }")]).kept.isEmpty)
    }

    @Test func holdsFindsTheBytesAnywhere() {
        #expect(Prefilter.holds("TabView", in: Array("x { TabView { } }".utf8)))
        #expect(Prefilter.holds("TabView", in: Array("TabView".utf8)))
        #expect(Prefilter.holds("shouldSelect", in: Array("func f(_ c: C, `shouldSelect` v: V)".utf8)))
        #expect(!Prefilter.holds("TabView", in: Array("TabVie".utf8)))
        #expect(!Prefilter.holds("TabView", in: Array("Tab View, TTabVie w".utf8)))
        #expect(!Prefilter.holds("TabView", in: []))
    }

    /// A path already normal is given back as it is (`isNormal`); every other goes through the split.
    @Test(arguments: [
        ("a/b.swift", "a/b.swift", true), ("a//b", "a/b", false), ("./a", "a", false), ("a/./b", "a/b", false),
        ("a/../b", "b", false), ("a/", "a", false), ("/a/b", "/a/b", false), ("", ".", false), (".", ".", false),
        ("a/.hidden/b", "a/.hidden/b", false), ("../a", "../a", false), ("a/b/..", "a", false),
    ])
    func normalizedPaths(_ path: String, _ expected: String, _ normal: Bool) {
        #expect(AppPath.normalize(path) == expected)
        #expect(AppPath.isNormal(path) == normal)
    }

    @Test func hostileBytesEnd() {
        let bytes: [UInt8] = Array(repeating: 0x7D, count: 100_000) + Array(repeating: 0x7B, count: 100_000) + [0x40, 0x6D, 0x61]
        #expect(!Prefilter.scan(bytes).isCandidate)
        let facts = Prefilter.scan(Array(repeating: 0xFF, count: 100_000))
        #expect(facts.declared.isEmpty && !facts.isCandidate)
    }
}
