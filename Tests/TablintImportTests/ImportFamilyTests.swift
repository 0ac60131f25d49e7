import Foundation
import Testing

/// Each family of tab code, in the shapes apps write it: `import` drafts
/// the file, `check` finds no error in it, `format` changes nothing, and
/// `generate swift` gives code that compiles against the stand-in SwiftUI.
@Suite("import: the four families", .serialized) struct ImportFamilyTests {
    /// `tab ID "TITLE"` headers, in order (sections' tabs included).
    static func tabs(_ draft: String) -> [String] {
        draft.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("tab ") }
            .map { line in
                let end = line.range(of: " {")?.lowerBound ?? line.range(of: " #")?.lowerBound ?? line.endIndex
                return String(line[..<end])
            }
    }

    /// The lines of the block that starts with `header` (up to its closing brace).
    static func block(_ draft: String, _ header: String) -> [String] {
        let lines = draft.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(header) }) else { return [] }
        if lines[start].contains("} #") || lines[start].hasSuffix("}") { return [lines[start]] }
        return Array(lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("}") }).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Imports the fixture into `App.tabs`, checks, formats and generates it; returns the draft.
    static func importChecked(_ fixture: String, type: String, into folder: URL, generated: inout [URL]) throws -> String {
        let root = try Tool.sandbox(fixture)
        defer { try? FileManager.default.removeItem(at: root) }
        let imported = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(imported.status == 0, "\(imported)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        // The same inputs give the same bytes.
        let again = try Tool.tablint(["import"], in: root)
        #expect(again.out == draft, "\(fixture): a second import differs")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(check.status == 0 && !check.out.contains("syntax-error"), "\(fixture): \(check)\n\(draft)")
        let format = try Tool.tablint(["format", "--check", "App.tabs"], in: root)
        #expect(format.status == 0, "\(fixture): \(format)")
        let output = folder.appendingPathComponent("\(type).swift")
        let generate = try Tool.tablint(["generate", "swift", "--type", type, "--output", output.path, "App.tabs"], in: root)
        #expect(generate.status == 0, "\(fixture): \(generate)")
        generated.append(output)
        return draft
    }

    @Test func everyFamilyImportsChecksAndCompiles() throws {
        var generated: [URL] = []
        let folder = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }

        // 1. SwiftUI `Tab` and `TabSection`: modifiers, the search role, an action from onChange, a catalog.
        let swiftUI = try Self.importChecked("SwiftUITab", type: "ReaderTab", into: folder, generated: &generated)
        #expect(Self.tabs(swiftUI) == ["tab feed \"Feed\"", "tab inbox \"Inbox\"", "tab compose \"New Post\"", "tab search \"Search\"",
                                       "tab saved \"Saved\"", "tab history \"History\"", "tab downloads \"Downloads\""], "\(swiftUI)")
        #expect(Self.block(swiftUI, "tab feed").contains("placement pinned"))
        #expect(Self.block(swiftUI, "tab compose").contains("role action"), "\(swiftUI)")
        #expect(Self.block(swiftUI, "tab compose").contains { $0.hasPrefix("# import: an action tab") && $0.contains("App/RootView.swift:") })
        #expect(Self.block(swiftUI, "tab search").contains("role search"))
        #expect(Self.block(swiftUI, "tab downloads").contains("platforms mac"))
        #expect(Self.block(swiftUI, "section library").contains("placement sidebarOnly"))
        #expect(swiftUI.contains("    strings \"App/Localizable.xcstrings\"\n"))
        #expect(swiftUI.contains("    style sidebarAdaptable\n"))
        #expect(swiftUI.contains("    selected feed\n"))
        #expect(swiftUI.contains("tab feed \"Feed\" { # App/RootView.swift:11\n"))

        // 2. `.tabItem` with `.tag`: a wrapper around NSLocalizedString, String(localized:), a flag.
        let tabItem = try Self.importChecked("TabItem", type: "PlannerTab", into: folder, generated: &generated)
        #expect(Self.tabs(tabItem) == ["tab _0 \"tab.today\"", "tab _1 \"Plans\"", "tab _2 \"tab.stats\"", "tab _3 \"tab.settings\""], "\(tabItem)")
        #expect(Self.block(tabItem, "tab _0").contains("# import: id made from \"0\""))
        #expect(Self.block(tabItem, "tab _2").contains("when showsStats"), "\(tabItem)")
        #expect(Self.block(tabItem, "tab _2").contains("# import: when showsStats"), "\(tabItem)")
        #expect(tabItem.contains("    strings \".\"\n"))

        // 3. A tab enum: `switch self` titles through SwiftGen's L10n, a static array's order.
        let tabEnum = try Self.importChecked("TabEnum", type: "HomeTab", into: folder, generated: &generated)
        #expect(Self.tabs(tabEnum) == ["tab podcasts \"tabs.podcasts\"", "tab discover \"tabs.discover\"", "tab filters \"filters.title\"",
                                       "tab profile \"tabs.profile\""], "\(tabEnum)")
        #expect(tabEnum.contains("tab discover \"tabs.discover\" { icon \"safari\" } # Sources/AppTab.swift:4\n"))
        #expect(tabEnum.contains("    selected podcasts\n"))

        // 4. UIKit: viewControllers' order, UITabBarItem forms, a system item, shouldSelect returning false.
        let uiKit = try Self.importChecked("UIKit", type: "MainTab", into: folder, generated: &generated)
        #expect(Self.tabs(uiKit) == ["tab home \"Home\"", "tab search \"Search\"", "tab compose \"Compose\"", "tab me \"Me\""], "\(uiKit)")
        #expect(Self.block(uiKit, "tab compose").contains("role action"))
        #expect(Self.block(uiKit, "tab search").contains("role search"))
        #expect(Self.block(uiKit, "tab me").contains("# import: the app does not translate this title"))
        #expect(uiKit.contains("# the system titles this tab and translates it\n"))

        // The generated code of every family compiles against the stand-in SwiftUI.
        guard let swiftc = Tool.swiftc else { Issue.record("swiftc not found: the generated code was not compiled"); return }
        let standIn = try Tool.standIn.get()
        let compiled = try Tool.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", standIn.path] + generated.map(\.path), timeout: 600)
        #expect(compiled.status == 0, "\(compiled)")
    }

    /// iOS 18's UITab: identifiers, a search tab the system titles, a group; an asset image (import only).
    @Test func uiTabGivesTabsAGroupAndTheSearchTab() throws {
        let root = try Tool.sandbox("UITab")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(Self.tabs(r.out) == ["tab listenNow \"Listen Now\"", "tab browse \"Browse\"", "tab search \"Search\"",
                                     "tab _0 \"Recently Added\"", "tab artists \"Artists\""], "\(r)")
        #expect(r.out.contains("tab browse \"Browse\" { image \"browse-tab\" } # SceneTabs.swift:8\n"))
        #expect(Self.block(r.out, "tab listenNow").contains("# import: id made from \"listen-now\""))
        #expect(r.out.contains("section library \"Library\" { # SceneTabs.swift:10\n"))
        // With a table holding its key, the system-titled search tab's suppression gives the reason (CHANGES.md, 2026-12-07).
        let lproj = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"Browse\" = \"Browse\";\n\"Search\" = \"Search\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let withTable = try Tool.tablint(["import"], in: root)
        #expect(withTable.out.contains("# tablint-disable-next-line untranslated-title -- the system translates the Search title\n"), "\(withTable)")
        let list = try Tool.tablint(["import", "--list"], in: root)
        #expect(list.lines == ["SceneTabs.swift:6: UITabBarController SceneTabController: 5 tabs (uikit-tab)"], "\(list)")
    }

    /// A `.tabs` file → `generate swift` → `import` of the Swift gives the same tabs:
    /// generating again from the draft gives the same Swift.
    @Test(arguments: ["Examples/IceCubes.tabs", "Examples/Reflect.tabs", "Tests/TablintImportTests/Fixtures/RoundTrip/Images.tabs"])
    func roundTripThroughGeneratedSwift(_ example: String) throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = Tool.packageRoot.appendingPathComponent(example)
        try FileManager.default.copyItem(at: source, to: root.appendingPathComponent("Original.tabs"))
        #expect(try Tool.tablint(["generate", "swift", "Original.tabs", "--output", "First.swift"], in: root).status == 0)
        let imported = try Tool.tablint(["import", "First.swift", "--output", "Back.tabs"], in: root)
        #expect(imported.status == 0, "\(imported)")
        let format = try Tool.tablint(["format", "--check", "Back.tabs"], in: root)
        #expect(format.status == 0, "\(format)")
        #expect(try Tool.tablint(["generate", "swift", "Back.tabs", "--output", "Second.swift"], in: root).status == 0)
        // The first two lines name the source file; the rest must agree.
        let first = Tool.read(root.appendingPathComponent("First.swift")).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
        let second = Tool.read(root.appendingPathComponent("Second.swift")).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
        let differing = zip(first, second).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(5).map { "\($0.offset + 4): \($0.element.0) | \($0.element.1)" }
        #expect(first.count == second.count && differing.isEmpty, "\(differing.joined(separator: "\n"))\n\(Tool.read(root.appendingPathComponent("Back.tabs")))")
    }
}
