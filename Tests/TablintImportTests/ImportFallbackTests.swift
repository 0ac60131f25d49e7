import Foundation
import Testing

/// When the bar's own tabs cannot be read (docs/import.md), through the
/// executable, which reads files on demand: the enum and the type that
/// sets its cases are in files no tab construct names.
@Suite("import: tabs drafted from other evidence") struct ImportFallbackTests {
    static let delegate = """
    import UIKit
    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    """

    static func shelf(_ enumName: String) -> (bar: String, kinds: String) {
        let kinds = """
        enum \(enumName): Int {
            case reading
            case finished
            case wishlist
        }

        """
        let bar = """
        import UIKit
        final class ShelfTabBarController: UIViewController {
            let strip = ShelfStrip()
            init() {
                super.init(nibName: nil, bundle: nil)
                strip.tabs = [.wishlist, .reading, .finished]
            }
            required init?(coder: NSCoder) { nil }
        }
        final class ShelfStrip: UIView {
            var tabs: [\(enumName)] = []
        }

        """
        return (bar, kinds)
    }

    func write(_ files: [String: String], in root: URL) throws {
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    @Test func aBarOfAssignedCasesIsDraftedWithANoteAndExitsZero() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let (bar, kinds) = Self.shelf("ShelfTab")
        try write(["AppDelegate.swift": Self.delegate, "ShelfTab.swift": kinds, "ShelfTabBarController.swift": bar], in: root)
        let listed = try Tool.tablint(["import", "--list"], in: root)
        #expect(listed.status == 0 && listed.lines == ["ShelfTabBarController.swift:6: enum ShelfTab: 3 tabs (enum-switch)"], "\(listed)")
        let drafted = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(drafted.status == 0 && drafted.err == "tablint: wrote App.tabs: 3 tabs from enum ShelfTab (ShelfTabBarController.swift:6)\n", "\(drafted)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("# import: no tab view was found: these are the cases of enum ShelfTab at ShelfTab.swift:1 that ShelfTabBarController sets as its tabs at ShelfTabBarController.swift:6, in that order"), "\(draft)")
        let ids = draft.split(separator: "\n").filter { $0.hasPrefix("tab ") }.map { $0.split(separator: " ")[1] }
        #expect(ids == ["wishlist", "reading", "finished"], "\(draft)")
    }

    @Test func aFiltersEnumSetTheSameWayStaysNoTabView() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let (bar, kinds) = Self.shelf("ShelfFilterTab")
        try write(["AppDelegate.swift": Self.delegate, "ShelfFilterTab.swift": kinds, "ShelfTabBarController.swift": bar], in: root)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 1 && r.out.isEmpty && r.err.contains("no tab view found in 3 Swift files"), "\(r)")
    }
}
