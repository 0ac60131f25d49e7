import Foundation
import Testing

/// `when` in the generated Swift, through the real executable: the code is
/// generated, compiled against the stand-in SwiftUI (`-warnings-as-errors`,
/// complete concurrency checking) and run. The tab view shows a conditional
/// tab while its condition holds and leaves it out (no `.hidden`) when it
/// goes away; the selection getter then falls back to the launch tab when it
/// is shown, else to the first shown selectable tab, without writing back.
@Suite("Conditional tabs in generated Swift") struct ConditionalTabViewTests {
    /// `selected` names a conditional tab (a warning, not an error), so
    /// both branches of the fallback can be reached.
    static let tabs = """
        defaults {
            platforms iphone, tv
            selected upNext
        }
        tab upNext "Up Next" {
            icon "list.bullet"
            when upNextOnTabBar
        }
        tab home "Home" { icon "house" }
        tab livingRoom "Living Room" {
            icon "tv"
            platforms tv
            when livingRoomMode
        }
        section account "Account" {
            when signedIn
            dynamic id
            tab inbox "Inbox" { icon "tray" }
            tab lab "Lab" {
                icon "flask"
                when betaUser
            }
        }
        tab settings "Settings" { icon "gear" }

        """

    /// Prints what the view shows (tabs, sections and items, by id and
    /// whether they are hidden), the selection it shows and the app's own.
    static let program = """
        import SwiftUI

        func describe(_ nodes: [_TabNode]) -> String {
            nodes.map { node in
                let value = (node.value?.base as? AppTabSelection)?.rawValue ?? node.customizationID ?? "?"
                let hidden = node.hidden == true ? "(hidden)" : ""
                return node.children.isEmpty ? value + hidden : value + hidden + "{" + describe(node.children) + "}"
            }.joined(separator: " ")
        }

        @MainActor func show(_ name: String, on platform: AppTab.Platform, given conditions: Set<AppTabCondition>, app: AppTabSelection) {
            let state = State(wrappedValue: app)
            let view = AppTabView(selection: state.projectedValue, platform: platform,
                                  items: [.account: [AppTabItem(id: "7", title: "Seven")]],
                                  onAction: { _ in }, conditions: conditions) { tab in
                Text(tab.titleKey)
            } itemContent: { _, item in
                Text(item.title)
            }
            let probe = _tabView(in: view)
            print("\\(name): shows \\(describe(probe._tabs)); selection \\((probe._selection.base as? AppTabSelection)?.rawValue ?? "?"); app \\(state.wrappedValue.rawValue)")
        }

        @MainActor func showPlain(_ name: String, given conditions: Set<AppTabCondition>, app: AppTab) {
            let state = State(wrappedValue: app)
            let view = AppTabView(selection: state.projectedValue, platform: .iphone, onAction: { _ in }, conditions: conditions) { tab in
                Text(tab.titleKey)
            }
            let probe = _tabView(in: view)
            print("\\(name): shows \\(describe(probe._tabs)); selection \\((probe._selection.base as? AppTabSelection)?.rawValue ?? "?"); app \\(state.wrappedValue.rawValue)")
            probe._tap(AnyHashable(AppTabSelection.tab(.settings)))
            print("\\(name) after a tap: selection \\((probe._selection.base as? AppTabSelection)?.rawValue ?? "?"); app \\(state.wrappedValue.rawValue)")
        }

        print("conditions: \\(AppTabCondition.allCases.map(\\.rawValue))")
        print("upNext: \\(AppTab.upNext.conditions.map(\\.rawValue)); inbox: \\(AppTab.inbox.conditions.map(\\.rawValue)); lab: \\(AppTab.lab.conditions.map(\\.rawValue))")
        print("available none: \\(AppTab.available(given: [], on: .iphone).map(\\.rawValue))")
        print("available signedIn: \\(AppTab.available(given: [.signedIn], on: .iphone).map(\\.rawValue))")
        print("tabBar iphone: \\(AppTab.tabBar(on: .iphone).map(\\.rawValue))")
        print("launch: \\(AppTab.launch.rawValue)")
        show("all", on: .iphone, given: Set(AppTabCondition.allCases), app: .tab(.upNext))
        show("flag on", on: .iphone, given: [.upNextOnTabBar], app: .tab(.upNext))
        show("flag off", on: .iphone, given: [], app: .tab(.upNext))
        show("lab left out, launch shown", on: .iphone, given: [.upNextOnTabBar, .signedIn], app: .tab(.lab))
        show("item left out", on: .iphone, given: [.betaUser], app: .item(.account, id: "7"))
        show("item shown", on: .iphone, given: [.signedIn], app: .item(.account, id: "7"))
        show("tv mode on", on: .tv, given: [.livingRoomMode], app: .tab(.livingRoom))
        show("tv mode off", on: .tv, given: [], app: .tab(.livingRoom))
        showPlain("plain", given: [], app: .upNext)

        """

