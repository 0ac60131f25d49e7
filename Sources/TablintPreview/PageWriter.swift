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
    var out = ""
    var panelCount = 0
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
        out.reserveCapacity(32_768 + model.tabs.count * languages.drawn.count * platforms.count * 700)
        head()
        out += "<main data-tablint-preview=\"\(Preview.structureVersion)\" data-status=\"rendered\" data-file=\"\(HTMLText.exact(request.fileName))\" data-platforms=\"\(platforms.map(\.rawValue).joined(separator: " "))\" data-languages=\"\(HTMLText.exact(languages.drawn.joined(separator: " ")))\">\n"
        out += "<h1>\(HTMLText.text(request.fileName)): what each platform shows</h1>\n"
        out += "<p class=\"sub\">\(platforms.map(Self.platformName).joined(separator: ", ")) in \(count(languages.drawn.count, "language")); drawn by tablint from the file, not by the system: an approximation that says where it guesses.</p>\n"
        out += PageStyle.legend
        problems(facts.listed)
        for language in languages.drawn where !stoppedTooLarge { languageSection(language) }
        out += "</main>\n</body>\n</html>\n"
        return Array(out.utf8)
    }

    mutating func blocked() -> [UInt8] {
        head()
        out += "<main data-tablint-preview=\"\(Preview.structureVersion)\" data-status=\"blocked\" data-file=\"\(HTMLText.exact(request.fileName))\" data-platforms=\"\" data-languages=\"\">\n"
        out += "<h1>\(HTMLText.text(request.fileName)): no preview</h1>\n"
        out += "<p class=\"sub\">The file has an error that makes a picture impossible: a picture of a guess would look authoritative. Fix these, and the picture comes back.</p>\n"
        let blocking = facts.listed.filter { Preview.blockingRules.contains($0.diagnostic.rule) }
        problems(blocking)
        out += "</main>\n</body>\n</html>\n"
        return Array(out.utf8)
    }

    mutating func head() {
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        out += "<meta name=\"generator\" content=\"\(HTMLText.exact(request.generator))\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(HTMLText.text(request.fileName)): tablint preview</title>\n<style>\n\(PageStyle.css)\n</style>\n</head>\n<body>\n"
    }

    mutating func problems(_ list: [ListedDiagnostic]) {
        out += "<h2 id=\"problems\">Problems (\(list.count))</h2>\n"
        guard !list.isEmpty else {
            out += "<p class=\"sub\">None: <code>tablint check</code> reports nothing for this file.</p>\n"
            return
        }
        out += "<ol class=\"problems\">\n"
        for (k, item) in list.enumerated() {
            let d = item.diagnostic
            let number = list.count == facts.listed.count ? item.number : k + 1
            var attributes = "data-diagnostic=\"\(number)\" data-rule=\"\(HTMLText.exact(d.rule))\" data-severity=\"\(d.severity.rawValue)\" data-line=\"\(item.line)\" data-column=\"\(item.column)\""
            if let tab = item.tab { attributes += " data-tab=\"\(HTMLText.exact(facts.tabs[tab].id))\"" }
            else if let section = item.section { attributes += " data-section=\"\(HTMLText.exact(facts.sections[section].id))\"" }
            out += "<li id=\"problem-\(number)\" value=\"\(number)\" \(attributes)><span class=\"sev-\(d.severity.rawValue)\">\(d.severity.rawValue)</span> <span class=\"where\">line \(item.line), column \(item.column)</span> \(HTMLText.text(d.message)) <span class=\"rule\">[\(HTMLText.text(d.rule))]</span></li>\n"
        }
        out += "</ol>\n"
    }

    mutating func languageSection(_ language: String) {
        var heading = HTMLText.text(language)
        if languages.isDevelopment(language) { heading += " <span class=\"rule\">(development language)</span>" }
        out += "<section data-language=\"\(HTMLText.exact(language))\">\n<h2>\(heading)</h2>\n<div class=\"panels\">\n"
        for platform in platforms where !stoppedTooLarge {
            panel(language, platform)
            if out.utf8.count > Preview.maximumPageSize { stoppedTooLarge = true }
        }
        out += "</div>\n</section>\n"
    }

    // MARK: - Panel

    mutating func panel(_ language: String, _ platform: Platform) {
        var p = Panel(writer: self, language: language, platform: platform)
        p.draw()
        panelCount += 1
        let id = "panel-\(panelCount)"
        var attributes = "data-platform=\"\(platform.rawValue)\" data-language=\"\(HTMLText.exact(language))\" data-style=\"\(model.style.rawValue)\""
        if !p.approximations.isEmpty { attributes += " data-approximate=\"true\"" }
        out += "<figure \(attributes)>\n<figcaption id=\"\(id)\">\(Self.platformName(platform)), \(HTMLText.text(language)), style \(model.style.rawValue)"
        if !p.approximations.isEmpty { out += " <span class=\"approx\">approximate</span>" }
        out += "</figcaption>\n"
        var svg = "<svg role=\"group\" aria-labelledby=\"\(id)\""
        if let lang = LanguagePlan.langAttribute(language) { svg += " lang=\"\(HTMLText.exact(lang))\"" }
        if p.rtl { svg += " dir=\"rtl\"" }
        svg += " width=\"\(p.width)\" height=\"\(p.height)\" viewBox=\"0 0 \(p.width) \(p.height)\">\n"
        out += svg
        out += p.body
        out += "</svg>\n"
        var notes = p.notes
        if languages.isNotShipped(language) {
            notes.insert("<li>The app does not ship \(HTMLText.text(language)): no table and no <code>languages</code> entry names it, so iOS would run the app in another of its languages there.</li>", at: 0)
        }
        for reason in p.approximations { notes.append("<li class=\"approx-note\"><span class=\"approx\">approximate:</span> \(reason)</li>") }
        if !notes.isEmpty { out += "<ul class=\"notes\">\n" + notes.joined(separator: "\n") + "\n</ul>\n" }
        out += "</figure>\n"
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

    func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
}
