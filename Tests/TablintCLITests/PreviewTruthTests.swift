import Foundation
import Testing

/// What the picture must not let a user misread (docs/preview.md), through
/// the real executable: a symbol's name never where a title would be,
/// problems on tabs no panel draws, the Mac per style, the iPad's two
/// alternatives, exact `data-title`s.
@Suite("Preview tells the truth") struct PreviewTruthTests {
    func preview(_ text: String, _ args: [String] = []) throws -> (RunResult, HTMLPage) {
        let box = try Sandbox()
        try box.write("App.tabs", text)
        let r = try box.run(["preview", "--no-config"] + args + ["App.tabs"])
        #expect(r.status == 0, "\(r)")
        let page = HTMLPage(r.stdout)
        #expect(page.oddities.isEmpty, "\(page.oddities)")
        return (r, page)
    }

    /// The text drawn for people inside an element, its descendants' included.
    func drawnText(_ page: HTMLPage, inside k: Int, symbols: Bool) -> [String] {
        page.elements.indices.filter { page.isInside($0, k) && page.elements[$0].name == "text" }
            .filter { (page.elements[$0]["data-symbol"] != nil) == symbols }
            .map { page.elements[$0].text }
    }

    @Test func aSymbolsNameIsACaptionInsideItsPlaceholderOnly() throws {
        let (_, page) = try preview("""
        defaults { platforms iphone, ipad, vision }
        tab home "Home" { icon "house" }
        tab find { icon "magnifyingglass"; role search }
        tab inbox "Inbox" { icon "tray.full" }

        """)
        var captions = 0
        for k in page.elements.indices where page.elements[k]["data-slot"] != nil && page.elements[k]["data-tab"] != nil {
            let tab = page.elements[k]
            let icon = try #require(tab["data-icon"])
            // What reads as the title holds no part of the symbol's name.
            for text in drawnText(page, inside: k, symbols: false) {
                #expect(!text.isEmpty && !icon.hasPrefix(text.replacingOccurrences(of: "…", with: "")), "\(tab): \(text)")
            }
            for caption in page.elements.indices where page.isInside(caption, k) && page.elements[caption]["data-symbol"] != nil {
                #expect(page.elements[caption]["aria-hidden"] == "true")
                #expect(icon.hasPrefix(page.elements[caption].text.replacingOccurrences(of: "…", with: "")))
                captions += 1
            }
            // The accessible name: the whole title, then the states, the symbol among them.
            let label = try #require(tab["aria-label"])
            #expect(label.hasSuffix(", symbol \(icon)") || label.contains(", symbol \(icon),"), "\(label)")
            if let title = tab["data-title"] { #expect(label.hasPrefix(title + ",")) }
        }
        #expect(captions >= 6)
        let search = try #require(page.all("data-slot", "search").first)
        #expect(search["aria-label"]?.hasPrefix("find (no title), ") == true)
        #expect(search["aria-label"]?.contains(", symbol magnifyingglass") == true)
    }

    @Test func anImageTabCarriesItsAssetNameNeverItsTitle() throws {
        let (_, page) = try preview("""
        defaults { platforms iphone, ipad }
        tab home "Home" { image "TabHome" }
        tab inbox "Inbox" { icon "tray" }

        """)
        let homes = page.all("data-tab", "home")
        #expect(!homes.isEmpty)
        for k in page.elements.indices where page.elements[k]["data-tab"] == "home" && page.elements[k]["data-slot"] != nil {
            let tab = page.elements[k]
            #expect(tab["data-image"] == "TabHome")
            #expect(tab["data-icon"] == nil)
            #expect(tab["aria-label"]?.hasPrefix("Home, ") == true, "\(tab)")
            #expect(tab["aria-label"]?.contains(", image TabHome") == true, "\(tab)")
            for text in drawnText(page, inside: k, symbols: false) {
                #expect(!text.contains("TabHome"), "\(text)")
            }
        }
        let inbox = try #require(page.all("data-tab", "inbox").first)
        #expect(inbox["data-image"] == nil)
        #expect(inbox["data-icon"] == "tray")
    }

    @Test func aCustomBarIsOneScrollingBarWithEveryTabAndNoMoreTab() throws {
        let tabs = (1...8).map { "tab t\($0) \"Tab \($0)\" { icon \"star\" }" }.joined(separator: "\n")
        let find = "tab find \"Find\" { icon \"magnifyingglass\"; role search }"
        let system = try preview("defaults { platforms iphone, ipad }\n" + tabs + "\n" + find + "\n").1
        #expect(!system.all("data-more", "true").isEmpty)
        #expect(system.all("data-bar").isEmpty)
        #expect(system.all("data-slot", "scroll").isEmpty)

        let (_, page) = try preview("defaults { platforms iphone, ipad; bar custom; cached t1 }\n" + tabs + "\n" + find + "\n")
        #expect(page.all("data-more").isEmpty)
        #expect(page.all("data-slot", "more").isEmpty)
        let panels = page.all("data-bar", "custom")
        #expect(panels.count == 2, "the iPhone panel and the iPad panel draw the custom bar")
        // One scrolling bar per panel: every tab-bar tab in declaration order, the search tab in its place.
        let scroll = page.all("data-slot", "scroll")
        #expect(scroll.map { $0["data-tab"] ?? "" } == Array(repeating: (1...8).map { "t\($0)" } + ["find"], count: 2).flatMap { $0 })
        #expect(scroll.filter { $0["data-tab"] == "t1" }.allSatisfy { $0["data-cached"] == "true" })
        #expect(page.all("data-slot", "search").isEmpty)
    }

    /// What a problem's list item says about where it is drawn.
    func said(_ page: HTMLPage, _ item: HTMLPage.Element) -> String? {
        guard let li = page.elements.indices.first(where: { page.elements[$0].name == "li" && page.elements[$0]["id"] == item["id"] }) else { return nil }
        return page.elements.first { $0.parent == li && ($0["class"] ?? "").hasPrefix("drawn") }?.text
    }

    static let hidden = """
    defaults {
        platforms iphone, ipad
        selected nowhere
    }
    tab home "Home" { icon "house" }
    tab twin "Home" {
        icon "star"
        placement sidebarOnly
    }
    tab inbox "Inbox" { icon "tray.fill" }

    """

    @Test func problemsOnTabsNoPanelDrawsAreBadgedAndSaid() throws {
        let (_, page) = try preview(Self.hidden, ["--language", "en", "--language", "de"])
        let problems = page.all("data-diagnostic")
        let duplicate = try #require(problems.first { $0["data-rule"] == "duplicate-title" })
        #expect(duplicate["data-tab"] == "twin")
        #expect(duplicate["data-drawn-in"] == "none")
        #expect(said(page, duplicate) == "not drawn on any platform")
        // Infos and `defaults` problems are drawn nowhere either.
        let filled = try #require(problems.first { $0["data-rule"] == "filled-icon" })
        #expect(filled["data-drawn-in"] == "none")
        let selected = try #require(problems.first { $0["data-severity"] != "info" && $0["data-tab"] == nil })
        #expect(selected["data-drawn-in"] == "none")
        for language in ["en", "de"] {
            for platform in ["iphone", "ipad"] {
                let k = try #require(page.panel(language, platform))
                #expect(page.elements[k]["data-hidden-problems"] == "1")
                let badge = try #require(page.elements.indices.first { page.isInside($0, k) && page.elements[$0].name == "a" && page.elements[$0]["href"] == "#problem-\(duplicate["data-diagnostic"] ?? "")" })
                #expect(page.elements[page.elements[badge].parent ?? 0].name == "figcaption")
                #expect(page.elements[badge].text == "1 problem on a tab not shown here")
            }
        }
        // With the sidebar drawn, the same problem is drawn on the iPad only, in every language.
        let (_, adaptable) = try preview(Self.hidden.replacingOccurrences(of: "    selected nowhere", with: "    style sidebarAdaptable"),
                                         ["--language", "en", "--language", "de"])
        let drawn = try #require(adaptable.all("data-rule", "duplicate-title").first)
        #expect(drawn["data-drawn-in"] == "ipad/en ipad/de")
        #expect(said(adaptable, drawn) == "drawn on iPad (en, de)")
        #expect(adaptable.elements[try #require(adaptable.panel("de", "iphone"))]["data-hidden-problems"] == "1")
        #expect(adaptable.elements[try #require(adaptable.panel("de", "ipad"))]["data-hidden-problems"] == nil)
        #expect(adaptable.all("data-tab", "twin").contains { $0["data-slot"] == "sidebar" && $0["data-diagnostics"] == drawn["data-diagnostic"] })
    }

    static let mac = """
    defaults {
        platforms mac
        style STYLE
    }
    tab home "Home" { icon "house" }
    tab pin "Pinned" {
        icon "pin"
        placement pinned
    }
    tab lib "Library" { icon "books.vertical" }
    tab side "Side" {
        icon "sidebar.left"
        placement sidebarOnly
    }

    """

    @Test func theMacIsASegmentedControlOrTheSidebarByStyle() throws {
        for style in ["automatic", "tabBarOnly", "page"] {
            let (_, page) = try preview(Self.mac.replacingOccurrences(of: "STYLE", with: style))
            let k = try #require(page.panel("en", "mac"))
            #expect(page.elements[k]["data-approximate"] == "true", "\(style)")
            // Declaration order: `pinned` means nothing to AppKit's control.
            #expect(page.slot("segment", language: "en", platform: "mac") == ["home", "pin", "lib"], "\(style)")
            #expect(page.slot("top", language: "en", platform: "mac").isEmpty)
            #expect(page.slot("sidebar", language: "en", platform: "mac").isEmpty)
            #expect(page.all("data-slot", "hidden", in: k).compactMap { $0["data-tab"] } == ["side"])
            #expect(page.allText.contains("segmented control"))
        }
        let (_, page) = try preview(Self.mac.replacingOccurrences(of: "STYLE", with: "sidebarAdaptable"))
        #expect(page.slot("sidebar", language: "en", platform: "mac") == ["home", "pin", "lib", "side"])
        #expect(page.slot("segment", language: "en", platform: "mac").isEmpty)
        #expect(page.elements[try #require(page.panel("en", "mac"))]["data-approximate"] == nil)
        // Past the control's room: slot `overflow`.
        var many = "defaults { platforms mac }\n"
        for k in 1...12 { many += "tab t\(k) \"A rather long title \(k)\" { icon \"star\" }\n" }
        let (_, crowded) = try preview(many)
        let segment = crowded.slot("segment", language: "en", platform: "mac")
        let overflow = crowded.slot("overflow", language: "en", platform: "mac")
        #expect(!segment.isEmpty && !overflow.isEmpty)
        #expect(segment + overflow == (1...12).map { "t\($0)" })
    }

    @Test func theIPadsTwoPicturesAreLabelledAlternatives() throws {
        let (_, page) = try preview("""
        defaults {
            platforms ipad
            style sidebarAdaptable
            selected inbox
        }
        tab home "Home" { icon "house" }
        tab inbox "Inbox" { icon "tray" }
        section more "More things" {
            tab fav "Favorites" { icon "star" }
        }

        """)
        let k = try #require(page.panel("en", "ipad"))
        let top = try #require(page.elements.indices.first { page.isInside($0, k) && page.elements[$0]["data-alternative"] == "top" })
        let side = try #require(page.elements.indices.first { page.isInside($0, k) && page.elements[$0]["data-alternative"] == "sidebar" })
        for (alternative, slot, cls) in [(top, "top", "tab tab-sel"), (side, "sidebar", "tab tab-sel-alt")] {
            let label = page.elements.indices.first { page.isInside($0, alternative) && page.elements[$0]["class"] == "alt" }
            #expect(label.map { !page.elements[$0].text.isEmpty } == true, "no visible label in \(slot)")
            let selected = page.all("data-selected", "true", in: alternative)
            #expect(selected.map { $0["data-tab"] } == ["inbox"])
            #expect(selected.first?["data-slot"] == slot)
            #expect(selected.first?["class"] == cls)
        }
        // Only the first alternative is tinted; the second is outlined.
        #expect(page.all("class", "sel", in: side).isEmpty)
        #expect(page.all("class", "sel-alt", in: side).count == 1)
        #expect(page.all("class", "sel", in: top).count == 1)
    }

    @Test func dataTitleHoldsTheExactTitle() throws {
        let titles = ["line\nbreak", "line\\u{A}break", "cr\rtab\t", "bell\u{7}del\u{7F}", "nel\u{85}", "&amp; \"q\" <b>",
                      "\u{202E}evil", "ZWJ 👩‍💻 end"]
        var text = ""
        for (k, title) in titles.enumerated() {
            // The file's own escapes: `\n`, `\\`, `\"`, `\u{X}`.
            var escaped = ""
            for scalar in title.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\\\"
                case "\"": escaped += "\\\""
                case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0):
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            text += "tab t\(k) \"\(escaped)\" { icon \"i\(k)\" }\n"
        }
        let (r, page) = try preview("defaults { platforms ipad }\n" + text)
        for (k, title) in titles.enumerated() {
            let drawn = page.all("data-tab", "t\(k)").filter { $0["data-slot"] != nil }
            #expect(!drawn.isEmpty)
            for e in drawn { #expect(e["data-title"] == title, "t\(k)") }
        }
        // A newline and the text `\u{A}` give two values; a newline is `&#10;`.
        #expect(r.out.contains("data-title=\"line&#10;break\""))
        #expect(r.out.contains("data-title=\"line\\u{A}break\""))
        #expect(r.out.contains("data-title=\"cr&#13;tab&#9;\""))
        // What people read still shows the controls.
        #expect(page.all("data-tab", "t0").contains { $0["aria-label"]?.hasPrefix("line\\u{A}break") == true })
    }

    /// The drawn tabs of one id: the groups with a slot and an index.
    func drawn(_ page: HTMLPage, _ id: String, in panel: Int? = nil) -> [Int] {
        page.elements.indices.filter { k in
            page.elements[k]["data-tab"] == id && page.elements[k]["data-index"] != nil && (panel.map { page.isInside(k, $0) } ?? true)
        }
    }

    /// A tab's tooltip (its SVG `<title>`).
    func tooltip(_ page: HTMLPage, _ k: Int) -> String {
        page.elements.indices.first { page.isInside($0, k) && page.elements[$0].name == "title" }.map { page.elements[$0].text } ?? ""
    }

    @Test func aTabTitledEmptyIsDrawnAsATabWithoutATitle() throws {
        let (_, page) = try preview("""
        defaults { platforms iphone, ipad, mac }
        tab home "Home" { icon "house" }
        tab blank "" { icon "star" }
        tab none { icon "bell" }

        """)
        for id in ["blank", "none"] {
            let tabs = drawn(page, id)
            #expect(tabs.count == 3, "\(id): one in each panel")
            for k in tabs {
                let tab = page.elements[k]
                #expect(tab["data-title"] == nil, "\(tab)")
                #expect(tab["aria-label"]?.hasPrefix("\(id) (no title), ") == true, "\(tab)")
                // Its id is drawn where the title would be, marked missing.
                let texts = page.elements.indices.filter { page.elements[$0].parent == k && page.elements[$0].name == "text" && page.elements[$0]["data-symbol"] == nil }
                #expect(texts.map { page.elements[$0].text } == [id], "\(tab)")
                #expect(texts.allSatisfy { page.elements[$0]["class"]?.split(separator: " ").contains("noid") == true }, "\(tab)")
            }
        }
    }

    @Test func aSuppressedUntranslatedTitleIsDrawnAsShownWithTheReason() throws {
        let box = try Sandbox()
        try box.write("Localizable.xcstrings", """
        {"sourceLanguage": "en", "strings": {
        "Home": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}}}
        }}

        """)
        try box.write("App.tabs", """
        defaults { strings "Localizable.xcstrings" }
        tab home "Home" { icon "house" }
        # tablint-disable-next-line untranslated-title -- the system titles this tab
        tab history "History" { icon "clock" }
        tab feed "Feed" { icon "star" }

        """)
        let r = try box.run(["preview", "--no-config", "--platform", "iphone", "App.tabs"])
        #expect(r.status == 0, "\(r)")
        let page = HTMLPage(r.stdout)
        let de = try #require(page.panel("de", "iphone"))
        let history = try #require(drawn(page, "history", in: de).first)
        #expect(page.elements[history]["data-untranslated"] == nil, "\(page.elements[history])")
        #expect(page.elements[history]["aria-label"]?.contains("not translated") == false)
        #expect(tooltip(page, history).contains("untranslated-title suppressed: the system titles this tab"), "\(tooltip(page, history))")
        #expect(!tooltip(page, history).contains("not translated"))
        // The tab next to it, not suppressed, is still marked.
        let feed = try #require(drawn(page, "feed", in: de).first)
        #expect(page.elements[feed]["data-untranslated"] == "true")
        #expect(!tooltip(page, feed).contains("suppressed"))
        // In English (the source language) nothing was suppressed: no reason shown.
        let en = try #require(page.panel("en", "iphone"))
        let englishHistory = try #require(drawn(page, "history", in: en).first)
        #expect(!tooltip(page, englishHistory).contains("suppressed"), "\(tooltip(page, englishHistory))")
    }

    @Test func languagesWithoutStringsSayTheTitlesAreShownAsWritten() throws {
        let note = "Titles are shown as written: no string table is listed"
        let (_, page) = try preview("""
        defaults {
            platforms iphone, ipad
            languages en, de
        }
        tab home "Home" { icon "house" }

        """)
        let panels = page.elements.indices.filter { page.elements[$0].name == "figure" }
        #expect(panels.count == 4)
        for k in panels {
            let notes = page.elements.indices.filter { page.isInside($0, k) && page.elements[$0].name == "li" }.map { page.elements[$0].text }
            #expect(notes.contains { $0.hasPrefix(note) }, "\(page.elements[k]): \(notes)")
        }
        // With a table listed, or without `languages`, no such note.
        let box = try Sandbox()
        try box.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"#)
        try box.write("App.tabs", "defaults {\n    languages en, de\n    strings \"Localizable.xcstrings\"\n}\ntab home \"Home\" { icon \"house\" }\n")
        let listed = try box.run(["preview", "--no-config", "App.tabs"])
        #expect(listed.status == 0, "\(listed)")
        #expect(!HTMLPage(listed.stdout).allText.contains(note))
        let (_, plain) = try preview("tab home \"Home\" { icon \"house\" }\n")
        #expect(!plain.allText.contains(note))
    }

    /// `too-many-cached` names the tabs behind More that the picture draws there.
    @Test func theMoreMessageNamesTheTabsThePictureDrawsBehindMore() throws {
        for source in [
            (1...6).map { "tab t\($0) \"T\($0)\" { icon \"star\" }\n" }.joined(),
            "tab a \"A\" { icon \"star\" }\ntab act \"New\" { icon \"plus\"; role action }\n" + (1...5).map { "tab t\($0) \"T\($0)\" { icon \"star\" }\n" }.joined(),
            "defaults { limit 3 }\n" + (1...9).map { "tab t\($0) \"T\($0)\" { icon \"star\" }\n" }.joined(),
        ] {
            let box = try Sandbox()
            try box.write("App.tabs", source)
            let check = try box.run(["check", "--no-config", "--format", "concise", "App.tabs"])
            let line = try #require(check.out.split(separator: "\n").first { $0.hasSuffix("[too-many-cached]") }, "\(check)")
            let named = try #require(line.firstRange(of: "\" tab; ").map { line[$0.upperBound...] }?.split(separator: " are behind More").first)
            let ids = named.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let preview = try box.run(["preview", "--no-config", "--platform", "iphone", "App.tabs"])
            #expect(preview.status == 0, "\(preview)")
            let page = HTMLPage(preview.stdout)
            #expect(!ids.isEmpty && ids == page.slot("more", language: "en", platform: "iphone"), "\(line)")
        }
    }
}

