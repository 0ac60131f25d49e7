import Foundation
import Testing

/// `tablint preview` through the real executable (docs/preview.md): what each
/// panel holds, titles per language, marks, diagnostics, escaping,
/// determinism, output and exit statuses.
@Suite("Preview") struct PreviewCLITests {
    /// `n` plain tabs `t1` ... `tn`, with extra lines in each tab's block.
    static func tabs(_ n: Int, defaults: String = "", extra: [Int: String] = [:]) -> String {
        var s = defaults.isEmpty ? "" : "defaults {\n\(defaults)\n}\n"
        for k in 1...n { s += "tab t\(k) \"Tab \(k)\" {\n    icon \"star\"\n\(extra[k] ?? "")}\n" }
        return s
    }

    func preview(_ text: String, _ args: [String] = [], files: [String: String] = [:]) throws -> (RunResult, HTMLPage, Sandbox) {
        let box = try Sandbox()
        try box.write("App.tabs", text)
        for (path, content) in files { try box.write(path, content) }
        let r = try box.run(["preview", "--no-config"] + args + ["App.tabs"])
        let page = HTMLPage(r.stdout)
        #expect(page.oddities.isEmpty, "\(page.oddities)")
        return (r, page, box)
    }

    // MARK: - iPhone: the More split

    @Test func fiveTabsAllInTheBar() throws {
        let (r, page, _) = try preview(Self.tabs(5))
        #expect(r.status == 0, "\(r)")
        #expect(page.slot("bar", language: "en", platform: "iphone") == ["t1", "t2", "t3", "t4", "t5"])
        #expect(page.slot("more", language: "en", platform: "iphone").isEmpty)
        #expect(page.all("data-more").isEmpty)
    }

    @Test func sixTabsSplitIntoFourAndMore() throws {
        let (r, page, _) = try preview(Self.tabs(6))
        #expect(r.status == 0, "\(r)")
        #expect(page.slot("bar", language: "en", platform: "iphone") == ["t1", "t2", "t3", "t4", "more"])
        #expect(page.slot("more", language: "en", platform: "iphone") == ["t5", "t6"])
        let more = try #require(page.all("data-more", "true").first)
        #expect(more["data-title"] == "More")
        #expect(more["data-slot"] == "bar" && more["data-index"] == "4")
        #expect(more["data-selected"] == nil)
    }

    @Test func nineTabsWithTheLaunchTabBehindMore() throws {
        let (r, page, _) = try preview(Self.tabs(9, defaults: "    selected t7"))
        #expect(r.status == 0, "\(r)")
        #expect(page.slot("bar", language: "en", platform: "iphone") == ["t1", "t2", "t3", "t4", "more"])
        #expect(page.slot("more", language: "en", platform: "iphone") == ["t5", "t6", "t7", "t8", "t9"])
        #expect(page.all("data-more", "true").first?["data-selected"] == "true")
        #expect(page.all("data-selected", "true").compactMap { $0["data-tab"] } == ["t7"])
    }

    @Test func launchTabDefaultsToTheFirstSelectableTab() throws {
        let (_, page, _) = try preview(Self.tabs(3, extra: [1: "    role action\n"]))
        #expect(page.all("data-selected", "true").compactMap { $0["data-tab"] } == ["t2"])
        #expect(page.all("data-tab", "t1").first { $0["data-slot"] != nil }?["data-role"] == "action")
    }

    // MARK: - Placement, search, platforms

    @Test func sidebarOnlyTabsAreHiddenOnIPhoneAndInTheIPadSidebar() throws {
        let text = """
        defaults {
            platforms iphone, ipad
            style sidebarAdaptable
        }
        tab home "Home" { icon "house" }
        tab lib "Library" {
            icon "books.vertical"
            placement sidebarOnly
        }
        section more "Collections" {
            tab fav "Favorites" { icon "star" }
            dynamic id
            placement sidebarOnly
        }

        """
        let (r, page, _) = try preview(text)
        #expect(r.status == 0, "\(r)")
        #expect(page.slot("bar", language: "en", platform: "iphone") == ["home"])
        #expect(Set(page.slot("hidden", language: "en", platform: "iphone")).isEmpty)   // hidden ones carry no index
        let phone = try #require(page.panel("en", "iphone"))
        #expect(page.all("data-slot", "hidden", in: phone).compactMap { $0["data-tab"] } == ["lib", "fav"])
        #expect(page.slot("top", language: "en", platform: "ipad") == ["home"])
        #expect(page.slot("sidebar", language: "en", platform: "ipad") == ["home", "lib", "fav"])
        let pad = try #require(page.panel("en", "ipad"))
        let group = try #require(page.all("data-section", "more", in: pad).first)
        #expect(group["data-title"] == "Collections")
        #expect(page.all("data-dynamic", "more", in: pad).first?["data-slot"] == "sidebar")
        #expect(page.all("data-slot", "hidden", in: pad).isEmpty)
        #expect(page.elements[pad]["data-style"] == "sidebarAdaptable")
    }

