import Testing
@testable import TablintImport

// What a storyboard tab's controller code sets on the item the bar shows
// (docs/import.md, "Storyboards"): the navigation controller's item set by
// its root (`navigationController?.tabBarItem.title =`), a storyboard
// reference's item replaced by the code of the scene it stands for, and
// the tag that code gives (`Shelf.wicks.rawValue`) as the tab's id.
@Suite("import: storyboard items set in code") struct StoryboardContainerItemTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    static func nav(_ id: String, _ title: String, root: String) -> String {
        "<navigationController id=\"\(id)\"><tabBarItem key=\"tabBarItem\" title=\"\(title)\" image=\"pic\" id=\"i\(id)\"/>"
            + "<connections><segue kind=\"relationship\" relationship=\"rootViewController\" destination=\"\(root)\"/></connections></navigationController>"
    }

    static let board = """
    <document initialViewController="bar"><scenes>
      <tabBarController id="bar"><connections>
        <segue kind="relationship" relationship="viewControllers" destination="n0"/>
        <segue kind="relationship" relationship="viewControllers" destination="n1"/>
        <segue kind="relationship" relationship="viewControllers" destination="n2"/>
        <segue kind="relationship" relationship="viewControllers" destination="ref"/>
      </connections></tabBarController>
      \(nav("n0", "Oil", root: "r0"))
      <viewController id="r0"/>
      \(nav("n1", "Candles", root: "r1"))
      <viewController id="r1" customClass="CandlesController"/>
      \(nav("n2", "Lantern", root: "r2"))
      <viewController id="r2" customClass="LampsController"/>
      <viewControllerPlaceholder storyboardName="Wicks" id="ref"><tabBarItem key="tabBarItem" title="Item" id="iref"/></viewControllerPlaceholder>
    </scenes></document>
    """

    /// The referenced storyboard's initial navigation controller has no item of its own.
    static let wicks = """
    <document initialViewController="wn"><scenes>
      <navigationController id="wn"><connections><segue kind="relationship" relationship="rootViewController" destination="wr"/></connections></navigationController>
      <viewController id="wr" customClass="WicksController"/>
    </scenes></document>
    """

    static let swift = """
    import UIKit
    enum Shelf: Int { case oil, candles, lamps, wicks }
    // Only its own title, when it loads: the navigation controller's titled item stays.
    final class CandlesController: UIViewController {
        override func awakeFromNib() { super.awakeFromNib(); navigationController?.tabBarItem.tag = 2 }
        override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("candles.title", comment: "") }
    }
    // The navigation controller's own item, set when the storyboard makes the root.
    final class LampsController: UIViewController {
        override func awakeFromNib() {
            super.awakeFromNib()
            navigationController?.tabBarItem.tag = Shelf.lamps.rawValue
            navigationController?.tabBarItem.title = NSLocalizedString("lamps.tab", comment: "")
            navigationController?.tabBarItem.image = UIImage(named: "lamp")
        }
    }
    // The root's own item, in a scene that gives none: the reference's placeholder item yields to it.
    final class WicksController: UIViewController {
        override func awakeFromNib() {
            super.awakeFromNib()
            tabBarItem.tag = Shelf.wicks.rawValue
            tabBarItem.title = NSLocalizedString("wicks.tab", comment: "")
            tabBarItem.image = UIImage(named: "wick")
        }
    }
    """

    @Test func codeSetsTheItemTheBarShows() throws {
        let result = Importer.adding(storyboards: [StoryboardFile(path: "Base.lproj/Main.storyboard", bytes: Self.bytes(Self.board)),
                                                   StoryboardFile(path: "Base.lproj/Wicks.storyboard", bytes: Self.bytes(Self.wicks))],
                                     to: Importer.read([]), swift: [SwiftFile(path: "Screens.swift", bytes: Self.bytes(Self.swift))],
                                     entries: StoryboardEntries())
        let view = try #require(result.draftedView)
        let tabs = view.allTabs
        #expect(tabs.map(\.title) == [.plain("Oil"), .plain("Candles"), .key("lamps.tab"), .key("wicks.tab")], "\(tabs)")
        #expect(tabs.map(\.image) == ["pic", "pic", "lamp", "wick"])
        // A tag that names a case is the id; a number is not, and the id is made from the title.
        #expect(tabs.map(\.id) == ["oil", "candles", "lamps", "wicks"])
        #expect(tabs[2].notes.contains { $0.hasPrefix("the title is set in code on the navigation controller that holds the tab's root, at Screens.swift:") }, "\(tabs[2].notes)")
        #expect(tabs[1].notes.contains { $0.hasPrefix("the tab's navigation root retitles it when it first shows") }, "\(tabs[1].notes)")
        // Two ids are made from titles: the header says so.
        #expect(view.notes.contains("a storyboard gives its tabs no ids: each id is made from the tab's title"))
    }
}
