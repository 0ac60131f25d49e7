import Foundation
import Testing

/// `generate swift` with `when`, written from CHANGES.md (2026-12-07,
/// "Conditional tabs", "Generate says when it writes nothing") and
/// GENERATED.md alone, through the real executable: the condition enum, its
/// order and spellings, the names refused, the last line when nothing is
/// written, the code of a file without `when` unchanged, and the core's
/// `available(given:on:)` compiled and run.
@Suite("when in generate swift, from the spec") struct WhenSpecGenerateTests {
    static let tabs = """
        defaults { platforms iphone, ipad }
        tab home "Home" { icon "house" }
        tab lab "Lab" {
            icon "flask"
            when zeta, default
        }
        section s "S" {
            when alpha
            tab inbox "Inbox" { icon "tray" }
            tab beta "Beta" {
                icon "b.circle"
                when zeta, mid
            }
        }
        tab compose "Compose" {
            icon "square.and.pencil"
            role action
            when alpha
        }
        tab notes "Notes" {
            icon "note"
            placement sidebarOnly
            platforms ipad
            when class, self, Type
        }

        """

    func generate(_ tabs: String, _ options: [String] = []) throws -> (ProcessOutput, URL) {
        let directory = try Toolchain.temporaryDirectory("when-spec")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data(tabs.utf8).write(to: directory.appendingPathComponent("App.tabs"))
        return (try Toolchain.tablint(["generate", "swift", "--no-config"] + options + ["App.tabs"], in: directory), directory)
    }

    /// The lines of the declaration that starts with `header`, up to its closing brace.
    func declaration(_ source: String, _ header: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        guard let end = lines[start...].firstIndex(of: "}") else { return [] }
        return Array(lines[start...end])
    }

