import Testing
@testable import TablintImport

/// The byte scan that keeps the files that can matter before anything is
/// lexed: the tab constructs and entries, and the files declaring what
/// they use, a few steps deep.
@Suite("import: the prefilter") struct PrefilterTests {
    func kept(_ files: [(String, String)]) -> [String] {
        Prefilter.relevant(files.map { SwiftFile(path: $0.0, bytes: Array($0.1.utf8)) }).map(\.path)
    }

    @Test(arguments: [
        ("TabView { }", true), ("x.tabItem { }", true), ("let c = UITabBarController()", true), ("tabs = [home]", false),
        ("UITab(title: t)", true), ("@TabContentBuilder var t", true), ("class AppDelegate: UIResponder, UIApplicationDelegate {}", true),
        ("@main struct A: App {}", true), ("WindowGroup { Root() }", true), ("enum Tab { case a }", true),
        ("let t = UITableView()", false), ("// table, stable, Tabular", false), ("@mainActor func f()", false),
        ("struct Root: View {}", false), ("", false), ("window.rootViewController = c", false), ("var selectedTab = 0", false),
        ("enum SideBarTab { case a }", true), ("struct Item { enum Tabs {} }", true),
    ])
    func candidates(_ text: String, _ expected: Bool) {
        #expect(Prefilter.scan(Array(text.utf8)).isCandidate == expected)
    }

    @Test func helpersAreKeptToAFewStepsAndOthersAreNot() {
        let files = [
            ("Root.swift", "struct Root: View { var body: some View { TabView { ForEach(Section.all) { s in Text(s.title) } } } }"),
            ("Section.swift", "enum Section { case home; var title: String { L10n.home } }"),
            ("L10n.swift", "enum L10n { static let home = tr(\"k\") }\nfunc tr(_ k: String) -> String { Fmt.x(k) }"),
            ("Fmt.swift", "struct Fmt { static func x(_ k: String) -> String { Deep.y(k) } }"),
            ("Deep.swift", "enum Deep { }"),
            ("Cell.swift", "final class Cell: UITableViewCell { var title = \"\" }"),
            ("Store.swift", "final class Store { static let shared = Store() }"),
            ("Store+Root.swift", "extension Root { static let store = Store.shared }"),
            ("Root+Store.swift", "extension Root { func load() { Store.shared.reload(); _ = Kind.home.title } }"),
            ("Kind.swift", "enum Kind { case home }"),
            ("Unused.swift", "extension String { var shouted: String { uppercased() } }"),
        ]
        // Root → Section → L10n (and its `tr`); Fmt is a third step. Root's extension is kept
        // (it declares Root); a singleton's chain (`Store.shared.reload()`) leads nowhere, an enum's (`Kind.home.title`) does.
        #expect(kept(files) == ["Root.swift", "Section.swift", "L10n.swift", "Store+Root.swift", "Root+Store.swift", "Kind.swift"])
    }

    @Test func aSharedTypesExtensionIsKeptForTheMembersUsedNotForItsType() {
        let files = [
            ("Tabs.swift", "TabView { Home().tabItem { Text(\"Home\".localized) } }"),
            ("String+L.swift", "extension String {\n var localized: String { NSLocalizedString(self, comment: \"\") }\n}"),
            ("String+X.swift", "extension String { func trimmedTwice() -> String { self } }"),
            ("Color+X.swift", "extension Color { static let brand = Color.red }"),
            ("Home.swift", "struct Home: View { var body: some View { Text(\"a\") } }"),
        ]
        #expect(kept(files) == ["Tabs.swift", "String+L.swift", "Home.swift"])
    }

    @Test func aFileUsingATabHolderJoinsIt() {
        let files = [
            ("Split.swift", "final class Split { let tabs = UITabBarController(); func reset(_ vcs: [UIViewController]) { tabs.viewControllers = vcs } }"),
            ("Router.swift", "struct Router { func start(_ s: Split) { s.reset([Feed(), Inbox()]) } }"),
            ("Feed.swift", "final class Feed: UIViewController {}"),
            ("Inbox.swift", "final class Inbox: UIViewController {}"),
            ("Other.swift", "final class Other: UIViewController {}"),
        ]
        #expect(kept(files) == ["Split.swift", "Router.swift", "Feed.swift", "Inbox.swift"])
    }

    @Test func noCandidateKeepsNothing() {
        #expect(kept([("A.swift", "enum Section { case a }"), ("B.swift", "struct B { let s = Section.a }")]).isEmpty)
    }

    @Test func hostileBytesEnd() {
        let bytes: [UInt8] = Array(repeating: 0x7D, count: 100_000) + Array(repeating: 0x7B, count: 100_000) + [0x40, 0x6D, 0x61]
        #expect(!Prefilter.scan(bytes).isCandidate)
        let facts = Prefilter.scan(Array(repeating: 0xFF, count: 100_000))
        #expect(facts.types.isEmpty && facts.enums.isEmpty && facts.helpers.isEmpty)
    }
}
