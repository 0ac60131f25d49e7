import Foundation
import Testing
@testable import TablintImport

/// Storyboard tab bars (docs/import.md, "Storyboards"): the XML reader and
/// the storyboard reader in-process, the command through the executable.
@Suite("import: storyboards") struct StoryboardTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    // MARK: The XML reader

    @Test func elementsCarryNamesAttributesLinesAndParents() {
        let xml = """
        <?xml version="1.0"?>
        <!-- a comment with <tags> inside -->
        <document initial='a&amp;b'>
            <scene><![CDATA[ <notAnElement/> ]]>
                <item title="Caf&#233; &quot;1&quot; &#x1F600;" empty/>
            </scene>
        </document>
        """
        let e = StoryboardXML.elements(Self.bytes(xml))
        #expect(e.map(\.name) == ["document", "scene", "item"])
        #expect(e[0]["initial"] == "a&b")
        #expect(e[2]["title"] == "Café \"1\" 😀")
        #expect(e[2]["empty"] == "")
        #expect(e.map(\.line) == [3, 4, 5])
        #expect(e.map(\.parent) == [nil, 0, 1])
    }

    @Test func mismatchedAndStrayClosingTagsKeepTheNesting() {
        let e = StoryboardXML.elements(Self.bytes("<a><b><c></b><d/></x></a><e/>"))
        #expect(e.map(\.name) == ["a", "b", "c", "d", "e"])
        // `</b>` closes `c` and `b`; `d` is `a`'s child; `</x>` closes nothing.
        #expect(e.map(\.parent) == [nil, 0, 1, 0, nil])
    }

    @Test func nestingDeeperThanTheCapIsNotRecorded() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "<tail/>"
        let e = StoryboardXML.elements(Self.bytes(deep))
        #expect(e.count == StoryboardXML.maximumDepth + 1)
        #expect(e.last?.name == "tail" && e.last?.parent == nil)
    }

    @Test func anyBytesEndInElements() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Self.bytes("<>/=\"'!?-[]&#; \nabc")
        for _ in 0..<200 {
            let input = (0..<400).map { _ in Bool.random(using: &generator) ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator) }
            let e = StoryboardXML.elements(input)
            for (n, x) in e.enumerated() { #expect(x.parent.map { $0 < n } ?? true) }
            _ = StoryboardReader.tabBars([StoryboardFile(path: "A.storyboard", bytes: Self.bytes("<tabBarController") + input)])
        }
        for unterminated in ["<a b=\"", "<!--", "<![CDATA[", "<?x", "<", "</", "<a", "&#xFFFFFFFF;", "<a b='&#xD800;'/>"] {
            _ = StoryboardXML.elements(Self.bytes(unterminated))
        }
    }

    // MARK: The storyboard reader

    static let storyboard = """
    <document initialViewController="nav">
      <scenes>
        <navigationController id="nav"><connections><segue kind="relationship" relationship="rootViewController" destination="bar"/></connections></navigationController>
        <tabBarController id="bar" customClass="RootTabs" storyboardIdentifier="root">
          <connections>
            <segue kind="relationship" relationship="viewControllers" destination="one"/>
            <segue kind="show" destination="two"/>
            <segue kind="relationship" relationship="viewControllers" destination="two"/>
            <segue kind="relationship" relationship="viewControllers" destination="gone"/>
            <segue kind="relationship" relationship="viewControllers" destination="ref"/>
          </connections>
        </tabBarController>
        <navigationController id="one"><connections><segue kind="relationship" relationship="rootViewController" destination="oneRoot"/></connections></navigationController>
        <viewController id="oneRoot" customClass="HomeViewController"><tabBarItem key="tabBarItem" title="Home" image="house" id="i1"/></viewController>
        <viewController id="two"><tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/></viewController>
        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="inbox" id="ref"><tabBarItem key="tabBarItem" title="Item" id="i3"/></viewControllerPlaceholder>
      </scenes>
      <resources><image name="house" catalog="system"/></resources>
    </document>
    """
    static let other = """
    <document><scenes><viewController id="x" storyboardIdentifier="inbox" customClass="InboxViewController"><tabBarItem key="tabBarItem" title="Inbox" image="tray" id="i4"/></viewController></scenes></document>
    """

    @Test func tabsFollowTheRelationshipSeguesInOrder() throws {
        let bars = StoryboardReader.tabBars([StoryboardFile(path: "App/Base.lproj/Main.storyboard", bytes: Self.bytes(Self.storyboard)),
                                             StoryboardFile(path: "Mail/Other.storyboard", bytes: Self.bytes(Self.other))])
        let bar = try #require(bars.first)
        #expect(bars.count == 1)
        #expect(bar.storyboard == "Main" && bar.customClass == "RootTabs" && bar.storyboardIdentifier == "root")
        #expect(bar.isInitial, "the root of the initial navigation controller")
        #expect(bar.tabs.map(\.title) == ["Home", nil, "Inbox"])
        #expect(bar.tabs[0].image == "house" && bar.tabs[0].imageIsSymbol && bar.tabs[0].classes == ["HomeViewController"])
        #expect(bar.tabs[1].systemItem == "favorites")
        #expect(bar.tabs[2].image == "tray" && !bar.tabs[2].imageIsSymbol && bar.tabs[2].path == "Mail/Other.storyboard")
        #expect(bar.missing == ["gone"])
    }

    @Test func aXibNestsItsControllers() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
          <tabBarController id="tbc"><tabBar key="tabBar" id="tb"/>
            <viewControllers>
              <navigationController id="n1"><tabBarItem key="tabBarItem" title="Inbox" image="tray" id="x1"/></navigationController>
              <viewController id="v2"><tabBarItem key="tabBarItem" systemItem="search" id="x2"/></viewController>
            </viewControllers>
          </tabBarController>
        </objects></document>
        """
        let bar = try #require(StoryboardReader.tabBars([StoryboardFile(path: "Root.xib", bytes: Self.bytes(xib))]).first)
        #expect(bar.storyboard == "Root" && bar.tabs.map(\.title) == ["Inbox", nil] && bar.tabs[1].systemItem == "search")
    }

    @Test func noTabBarMeansNothingIsParsed() {
        #expect(!StoryboardReader.mayHoldTabBar(Self.bytes(Self.other)))
        #expect(StoryboardReader.tabBars([StoryboardFile(path: "Other.storyboard", bytes: Self.bytes(Self.other))]).isEmpty)
    }

    @Test func theCodesTabViewStaysDraftedUnlessTheAppStartsInTheStoryboard() throws {
        let swift = [SwiftFile(path: "Root.swift", bytes: Self.bytes("""
        import SwiftUI
        @main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View { var body: some View { TabView { Tab("Feed", systemImage: "list.bullet") { Text("f") } } } }
        """))]
        let boards = [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(Self.storyboard))]
        let read = Importer.read(swift)
        let listed = Importer.adding(storyboards: boards, to: read, swift: swift, entries: StoryboardEntries())
        #expect(listed.views.map(\.kind) == [.storyboard, .tabView])
        #expect(listed.draftedView?.kind == .tabView)
        let started = Importer.adding(storyboards: boards, to: read, swift: swift, entries: StoryboardEntries(mainStoryboards: ["Main"]))
        #expect(started.draftedView?.kind == .storyboard)
        // Code that instantiates it by its identifier starts it too.
        let launcher = swift + [SwiftFile(path: "Launch.swift", bytes: Self.bytes("let root = storyboard.instantiateViewController(withIdentifier: \"root\")"))]
        #expect(Importer.adding(storyboards: boards, to: read, swift: launcher, entries: StoryboardEntries()).draftedView?.kind == .storyboard)
        // And generated accessors: SwiftGen's scene by identifier, R.swift's initial controller.
        for line in ["let tabs = StoryboardScene.Main.root.instantiate()", "let tabs = R.storyboard.main.instantiateInitialViewController()"] {
            let generated = swift + [SwiftFile(path: "Launch.swift", bytes: Self.bytes(line))]
            #expect(Importer.adding(storyboards: boards, to: read, swift: generated, entries: StoryboardEntries()).draftedView?.kind == .storyboard, "\(line)")
        }
        let elsewhere = swift + [SwiftFile(path: "Launch.swift", bytes: Self.bytes("let other = StoryboardScene.Main.settings.instantiate()"))]
        #expect(Importer.adding(storyboards: boards, to: read, swift: elsewhere, entries: StoryboardEntries()).draftedView?.kind == .tabView)
    }

    @Test func theTabBarsClassSetsItemsByPosition() throws {
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar" customClass="IconTabs"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
            <segue kind="relationship" relationship="viewControllers" destination="b"/>
          </connections></tabBarController>
          <viewController id="a"><tabBarItem key="tabBarItem" title="" image="tab_a" id="ia"/></viewController>
          <viewController id="b"><tabBarItem key="tabBarItem" title="Bee" image="tab_b" id="ib"/></viewController>
        </scenes></document>
        """
        let swift = [SwiftFile(path: "IconTabs.swift", bytes: Self.bytes("""
        import UIKit
        class IconTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.items?[0].accessibilityLabel = NSLocalizedString("tabs.first", comment: "")
                tabBar.items?[1].accessibilityLabel = "Ignored: the tab has a title"
                viewControllers?[1].tabBarItem.image = UIImage(systemName: "b.circle")
            }
        }
        """))]
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let tabs = try #require(result.draftedView).allTabs
        #expect(tabs.map(\.id) == ["tabsFirst", "bee"])
        #expect(tabs.map(\.title) == [.key("tabs.first"), .plain("Bee")])
        #expect(tabs.map(\.icon) == [nil, "b.circle"] && tabs.map(\.image) == ["tab_a", nil])
        #expect(tabs[0].notes.contains { $0.hasPrefix("the tab shows no title: its accessibility label, set by position in code at IconTabs.swift:5") })
    }

    /// The controller's class sets its title through its superclass, in
    /// another file, from a constant in a third: those files are read on
    /// demand (before, only the files declaring the storyboard's classes
    /// were, so the storyboard's title stayed).
    @Test func aSuperclassAndAConstantInOtherFilesAreRead() throws {
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
          </connections></tabBarController>
          <viewController id="a" customClass="AccountViewController"><tabBarItem key="tabBarItem" title="Old" id="ia"/></viewController>
        </scenes></document>
        """
        let swift = [
            SwiftFile(path: "Account.swift", bytes: Self.bytes("import UIKit\nfinal class AccountViewController: BaseAccountController {}\n")),
            SwiftFile(path: "Base.swift", bytes: Self.bytes("""
            import UIKit
            class BaseAccountController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = Texts.account }
            }
            """)),
            SwiftFile(path: "Texts.swift", bytes: Self.bytes("enum Texts { static let account = NSLocalizedString(\"account.title\", comment: \"\") }\n")),
            SwiftFile(path: "Unrelated.swift", bytes: Self.bytes("struct Unrelated { let x = 1 }\n")),
        ]
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let view = try #require(result.draftedView)
        #expect(view.allTabs.map(\.title) == [.key("account.title")])
        #expect(view.files == ["Main.storyboard", "Base.swift"])
    }

    /// `title = ...` on a local named `title` (in a branch of a method that
    /// declares it) is not the controller's title: `self.title` in another
    /// method is (before, the local's value won, being the first read).
    @Test func aLocalNamedTitleIsNotTheControllersTitle() throws {
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
          </connections></tabBarController>
          <viewController id="a" customClass="ChatsViewController"><tabBarItem key="tabBarItem" title="" image="tab_chats" id="ia"/></viewController>
        </scenes></document>
        """
        let swift = [SwiftFile(path: "Chats.swift", bytes: Self.bytes("""
        import UIKit
        final class ChatsViewController: UIViewController {
            func updateEmptyView(spaces: Bool) {
                let title: String
                if spaces { title = "Nothing in this space" } else { title = "Nothing yet" }
                show(title)
            }
            func updateUI() { self.title = NSLocalizedString("chats.title", comment: "") }
        }
        """))]
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let tabs = try #require(result.draftedView).allTabs
        #expect(tabs.map(\.title) == [.key("chats.title")])
    }

    /// A string runtime attribute whose key path names a localization (`localizableString`) gives the
    /// item's title key; a navigation controller's own item with one keeps it over what its root's
    /// class sets as `title` when it loads (a directly shown controller's code still wins).
    @Test func aRuntimeAttributeKeyTitlesTheItemAndANavigationItemKeepsIt() throws {
        func item(_ id: String, _ key: String, _ extra: String = "") -> String {
            "<tabBarItem key=\"tabBarItem\" title=\"\" image=\"pic\" id=\"\(id)\"\(extra)><userDefinedRuntimeAttributes>"
                + "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"localizableString\" value=\"\(key)\"/></userDefinedRuntimeAttributes></tabBarItem>"
        }
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
            <segue kind="relationship" relationship="viewControllers" destination="nav"/>
            <segue kind="relationship" relationship="viewControllers" destination="plain"/>
          </connections></tabBarController>
          <viewController id="a" customClass="FindViewController">\(item("ia", "find.tab"))</viewController>
          <navigationController id="nav">\(item("in", "reader.tab"))<connections>
            <segue kind="relationship" relationship="rootViewController" destination="r"/></connections></navigationController>
          <viewController id="r" customClass="ReaderViewController"><tabBarItem key="tabBarItem" image="pic" id="ir"/></viewController>
          <viewController id="plain">\(item("ip", "list.tab"))</viewController>
        </scenes></document>
        """
        let swift = [SwiftFile(path: "Screens.swift", bytes: Self.bytes("""
        import UIKit
        final class FindViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("find.title", comment: "") }
        }
        final class ReaderViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("reader.title", comment: "") }
        }
        """))]
        let bars = StoryboardReader.tabBars([StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))])
        #expect(bars.first?.tabs.map(\.titleKey) == ["find.tab", "reader.tab", "list.tab"])
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let tabs = try #require(result.draftedView).allTabs
        #expect(tabs.map(\.title) == [.key("find.title"), .key("reader.tab"), .key("list.tab")])
        #expect(tabs.map(\.untranslated) == [false, false, false])
    }

    /// A navigation controller's own item with a plain title keeps it over the `title` its root's class
    /// sets when it loads (the bar shows the storyboard's until the tab is chosen), with a comment naming
    /// that code; the first tab's root loads at launch, so its code's title wins.
    @Test func aNavigationItemsTitleStaysUntilItsRootLoadsButNotTheFirstTabs() throws {
        func nav(_ id: String, _ title: String, root: String) -> String {
            "<navigationController id=\"\(id)\"><tabBarItem key=\"tabBarItem\" title=\"\(title)\" image=\"pic\" id=\"i\(id)\"/>"
                + "<connections><segue kind=\"relationship\" relationship=\"rootViewController\" destination=\"\(root)\"/></connections></navigationController>"
        }
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="n1"/>
            <segue kind="relationship" relationship="viewControllers" destination="n2"/>
          </connections></tabBarController>
          \(nav("n1", "Garden", root: "r1"))
          <viewController id="r1" customClass="GardenController"/>
          \(nav("n2", "Journal", root: "r2"))
          <viewController id="r2" customClass="JournalController"/>
        </scenes></document>
        """
        let swift = [SwiftFile(path: "Screens.swift", bytes: Self.bytes("""
        import UIKit
        final class GardenController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("garden.title", comment: "") }
        }
        final class JournalController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("journal.title", comment: "") }
        }
        """))]
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let tabs = try #require(result.draftedView).allTabs
        #expect(tabs.map(\.title) == [.key("garden.title"), .plain("Journal")])
        #expect(tabs.last?.notes.contains { $0.hasPrefix("the tab's navigation root retitles it when it first shows, at Screens.swift:") } == true, "\(tabs)")
    }

    /// An `Int` enum's raw values written as numbers give the positions (before,
    /// only string raw values were read, so `case first = 1` was position 0);
    /// a case after `Int.max` has none (counting on would overflow).
    @Test func numericRawValuesGivePositionsAndNoneFollowsIntMax() throws {
        let board = """
        <document initialViewController="bar"><scenes>
          <tabBarController id="bar" customClass="SlotTabs"><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
            <segue kind="relationship" relationship="viewControllers" destination="b"/>
          </connections></tabBarController>
          <viewController id="a"><tabBarItem key="tabBarItem" title="Aye" id="ia"/></viewController>
          <viewController id="b"><tabBarItem key="tabBarItem" title="Bee" id="ib"/></viewController>
        </scenes></document>
        """
        let swift = [SwiftFile(path: "SlotTabs.swift", bytes: Self.bytes("""
        import UIKit
        enum Slot: Int { case second = 1, first = 0, last = 9223372036854775807, past }
        class SlotTabs: UITabBarController {
            override func viewDidLoad() {
                tabBar.items?[Slot.past.rawValue].title = "Past"
                tabBar.items?[Slot.last.rawValue].title = "Last"
                tabBar.items?[Slot.second.rawValue].title = "Second"
            }
        }
        """))]
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Main.storyboard", bytes: Self.bytes(board))], to: Importer.read([]),
                                     swift: swift, entries: StoryboardEntries())
        let tabs = try #require(result.draftedView).allTabs
        #expect(tabs.map(\.title) == [.plain("Aye"), .plain("Second")])
    }

    // MARK: Through the executable

    @Test func theMainStoryboardsTabBarIsDrafted() throws {
        let root = try Tool.sandbox("Storyboard")
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try Tool.tablint(["import", "--list"], in: root)
        #expect(list.lines == ["Shop/Base.lproj/Main.storyboard:7: storyboard Main: 4 tabs (storyboard)",
                               "Shop/Base.lproj/Main.storyboard:60: storyboard Main: 2 tabs (storyboard)",
                               "Shop/PreferencesView.swift:6: TabView PreferencesView: 2 tabs (swiftui-tabitem)"], "\(list)")
        let r = try Tool.tablint(["import", "--output", "Design/Shop.tabs"], in: root)
        #expect(r.status == 0 && r.out.isEmpty, "\(r)")
        #expect(r.err == "tablint: wrote Design/Shop.tabs: 4 tabs from storyboard Main (Shop/Base.lproj/Main.storyboard:7)\n", "\(r)")
        let draft = Tool.read(root.appendingPathComponent("Design/Shop.tabs"))
        #expect(draft == """
        # A draft by `tablint import`: review it, then remove this comment.
        # Tab view: storyboard Main at Shop/Base.lproj/Main.storyboard:7.
        # Read from: Shop/Base.lproj/Main.storyboard, Shop/ShopTabBarController.swift, Shop/AccountViewController.swift.
        # Also found: storyboard Main at Shop/Base.lproj/Main.storyboard:60 (2 tabs): --view Shop/Base.lproj/Main.storyboard:60
        # Also found: TabView PreferencesView at Shop/PreferencesView.swift:6 (2 tabs): --view Shop/PreferencesView.swift:6
        # import: a storyboard gives its tabs no ids: each id is made from the tab's title
        tab catalogDeals "Catalog & Deals" { # Shop/Base.lproj/Main.storyboard:22
            # import: id made from the title
            # import: the storyboard's title, translated by Shop/fr.lproj/Main.strings (key C4t-aa-001.title)
            icon "bag"
        }
        # the system titles this tab and translates it
        tab search "Search" { # Shop/Base.lproj/Main.storyboard:40
            icon "magnifyingglass"
            role search
        }
        tab orders "Orders" { # Shop/Orders/Orders.storyboard:7
            # import: id made from the title
            # import: the app does not translate this title
            # import: the image is set by position in code at Shop/ShopTabBarController.swift:12
            icon "shippingbox"
        }
        tab accountTitle "account.title" { # Shop/Base.lproj/Main.storyboard:54
            # import: id made from the title
            # import: the title is set in code at Shop/AccountViewController.swift:6
            icon "person.crop.circle"
        }

        """, "\(draft)")
        let check = try Tool.tablint(["check", "Design/Shop.tabs"], in: root)
        #expect(check.status == 0 && (check.out + check.err).contains("0 errors"), "\(check)")
        let format = try Tool.tablint(["format", "--check", "Design/Shop.tabs"], in: root)
        #expect(format.status == 0, "\(format)")
        // Without the Info.plist that names it, no entry reaches a tab view: the first in `--list`'s order is drafted,
        // the storyboard's (4 tabs) over the settings screen's (2).
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop/Info.plist"))
        let unnamed = try Tool.tablint(["import"], in: root)
        #expect(unnamed.status == 0 && unnamed.out.contains("# Tab view: storyboard Main at Shop/Base.lproj/Main.storyboard:7."), "\(unnamed)")
        let other = try Tool.tablint(["import", "--view", "Shop/PreferencesView.swift:6"], in: root)
        #expect(other.status == 0 && other.out.contains("tab general \"General\""), "\(other)")
    }

    @Test func hostileStoryboardsEndQuickly() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = SystemRandomNumberGenerator()
        let cases: [(String, [UInt8])] = [
            ("random.storyboard", Self.bytes("<tabBarController>") + (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }),
            ("deep.storyboard", Self.bytes("<tabBarController id=\"t\">" + String(repeating: "<a>", count: 200_000))),
            ("unterminated.storyboard", Self.bytes("<tabBarController id=\"t\"><connections><segue kind=\"relationship\" relationship=\"viewControllers\" destination=\"")),
            // A storyboard reference to itself, in a loop.
            ("Loop.storyboard", Self.bytes("""
            <document initialViewController="p"><tabBarController id="t"><connections><segue kind="relationship" relationship="viewControllers" destination="p"/></connections></tabBarController>
            <viewControllerPlaceholder id="p" storyboardName="Loop"/></document>
            """)),
            ("controls.storyboard", Self.bytes("<tabBarController id=\"t\"><connections><segue kind=\"relationship\" relationship=\"viewControllers\" destination=\"v\"/></connections></tabBarController><viewController id=\"v\"><tabBarItem key=\"tabBarItem\" title=\"a&#10;tab x &#27;[31m&#8238;\" image=\"&quot;#\"/></viewController>")),
        ]
        for (name, bytes) in cases {
            let folder = root.appendingPathComponent(name + ".d")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            let r = try Tool.tablint(["import"], in: folder, timeout: 30)
            #expect(!r.crashed && (r.status == 0 || r.status == 1) && r.seconds < 20, "\(name): \(r)")
            #expect(!r.out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x202E }, "\(name): \(r)")
            #expect(r.status == 0 ? r.out.hasPrefix("# A draft") : r.err.contains("no tab view found"), "\(name): \(r)")
            // The controls must reach a draft to show they are escaped there.
            if name == "controls.storyboard" { #expect(r.status == 0 && r.out.contains("tab "), "\(name): \(r)") }
        }
    }
}