    @Test func theConditionEnumFollowsFirstUseWithKeywordsBackQuoted() throws {
        let (r, _) = try generate(Self.tabs)
        #expect(r.status == 0, "\(r)")
        #expect(declaration(r.out, "enum AppTabCondition") == [
            "enum AppTabCondition: String, CaseIterable, Hashable, Sendable {",
            "    case zeta",
            "    case `default`",
            "    case alpha",
            "    case mid",
            "    case `class`",
            "    case `self`",
            "    case `Type`",
            "}",
        ], "\(r.out)")
        #expect(r.out.contains("var conditions: Set<AppTabCondition>"), "\(r.out)")
        #expect(r.out.contains("static func available(given"), "\(r.out)")
        // `AppTabView` takes the conditions after `isHidden:`.
        #expect(r.out.contains("isHidden: @escaping @MainActor (AppTab) -> Bool = { _ in false },\n        conditions: Set<AppTabCondition> = [],"), "\(r.out)")
    }

    /// Without `selected`, launch is the first selectable tab without `when`.
    @Test func launchSkipsConditionalTabs() throws {
        let (r, _) = try generate("tab upNext \"Up Next\" {\n    icon \"list.bullet\"\n    when flag\n}\ntab compose \"Compose\" {\n    icon \"plus\"\n    role action\n}\ntab home \"Home\" { icon \"house\" }\n")
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("static let launch: AppTab = .home\n"), "\(r.out)")
    }

    @Test func typeNamesTheConditionsAndPublicMakesThemPublic() throws {
        let (r, _) = try generate(Self.tabs, ["--type", "Pane", "--access", "public"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("public enum PaneCondition: String, CaseIterable, Hashable, Sendable {"), "\(r.out)")
        #expect(r.out.contains("public var conditions: Set<PaneCondition>"), "\(r.out)")
        #expect(r.out.contains("public static func available(given"), "\(r.out)")
        #expect(!r.out.contains("AppTab"), "\(r.out)")
    }

    /// `conditions` and `available` are tab ids like any other in a file
    /// without `when`, and refused in a file with one.
    @Test func conditionsAndAvailableAreRefusedOnlyWithWhen() throws {
        let plain = """
            tab conditions "Conditions" { icon "a.circle" }
            tab available "Available" { icon "b.circle" }

            """
        let (fine, _) = try generate(plain)
        #expect(fine.status == 0, "\(fine)")
        #expect(fine.out.contains("case conditions") && fine.out.contains("case available"), "\(fine.out)")

        let (refused, directory) = try generate(plain.replacingOccurrences(of: "tab available \"Available\" { icon \"b.circle\" }",
                                                                          with: "tab available \"Available\" {\n    icon \"b.circle\"\n    when flag\n}"),
                                                ["--output", "Out.swift"])
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.out.isEmpty, "\(refused)")
        let lines = refused.errLines
        #expect(lines.count == 3, "\(refused)")
        #expect(lines.first?.hasPrefix("App.tabs:1:5: error: ") == true, "\(refused)")
        #expect(lines.first?.contains("conditions") == true, "\(refused)")
        #expect(lines.dropFirst().first?.hasPrefix("App.tabs:2:5: error: ") == true, "\(refused)")
        #expect(lines.dropFirst().first?.contains("available") == true, "\(refused)")
        // A generation error carries no rule id.
        #expect(!lines.dropLast().contains { $0.hasSuffix("]") }, "\(refused)")
        #expect(lines.last == "tablint: not written: App.tabs has errors", "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out.swift").path))
    }

    /// A condition name the generated code refuses as a tab id is refused, at the name.
    @Test(arguments: ["rawValue", "allCases", "_"])
    func aRefusedNameIsRefusedAsACondition(_ name: String) throws {
        let (r, _) = try generate("tab home \"Home\" { icon \"house\" }\ntab lab \"Lab\" {\n    icon \"flask\"\n    when ok, \(name)\n}\n")
        #expect(r.status == 1, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
        #expect(r.errLines.count == 2, "\(r)")
        #expect(r.errLines.first?.hasPrefix("App.tabs:4:14: error: ") == true, "\(r)")
        #expect(r.errLines.first?.contains("'\(name)'") == true || r.errLines.first?.contains("`\(name)`") == true, "\(r)")
        #expect(r.errLines.last == "tablint: not written: App.tabs has errors", "\(r)")
    }

    /// Without `when`, the code is what it was before `when` existed: the
    /// golden file of an example (written before `when`), from standard input.
    @Test(arguments: ["IceCubes", "Reflect"])
    func withoutWhenTheCodeIsUnchanged(_ name: String) throws {
        let source = try Data(contentsOf: Toolchain.packageRoot.appendingPathComponent("Examples/\(name).tabs"))
        #expect(!String(decoding: source, as: UTF8.self).contains("when"))
        let r = try Toolchain.tablint(["generate", "swift", "--stdin-filename", "Examples/\(name).tabs", "-"],
                                      stdin: Array(source), in: Toolchain.packageRoot)
        #expect(r.status == 0, "\(r)")
        let golden = try Data(contentsOf: Toolchain.packageRoot.appendingPathComponent("Tests/TablintGenerateTests/Golden/\(name).tabs.swift"))
        #expect(Data(r.stdout) == golden)
        #expect(!r.out.contains("Condition") && !r.out.contains("available(given"))
    }

    /// The core compiled and run: `available(given:on:)` is every tab on the
    /// platform whose conditions are a subset (a tab's own `when` replacing
    /// its section's; `sidebarOnly` and action tabs included, in declaration
    /// order), and `tabBar(on:)` the worst case.
    @Test func availableGivenConditionsCompiledAndRun() throws {
        guard let swiftc = Toolchain.swiftc else { Issue.record(Comment(rawValue: Toolchain.noSwiftc)); return }
        let (r, directory) = try generate(Self.tabs)
        #expect(r.status == 0, "\(r)")
        try Data(r.stdout).write(to: directory.appendingPathComponent("App.swift"))
        try Data("""
            func show(_ label: String, _ tabs: [AppTab]) { print(label + ": " + tabs.map(\\.rawValue).joined(separator: " ")) }
            show("none iphone", AppTab.available(given: [], on: .iphone))
            show("zeta default iphone", AppTab.available(given: [.zeta, .`default`], on: .iphone))
            show("alpha iphone", AppTab.available(given: [.alpha], on: .iphone))
            show("zeta mid iphone", AppTab.available(given: [.zeta, .mid], on: .iphone))
            show("all iphone", AppTab.available(given: Set(AppTabCondition.allCases), on: .iphone))
            show("all ipad", AppTab.available(given: Set(AppTabCondition.allCases), on: .ipad))
            show("class self Type ipad", AppTab.available(given: [.`class`, .`self`, .`Type`], on: .ipad))
            show("class ipad", AppTab.available(given: [.`class`], on: .ipad))
            show("tabBar iphone", AppTab.tabBar(on: .iphone))
            print("raw: " + AppTabCondition.allCases.map(\\.rawValue).joined(separator: " "))
            print("beta: " + AppTab.beta.conditions.map(\\.rawValue).sorted().joined(separator: " "))
            print("inbox: " + AppTab.inbox.conditions.map(\\.rawValue).sorted().joined(separator: " "))
            print("home: " + AppTab.home.conditions.map(\\.rawValue).sorted().joined(separator: " "))
            print("launch: " + AppTab.launch.rawValue)

            """.utf8).write(to: directory.appendingPathComponent("main.swift"))
        let built = try Toolchain.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "App.swift", "main.swift", "-o", "prog"], in: directory)
        #expect(built.status == 0, "\(built)")
        guard built.status == 0 else { return }
        let ran = try Toolchain.run(directory.appendingPathComponent("prog"), [], in: directory)
        #expect(ran.status == 0, "\(ran)")
        #expect(ran.lines == [
            "none iphone: home",
            "zeta default iphone: home lab",
            "alpha iphone: home inbox compose",
            "zeta mid iphone: home beta",
            "all iphone: home lab inbox beta compose",
            "all ipad: home lab inbox beta compose notes",
            "class self Type ipad: home notes",
            "class ipad: home",
            "tabBar iphone: home lab inbox beta compose",
            "raw: zeta default alpha mid class self Type",
            "beta: mid zeta",
            "inbox: alpha",
            "home: ",
            "launch: home",
        ], "\(ran)")
    }

    /// Every Swift keyword is a condition name the code can spell (back-quoted), in both language modes.
    @Test func keywordConditionsCompile() throws {
        guard let swiftc = Toolchain.swiftc else { Issue.record(Comment(rawValue: Toolchain.noSwiftc)); return }
        let names = ["init", "Protocol", "Self", "Type", "self", "default", "class", "in", "is", "as", "Any", "func", "var", "let",
                     "subscript", "deinit", "inout", "throws", "rethrows", "static", "struct", "protocol", "extension", "import",
                     "operator", "return", "where", "while", "true", "false", "nil", "super", "associatedtype", "case", "switch",
                     "repeat", "internal", "fileprivate", "private", "public", "open", "guard", "defer", "do", "catch", "try",
                     "throw", "break", "continue", "fallthrough", "for", "if", "else", "typealias", "enum", "some", "any", "await"]
        let (r, directory) = try generate("tab home \"Home\" { icon \"house\" }\ntab lab \"Lab\" {\n    icon \"flask\"\n    when \(names.joined(separator: ", "))\n}\n")
        #expect(r.status == 0, "\(r)")
        try Data(r.stdout).write(to: directory.appendingPathComponent("App.swift"))
        try Data("""
            print(AppTabCondition.allCases.map(\\.rawValue).joined(separator: " "))
            print(AppTab.available(given: Set(AppTabCondition.allCases), on: .iphone).map(\\.rawValue).joined(separator: " "))
            print(AppTab.available(given: Set(AppTabCondition.allCases.dropLast()), on: .iphone).map(\\.rawValue).joined(separator: " "))

            """.utf8).write(to: directory.appendingPathComponent("main.swift"))
        for version in ["5", "6"] {
            let built = try Toolchain.run(swiftc, ["-swift-version", version, "-warnings-as-errors", "App.swift", "main.swift", "-o", "prog\(version)"], in: directory)
            #expect(built.status == 0, "\(built)")
            guard built.status == 0 else { continue }
            let ran = try Toolchain.run(directory.appendingPathComponent("prog\(version)"), [], in: directory)
            #expect(ran.lines == [names.joined(separator: " "), "home lab", "home"], "\(ran)")
        }
    }

    /// `AppTabView` against the stand-in SwiftUI: `conditions` defaults to
    /// none (every conditional tab left out, not hidden); the getter falls
    /// back to launch when it is shown, else to the first shown selectable
    /// tab (an action tab is skipped), and never writes back; a tab the app
    /// hides is the app's business (no fallback).
    @Test(arguments: ["5", "6"])
    func theTabViewLeavesOutAndFallsBack(swiftVersion: String) throws {
        guard let swiftc = Toolchain.swiftc else { Issue.record(Comment(rawValue: Toolchain.noSwiftc)); return }
        let swiftUI = try Toolchain.standInSwiftUI.get()
        let (r, directory) = try generate("""
            defaults { selected feed }
            tab compose "Compose" {
                icon "plus"
                role action
            }
            tab feed "Feed" {
                icon "newspaper"
                when signedIn
            }
            tab home "Home" { icon "house" }
            tab secret "Secret" { icon "lock" }
            tab club "Club" {
                icon "star"
                when member, signedIn
            }

            """, ["--output", "App.swift"])
        #expect(r.status == 0, "\(r)")
        #expect(r.err.contains("[conditional-selected]"), "\(r)")
        try Data("""
            import SwiftUI

            func describe(_ nodes: [_TabNode]) -> String {
                nodes.map { node in
                    ((node.value?.base as? AppTabSelection)?.rawValue ?? "?") + (node.hidden == true ? "(hidden)" : "")
                }.joined(separator: " ")
            }

            @MainActor func show(_ name: String, app: AppTab, given conditions: Set<AppTabCondition>?, hiding: AppTab? = nil) {
                let state = State(wrappedValue: app)
                let probe: any _TabViewProbe
                if let conditions {
                    probe = _tabView(in: AppTabView(selection: state.projectedValue, platform: .iphone, onAction: { _ in },
                                                    isHidden: { $0 == hiding }, conditions: conditions) { tab in Text(tab.titleKey) })
                } else {
                    probe = _tabView(in: AppTabView(selection: state.projectedValue, platform: .iphone, onAction: { _ in },
                                                    isHidden: { $0 == hiding }) { tab in Text(tab.titleKey) })
                }
                print("\\(name): \\(describe(probe._tabs)); selection \\((probe._selection.base as? AppTabSelection)?.rawValue ?? "?"); app \\(state.wrappedValue.rawValue)")
            }

            show("default", app: .feed, given: nil)
            show("signed in", app: .feed, given: [.signedIn])
            show("club gone, launch shown", app: .club, given: [.signedIn])
            show("club shown", app: .club, given: [.member, .signedIn])
            show("member alone", app: .club, given: [.member])
            show("hidden", app: .secret, given: [], hiding: .secret)

            """.utf8).write(to: directory.appendingPathComponent("main.swift"))
        let built = try Toolchain.run(swiftc, ["-swift-version", swiftVersion, "-warnings-as-errors", "-strict-concurrency=complete",
                                               "-I", swiftUI.path, "-L", swiftUI.path, "-lSwiftUI", "App.swift", "main.swift", "-o", "app"], in: directory)
        #expect(built.status == 0, "\(built)")
        guard built.status == 0 else { return }
        let ran = try Toolchain.run(directory.appendingPathComponent("app"), [], in: directory)
        #expect(ran.status == 0, "\(ran)")
        #expect(ran.lines == [
            "default: compose home secret; selection home; app feed",
            "signed in: compose feed home secret; selection feed; app feed",
            "club gone, launch shown: compose feed home secret; selection feed; app club",
            "club shown: compose feed home secret club; selection club; app club",
            "member alone: compose home secret; selection home; app club",
            "hidden: compose home secret(hidden); selection secret; app secret",
        ], "\(ran)")
    }
}
