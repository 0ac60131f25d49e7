// Which tab view is drafted when a storyboard's tab bar and the code's
// both exist: the code wins where it replaces the storyboard's controllers
// or where nothing starts the storyboard's scene.

import Foundation
import Testing
@testable import TablintImport

@Suite("import: a storyboard's tab bar beside the code's")
struct StoryboardChoiceTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// A tab bar scene `ID` of two tabs (Shelf and Cart), with `ATTRIBUTES` written into its element.
    static func tabBarScenes(id: String, attributes: String = "") -> String {
        """
          <tabBarController id="\(id)"\(attributes)><connections>
            <segue kind="relationship" relationship="viewControllers" destination="a"/>
            <segue kind="relationship" relationship="viewControllers" destination="b"/>
          </connections></tabBarController>
          <viewController id="a"><tabBarItem key="tabBarItem" title="Shelf" id="i1"/></viewController>
          <viewController id="b"><tabBarItem key="tabBarItem" title="Cart" id="i2"/></viewController>
        """
    }

    /// A tab bar scene of two tabs, of class `CLASS` when given.
    static func board(customClass: String?) -> StoryboardFile {
        let type = customClass.map { " customClass=\"\($0)\"" } ?? ""
        return StoryboardFile(path: "Main.storyboard", bytes: bytes("""
        <document initialViewController="bar"><scenes>
        \(tabBarScenes(id: "bar", attributes: type))
        </scenes></document>
        """))
    }

    static let code = [SwiftFile(path: "Tabs.swift", bytes: bytes("""
    import UIKit
    class Tabs: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Lists", image: UIImage(systemName: "list.bullet"), tag: 0)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 1)
            setViewControllers([first, second], animated: false)
        }
    }
    """))]

    static func titles(_ result: ImportResult) -> [String] {
        (result.draftedView?.allTabs ?? []).map { tab in
            switch tab.title { case .key(let t, _), .plain(let t), .unknown(let t): return t }
        }
    }

    @Test func aClassThatSetsItsOwnControllersWinsOverItsScene() {
        let read = Importer.read(Self.code)
        let started = Importer.adding(storyboards: [Self.board(customClass: "Tabs")], to: read, swift: Self.code,
                                      entries: StoryboardEntries(mainStoryboards: ["Main"]))
        #expect(started.draftedView?.kind == .controller)
        #expect(Self.titles(started) == ["Lists", "Account"])
        #expect(!started.views.contains { $0.kind == .storyboard })
    }

    @Test func aSceneNothingStartsYieldsToTheCodesViewOfAsManyTabs() {
        let read = Importer.read(Self.code)
        let listed = Importer.adding(storyboards: [Self.board(customClass: nil)], to: read, swift: Self.code, entries: StoryboardEntries())
        #expect(listed.views.map(\.kind).sorted { "\($0)" < "\($1)" } == [.controller, .storyboard])
        #expect(listed.draftedView?.kind == .controller)
        // Started as the main storyboard's initial scene, it is the app's.
        let started = Importer.adding(storyboards: [Self.board(customClass: nil)], to: read, swift: Self.code,
                                      entries: StoryboardEntries(mainStoryboards: ["Main"]))
        #expect(started.draftedView?.kind == .storyboard)
    }

    /// The app starts in a sign-in scene (a navigation controller and its root) whose class presents the
    /// code's tab bar; a tab bar scene that another screen instantiates by its identifier comes later.
    @Test func theInitialScenesClassLeadsToTheCodesView() {
        let board = StoryboardFile(path: "Main.storyboard", bytes: Self.bytes("""
        <document initialViewController="nav"><scenes>
          <navigationController id="nav"><connections>
            <segue kind="relationship" relationship="rootViewController" destination="gate"/>
          </connections></navigationController>
          <viewController id="gate" customClass="Gate"/>
        \(Self.tabBarScenes(id: "later", attributes: " storyboardIdentifier=\"extras\""))
        </scenes></document>
        """))
        let swift = Self.code + [
            SwiftFile(path: "Delegate.swift", bytes: Self.bytes("""
            import UIKit
            @main class Delegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
            """)),
            SwiftFile(path: "Gate.swift", bytes: Self.bytes("""
            import UIKit
            final class Gate: UIViewController {
                func signedIn() { present(Tabs(), animated: true) }
            }
            """)),
            SwiftFile(path: "Shelf.swift", bytes: Self.bytes("""
            import UIKit
            final class ShelfScreen: UIViewController {
                func more() { show(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "extras"), sender: nil) }
            }
            """)),
        ]
        let scenes = StoryboardReader.initialSceneClasses([board], main: ["Main"])
        #expect(scenes == ["Gate"])
        let entries = StoryboardEntries(mainStoryboards: ["Main"])
        let read = Importer.readOnDemand(swift, walksEntry: true, scenes: scenes)
        #expect(read.draftedIsReachedFromScene)
        let chosen = Importer.adding(storyboards: [board], to: read, swift: swift, entries: entries)
        #expect(chosen.draftedView?.kind == .controller)
        #expect(Self.titles(chosen) == ["Lists", "Account"])
        // Without the walk from the scene, the instantiated scene stands for the start.
        let unwalked = Importer.adding(storyboards: [board], to: Importer.readOnDemand(swift, walksEntry: true), swift: swift, entries: entries)
        #expect(unwalked.draftedView?.kind == .storyboard)
    }

    /// A library's sample app kept beside the app (`Pager/Example/`) starts in its own main storyboard's tab bar;
    /// the app's entry reaches the code's tab bar controller, which is drafted. Outside a sample folder, the
    /// storyboard the app starts in wins, as above.
    @Test func aSampleAppsStoryboardYieldsToTheViewTheEntryReaches() {
        let swift = Self.code + [SwiftFile(path: "App/Delegate.swift", bytes: Self.bytes("""
            import UIKit
            @main class Delegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = Tabs() }
            }
            """))]
        let read = Importer.readOnDemand(swift, walksEntry: true)
        #expect(read.draftedIsReached)
        func board(_ path: String) -> StoryboardFile {
            StoryboardFile(path: path, bytes: Self.bytes("""
            <document initialViewController="bar"><scenes>
            \(Self.tabBarScenes(id: "bar"))
            </scenes></document>
            """))
        }
        let entries = StoryboardEntries(mainStoryboards: ["Main"])
        let sample = Importer.adding(storyboards: [board("Pager/Example/Base.lproj/Main.storyboard")], to: read, swift: swift, entries: entries)
        #expect(sample.draftedView?.kind == .controller)
        #expect(Self.titles(sample) == ["Lists", "Account"])
        let own = Importer.adding(storyboards: [board("App/Base.lproj/Main.storyboard")], to: read, swift: swift, entries: entries)
        #expect(own.draftedView?.kind == .storyboard)
        #expect(Importer.isSampleApp("Vendor/PagerDemo/Main.storyboard") && !Importer.isSampleApp("App/Examples.storyboard"))
    }
}