    @Test func pinnedTabsSitAtTheTrailingEndOfTheIPadTopBar() throws {
        let text = """
        defaults {
            platforms iphone, ipad
            style sidebarAdaptable
        }
        tab a "Alpha" { icon "a.circle"; placement pinned }
        tab b "Beta" { icon "b.circle" }
        section s "Section" {
            tab c "Gamma" { icon "c.circle" }
            tab d "Delta" { icon "d.circle"; placement pinned }
        }
        tab e "Epsilon" { icon "e.circle" }

        """
        let (_, page, _) = try preview(text)
        #expect(page.slot("top", language: "en", platform: "ipad") == ["b", "e", "a", "d"])
        #expect(page.slot("sidebar", language: "en", platform: "ipad") == ["a", "b", "c", "d", "e"])
        #expect(page.all("data-tab", "a").filter { $0["data-slot"] != nil }.allSatisfy { $0["data-placement"] == "pinned" })
        // iPhone: pinned changes nothing.
        #expect(page.slot("bar", language: "en", platform: "iphone") == ["a", "b", "c", "d", "e"])
    }

    @Test func searchTabIsDrawnApartAndCountsForTheSplit() throws {
        let search = "    role search\n"
        let (_, few, _) = try preview(Self.tabs(4, extra: [2: search]))
        #expect(few.slot("bar", language: "en", platform: "iphone") == ["t1", "t3", "t4"])
        #expect(few.slot("search", language: "en", platform: "iphone") == ["t2"])
        #expect(few.elements[few.panel("en", "iphone")!]["data-approximate"] == nil)

        let (_, split, _) = try preview(Self.tabs(7, extra: [3: search]))
        #expect(split.slot("bar", language: "en", platform: "iphone") == ["t1", "t2", "t4", "more"])
        #expect(split.slot("search", language: "en", platform: "iphone") == ["t3"])
        #expect(split.slot("more", language: "en", platform: "iphone") == ["t5", "t6", "t7"])
        #expect(split.elements[split.panel("en", "iphone")!]["data-approximate"] == "true")

        let (_, past, _) = try preview(Self.tabs(7, extra: [6: search]))
        #expect(past.slot("search", language: "en", platform: "iphone").isEmpty)
        #expect(past.slot("more", language: "en", platform: "iphone") == ["t5", "t6", "t7"])
        #expect(past.all("data-tab", "t6").first { $0["data-slot"] != nil }?["data-role"] == "search")
    }

    @Test func anActionWithAVisualRoleAndTheProminentTab() throws {
        let (r, page, _) = try preview(Self.tabs(4, extra: [2: "    role search, action\n", 3: "    role prominent\n"]))
        #expect(r.status == 0, "\(r)")
        let compose = try #require(page.all("data-tab", "t2").first { $0["data-slot"] != nil })
        #expect(compose["data-slot"] == "search")
        #expect(compose["data-role"] == "search action")
        #expect(compose["aria-label"]?.contains("role search action") == true)
        #expect(page.all("data-tab", "t3").first { $0["data-slot"] != nil }?["data-role"] == "prominent")
        #expect(page.elements[page.panel("en", "iphone")!]["data-approximate"] == "true")
        #expect(page.all("data-selected", "true").compactMap { $0["data-tab"] } == ["t1"])
    }

    @Test func platformsAndTheirOrder() throws {
        let text = Self.tabs(2, defaults: "    platforms tv, mac, iphone, ipad, vision")
        let (r, page, box) = try preview(text)
        #expect(r.status == 0, "\(r)")
        let main = try #require(page.elements.first { $0.name == "main" })
        #expect(main["data-platforms"] == "iphone ipad mac vision tv")
        #expect(main["data-status"] == "rendered")
        #expect(main["data-file"] == "App.tabs")
        #expect(page.slot("ornament", language: "en", platform: "vision") == ["t1", "t2"])
        #expect(page.slot("top", language: "en", platform: "tv") == ["t1", "t2"])

        let asked = try box.run(["preview", "--no-config", "--platform", "tv", "--platform", "iphone", "--platform", "tv", "App.tabs"])
        #expect(asked.status == 0, "\(asked)")
        #expect(HTMLPage(asked.stdout).elements.first { $0.name == "main" }?["data-platforms"] == "tv iphone")
        #expect(HTMLPage(asked.stdout).all("data-platform").count == 2)
    }

