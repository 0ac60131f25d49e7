import Foundation
import Testing
import TablintGenerate

/// The generated code, compiled with `swiftc` (Swift 5 and Swift 6 modes,
/// `-warnings-as-errors`, complete concurrency checking) together with a
/// test program that prints what each type says; every line is compared
/// with what the `.tabs` source (or the `GenerationInput`) declares. All
/// the types go into one program, so each language mode costs one compile.
@Suite("Generated Swift, compiled and run") struct GeneratedCodeTests {
    static let hostile = #"""
    # Titles that must survive as Swift literals.
    defaults { selected plain; cached plain, quote }
    tab plain "Plain"
    tab quote "Say \"hi\""
    tab backslash "C:\\dir\\"
    tab newline "line\nbreak\r\ttab"
    tab bidi "\u{202E}evil\u{202C} ⁧raw⁩"
    tab emoji "😀 \u{1F600} 👩‍👩‍👧"
    tab nul "nul\0end"
    tab interpolation "\\(x) #\"raw\"#"
    """#

    static let keywords = """
    defaults {
        selected `default`
        cached default, self
        limit 3
    }
    tab default "Default"
    tab Type "Type"
    tab self "Self 1"
    tab Self "Self 2"
    tab init "Init"
    tab func "Func"
    tab String "String"
    tab where "Where"
    tab Protocol "Protocol"
    section some "Some" {
        tab any "Any"
        tab Any "Any 2"
    }
    section Type_2 "Type 2" {
        placement sidebarOnly
        tab as "As"
    }
    """.replacingOccurrences(of: "`default`", with: "default")

    /// Tabs named after what the SwiftUI part calls (`Label`, `Text`) or
    /// names (`View`, `LocalizedStringKey`, ...), under a type whose name
    /// is not ASCII.
    static let swiftUINames = """
    tab Label "Label" { icon "tag" }
    tab Text "Text"
    tab View "View" { icon "eye" }
    tab LocalizedStringKey "Key"
    tab TabPlacement "Placement"
    tab ViewBuilder "Builder" { placement sidebarOnly }
    tab Sendable "Sendable" { placement sidebarOnly }
    tab Image "Image" { placement sidebarOnly }
    """

    static let limitOne = """
    defaults { limit 1; platforms ipad, iphone }
    tab first "First" { platforms iphone }
    tab second "Second" { placement sidebarOnly }
    tab third "Third" { role action; placement sidebarOnly }
    tab fourth "Fourth" { placement sidebarOnly }
    """

    /// IcySky's shape: the compose tab shown as the search tab, an action;
    /// sections around top-level tabs, a dynamic one, and the page style.
    static let roles = """
    defaults { style page; platforms iphone, ipad }
    tab home "Home" { icon "house" }
    section pinned "Pinned" {
        placement sidebarOnly
        tab saved "Saved" { icon "bookmark"; placement sidebarOnly }
    }
    tab compose "New Post" { icon "square.and.pencil"; role action, search }
    tab star "Star" { icon "star"; role prominent }
    section feeds "Feeds" {
        platforms ipad
        dynamic uri
    }
    tab edit "Edit" { role action }
    section mixed "Mixed" {
        placement sidebarOnly
        tab inbox "Inbox" { icon "tray"; placement pinned }
        tab hub "Hub"
    }
    """

    /// Asset-catalog images beside SF Symbols, with names that need escaping.
    static let images = #"""
    tab home "Home" { image "Tabs/home" }
    tab feed "Feed" { icon "list.bullet" }
    tab me "Me" { image "avatar \"me\" \u{202E}" }
    tab plain "Plain"
    """#

    static let limitOneCached = """
    defaults { limit 1; cached b }
    tab a "A"
    tab b "B"
    tab c "C"
    """

    static let formerly = """
    defaults {
        bar custom
        cached timeline
        limit 2
        retired oldTab
        platforms iphone, mac
    }
    tab timeline "Timeline" { icon "house"; formerly home, feed }
    tab search "Search" { icon "magnifyingglass"; role search; formerly explore }
    tab compose "New" { icon "square.and.pencil"; role action }
    section library "Library" {
        dynamic id
        tab lists "Lists" { icon "list.bullet"; placement sidebarOnly; platforms mac }
    }
    """

    static func fixedCases() throws -> [ProgramCase] {
        var cases: [ProgramCase] = []
        func add(_ type: String, source: String, access: GenerationOptions.Access = .internal, selections: [String]) throws {
            let (input, code) = try GeneratedProgram.generate(source, type: type, access: access)
            cases.append(ProgramCase(type: type, input: input, code: code, persisted: GeneratedProgram.persistedQueries(input),
                                     selections: selections, sourceTitles: SourceTitles.decode(source)))
        }
        let examples = Toolchain.packageRoot.appendingPathComponent("Examples")
        let reflect = try String(contentsOf: examples.appendingPathComponent("Reflect.tabs"), encoding: .utf8)
        // Four cached tabs and one rotating slot; the action tab never becomes the selection.
        try add("ReflectTab", source: reflect,
                selections: ["history", "goals", "tabEditor", "plots", "history", "habits", "sleep", "reflect", "mood", "tabEditor", "goals"])
        let iceCubes = try String(contentsOf: examples.appendingPathComponent("IceCubes.tabs"), encoding: .utf8)
        try add("IceCubesTab", source: iceCubes, access: .public,
                selections: ["compose", "profile", "bookmarks", "favorites", "settings", "timeline", "explore", "compose", "messages"])
        try add("HostileTab", source: hostile, selections: ["quote", "nul", "emoji"])
        try add("KeywordTab", source: keywords, selections: ["Type", "init", "self", "default", "func", "String", "where", "Protocol"])
        try add("ÜberblickTab", source: swiftUINames, selections: ["Text", "Label", "View", "Image", "Sendable"])
        try add("OneTab", source: limitOne, selections: ["second", "third", "fourth", "first", "first"])
        try add("OneCachedTab", source: limitOneCached, selections: ["a", "c", "b", "c"])
        try add("ImageTab", source: images, selections: ["me", "feed", "plain"])
        // SwiftUI's names as the type's: every SwiftUI name is qualified.
        try add("Tab", source: roles, selections: ["compose", "star", "edit", "home", "saved"])
        try add("View", source: limitOne, access: .public, selections: ["third", "first"])
        try add("FormerTab", source: formerly, selections: ["search", "compose", "lists", "timeline", "search", "lists"])
        return cases
    }

    /// Random valid files for the cache's invariants (distinct type names,
    /// one program). A random file that generation refuses (mostly
    /// `too-many-cached`: more tab-bar tabs than `limit` and no `cached`) is
    /// passed over, but most must pass.
    static func randomCases(count: Int) throws -> [ProgramCase] {
        var cases: [ProgramCase] = []
        var seed: UInt64 = 1000
        while cases.count < count {
            seed += 1
            guard seed < 1000 + UInt64(count) * 3 else { throw TestFailure("too many random files were refused") }
            let type = "Random\(cases.count)Tab"
            guard let (input, code) = try? GeneratedProgram.generate(RandomTabs.file(seed: seed), type: type) else { continue }
            cases.append(ProgramCase(type: type, input: input, code: code, persisted: GeneratedProgram.persistedQueries(input),
                                     selections: RandomTabs.selections(for: input, seed: seed), sourceTitles: nil))
        }
        return cases
    }

    @Test(arguments: ["5", "6"])
    func compileLinkAndRun(swiftVersion: String) throws {
        guard Toolchain.swiftc != nil else {
            Issue.record(Comment(rawValue: Toolchain.noSwiftc))
            return
        }
        let swiftUI = try Toolchain.standInSwiftUI.get()
        let cases = try Self.fixedCases() + Self.randomCases(count: 40)
        let output = try GeneratedProgram.compileAndRun(cases, swiftVersion: swiftVersion, swiftUI: swiftUI)
        for c in cases {
            let lines = output[c.type] ?? []
            #expect(!lines.isEmpty, "\(c.type) printed nothing")
            Expectations.check(c, lines: lines, swiftUI: true)
        }
    }

    /// Without SwiftUI the core compiles alone: it imports nothing.
    @Test func coreCompilesWithoutSwiftUI() throws {
        guard Toolchain.swiftc != nil else {
            Issue.record(Comment(rawValue: Toolchain.noSwiftc))
            return
        }
        let cases = try Self.fixedCases()
        let output = try GeneratedProgram.compileAndRun(cases, swiftVersion: "6", swiftUI: nil)
        for c in cases { Expectations.check(c, lines: output[c.type] ?? [], swiftUI: false) }
    }
}
