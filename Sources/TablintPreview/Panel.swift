import TabsLint

/// One (language, platform) panel: which tabs go where, then the SVG.
struct Panel {
    let facts: PageFacts
    let plan: LanguagePlan
    let model: Model
    let language: String
    let platform: Platform
    let rtl: Bool

    var width = 393
    var height = 100
    var body = ""
    var notes: [String] = []
    var approximations: [String] = []
    /// The tabs the panel shows somewhere, and the launch tab among them.
    var shown = Set<Int>()
    var launch: Int?

    init(writer: PageWriter, language: String, platform: Platform) {
        facts = writer.facts
        plan = writer.languages
        model = writer.model
        self.language = language
        self.platform = platform
        rtl = LanguagePlan.isRightToLeft(language)
    }

    /// The tabs available here, in declaration order.
    var available: [Int] { facts.tabs.indices.filter { facts.tabs[$0].platforms.contains(platform) } }
    /// Bar tabs: available and not `sidebarOnly` (action tabs included).
    var barTabs: [Int] { available.filter { facts.tabs[$0].placement != .sidebarOnly } }

    mutating func draw() {
        switch (platform, model.style) {
        case (.mac, .page):
            approximations.append("<code>page</code> does not exist on macOS; drawn as the top bar")
            topBarOnly()
        case (_, .page): pages()
        case (.iphone, _): iPhone()
        case (.ipad, .sidebarAdaptable):
            iPadAdaptable()
        case (.mac, .sidebarAdaptable), (.tv, .sidebarAdaptable):
            sidebarOnly()
        case (.vision, .sidebarAdaptable): vision(withSidebar: true)
        case (.vision, _): vision(withSidebar: false)
        default: topBarOnly()
        }
        hiddenNotes()
    }

    // MARK: - Launch tab and hidden tabs

    /// docs/language.md's launch tab among the tabs this panel shows.
    mutating func chooseLaunch(_ shownTabs: [Int]) {
        shown = Set(shownTabs)
        if let id = facts.selectedID, let k = facts.tabs.firstIndex(where: { $0.id == id }),
           facts.tabs[k].isSelectable, shown.contains(k) {
            launch = k
        } else {
            launch = facts.tabs.indices.first { shown.contains($0) && facts.tabs[$0].isSelectable }
        }
    }

    mutating func hiddenNotes() {
        for k in available where !shown.contains(k) {
            let tab = facts.tabs[k]
            let reason: String
            if tab.placement == .sidebarOnly {
                reason = platform == .iphone ? "<code>sidebarOnly</code>: the iPhone shows no sidebar"
                    : "<code>sidebarOnly</code>: this style has no sidebar"
            } else {
                reason = "not shown in this style"
            }
            let t = title(of: k)
            var a = "data-tab=\"\(HTMLText.exact(tab.id))\" data-slot=\"hidden\""
            a += commonAttributes(k, t)
            // Its problems are said here, since no badge can be drawn on it.
            let marks = facts.marks(facts.tabMarks[k], language: language, platform: platform)
            var problems = ""
            if !marks.numbers.isEmpty {
                a += " data-diagnostics=\"\(marks.numbers.map(String.init).joined(separator: " "))\" data-severity=\"\(marks.error ? "error" : "warning")\""
                let numbers = marks.numbers.map { "<a href=\"#problem-\($0)\">\($0)</a>" }.joined(separator: ", ")
                problems = "; <span class=\"sev-\(marks.error ? "error" : "warning")\">\(marks.numbers.count == 1 ? "problem" : "problems") \(numbers)</span>"
            }
            notes.append("<li \(a)>Not shown: \(t.missing ? "<i>\(HTMLText.text(tab.id))</i>" : "“" + HTMLText.text(t.text) + "”") (<code>\(HTMLText.text(tab.id))</code>): \(reason)\(problems)</li>")
        }
    }

    // MARK: - Titles and marks

    struct Title {
        var text: String
        var untranslated: Bool
        /// No title: the id is shown, in italics.
        var missing: Bool
    }

    func title(of k: Int) -> Title { title(key: facts.tabs[k].key, id: facts.tabs[k].id) }

    func sectionTitle(_ s: Int) -> Title { title(key: facts.sections[s].key, id: facts.sections[s].id) }

    /// The title a key shows here; without a key, the id.
    func title(key: String?, id: String) -> Title {
        guard let key else { return Title(text: id, untranslated: false, missing: true) }
        let t = plan.title(key, in: language, on: platform)
        return Title(text: t.text, untranslated: t.untranslated, missing: false)
    }

    /// The data attributes every drawing of a tab carries (after `data-tab`, `data-slot`, `data-index`).
    func commonAttributes(_ k: Int, _ t: Title) -> String {
        let tab = facts.tabs[k]
        var a = ""
        if !t.missing { a += " data-title=\"\(HTMLText.exact(t.text))\"" }
        if let icon = tab.icon { a += " data-icon=\"\(HTMLText.exact(icon))\"" }
        if let role = tab.roleText { a += " data-role=\"\(role)\"" }
        if tab.placement != .automatic { a += " data-placement=\"\(tab.placement.rawValue)\"" }
        if launch == k { a += " data-selected=\"true\"" }
        if tab.cached { a += " data-cached=\"true\"" }
        if t.untranslated { a += " data-untranslated=\"true\"" }
        return a
    }

