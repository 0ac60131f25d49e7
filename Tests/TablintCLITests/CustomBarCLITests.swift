import Foundation
import Testing

/// `defaults { bar custom }` through the real executable (docs/language.md,
/// "The tab bar an app draws itself"): the system's "More" tab never
/// appears, so `more-title-clash` does not run, in any language; the
/// caching rules still do; the generated tab view hides the system's bar.
@Suite("A custom tab bar") struct CustomBarCLITests {
    /// Six tabs, one titled "More", one "Mehr" (UIKit's "More" in German),
    /// four cached: clean with the app's own bar.
    static func tabs(bar: String) -> String {
        """
        defaults {
            \(bar)
            cached home, feed, more, mehr
            languages en, de
        }
        tab home "Home" { icon "house" }
        tab feed "Feed" { icon "list.bullet" }
        tab more "More" { icon "ellipsis" }
        tab mehr "Mehr" { icon "star" }
        tab saved "Saved" { icon "bookmark" }
        tab settings "Settings" { icon "gearshape" }

        """
    }

    func check(_ tabs: String) throws -> RunResult {
        let box = try Sandbox()
        try box.write("App.tabs", tabs)
        return try box.run(["check", "--format", "concise", "--no-config", "App.tabs"])
    }

    @Test func moreTitleClashDoesNotRunWithTheAppsOwnBar() throws {
        let custom = try check(Self.tabs(bar: "bar custom"))
        #expect(custom.status == 0, "\(custom)")
        #expect(custom.out.isEmpty, "\(custom)")
        // The same file with the system's bar: both titles clash, the German one in de.
        for bar in ["bar system", ""] {
            let system = try check(Self.tabs(bar: bar))
            #expect(system.status == 1, "\(system)")
            #expect(system.out == """
                App.tabs:8:10: error: the title "More" is the title of the system "More" tab; rename this tab [more-title-clash]
                App.tabs:9:10: error: in de: tab `mehr` shows "Mehr", UIKit's title of the "More" tab in de; translate it differently [more-title-clash]

                """, "\(bar): \(system)")
        }
    }

    @Test func tooManyCachedStillRunsAndSpeaksOfTheTabView() throws {
        let tabs = Self.tabs(bar: "bar custom").replacingOccurrences(of: "    cached home, feed, more, mehr\n", with: "")
        let r = try check(tabs)
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
            App.tabs:10:1: error: the tab bar has 6 tabs, and without `cached` the tab view would hold them all, more than 5 (`limit`). Declare `cached` tabs, lower the tab count, or make some tabs `sidebarOnly` [too-many-cached]

            """, "\(r)")
        #expect(!r.out.contains("\"More\" tab"), "\(r)")
    }

    @Test func aValueOtherThanSystemOrCustomIsInvalid() throws {
        let r = try check("defaults { bar Custom }\ntab home \"Home\" { icon \"house\" }\n")
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
            App.tabs:1:16: error: `Custom` is not a valid value of `bar`; use one of `system`, `custom`. Did you mean `custom`? [invalid-value]

            """, "\(r)")
    }

    @Test func theGeneratedTabViewHidesTheSystemBar() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.tabs(bar: "bar custom").replacingOccurrences(of: "    languages en, de\n", with: ""))
        let custom = try box.run(["generate", "swift", "--no-config", "App.tabs"])
        #expect(custom.status == 0, "\(custom)")
        #expect(custom.out.contains("    static let usesSystemTabBar: Bool = false\n"), "\(custom.out.prefix(2000))")
        let hidden = "            content(tab)\n"
            + "                #if !os(macOS) && !os(watchOS)\n"
            + "                .toolbarVisibility(.hidden, for: .tabBar)\n"
            + "                #endif\n"
            + "        } label: {\n"
        #expect(custom.out.contains(hidden), "\(custom.out)")
        try box.write("App.tabs", "defaults { bar system }\ntab home \"Home\" { icon \"house\" }\n")
        let system = try box.run(["generate", "swift", "--no-config", "App.tabs"])
        #expect(system.status == 0, "\(system)")
        #expect(system.out.contains("    static let usesSystemTabBar: Bool = true\n"), "\(system.out.prefix(2000))")
        #expect(!system.out.contains("toolbarVisibility"), "\(system.out)")
    }
}
