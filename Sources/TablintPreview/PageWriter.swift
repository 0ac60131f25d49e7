import TabsLint

/// Writes the page: the head, the legend, the problems, then a section per
/// language holding a panel per platform (docs/preview.md).
struct PageWriter {
    let source: Preview.Source
    let request: Preview.Request
    let platforms: [Platform]
    let languages: LanguagePlan
    let diagnostics: [Diagnostic]
    let facts: PageFacts
    let model: Model
    var out = Markup()
    var panelCount = 0
    /// By listed diagnostic: the panels (platform, language) that draw its mark.
    var drawnIn: [[(platform: Platform, language: String)]] = []
    /// The page outgrew `Preview.maximumPageSize` and drawing stopped.
    var stoppedTooLarge = false

    init(source: Preview.Source, request: Preview.Request, platforms: [Platform], languages: LanguagePlan,
         diagnostics: [Diagnostic]) {
        self.source = source
        self.request = request
        self.platforms = platforms
        self.languages = languages
        self.diagnostics = diagnostics
        self.model = source.result.model
        self.facts = PageFacts(source.result, diagnostics: diagnostics)
    }

    // MARK: - Page

    mutating func rendered() -> [UInt8] {
        // The panels first: the list of problems says where each is drawn.
        drawnIn = Array(repeating: [], count: facts.listed.count)
        out.reserve(32_768 + model.tabs.count * languages.drawn.count * platforms.count * 700)
        for language in languages.drawn where !stoppedTooLarge { languageSection(language) }
        let panels = out
        out = Markup()
        head()
        main(status: "rendered", platforms: platforms.map(\.rawValue).joined(separator: " "), languages: languages.drawn.joined(separator: " "))
        out.write([Element("h1", text: "\(request.fileName): what each platform shows").node, .newline])
        out.write([Element("p", ["class": "sub"], text: "\(platforms.map(Self.platformName).joined(separator: ", ")) in \(languages.drawn.count == 1 ? "1 language" : "\(languages.drawn.count) languages"); drawn by tablint from the file, not by the system: an approximation that says where it guesses.").node, .newline])
        out.write(.fixed(PageStyle.legend))
        if !model.conditionNames.isEmpty { out.write(.fixed(PageStyle.conditionalLegend)) }
        problems(facts.listed.map { ($0, $0.number) }, heading: "Problems (\(facts.listed.count))")
        out.write(panels)
        return end()
    }

    /// The blocking diagnostics, numbered as `check` numbers them; one that
    /// `check` does not report (its rule turned off) after `check`'s last.
    mutating func blocked() -> [UInt8] {
        head()
        main(status: "blocked", platforms: "", languages: "")
        out.write([Element("h1", text: "\(request.fileName): no preview").node, .newline])
        out.write([Element("p", ["class": "sub"], text: "The file has an error that makes a picture impossible: a picture of a guess would look authoritative. Fix these, and the picture comes back.").node, .newline])
        let reported = source.result.diagnostics
        var after = reported.count
        let blocking = facts.listed.filter { item in Preview.blockingRules.contains { $0.id == item.diagnostic.rule } }.map { item in
            let d = item.diagnostic
            if let k = reported.firstIndex(where: { $0.rule == d.rule && $0.range == d.range && $0.message == d.message }) {
                return (item, k + 1)
            }
            after += 1
            return (item, after)
        }
        problems(blocking, heading: "Problems that block the picture (\(blocking.count), numbered as in check’s list of \(reported.count))")
        return end()
    }