    @Test func pageStyleDrawsDotsAndListsThePages() throws {
        let (_, page, _) = try preview(Self.tabs(3, defaults: "    style page"))
        #expect(page.slot("page", language: "en", platform: "iphone") == ["t1", "t2", "t3"])
        #expect(page.slot("bar", language: "en", platform: "iphone").isEmpty)
    }

    @Test func tvTopBarFadesTabsPastItsRoom() throws {
        var text = "defaults { platforms tv }\n"
        for k in 1...14 { text += "tab t\(k) \"A rather long title \(k)\" { icon \"star\" }\n" }
        let (_, page, _) = try preview(text)
        let top = page.slot("top", language: "en", platform: "tv")
        let overflow = page.slot("overflow", language: "en", platform: "tv")
        #expect(!top.isEmpty && !overflow.isEmpty)
        #expect(top + overflow == (1...14).map { "t\($0)" })
        #expect(page.elements[page.panel("en", "tv")!]["data-approximate"] == "true")
        #expect(page.all("data-more").isEmpty)
    }

    // MARK: - Titles and languages

    static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "Tab 1": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}},
                                "fr": {"stringUnit": {"state": "translated", "value": "Accueil"}}}},
    "Tab 2": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Bibliothek"}}}},
    "Tab 3": {"shouldTranslate": false}
    }}

    """

    @Test func titlesPerLanguageWithUIKitsMoreTitle() throws {
        let text = Self.tabs(6, defaults: "    strings \"Localizable.xcstrings\"")
        let (r, page, box) = try preview(text, files: ["Localizable.xcstrings": Self.catalog])
        #expect(r.status == 0, "\(r)")
        let main = try #require(page.elements.first { $0.name == "main" })
        #expect(main["data-languages"] == "en de fr")
        #expect(page.all("data-language").filter { $0.name == "section" }.map { $0["data-language"]! } == ["en", "de", "fr"])
        func tab(_ id: String, _ language: String) -> HTMLPage.Element? {
            page.all("data-tab", id, in: page.panel(language, "iphone")).first { $0["data-slot"] != nil }
        }
        #expect(tab("t1", "de")?["data-title"] == "Start")
        #expect(tab("t1", "fr")?["data-title"] == "Accueil")
        #expect(tab("t2", "de")?["data-untranslated"] == nil)
        #expect(tab("t2", "fr")?["data-title"] == "Tab 2")
        #expect(tab("t2", "fr")?["data-untranslated"] == "true")
        #expect(tab("t3", "fr")?["data-untranslated"] == nil)           // shouldTranslate: false
        #expect(tab("t2", "en")?["data-untranslated"] == nil)           // the source language
        #expect(tab("t2", "fr")?["aria-label"]?.hasPrefix("Tab 2, ") == true)
        #expect(tab("t2", "fr")?["aria-label"]?.contains("not translated") == true)
        func more(_ language: String) -> String? {
            page.all("data-more", "true", in: page.panel(language, "iphone")).first?["data-title"]
        }
        #expect(more("en") == "More")
        #expect(more("de") == "Mehr")
        #expect(more("fr") == "Autre")
        #expect(page.elements[page.panel("de", "iphone")!]["lang"] == nil)
        #expect(page.all("lang", "de").first?.name == "svg")

        // A language UIKit has no title for: "More", approximate; one no table has: all untranslated.
        let eu = try box.run(["preview", "--no-config", "--language", "eu", "--language", "de", "App.tabs"])
        let euPage = HTMLPage(eu.stdout)
        #expect(euPage.elements.first { $0.name == "main" }?["data-languages"] == "eu de")
        let euPanel = try #require(euPage.panel("eu", "iphone"))
        #expect(euPage.elements[euPanel]["data-approximate"] == "true")
        #expect(euPage.all("data-more", "true", in: euPanel).first?["data-title"] == "More")
        #expect(euPage.all("data-tab", "t1", in: euPanel).first?["data-untranslated"] == "true")
        #expect(euPage.elements[euPage.panel("de", "iphone")!]["data-approximate"] == nil)
        // `pt_BR` asked finds nothing here, and is noted as not shipped.
        #expect(euPage.allText.contains("does not ship eu"))
    }

    @Test func shippedLanguagesAreTheDefaultAndUIKitsMoreClashMarksOnlyItsLanguage() throws {
        let text = Self.tabs(6, defaults: "    strings \"Localizable.xcstrings\"\n    languages de, en, eu")
        let catalog = Self.catalog.replacingOccurrences(of: "\"Bibliothek\"", with: "\"Mehr\"")
        let (r, page, _) = try preview(text, files: ["Localizable.xcstrings": catalog])
        #expect(r.status == 0, "\(r)")
        // The development language (the catalog's) first, then the listed order; fr is not shipped.
        #expect(page.elements.first { $0.name == "main" }?["data-languages"] == "en de eu")
        let clash = try #require(page.all("data-rule", "more-title-clash").first)
        #expect(clash["data-tab"] == "t2")
        func marks(_ language: String) -> String? {
            page.all("data-tab", "t2", in: page.panel(language, "iphone")).first?["data-diagnostics"]
        }
        #expect(marks("de")?.split(separator: " ").contains(Substring(clash["data-diagnostic"]!)) == true)
        #expect(marks("en")?.split(separator: " ").contains(Substring(clash["data-diagnostic"]!)) != true)
        // eu: listed, no table (missing-language), every title untranslated, More approximate.
        let eu = try #require(page.panel("eu", "iphone"))
        #expect(page.all("data-tab", "t1", in: eu).first?["data-untranslated"] == "true")
        #expect(page.elements[eu]["data-approximate"] == "true")
        #expect(page.all("data-rule", "missing-language").count == 1)

        // `languages` without tables: the titles as written, nothing untranslated.
        let (_, plain, _) = try preview(Self.tabs(6, defaults: "    languages de, fr"))
        #expect(plain.elements.first { $0.name == "main" }?["data-languages"] == "de fr")
        #expect(plain.all("data-untranslated").isEmpty)
        #expect(plain.all("data-more", "true", in: plain.panel("fr", "iphone")).first?["data-title"] == "Autre")
    }

    @Test func withoutReadableTablesNothingIsUntranslated() throws {
        let (r, page, _) = try preview(Self.tabs(2), ["--language", "de"])
        #expect(r.status == 0, "\(r)")
        #expect(page.all("data-untranslated").isEmpty)
        #expect(page.all("data-tab", "t1").first { $0["data-slot"] != nil }?["data-title"] == "Tab 1")
    }

    @Test func languageArgumentsAreChecked() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.tabs(1))
        for bad in ["d", "de-", "de--AT", "toolonglanguage", "de AT", "<script>"] {
            let r = try box.run(["preview", "--no-config", "--language", bad, "App.tabs"])
            #expect(r.status == 2, "\(bad): \(r)")
            #expect(r.stdout.isEmpty)
        }
        let ok = try box.run(["preview", "--no-config", "--language", "zh_Hans", "--language", "ZH-hans", "--language", "Base", "App.tabs"])
        #expect(ok.status == 0, "\(ok)")
        #expect(HTMLPage(ok.stdout).elements.first { $0.name == "main" }?["data-languages"] == "zh_Hans Base")
        #expect(HTMLPage(ok.stdout).all("lang", "zh-Hans").count == 1)
    }

    @Test func rightToLeftPanelsAreMirrored() throws {
        let (_, page, _) = try preview(Self.tabs(2), ["--language", "ar", "--language", "de"])
        let svgs = page.elements.filter { $0.name == "svg" && $0["role"] == "group" }
        #expect(svgs.map { $0["dir"] } == ["rtl", nil])
    }

    @Test func titlesAreCutWithAnEllipsisByTheEstimate() throws {
        let text = """
        tab a "Sechs6" { icon "a" }
        tab b "日本語の題名" { icon "b" }
        tab c "\(String(repeating: "x", count: 30))" { icon "c" }
        tab d "D" { icon "d" }
        tab e "E" { icon "e" }

        """
        let (_, page, _) = try preview(text, ["--rule", "similar-titles=off"])
        #expect(page.all("data-tab", "a").first { $0["data-slot"] != nil }?["data-truncated"] == nil)
        #expect(page.all("data-tab", "b").first { $0["data-slot"] != nil }?["data-truncated"] == nil)
        let long = try #require(page.all("data-tab", "c").first { $0["data-slot"] != nil })
        #expect(long["data-truncated"] == "true")
        #expect(long["data-title"] == String(repeating: "x", count: 30))
        #expect(long["aria-label"]?.hasPrefix(String(repeating: "x", count: 30)) == true)
        let drawn = page.elements.first { $0.name == "text" && $0.text.hasPrefix("xxxx") }?.text ?? ""
        #expect(drawn.hasSuffix("…") && drawn.count < 30)
    }

    @Test func cachedAndMissingTitleMarks() throws {
        let text = "defaults { cached a, b }\ntab a \"A\" { icon \"a\" }\ntab b { icon \"b\" }\ntab c \"C\" {}\n"
        let (_, page, _) = try preview(text)
        #expect(page.all("data-cached", "true").compactMap { $0["data-tab"] } == ["a", "b"])
        let b = try #require(page.all("data-tab", "b").first { $0["data-slot"] != nil })
        #expect(b["data-title"] == nil)
        #expect(b["aria-label"]?.hasPrefix("b") == true)
        #expect(page.all("data-tab", "c").first { $0["data-slot"] != nil }?["data-icon"] == nil)
    }

    // MARK: - Diagnostics

    @Test func diagnosticsAreListedAsCheckReportsThemAndMarkTheirTabs() throws {
        let text = Self.tabs(6, defaults: "    strings \"Localizable.xcstrings\"\n    more \"More\", \"Mehr\"\n    limit 9",
                             extra: [4: "    icon \"star\"\n"])
        let box = try Sandbox()
        try box.write("App.tabs", text)
        try box.write("Localizable.xcstrings", Self.catalog.replacingOccurrences(of: "\"Bibliothek\"", with: "\"Mehr\""))
        let check = try box.run(["check", "--no-config", "--format", "json", "App.tabs"])
        let reported = (try check.json() as? [String: Any]).flatMap { ($0["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]] } ?? []
        #expect(!reported.isEmpty)
        let r = try box.run(["preview", "--no-config", "App.tabs"])
        #expect(r.status == 0, "\(r)")
        let page = HTMLPage(r.stdout)
        let listed = page.all("data-diagnostic")
        #expect(listed.map { $0["data-rule"] } == reported.map { $0["rule"] as? String })
        #expect(listed.map { $0["data-diagnostic"] } == listed.indices.map { String($0 + 1) })
        for (li, d) in zip(listed, reported) {
            let start = (d["range"] as? [String: Any])?["start"] as? [String: Any]
            #expect(li["data-line"] == (start?["line"] as? Int).map(String.init))
            #expect(li["data-column"] == (start?["column"] as? Int).map(String.init))
            #expect(li["data-severity"] == d["severity"] as? String)
            #expect(li.text.contains((d["message"] as? String) ?? "?"))
        }
        // Stderr has them as concise lines, nothing on stdout but the page.
        #expect(r.err.split(separator: "\n").count == reported.count, "\(r.err)")

        // The German clash marks t2 in German only; the duplicate icon marks t4 everywhere.
        let clash = try #require(listed.first { $0["data-rule"] == "more-title-clash" })
        #expect(clash["data-tab"] == "t2")
        let number = clash["data-diagnostic"]!
        func marks(_ id: String, _ language: String) -> [String] {
            (page.all("data-tab", id, in: page.panel(language, "iphone")).first { $0["data-slot"] != nil }?["data-diagnostics"] ?? "").split(separator: " ").map(String.init)
        }
        #expect(marks("t2", "de").contains(number))
        #expect(!marks("t2", "fr").contains(number) && !marks("t2", "en").contains(number))
        let t2 = try #require(page.all("data-tab", "t2", in: page.panel("de", "iphone")).first)
        #expect(t2["data-severity"] == "error")
        #expect(t2["aria-label"]?.contains("problem") == true)
        let duplicate = try #require(listed.first { $0["data-rule"] == "duplicate-attribute" })
        #expect(duplicate["data-tab"] == "t4")
        #expect(["en", "de", "fr"].allSatisfy { marks("t4", $0).contains(duplicate["data-diagnostic"]!) })
        // `limit 9` is in `defaults`: listed, marking nothing.
        let limit = try #require(listed.first { $0["data-rule"] == "invalid-value" })
        #expect(limit["data-tab"] == nil && limit["data-section"] == nil)
    }

    @Test func aHiddenTabsProblemsAreNamedInItsNote() throws {
        let (r, page, _) = try preview("tab a \"A\" { icon \"a\" }\ntab b \"A\" { icon \"b\"; placement sidebarOnly }\n")
        #expect(r.status == 0, "\(r)")
        let note = try #require(page.all("data-slot", "hidden").first)
        #expect(note.name == "li" && note["data-tab"] == "b")
        let number = try #require(page.all("data-rule", "duplicate-title").first?["data-diagnostic"])
        #expect(note["data-diagnostics"] == number && note["data-severity"] == "error")
        #expect(page.elements.contains { $0.name == "a" && $0["href"] == "#problem-\(number)" })
        #expect(page.elements.contains { $0.name == "li" && $0["id"] == "problem-\(number)" })
    }

    @Test func infoDiagnosticsAreListedNotMarked() throws {
        let (_, page, _) = try preview("tab t1 \"A\" { icon \"a\" }\ntab t2 \"B\" { icon \"b\"; icon \"x\" }\n", ["--rule", "duplicate-attribute=info"])
        let li = try #require(page.all("data-rule", "duplicate-attribute").first)
        #expect(li["data-severity"] == "info" && li["data-tab"] == "t2")
        #expect(page.all("data-diagnostics").isEmpty)
    }

    // MARK: - Escaping

    /// A hostile file and its twin with plain text in the same places:
    /// the two pages must have the same elements and attributes.
    @Test func hostileTextStaysText() throws {
        let hostile = [
            "<script>alert(1)</script>", "\" onmouseover=\"alert(2)", "a & b &amp; <b>bold</b>",
            "\u{202E}evil\u{202C}", "line\nbreak", "<img src=x onerror=alert(3)>", "</text></svg><iframe src=//x>",
            "'single' `back` ]]> <!-- c -->",
        ]
        func literal(_ t: String) -> String {
            t.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
        }
        func file(_ titles: [String], icon: String, section: String) -> String {
            var s = "defaults { platforms iphone, ipad; style sidebarAdaptable }\n"
            for (k, t) in titles.enumerated() {
                s += "tab t\(k) \"\(literal(t))\" { icon \"\(literal(icon))\(k)\" }\n"
            }
            s += "section s \"\(literal(section))\" {\n    tab x \"X\" { icon \"\(literal(icon))x\" }\n}\n"
            return s
        }
        let box = try Sandbox()
        try box.write("Evil.tabs", file(hostile, icon: "<svg onload=alert(4)>\"", section: "</g><script>x</script>"))
        try box.write("Calm.tabs", file(hostile.enumerated().map { k, t in
            String(repeating: String(UnicodeScalar(UInt8(97 + k))), count: t.unicodeScalars.count)
        }, icon: "star", section: "Section"))
        let evil = try box.run(["preview", "--no-config", "--rule", "invalid-icon-name=off", "Evil.tabs"])
        let calm = try box.run(["preview", "--no-config", "--rule", "invalid-icon-name=off", "Calm.tabs"])
        #expect(evil.status == 0, "\(evil)")
        let evilPage = HTMLPage(evil.stdout)
        let calmPage = HTMLPage(calm.stdout)
        #expect(evilPage.oddities.isEmpty, "\(evilPage.oddities)")
        // Diagnostics may differ between the two (the hostile titles draw some); compare the panels.
        func panels(_ p: HTMLPage) -> [String] {
            let first = p.elements.firstIndex { $0.name == "section" && $0["data-language"] != nil } ?? 0
            return Array(p.shape[first...])
        }
        #expect(panels(evilPage) == panels(calmPage))
        #expect(!evilPage.elements.contains { ["script", "img", "iframe", "b"].contains($0.name) })
        #expect(!evilPage.elements.contains { $0.attributes.contains { $0.0.hasPrefix("on") } })
        // Titles are kept exactly in data-title; what people read shows the controls.
        let t3 = try #require(evilPage.all("data-tab", "t3").first { $0["data-slot"] != nil })
        #expect(t3["data-title"] == "\u{202E}evil\u{202C}")
        #expect(t3["aria-label"]?.hasPrefix("\\u{202E}evil\\u{202C}") == true)
        let t4 = try #require(evilPage.all("data-tab", "t4").first { $0["data-slot"] != nil })
        #expect(t4["data-title"] == "line\nbreak")
        #expect(evilPage.all("data-tab", "t0").first { $0["data-slot"] != nil }?["data-title"] == "<script>alert(1)</script>")
        #expect(!evil.out.contains("\u{202E}") || evil.out.contains("data-title=\"\u{202E}"))
    }

    // MARK: - Determinism and output

    @Test func sameInputsSameBytesWhereverRun() throws {
        let box = try Sandbox()
        try box.write("proj/App.tabs", Self.tabs(6, defaults: "    strings \"Localizable.xcstrings\"\n    platforms iphone, ipad"))
        try box.write("proj/Localizable.xcstrings", Self.catalog)
        let a = try box.run(["preview", "--no-config", "proj/App.tabs"], env: ["LANG": "de_DE.UTF-8", "TZ": "Asia/Tokyo"])
        let b = try box.run(["preview", "--no-config", "./App.tabs"], env: ["LANG": "C", "TZ": "UTC"], in: "proj")
        let c = try box.run(["preview", "--no-config", box.path("proj/App.tabs")])
        #expect(a.status == 0, "\(a)")
        #expect(a.stdout == b.stdout)
        #expect(a.stdout == c.stdout)
        #expect(!a.out.contains(box.root.path))
        #expect(a.out.contains("<meta name=\"generator\" content=\"tablint "))
        // Standard input with --stdin-filename: the same page.
        let d = try box.run(["preview", "--no-config", "--stdin-filename", "proj/App.tabs", "-"],
                            stdin: try box.read("proj/App.tabs"))
        #expect(d.stdout == a.stdout)
        let e = try box.run(["preview", "--no-config", "-"], stdin: Array(Self.tabs(1).utf8))
        #expect(HTMLPage(e.stdout).elements.first { $0.name == "main" }?["data-file"] == "<stdin>")
    }

    @Test func outputMatchesStandardOutputAndIsNotRewrittenWhenUnchanged() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.tabs(3))
        let stdout = try box.run(["preview", "--no-config", "App.tabs"])
        let written = try box.run(["preview", "--no-config", "--output", "out/deep/page.html", "App.tabs"])
        #expect(written.status == 0, "\(written)")
        #expect(written.stdout.isEmpty)
        #expect(try box.read("out/deep/page.html") == stdout.stdout)
        let before = try FileManager.default.attributesOfItem(atPath: box.path("out/deep/page.html"))
        let inode = before[.systemFileNumber] as? Int
        Thread.sleep(forTimeInterval: 0.02)
        let again = try box.run(["preview", "--no-config", "-o", "out/deep/page.html", "App.tabs"])
        #expect(again.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: box.path("out/deep/page.html"))
        #expect(after[.systemFileNumber] as? Int == inode)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        // Only the page goes to standard output, and nothing else does.
        #expect(stdout.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\""))
        #expect(stdout.out.hasSuffix("</html>\n"))
    }

    @Test func thePageIsSelfContained() throws {
        let (_, page, _) = try preview(Self.tabs(7, defaults: "    platforms iphone, ipad, mac, vision, tv"))
        let forbidden: Set<String> = ["script", "link", "img", "iframe", "object", "embed", "audio", "video", "source", "base", "form"]
        #expect(!page.elements.contains { forbidden.contains($0.name) })
        for e in page.elements {
            for (name, value) in e.attributes {
                #expect(name != "src" && !name.hasPrefix("on"), "\(e)")
                if name == "href" { #expect(value.hasPrefix("#"), "\(e)") }
            }
        }
        let html = String(decoding: try preview(Self.tabs(2)).0.stdout, as: UTF8.self)
        #expect(!html.contains("@import") && !html.contains("@font-face") && !html.contains("url("))
        #expect(html.contains("@media (prefers-color-scheme:dark)"))
        // Every panel: a caption with an id, one group svg labelled by it.
        for k in page.elements.indices where page.elements[k].name == "figure" {
            let caption = page.elements.indices.first { page.elements[$0].name == "figcaption" && page.elements[$0].parent == k }
            let svgs = page.elements.indices.filter { page.elements[$0].name == "svg" && page.elements[$0].parent == k }
            #expect(svgs.count == 1)
            if let c = caption, let s = svgs.first {
                #expect(page.elements[s]["aria-labelledby"] == page.elements[c]["id"])
                #expect(page.elements[s]["role"] == "group")
            }
        }
        // Each tab is a listitem in a list.
        for e in page.all("data-slot") where e["data-slot"] != "hidden" && e["data-dynamic"] == nil {
            #expect(e["role"] == "listitem", "\(e)")
        }
    }

    // MARK: - Exit statuses

    @Test func blockingErrorsWriteNothing() throws {
        let box = try Sandbox()
        try box.write("Syntax.tabs", "tab a \"A\" {\n")
        try box.write("Dup.tabs", "tab a \"A\" {}\ntab a \"B\" {}\n")
        try box.write("out.html", "old")
        for name in ["Syntax", "Dup"] {
            let r = try box.run(["preview", "--no-config", "--rule", "syntax-error=off", "--rule", "duplicate-id=info",
                                 "--output", "out.html", "\(name).tabs"])
            #expect(r.status == 1, "\(r)")
            #expect(r.stdout.isEmpty)
            #expect(String(decoding: try box.read("out.html"), as: UTF8.self) == "old")
            let rule = name == "Syntax" ? "syntax-error" : "duplicate-id"
            #expect(r.err.contains("error: "), "\(r)")
            #expect(r.err.contains("[\(rule)]"))
            #expect(r.err.hasSuffix("tablint: \(name).tabs: no preview: \(rule)\n"), "\(r.err)")
        }
    }

    @Test func noSelectableTabBlocksOnlyThePlatformsDrawn() throws {
        let text = "defaults { platforms iphone, mac }\ntab a \"A\" { icon \"a\"; platforms iphone }\ntab b \"B\" { icon \"b\"; role action }\n"
        let box = try Sandbox()
        try box.write("App.tabs", text)
        let all = try box.run(["preview", "--no-config", "App.tabs"])
        #expect(all.status == 1, "\(all)")
        #expect(all.err.contains("no preview: no-selectable-tab"))
        let phone = try box.run(["preview", "--no-config", "--platform", "iphone", "App.tabs"])
        #expect(phone.status == 0, "\(phone)")
        #expect(HTMLPage(phone.stdout).all("data-platform").count == 1)
    }

    @Test func nonBlockingErrorsAreDrawn() throws {
        let (r, page, _) = try preview("defaults { selected nope }\ntab a \"A\" { icon \"a\" }\ntab b \"A\" { icon \"b\" }\n")
        #expect(r.status == 0, "\(r)")
        #expect(page.all("data-selected", "true").compactMap { $0["data-tab"] } == ["a"])
        #expect(page.all("data-rule", "duplicate-title").first?["data-tab"] == "b")
        #expect(page.all("data-tab", "b").first { $0["data-slot"] != nil }?["data-severity"] == "error")
    }

    @Test func usageAndFileProblemsAreExitTwo() throws {
        let box = try Sandbox()
        try box.write("App.tabs", Self.tabs(2))
        try box.write("Broken.tabs", "tab a {\n")
        try box.mkdir("dir")
        let cases: [[String]] = [
            ["preview"], ["preview", "App.tabs", "App.tabs"], ["preview", "dir"], ["preview", "missing.tabs"],
            ["preview", "--platform", "watch", "App.tabs"], ["preview", "--platform", "mac", "App.tabs"],
            ["preview", "--platform", "mac", "Broken.tabs"], ["preview", "--bogus", "App.tabs"],
            ["preview", "--config", "nope.json", "App.tabs"], ["preview", "--output", "App.tabs/x.html", "App.tabs"],
        ]
        for args in cases {
            let r = try box.run(args)
            #expect(r.status == 2, "\(args): \(r)")
            #expect(r.stdout.isEmpty, "\(args)")
            #expect(r.err.contains("tablint: error: "), "\(args): \(r.err)")
        }
        let mac = try box.run(["preview", "--platform", "mac", "App.tabs"])
        #expect(mac.err.contains("iphone"), "\(mac.err)")
        let help = try box.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: tablint preview"))
        let usage = try box.run(["--help"])
        #expect(usage.out.contains("tablint preview [OPTIONS] FILE"))
        // A file named `preview` is checked with `check` or `./preview`.
        try box.write("preview", Self.tabs(1))
        #expect(try box.run(["check", "preview"]).status == 0)
    }

    @Test func aPageOverSixteenMebibytesIsNotWritten() throws {
        var text = "defaults { platforms iphone, ipad, mac, vision, tv }\n"
        for k in 0..<1200 { text += "tab t\(k) \"T\(k)\" { icon \"i\(k)\" }\n" }
        let box = try Sandbox()
        try box.write("Big.tabs", text)
        let languages = (0..<20).flatMap { ["--language", "l" + String(UnicodeScalar(UInt8(97 + $0)))] }
        let r = try box.run(["preview", "--no-config", "--rule", "too-many-cached=off"] + languages + ["--output", "big.html", "Big.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.stdout.isEmpty)
        #expect(r.err.contains("too large to draw: 1200 tabs, 20 languages, 5 platforms; narrow it with --platform or --language"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: box.path("big.html")))
        let narrowed = try box.run(["preview", "--no-config", "--rule", "too-many-cached=off", "--platform", "iphone", "Big.tabs"])
        #expect(narrowed.status == 0)
    }

    @Test func theConfigurationDecidesLevelsButNotExclusion() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", "{\"rules\": {\"missing-icon\": \"error\"}, \"exclude\": [\"App.tabs\"]}")
        try box.write("App.tabs", "tab a \"A\" {}\n")
        let r = try box.run(["preview", "App.tabs"])
        #expect(r.status == 0, "\(r)")
        let li = try #require(HTMLPage(r.stdout).all("data-rule", "missing-icon").first)
        #expect(li["data-severity"] == "error")
    }
}