    /// Opens a tab's group: attributes, accessible name, tooltip.
    func openTab(_ k: Int, slot: String, index: Int, _ t: Title, cut: Bool, extraClass: String = "") -> String {
        let tab = facts.tabs[k]
        let marks = facts.marks(facts.tabMarks[k], language: language, platform: platform)
        var a = "data-tab=\"\(HTMLText.exact(tab.id))\" data-slot=\"\(slot)\" data-index=\"\(index)\""
        a += commonAttributes(k, t)
        if cut { a += " data-truncated=\"true\"" }
        if !marks.numbers.isEmpty {
            a += " data-diagnostics=\"\(marks.numbers.map(String.init).joined(separator: " "))\" data-severity=\"\(marks.error ? "error" : "warning")\""
        }
        var label = t.missing ? "\(tab.id) (no title)" : t.text
        var tip = t.missing ? "\(HTMLText.text(tab.id)) (no title)" : HTMLText.text(t.text)
        if launch == k { label += ", selected at launch" }
        if tab.cached { label += ", cached" }
        if let role = tab.roleText { label += ", role \(role)" }
        if tab.placement != .automatic { label += ", \(tab.placement.rawValue)" }
        if t.untranslated { label += ", not translated"; tip += "\n(not translated)" }
        if let icon = tab.icon { label += ", symbol \(icon)"; tip += "\nsymbol: \(HTMLText.text(icon))" } else { tip += "\nno symbol" }
        if !marks.numbers.isEmpty { label += marks.numbers.count == 1 ? ", 1 problem" : ", \(marks.numbers.count) problems" }
        for n in marks.numbers { tip += "\n\(n). \(HTMLText.text(facts.listed[n - 1].diagnostic.message))" }
        var cls = "tab"
        if launch == k { cls += " tab-sel" }
        if !extraClass.isEmpty { cls += " " + extraClass }
        return "<g class=\"\(cls)\" role=\"listitem\" aria-label=\"\(HTMLText.readable(label))\" \(a)><title>\(tip)</title>"
    }

    /// A badge for the marks of a tab or section: the lowest number, a
    /// red circle for an error, else an orange square.
    func badge(_ candidates: [Int], x: Int, y: Int) -> String {
        let marks = facts.marks(candidates, language: language, platform: platform)
        guard let first = marks.numbers.first else { return "" }
        let cx = mx(x)
        if marks.error {
            return "<g aria-hidden=\"true\"><circle class=\"b-err\" cx=\"\(cx)\" cy=\"\(y)\" r=\"8\"/><text class=\"bn\" x=\"\(cx)\" y=\"\(y + 3)\" text-anchor=\"middle\">\(first)</text></g>"
        }
        return "<g aria-hidden=\"true\"><rect class=\"b-warn\" x=\"\(cx - 8)\" y=\"\(y - 8)\" width=\"16\" height=\"16\" rx=\"2\"/><text class=\"bnw\" x=\"\(cx)\" y=\"\(y + 3)\" text-anchor=\"middle\">\(first)</text></g>"
    }

    /// Mirrors an x for right-to-left panels (a point).
    func mx(_ x: Int) -> Int { rtl ? width - x : x }
    /// Mirrors a box's left edge.
    func bx(_ x: Int, _ w: Int) -> Int { rtl ? width - x - w : x }

    func textClass(_ t: Title, _ base: String = "") -> String {
        var c = base
        if t.untranslated { c += c.isEmpty ? "un" : " un" }
        if t.missing { c += c.isEmpty ? "noid" : " noid" }
        return c.isEmpty ? "" : " class=\"\(c)\""
    }

    /// The decorations of a tab inside a box: selection, action, prominent.
    func decorations(_ k: Int, x: Int, y: Int, w: Int, h: Int, rx: Int) -> String {
        let tab = facts.tabs[k]
        var s = ""
        if launch == k { s += "<rect class=\"sel\" x=\"\(bx(x, w))\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(rx)\" aria-hidden=\"true\"/>" }
        if tab.isAction { s += "<rect class=\"act\" x=\"\(bx(x + 2, w - 4))\" y=\"\(y + 2)\" width=\"\(w - 4)\" height=\"\(h - 4)\" rx=\"\(rx)\" aria-hidden=\"true\"/>" }
        if tab.isProminent { s += "<rect class=\"prom\" x=\"\(bx(x + 1, w - 2))\" y=\"\(y + 1)\" width=\"\(w - 2)\" height=\"\(h - 2)\" rx=\"\(rx)\" aria-hidden=\"true\"/>" }
        return s
    }

    func placeholder(x: Int, y: Int, size: Int) -> String {
        "<rect class=\"ph\" x=\"\(bx(x, size))\" y=\"\(y)\" width=\"\(size)\" height=\"\(size)\" rx=\"\(size / 4)\" aria-hidden=\"true\"/>"
    }

    /// The symbol's name as text (the glyph is never drawn), right-aligned at `right`.
    func symbolName(_ k: Int, right: Int, y: Int, capacity: Int = 18) -> String {
        guard let icon = facts.tabs[k].icon else { return "" }
        let fit = TitleWidth.fit(icon, capacity: capacity)
        return "<text class=\"sym\" x=\"\(mx(right))\" y=\"\(y)\" text-anchor=\"end\" aria-hidden=\"true\">\(HTMLText.text(fit.text))</text>"
    }

    func cachedDot(_ k: Int, x: Int, y: Int) -> String {
        facts.tabs[k].cached ? "<circle class=\"dot\" cx=\"\(mx(x))\" cy=\"\(y)\" r=\"2.5\" aria-hidden=\"true\"/>" : ""
    }

    mutating func noteProminent(_ tabs: [Int]) {
        if tabs.contains(where: { facts.tabs[$0].isProminent }) {
            approximations.append("how the system draws the <code>prominent</code> tab is not documented")
        }
    }

    mutating func noteDynamicInBar() {
        for s in facts.sections where s.dynamic != nil && (s.placement ?? .automatic) != .sidebarOnly {
            approximations.append("the <code>dynamic</code> section “\(HTMLText.text(sectionTitle(s.index).text))” adds tabs at run time that join the bar")
            return
        }
    }
}
