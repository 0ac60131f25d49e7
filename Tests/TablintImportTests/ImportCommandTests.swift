import Foundation
import Testing

/// The command's contract through the executable: the walk, `--list`,
/// `--view`, `--output` and `--force`, standard input, the exit statuses and
/// their messages, escaping, and hostile inputs.
@Suite("import: the command") struct ImportCommandTests {
    static let twoViews = """
    import SwiftUI
    struct PhoneRoot: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("a") }
                Tab("Search", systemImage: "magnifyingglass") { Text("b") }
                Tab("Up Next", systemImage: "list.bullet") { Text("c") }
            }
        }
    }
    struct SettingsRoot: View {
        var body: some View {
            TabView {
                Text("g").tabItem { Label("General", systemImage: "gear") }.tag("general")
                Text("a").tabItem { Label("Advanced", systemImage: "slider.horizontal.3") }.tag("advanced")
            }
        }
    }

    """

    @Test func listPrintsEveryTabViewBestFirst() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.twoViews.write(to: root.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import", "--list"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.lines == ["Views.swift:4: TabView PhoneRoot: 3 tabs (swiftui-tab)",
                            "Views.swift:13: TabView SettingsRoot: 2 tabs (swiftui-tabitem)"], "\(r)")
    }

    @Test func theDraftIsOfTheFirstAndNamesTheOthers() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.twoViews.write(to: root.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("# Also found: TabView SettingsRoot at Views.swift:13 (2 tabs): --view Views.swift:13\n"), "\(r)")
        #expect(r.out.contains("tab upNext \"Up Next\" { # Views.swift:7\n    # import: id made from the title\n"), "\(r)")
        #expect(r.out.contains("# import: the app does not translate this title") == false, "a Tab literal is a key")
        let byName = try Tool.tablint(["import", "--view", "SettingsRoot"], in: root)
        let byPlace = try Tool.tablint(["import", "--view", "Views.swift:13"], in: root)
        #expect(byName.status == 0 && byName.out == byPlace.out, "\(byName)\n\(byPlace)")
        #expect(ImportFamilyTests.tabs(byName.out) == ["tab general \"General\"", "tab advanced \"Advanced\""], "\(byName)")
        let none = try Tool.tablint(["import", "--view", "Nope"], in: root)
        #expect(none.status == 2)
        #expect(none.err.contains("no tab view matches --view Nope") && none.err.contains("Views.swift:4: TabView PhoneRoot: 3 tabs"), "\(none)")
    }

    @Test func nothingFoundExitsOneAndSaysWhatWasLookedFor() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try "struct A { var tab = 1 }\n".write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "struct B {}\n".write(to: root.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        for args in [["import"], ["import", "--list"]] {
            let r = try Tool.tablint(args, in: root)
            #expect(r.status == 1 && r.out.isEmpty, "\(r)")
            #expect(r.err.contains("no tab view found in 2 Swift files") && r.err.contains("TabView, Tab, .tabItem, UITabBarController and UITab"), "\(r)")
        }
    }

    @Test func aTabBarWhoseTabsCannotBeReadIsDraftedWithANote() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = """
        import UIKit
        final class Shell {
            let bar = UITabBarController()
            func start(_ children: [Child]) { bar.viewControllers = children.map { $0.root } }
        }

        """
        try swift.write(to: root.appendingPathComponent("Shell.swift"), atomically: true, encoding: .utf8)
        let listed = try Tool.tablint(["import", "--list"], in: root)
        #expect(listed.status == 0 && listed.lines == ["Shell.swift:4: UITabBarController Shell: 0 tabs (uikit-tabbaritem)"], "\(listed)")
        let drafted = try Tool.tablint(["import", "--output", "Design/App.tabs"], in: root)
        #expect(drafted.status == 0 && drafted.out.isEmpty, "\(drafted)")
        #expect(drafted.err == "tablint: wrote Design/App.tabs: 0 tabs from UITabBarController Shell (Shell.swift:4)\n", "\(drafted)")
        let draft = Tool.read(root.appendingPathComponent("Design/App.tabs"))
        #expect(draft.contains("# import: the controllers given at Shell.swift:4 could not be read: children.map { $0.root }"), "\(draft)")
    }

    @Test func theWalkSkipsTestsBuildAndHiddenFolders() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let tabView = "struct V { var body: some View { TabView { Tab(\"A\", systemImage: \"a\") {}; Tab(\"B\", systemImage: \"b\") {} } } }\n"
        for folder in ["AppTests", "AppUITests", ".hidden", ".build", "Pods", "Carthage", "DerivedData", "node_modules"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try tabView.write(to: root.appendingPathComponent(folder + "/V.swift"), atomically: true, encoding: .utf8)
        }
        let r = try Tool.tablint(["import", "--list"], in: root)
        #expect(r.status == 1 && r.err.contains("in 0 Swift files"), "\(r)")
    }

    @Test func outputIsRefusedWhenItExistsUnlessForced() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.twoViews.write(to: root.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        try "keep me\n".write(to: root.appendingPathComponent("App.tabs"), atomically: true, encoding: .utf8)
        let refused = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(refused.status == 2 && refused.err.contains("App.tabs exists; pass --force"), "\(refused)")
        #expect(Tool.read(root.appendingPathComponent("App.tabs")) == "keep me\n")
        let forced = try Tool.tablint(["import", "--output", "App.tabs", "--force"], in: root)
        #expect(forced.status == 0 && forced.out.isEmpty, "\(forced)")
        #expect(Tool.read(root.appendingPathComponent("App.tabs")).hasPrefix("# A draft by `tablint import`"))
    }

    @Test func badArgumentsAndUnreadablePathsExitTwo() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        for args in [["import", "--bogus"], ["import", "missing.swift"], ["import", "--force"], ["import", "--list", "--output", "x.tabs"]] {
            let r = try Tool.tablint(args, in: root)
            #expect(r.status == 2 && r.out.isEmpty && r.err.hasPrefix("tablint: error: "), "\(args): \(r)")
        }
    }

    @Test func standardInputIsNamedByStdinFilename() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try Tool.tablint(["import", "-", "--stdin-filename", "App/Root.swift"], in: root, stdin: Array(Self.twoViews.utf8))
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("tab home \"Home\" { # App/Root.swift:5\n"), "\(r)")
    }

    /// A title holding a newline, quotes, `#` and control characters stays
    /// inside its string; a comment cannot be broken out of.
    @Test func untrustedTextStaysInert() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = "struct V { var body: some View { TabView {\n"
            + "Tab(\"Evil\\\"\\n}\\ntab x \\\"y\\\" # \\u{7}\\u{2028}\", systemImage: \"a\\nb\", value: \"v\\n\\u{1b}[31m\") {}\n"
            + "Tab(\"Plain\", systemImage: \"p\") {}\n} } }\n"
        try swift.write(to: root.appendingPathComponent("Evil\nName.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(!draft.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x2028 || $0.value == 0x1B }, "\(draft)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(!check.out.contains("syntax-error"), "\(check)\n\(draft)")
        // Exactly the two tabs, whatever the title held.
        #expect(ImportFamilyTests.tabs(draft).count == 2, "\(draft)")
        #expect(try Tool.tablint(["format", "--check", "App.tabs"], in: root).status == 0)
    }

    /// Every input that once made the fuzz target fail (`Fuzz/regressions/import/`) ends with a draft or a note.
    @Test func fuzzRegressionsEndCleanly() throws {
        let folder = Tool.packageRoot.appendingPathComponent("Fuzz/regressions/import")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty)
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in names {
            // As the harness reads it: the first half, the second half, and the whole, as three files.
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let inputs = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
            try Data(bytes[..<(bytes.count / 2)]).write(to: inputs.appendingPathComponent("A.swift"))
            try Data(bytes[(bytes.count / 2)...]).write(to: inputs.appendingPathComponent("B.swift"))
            try Data(bytes).write(to: inputs.appendingPathComponent("C.swift"))
            let r = try Tool.tablint(["import"], in: inputs, timeout: 30)
            #expect(!r.crashed && (r.status == 0 || r.status == 1), "\(name): \(r)")
        }
    }

    /// Hostile inputs each end quickly with a draft or a clear note.
    @Test func hostileInputsEndQuickly() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = SystemRandomNumberGenerator()
        let cases: [(String, [UInt8])] = [
            ("random.swift", (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }),
            ("nested.swift", Array(("TabView { Tab(\"A\", systemImage: \"a\") {}\n" + String(repeating: "(", count: 10_000) + String(repeating: "[{", count: 5_000)).utf8)),
            ("comments.swift", Array(String(repeating: "/*", count: 10_000).utf8)),
            ("interpolation.swift", Array(("let s = \"" + String(repeating: "\\(\"", count: 10_000)).utf8)),
            ("unterminated.swift", Array("TabView { Tab(\"Home\", systemImage: \"house\") { Text(\"\"\"\n abc \\(\"".utf8)),
            ("regex.swift", Array(("let r = /a\\/b/; let q = #/x\"y/#\n" + String(repeating: "/ ", count: 100_000) + "\nTabView { Tab(\"R\", systemImage: \"r\") {} }").utf8)),
            ("invalid.swift", [0x54, 0x61, 0x62, 0x56, 0x69, 0x65, 0x77, 0x20, 0x7B, 0x20, 0x54, 0x61, 0x62, 0x28, 0x22, 0xFF, 0xC0, 0x22, 0x29, 0x20, 0x7B, 0x7D, 0x20, 0x7D]),
        ]
        for (name, bytes) in cases {
            let folder = root.appendingPathComponent(name + ".d")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            let r = try Tool.tablint(["import"], in: folder, timeout: 30)
            #expect(!r.crashed && (r.status == 0 || r.status == 1), "\(name): \(r)")
            #expect(r.status == 0 ? r.out.hasPrefix("# A draft") : r.err.contains("no tab view found"), "\(name): \(r)")
        }
        // A file over 16 MiB is skipped with a note.
        let big = root.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        let line = Array("TabView { Tab(\"Home\", systemImage: \"house\") { Text(\"x\") } }\n".utf8)
        try Data((0..<(20_000_000 / line.count + 1)).flatMap { _ in line }).write(to: big.appendingPathComponent("Big.swift"))
        let r = try Tool.tablint(["import"], in: big, timeout: 30)
        #expect(r.status == 1 && r.err.contains("Big.swift skipped: it is over 16 MiB"), "\(r)")
    }
}
