import Foundation
import Testing
@testable import TablintImport

// Reading on demand (OnDemand.swift): the command parses a helper file only
// when the reading asks for a name it declares. What it drafts is what the
// reading of every file drafts: each `Fixtures/Drafts/NAME/` folder both ways,
// and through the executable a class reached only as `Type.shared.method()`.
@Suite("import: reading on demand") struct OnDemandTests {
    static func draft(_ result: ImportResult) -> String {
        guard let view = result.draftedView else { return "no tab view\n" }
        var facts = DraftFacts()
        facts.others = result.views.filter { $0.place != view.place }
        facts.notes = result.notes
        return String(decoding: DraftWriter.draft(view, facts: facts), as: UTF8.self)
    }

    @Test(arguments: ReaderTests.names("Drafts", ""))
    func onDemandDraftsAsEveryFileDoes(_ name: String) throws {
        let (files, keys) = try ReaderTests.draftInputs(name)
        let every = Importer.read(files, tableKeys: keys)
        let onDemand = Importer.readOnDemand(files, tableKeys: keys)
        #expect(Self.draft(onDemand) == Self.draft(every), "\(name)")
        #expect(onDemand.views.map(\.listing) == every.views.map(\.listing), "\(name)")
    }

    @Test func aHelperFileIsParsedOnlyWhenANameItDeclaresIsAskedFor() {
        let files = [
            SwiftFile(path: "Root.swift", bytes: Array("struct Root: View { var body: some View { TabView { Text(L10n.home).tabItem { Text(L10n.home) } } } }".utf8)),
            SwiftFile(path: "L10n.swift", bytes: Array("enum L10n { static let home = \"Home\" }".utf8)),
            // A string left open: reading this file would add a note.
            SwiftFile(path: "Unused.swift", bytes: Array("struct Unused { let x = \"1 }".utf8)),
        ]
        let selection = Prefilter.selection(files)
        #expect(selection.kept == [0, 1, 2])
        #expect(selection.first == [0])
        let log = NameLog()
        log.note("L10n.home")
        let asked = log.declaredHashes
        #expect(selection.declared[1].contains(where: asked.contains))
        #expect(!selection.declared[2].contains(where: asked.contains))
        // The reading itself: the constant's file is read (its title found), the unused one never is.
        let onDemand = Importer.readOnDemand(files)
        let every = Importer.read(files)
        #expect(onDemand.views.first?.allTabs.map(\.title) == [.key("Home")])
        #expect(every.notes.contains { $0.hasPrefix("Unused.swift:") }, "\(every.notes)")
        #expect(!onDemand.notes.contains { $0.hasPrefix("Unused.swift:") }, "\(onDemand.notes)")
    }

    /// An enum's cases come from its first declaration by path: the enum found to hold a tab list's
    /// cases is noted with that declaration's file, and only the files before it that declare the
    /// name are read (a file after it cannot change the answer); a name looked up brings in every one.
    @Test func aNameWhoseFirstDeclarationCountsBringsInOnlyTheFilesBeforeIt() {
        let files = [
            SwiftFile(path: "A.swift", bytes: Array("struct Settings { enum Tab { case general } }".utf8)),
            SwiftFile(path: "B.swift", bytes: Array("enum Tab { case home, search }".utf8)),
            SwiftFile(path: "C.swift", bytes: Array("struct Profile { enum Tab { case posts } }".utf8)),
            SwiftFile(path: "D.swift", bytes: Array("struct Other { }".utf8)),
        ]
        let selection = Prefilter.selection(files)
        let first = NameLog()
        first.noteFirst("Tab", before: 1)
        first.noteFirst("Tab", before: 2)   // the earliest declaration noted counts
        #expect(Importer.joining(selection, files, chosen: [1], log: first) == [0])
        let every = NameLog()
        every.note("Tab")
        #expect(Importer.joining(selection, files, chosen: [1], log: every) == [0, 2])
        #expect(Importer.joining(selection, files, chosen: [1], log: NameLog()) == [])
    }

    /// The factory's file names no tab construct and no holder: only the
    /// reading's question for `ScreenFactory` brings it in (the prefilter's
    /// helper rounds left a singleton's chain out, so the command found no tabs).
    @Test func aClassReachedOnlyThroughItsSharedInstanceIsRead() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import UIKit

        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = ScreenFactory.shared.makeScreens()
            }
        }

        """.write(to: root.appendingPathComponent("MainTabBarController.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit

        final class ScreenFactory {
            static let shared = ScreenFactory()

            func makeScreens() -> [UIViewController] {
                let home = HomeViewController()
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                let search = SearchViewController()
                search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
                return [home, search]
            }
        }

        """.write(to: root.appendingPathComponent("ScreenFactory.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(ImportFamilyTests.tabs(r.out) == ["tab home \"Home\"", "tab search \"Search\""], "\(r)")
        #expect(r.out.contains("icon \"magnifyingglass\""), "\(r)")
    }
}