    mutating func head() {
        out.write(.fixed("<!DOCTYPE html>\n"))
        out.open(Element("html", ["lang": "en"]))
        out.write(.newline)
        out.write(Element("head", [:], [
            .newline, Element("meta", ["charset": "utf-8"]).node,
            .newline, Element("meta", ["http-equiv": "Content-Security-Policy", "content": "default-src 'none'; style-src 'unsafe-inline'"]).node,
            .newline, Element("meta", ["name": "generator", "content": request.generator]).node,
            .newline, Element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]).node,
            .newline, Element("title", text: "\(request.fileName): tablint preview").node,
            // The conditional tabs' mark only in a file with `when`: a page without it is what it was.
            .newline, Element("style", [:], [.newline, .fixed(PageStyle.css), .newline]
                              + (model.conditionNames.isEmpty ? [] : [.fixed(PageStyle.conditionalCSS), .newline])).node, .newline,
        ]))
        out.write(.newline)
        out.open(Element("body"))
        out.write(.newline)
    }

    mutating func main(status: String, platforms: String, languages: String) {
        out.open(Element("main", ["data-tablint-preview": Preview.structureVersion, "data-status": status, "data-file": request.fileName,
                                  "data-platforms": platforms, "data-languages": languages]))
        out.write(.newline)
    }

    mutating func end() -> [UInt8] {
        for name: StaticString in ["main", "body", "html"] {
            out.close(name)
            out.write(.newline)
        }
        return Array(out.text.utf8)
    }

    /// The list of problems, each with its number and where it is drawn.
    mutating func problems(_ list: [(item: ListedDiagnostic, number: Int)], heading: String) {
        out.write([Element("h2", ["id": "problems"], text: heading).node, .newline])
        guard !list.isEmpty else {
            out.write([Element("p", ["class": "sub"], [.text("None: "), Element("code", text: "tablint check").node,
                                                       .text(" reports nothing for this file.")]).node, .newline])
            return
        }
        var ol = Element("ol", ["class": "problems"], [.newline])
        for (item, number) in list {
            let d = item.diagnostic
            let panels = item.number <= drawnIn.count ? drawnIn[item.number - 1] : []
            ol.append(Element("li", ["id": "problem-\(number)", "value": number, "data-diagnostic": number, "data-rule": d.rule,
                                     "data-severity": d.severity.rawValue, "data-line": item.line, "data-column": item.column,
                                     "data-tab": item.tab.map { facts.tabs[$0].id },
                                     "data-section": item.tab == nil ? item.section.map { facts.sections[$0].shownID } : nil,
                                     "data-drawn-in": panels.isEmpty ? "none" : panels.map { "\($0.platform.rawValue)/\($0.language)" }.joined(separator: " ")], [
                Element("span", ["class": "sev-\(d.severity.rawValue)"], text: d.severity.rawValue).node, .text(" "),
                Element("span", ["class": "where"], text: "line \(item.line), column \(item.column)").node,
                .text(" \(d.message) "), Element("span", ["class": "rule"], text: "[\(d.rule)]").node, .text(" "),
                Element("span", ["class": panels.isEmpty ? "drawn none" : "drawn"], text: drawnText(panels)).node,
            ]))
            ol.append(.newline)
        }
        out.write([ol.node, .newline])
    }

    /// Where a problem is drawn, for a person: "drawn on iPhone (en, de), iPad (en)".
    func drawnText(_ panels: [(platform: Platform, language: String)]) -> String {
        guard !panels.isEmpty else { return "not drawn on any platform" }
        if panels.count == platforms.count * languages.drawn.count && panels.count > 1 { return "drawn in every panel" }
        var order: [Platform] = []
        var drawn: [Platform: [String]] = [:]
        for (p, l) in panels {
            if drawn[p] == nil { order.append(p) }
            drawn[p, default: []].append(l)
        }
        return "drawn on " + order.map { "\(Self.platformName($0)) (\(drawn[$0, default: []].joined(separator: ", ")))" }.joined(separator: ", ")
    }

    mutating func languageSection(_ language: String) {
        var heading = Element("h2", text: language)
        if languages.isDevelopment(language) {
            heading.append(.text(" "))
            heading.append(Element("span", ["class": "rule"], text: "(development language)"))
        }
        out.open(Element("section", ["data-language": language]))
        out.write([.newline, heading.node, .newline])
        out.open(Element("div", ["class": "panels"]))
        out.write(.newline)
        for platform in platforms where !stoppedTooLarge {
            panel(language, platform)
            if out.text.utf8.count > Preview.maximumPageSize { stoppedTooLarge = true }
        }
        for name: StaticString in ["div", "section"] {
            out.close(name)
            out.write(.newline)
        }
    }

    // MARK: - Panel

    mutating func panel(_ language: String, _ platform: Platform) {
        var p = Panel(writer: self, language: language, platform: platform)
        p.draw()
        panelCount += 1
        let id = "panel-\(panelCount)"
        let approximate = !p.approximations.isEmpty
        let (drawn, hidden) = p.problems()
        for n in drawn { drawnIn[n].append((platform, language)) }
        var caption = Element("figcaption", ["id": id], text: "\(Self.platformName(platform)), \(language), style \(model.style.rawValue)")
        if approximate {
            caption.append(.text(" "))
            caption.append(Element("span", ["class": "approx"], text: "approximate"))
        }
        if let conditions = p.moreOnlyWith {
            caption.append(.text(" "))
            caption.append(Element("span", ["class": "cond-more"], text: "(a \"More\" tab only with \(conditions.joined(separator: ", ")))"))
        }
        if let first = hidden.first {
            let error = hidden.contains { facts.listed[$0].diagnostic.severity == .error }
            let onTabs = hidden.allSatisfy { facts.listed[$0].tab != nil }
            let what = hidden.count == 1 ? (onTabs ? "1 problem on a tab" : "1 problem on a tab or section")
                : "\(hidden.count) problems on \(onTabs ? "tabs" : "tabs or sections")"
            caption.append(.text(" "))
            caption.append(Element("a", ["class": error ? "hidden-problems hp-error" : "hidden-problems", "href": "#problem-\(facts.listed[first].number)"],
                                   text: "\(what) not shown here"))
        }
        let svg = Element("svg", ["role": "group", "aria-labelledby": id, "lang": LanguagePlan.langAttribute(language),
                                  "dir": p.rtl ? "rtl" : nil, "width": p.width, "height": p.height,
                                  "viewBox": "0 0 \(p.width) \(p.height)"], [.newline] + p.body)
        var notes = p.notes
        if model.defaults?.languages != nil && (model.defaults?.strings ?? []).isEmpty {
            notes.insert(Element("li", [:], [.text("Titles are shown as written: no string table is listed ("), Element("code", text: "strings").node,
                                             .text("), so nothing says how they read in \(language).")]), at: 0)
        }
        if languages.isNotShipped(language) {
            notes.insert(Element("li", [:], [.text("The app does not ship \(language): no table and no "), Element("code", text: "languages").node,
                                             .text(" entry names it, so iOS would run the app in another of its languages there.")]), at: 0)
        }
        for reason in p.approximations {
            notes.append(Element("li", ["class": "approx-note"], [Element("span", ["class": "approx"], text: "approximate:").node, .text(" ")] + reason))
        }
        var figure = Element("figure", ["data-platform": platform.rawValue, "data-language": language, "data-style": model.style.rawValue,
                                        "data-approximate": approximate ? "true" : nil, "data-bar": p.drawsCustomBar ? "custom" : nil,
                                        "data-hidden-problems": hidden.isEmpty ? nil : hidden.count],
                             [.newline, caption.node, .newline, svg.node, .newline])
        if !notes.isEmpty {
            var list = Element("ul", ["class": "notes"], [.newline])
            list.append(contentsOf: interleaved(notes.map(\.node), .newline))
            list.append(.newline)
            figure.append(contentsOf: [list.node, .newline])
        }
        out.write([figure.node, .newline])
    }

    static func platformName(_ p: Platform) -> String {
        switch p {
        case .iphone: "iPhone"
        case .ipad: "iPad"
        case .mac: "Mac"
        case .vision: "Vision Pro"
        case .tv: "Apple TV"
        }
    }
}