    @Test(arguments: ["5", "6"])
    func showsAConditionalTabAndFallsBackWhenItGoes(swiftVersion: String) throws {
        guard let swiftc = Toolchain.swiftc else { Issue.record(Comment(rawValue: Toolchain.noSwiftc)); return }
        let swiftUI = try Toolchain.standInSwiftUI.get()
        let directory = try Toolchain.temporaryDirectory("conditional-tab-view")
        let tabsFile = directory.appendingPathComponent("App.tabs")
        try Data(Self.tabs.utf8).write(to: tabsFile)
        let generated = directory.appendingPathComponent("App.tabs.swift")
        let r = try Toolchain.tablint(["generate", "swift", "--no-config", tabsFile.path, "--output", generated.path])
        #expect(r.status == 0, "\(r)")
        #expect(r.err.contains("conditional-selected"), "\(r)")
        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.program.utf8).write(to: main)
        let program = directory.appendingPathComponent("app")
        let compiled = try Toolchain.run(swiftc, ["-swift-version", swiftVersion, "-warnings-as-errors", "-strict-concurrency=complete",
                                                  "-I", swiftUI.path, "-L", swiftUI.path, "-lSwiftUI", generated.path, main.path, "-o", program.path])
        guard compiled.status == 0 else { throw TestFailure("the generated code did not compile (Swift \(swiftVersion)):\n\(compiled.err.prefix(6000))") }
        let ran = try Toolchain.run(program, [])
        #expect(ran.status == 0, "\(ran)")
        #expect(ran.lines == [
            "conditions: [\"upNextOnTabBar\", \"livingRoomMode\", \"signedIn\", \"betaUser\"]",
            "upNext: [\"upNextOnTabBar\"]; inbox: [\"signedIn\"]; lab: [\"betaUser\"]",
            "available none: [\"home\", \"settings\"]",
            "available signedIn: [\"home\", \"inbox\", \"settings\"]",
            "tabBar iphone: [\"upNext\", \"home\", \"inbox\", \"lab\", \"settings\"]",
            "launch: upNext",
            // Every condition: every tab of the platform, the section with its item.
            "all: shows upNext home account{inbox lab account/7} settings; selection upNext; app upNext",
            "flag on: shows upNext home settings; selection upNext; app upNext",
            // The flag goes away: the tab is left out (not hidden), the launch tab is not shown,
            // so the first shown selectable tab; the app's binding keeps its value.
            "flag off: shows home settings; selection home; app upNext",
            "lab left out, launch shown: shows upNext home account{inbox account/7} settings; selection upNext; app lab",
            // A tab with its own `when` shows its section while the section's condition does not hold; items do not.
            "item left out: shows home account{lab} settings; selection home; app account/7",
            "item shown: shows home account{inbox account/7} settings; selection account/7; app account/7",
            "tv mode on: shows home livingRoom settings; selection livingRoom; app livingRoom",
            "tv mode off: shows home settings; selection home; app livingRoom",
            "plain: shows home settings; selection home; app upNext",
            "plain after a tap: selection settings; app settings",
        ], "\(ran)")
    }

    /// Without `when` the output is what it was: no condition type, no parameter.
    @Test func aFileWithoutWhenGeneratesNoConditions() throws {
        let directory = try Toolchain.temporaryDirectory("conditional-none")
        let tabsFile = directory.appendingPathComponent("App.tabs")
        try Data(Self.tabs.replacingOccurrences(of: "when ", with: "# when ").replacingOccurrences(of: "selected upNext", with: "").utf8).write(to: tabsFile)
        let r = try Toolchain.tablint(["generate", "swift", "--no-config", tabsFile.path])
        #expect(r.status == 0, "\(r)")
        #expect(!r.out.contains("Condition") && !r.out.contains("conditions") && !r.out.contains("available(given"), "\(r.out)")
    }

    /// `--type` names the condition type; a keyword is back-quoted; a
    /// `too-many-cached` that holds only in the worst case blocks generation.
    @Test func typeNamesKeywordsAndTheWorstCase() throws {
        let directory = try Toolchain.temporaryDirectory("conditional-type")
        let tabsFile = directory.appendingPathComponent("App.tabs")
        try Data("tab home \"Home\" { icon \"house\" }\ntab lab \"Lab\" {\n    icon \"flask\"\n    when `default`, beta\n}\n".replacingOccurrences(of: "`default`", with: "default").utf8).write(to: tabsFile)
        let r = try Toolchain.tablint(["generate", "swift", "--no-config", "--type", "Podcast", tabsFile.path])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("enum PodcastCondition: String, CaseIterable, Hashable, Sendable {\n    case `default`\n    case beta\n}"), "\(r.out)")
        #expect(r.out.contains("        case .lab: return [.`default`, .beta]"), "\(r.out)")
        #expect(r.out.contains("        conditions: Set<PodcastCondition> = [],\n"), "\(r.out)")
        // Six tab-bar tabs with the flag: refused, as any too-many-cached is.
        let six = (1...5).map { "tab t\($0) \"T\($0)\" { icon \"\($0).circle\" }\n" }.joined() + "tab t6 \"T6\" {\n    icon \"6.circle\"\n    when flag\n}\n"
        try Data(six.utf8).write(to: tabsFile)
        let blocked = try Toolchain.tablint(["generate", "swift", "--no-config", tabsFile.path])
        #expect(blocked.status == 1, "\(blocked)")
        #expect(blocked.err.contains("error: with `flag`: the tab bar has 6 tabs and holds 5") && blocked.err.contains("not written"), "\(blocked.err)")
    }

    /// Condition names the generated code cannot take are refused, at their first use;
    /// with `when`, the ids `conditions` and `available` are refused too.
    @Test func refusedNames() throws {
        let directory = try Toolchain.temporaryDirectory("conditional-refused")
        let tabsFile = directory.appendingPathComponent("App.tabs")
        try Data("tab home \"Home\" { icon \"house\" }\ntab available \"Available\" {\n    icon \"star\"\n    when rawValue, `default`\n}\n".replacingOccurrences(of: "`default`", with: "_").utf8).write(to: tabsFile)
        let r = try Toolchain.tablint(["generate", "swift", "--no-config", tabsFile.path])
        #expect(r.status != 0, "\(r)")
        #expect(r.err.contains("App.tabs:2:5: error: the tab id 'available' cannot be generated"), "\(r.err)")
        #expect(r.err.contains("App.tabs:4:10: error: the condition 'rawValue' cannot be generated"), "\(r.err)")
        #expect(r.err.contains("App.tabs:4:20: error: the condition '_' cannot be generated: no Swift case can be named `_`"), "\(r.err)")
        // Without `when`, `available` is an id like any other.
        try Data("tab home \"Home\" { icon \"house\" }\ntab available \"Available\" { icon \"star\" }\n".utf8).write(to: tabsFile)
        let plain = try Toolchain.tablint(["generate", "swift", "--no-config", tabsFile.path])
        #expect(plain.status == 0, "\(plain)")
    }
}
