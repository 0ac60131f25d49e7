import Foundation
import Testing

/// `when` through the real executable (docs/language.md, "Conditional
/// tabs"): `check` counts the worst case for the tab bar and names the
/// conditions when only they cross `limit`, and counts no condition holding
/// for `no-selectable-tab`; `format` lays `when` out like any list;
/// `preview` draws the worst case with the conditional tabs marked.
@Suite("Conditional tabs") struct ConditionalCLITests {
    /// Five tabs by default; a sixth while `upNextOnTabBar` holds.
    static let flagged = """
        tab home "Home" { icon "house" }
        tab search "Search" { icon "magnifyingglass" }
        tab library "Library" { icon "square.stack" }
        tab upNext "Up Next" {
            icon "list.bullet"
            when upNextOnTabBar
        }
        tab downloads "Downloads" { icon "arrow.down.circle" }
        tab settings "Settings" { icon "gearshape" }

        """

    /// `check --format concise` of one file, as the custom bar's tests run it.
    func check(_ tabs: String) throws -> RunResult { try CustomBarCLITests().check(tabs) }

    @Test func theWorstCaseCountsAndNamesTheCondition() throws {
        let r = try check(Self.flagged)
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
            App.tabs:9:1: error: with `upNextOnTabBar`: the tab bar has 6 tabs and holds 5: the system shows 4 and a "More" tab; `downloads` and `settings` are behind More. Declare `cached` tabs, lower the tab count, or make some tabs `sidebarOnly` [too-many-cached]

            """, "\(r)")
        // Without the conditional tab the bar fits: nothing to report.
        let without = try check(Self.flagged.replacingOccurrences(of: "tab upNext \"Up Next\" {\n    icon \"list.bullet\"\n    when upNextOnTabBar\n}\n", with: ""))
        #expect(without.status == 0 && without.out.isEmpty, "\(without)")
        // Six tabs without `when` cross it anyway: no condition is named.
        let always = try check(Self.flagged.replacingOccurrences(of: "    when upNextOnTabBar\n", with: ""))
        #expect(always.out.contains("error: the tab bar has 6 tabs and holds 5:"), "\(always)")
        #expect(!always.out.contains("with `"), "\(always)")
    }

    @Test func noSelectableTabCountsNoConditionHolding() throws {
        let r = try check("""
            tab inbox "Inbox" {
                icon "tray"
                when signedIn
            }
            section labs "Labs" {
                when betaUser, signedIn
                tab lab "Lab" { icon "flask" }
            }

            """)
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
            App.tabs:1:1: error: without `signedIn` and `betaUser`: no tab can be selected, since every selectable tab has `when`; declare a selectable tab without `when` [no-selectable-tab]

            """, "\(r)")
        // One tab without `when` is enough; selecting a conditional tab is a warning.
        let fine = try check("defaults { selected inbox }\ntab home \"Home\" { icon \"house\" }\ntab inbox \"Inbox\" {\n    icon \"tray\"\n    when signedIn\n}\n")
        #expect(fine.status == 0, "\(fine)")
        #expect(fine.out == "App.tabs:1:21: warning: the selected tab `inbox` exists only while `signedIn` holds (`when`): otherwise the app starts on another tab; select a tab without `when` [conditional-selected]\n", "\(fine)")
    }

    @Test func formatLaysOutWhenInPlace() throws {
        let box = try Sandbox()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\nsection s \"S\" { when   signedIn ,beta\n  tab lab \"Lab\" {\n  when beta,signedIn ;icon \"flask\" } }\n")
        let r = try box.run(["format", "App.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(String(decoding: try box.read("App.tabs"), as: UTF8.self) == """
            tab home "Home" { icon "house" }
            section s "S" {
                when signedIn, beta
                tab lab "Lab" {
                    when beta, signedIn
                    icon "flask"
                }
            }

            """)
    }

    @Test func previewDrawsTheWorstCaseAndMarksConditionalTabs() throws {
        let box = try Sandbox()
        try box.write("App.tabs", "defaults { cached home, search, library, upNext }\n" + Self.flagged)
        let r = try box.run(["preview", "--no-config", "App.tabs", "--output", "page.html"])
        #expect(r.status == 0, "\(r)")
        let page = HTMLPage(try box.read("page.html"))
        // The worst case: UIKit shows four tabs and More; two are behind it.
        let upNext = try #require(page.all("data-tab", "upNext").first)
        #expect(upNext["data-when"] == "upNextOnTabBar")
        #expect(upNext["aria-label"]?.hasSuffix(" (only when upNextOnTabBar)") == true, "\(upNext)")
        #expect(page.all("data-tab", "home").allSatisfy { $0["data-when"] == nil })
        // Its own mark (not the action tab's dashed outline), named in the legend.
        #expect(page.elements.filter { $0.name == "path" && $0["class"] == "cond" }.count >= 1)
        #expect(page.elements.contains { $0.name == "ul" && $0["aria-label"] == "Legend: conditional tabs" })
        // The caption says that the More tab exists only with the flag.
        #expect(page.elements.contains { $0.name == "span" && $0["class"] == "cond-more" && $0.text == "(a \"More\" tab only with upNextOnTabBar)" })
    }

    /// With no condition holding nothing can be selected: the page is blocked, as for any `no-selectable-tab`.
    @Test func noSelectableTabStillBlocksThePage() throws {
        let box = try Sandbox()
        try box.write("App.tabs", "tab inbox \"Inbox\" {\n    icon \"tray\"\n    when signedIn\n}\n")
        let r = try box.run(["preview", "--no-config", "App.tabs", "--output", "page.html"])
        #expect(r.status == 1, "\(r)")
        #expect(r.err.contains("without `signedIn`: no tab can be selected"), "\(r)")
    }

    /// A file without `when` gets no mark, legend entry or caption of it.
    @Test func aPageWithoutWhenHasNoneOfIt() throws {
        let box = try Sandbox()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\n")
        let r = try box.run(["preview", "--no-config", "App.tabs", "--output", "page.html"])
        #expect(r.status == 0, "\(r)")
        let text = String(decoding: try box.read("page.html"), as: UTF8.self)
        #expect(!text.contains("class=\"cond") && !text.contains("data-when") && !text.contains("only when"))
    }
}
