import TabsLint

/// One (language, platform) panel: which tabs go where, then the SVG.
struct Panel {
    let facts: PageFacts
    let plan: LanguagePlan
    let model: Model
    let language: String
    let platform: Platform
    let rtl: Bool

    var width = Layout.Phone.width
    var height = 100
    var body: [Node] = []
    /// The notes under the picture (`<li>`s), and the approximations' reasons.
    var notes: [Element] = []
    var approximations: [[Node]] = []
    /// The tabs and sections the panel shows somewhere, and the launch tab among them.
    var shown = Set<Int>()
    var shownSections = Set<Int>()
    var launch: Int?
    /// The panel draws the custom bar (`data-bar="custom"`).
    var drawsCustomBar = false
    /// The launch tab is outlined, not tinted (the second of two alternatives).
    var outlineLaunch = false

    /// On iPhone, when UIKit's "More" tab appears only because of
    /// conditional tabs (the tabs without `when` fit): their conditions,
    /// in first-use order, for the caption.
    var moreOnlyWith: [String]? {
        guard platform == .iphone, let split = model.moreSplit(on: platform) else { return nil }
        let bar = split.shown + split.behindMore
        guard bar.filter({ !facts.tabs[$0].isConditional }).count <= Model.tabBarRoom else { return nil }
        let names = model.conditions(of: bar)
        return names.isEmpty ? nil : names
    }

    init(writer: PageWriter, language: String, platform: Platform) {
        facts = writer.facts
        plan = writer.languages
        model = writer.model
        self.language = language
        self.platform = platform
        rtl = LanguagePlan.isRightToLeft(language)
    }

    /// The app draws its own bar (`defaults { bar custom }`): a scrolling
    /// bar (slot `scroll`) stands where the system's bar would be.
    var customBar: Bool { model.bar == .custom }

    /// The tabs available here, in declaration order.
    var available: [Int] { facts.tabs.indices.filter { facts.tabs[$0].availablePlatforms.contains(platform) } }
    /// Bar tabs: available and not `sidebarOnly` (action tabs included).
    var barTabs: [Int] { model.tabBar(on: platform) }

    mutating func draw() {
        switch (platform, model.style) {
        case (.mac, .sidebarAdaptable), (.tv, .sidebarAdaptable): sidebarOnly()
        case (.mac, _): topBarOnly()
        case (_, .page): pages()
        case (.iphone, _): iPhone()
        case (.ipad, .sidebarAdaptable): iPadAdaptable()
        case (.vision, .sidebarAdaptable): vision(withSidebar: true)
        case (.vision, _): vision(withSidebar: false)
        default: topBarOnly()
        }
        hiddenNotes()
    }

    /// A note: a list item of text and code.
    mutating func note(_ content: [Node]) { notes.append(Element("li", [:], content)) }

    func code(_ s: String) -> Node { Element("code", text: s).node }

    // MARK: - Launch tab and hidden tabs

    /// The tabs this panel shows: says that a prominent one among them is
    /// approximate, and chooses docs/language.md's launch tab among them.
    mutating func show(_ shownTabs: [Int]) {
        if shownTabs.contains(where: { facts.tabs[$0].visualRole == .prominent }) {
            approximations.append([.text("how the system draws the "), code("prominent"), .text(" tab is not documented")])
        }
        shown = Set(shownTabs)
        launch = model.launch(among: shown.contains)
    }

    mutating func hiddenNotes() {
        for k in available where !shown.contains(k) {
            let tab = facts.tabs[k]
            let reason: [Node] = tab.effectivePlacement == .sidebarOnly
                ? [code("sidebarOnly"), .text(platform == .iphone ? ": the iPhone shows no sidebar" : ": this style has no sidebar")]
                : [.text("not shown in this style")]
            let t = title(of: k)
            var li = Element("li", ["data-tab": tab.id, "data-slot": "hidden"])
            setCommonAttributes(&li, k, t)
            // Its problems are said here, since no badge can be drawn on it.
            let marks = facts.marks(facts.tabMarks[k], language: language, platform: platform)
            setMarks(&li, marks)
            li.append(.text("Not shown: "))
            li.append(t.missing ? Element("i", text: tab.id).node : .text("“" + t.text + "”"))
            li.append(contentsOf: [.text(" ("), code(tab.id), .text("): ")] + reason)
            if !marks.numbers.isEmpty {
                var span = Element("span", ["class": marks.error ? "sev-error" : "sev-warning"])
                span.append(.text(marks.numbers.count == 1 ? "problem " : "problems "))
                span.append(contentsOf: interleaved(marks.numbers.map { Element("a", ["href": "#problem-\($0)"], text: "\($0)").node }, .text(", ")))
                li.append(contentsOf: [.text("; "), span.node])
            }
            notes.append(li)
        }
    }

    /// The listed diagnostics (indices into `facts.listed`) that mark a tab
    /// or section here, and those that would mark one this panel does not
    /// draw (errors and warnings for its language and platform).
    func problems() -> (drawn: [Int], hidden: [Int]) {
        var drawn: [Int] = [], hidden: [Int] = []
        for (n, item) in facts.listed.enumerated() where item.marks && item.applies(language: language, platform: platform) {
            guard let isShown = item.tab.map(shown.contains) ?? item.section.map(shownSections.contains) else { continue }
            if isShown { drawn.append(n) } else { hidden.append(n) }
        }
        return (drawn, hidden)
    }

    // MARK: - Titles and marks

    struct Title {
        var text: String
        var untranslated: Bool
        /// No title: the id is shown, in italics.
        var missing: Bool
    }

    func title(of k: Int) -> Title {
        var t = title(key: facts.tabs[k].writtenTitle, id: facts.tabs[k].id)
        // A suppressed `untranslated-title` says the title is right as it
        // shows (the system titles the tab): drawn as shown.
        if t.untranslated && suppressed(k).contains(where: { $0.diagnostic.rule == UntranslatedTitle.id }) { t.untranslated = false }
        return t
    }

    /// What the directives silenced on tab `k` that concerns this panel.
    func suppressed(_ k: Int) -> [SuppressedDiagnostic] {
        facts.tabSuppressed[k].filter { $0.diagnostic.concerns(language: language, platform: platform) }
    }

    func sectionTitle(_ s: Int) -> Title { title(key: facts.sections[s].writtenTitle, id: facts.sections[s].shownID) }

    /// The title a key shows here; without a key, or where it shows as
    /// nothing (`""`), the id, marked missing.
    func title(key: String?, id: String) -> Title {
        guard let key else { return Title(text: id, untranslated: false, missing: true) }
        let t = plan.title(key, in: language, on: platform)
        guard !t.text.isEmpty else { return Title(text: id, untranslated: false, missing: true) }
        return Title(text: t.text, untranslated: t.untranslated, missing: false)
    }

    /// The data attributes every drawing of a tab carries (after `data-tab`, `data-slot`, `data-index`).
    func setCommonAttributes(_ e: inout Element, _ k: Int, _ t: Title) {
        let tab = facts.tabs[k]
        e.set("data-title", t.missing ? nil : t.text)
        e.set("data-icon", tab.icon?.value)
        // The asset-catalog image, drawn as the same placeholder: only when the tab has no `icon`.
        e.set("data-image", tab.icon == nil ? tab.image?.value : nil)
        e.set("data-role", tab.roleText)
        e.set("data-placement", tab.effectivePlacement == .automatic ? nil : tab.effectivePlacement.rawValue)
        e.set("data-selected", launch == k ? "true" : nil)
        e.set("data-cached", facts.cached[k] ? "true" : nil)
        e.set("data-untranslated", t.untranslated ? "true" : nil)
        e.set("data-when", tab.isConditional ? tab.conditions.joined(separator: " ") : nil)
    }

    func setMarks(_ e: inout Element, _ marks: (numbers: [Int], error: Bool)) {
        guard !marks.numbers.isEmpty else { return }
        e.set("data-diagnostics", marks.numbers.map(String.init).joined(separator: " "))
        e.set("data-severity", marks.error ? "error" : "warning")
    }

    /// A tooltip: lines of text a person reads.
    func tooltip(_ lines: [String]) -> Node { Element("title", [:], interleaved(lines.map(Node.text), .newline)).node }

    /// ", 1 problem" or ", N problems" for an accessible name.
    func problemCount(_ n: Int) -> String { n == 0 ? "" : n == 1 ? ", 1 problem" : ", \(n) problems" }

    /// A tab's group: attributes, accessible name, tooltip; the caller adds its drawing.
    func tabGroup(_ k: Int, slot: String, index: Int, _ t: Title, cut: Bool, faded: Bool = false) -> Element {
        let tab = facts.tabs[k]
        let marks = facts.marks(facts.tabMarks[k], language: language, platform: platform)
        var label = t.missing ? "\(tab.id) (no title)" : t.text
        var tip = [label]
        if launch == k { label += ", selected at launch" }
        if facts.cached[k] { label += ", cached" }
        if let role = tab.roleText { label += ", role \(role)" }
        if tab.effectivePlacement != .automatic { label += ", \(tab.effectivePlacement.rawValue)" }
        if t.untranslated { label += ", not translated"; tip.append("(not translated)") }
        if let icon = tab.icon?.value {
            label += ", symbol \(icon)"
            tip.append("symbol: \(icon)")
        } else if let image = tab.image?.value {
            label += ", image \(image)"
            tip.append("image: \(image)")
        } else {
            tip.append("no symbol")
        }
        label += problemCount(marks.numbers.count)
        if tab.isConditional {
            label += " (only when \(tab.conditions.joined(separator: ", ")))"
            tip.append("only when \(tab.conditions.joined(separator: ", ")) (when)")
        }
        for n in marks.numbers { tip.append("\(n). \(facts.listed[n - 1].diagnostic.message)") }
        for s in suppressed(k) { tip.append("\(s.diagnostic.rule) suppressed" + (s.reason.map { ": \($0)" } ?? "")) }
        var cls = "tab"
        if launch == k { cls += outlineLaunch ? " tab-sel-alt" : " tab-sel" }
        if faded { cls += " ovf" }
        var g = Element("g", ["class": cls, "role": "listitem", "aria-label": label,
                              "data-tab": tab.id, "data-slot": slot, "data-index": index])
        setCommonAttributes(&g, k, t)
        g.set("data-truncated", cut ? "true" : nil)
        setMarks(&g, marks)
        g.append(tooltip(tip))
        return g
    }

    /// One tab drawn in a bar or a list: every region draws its tabs through this.
    /// `lead` goes before the box (a row's rule), `inner` after it (a page's number).
    func tab(_ k: Int, slot: String, index: Int, units: Int, at g: TabGeometry, titleClass: String = "",
             faded: Bool = false, lead: [Node] = [], inner: [Node] = []) -> Node {
        let t = title(of: k)
        let fit = TitleWidth.fit(t.text, capacity: units)
        var e = tabGroup(k, slot: slot, index: index, t, cut: fit.cut, faded: faded)
        e.append(contentsOf: lead)
        e.append(contentsOf: decorations(k, g.box))
        e.append(contentsOf: inner)
        if let p = g.placeholder { e.append(contentsOf: placeholder(k, x: p.x, y: p.y, size: p.size)) }
        let anchor: StaticString? = g.title.centred ? "middle" : nil
        e.append(Element("text", ["class": textClass(t, titleClass), "x": mx(g.title.x), "y": g.title.y, "text-anchor": anchor],
                         text: fit.text))
        if let dot = cachedDot(k, x: g.dot.x, y: g.dot.y) { e.append(dot) }
        if let badge = badge(facts.tabMarks[k], x: g.badge.x, y: g.badge.y) { e.append(badge) }
        return e.node
    }

    /// A badge for the marks of a tab or section: the lowest number, a
    /// red circle for an error, else an orange square.
    func badge(_ candidates: [Int], x: Int, y: Int) -> Node? {
        let marks = facts.marks(candidates, language: language, platform: platform)
        guard let first = marks.numbers.first else { return nil }
        let cx = mx(x)
        let r = Layout.badgeRadius
        let shape = marks.error
            ? Element("circle", ["class": "b-err", "cx": cx, "cy": y, "r": r])
            : Element("rect", ["class": "b-warn", "x": cx - r, "y": y - r, "width": 2 * r, "height": 2 * r, "rx": 2])
        let number = Element("text", ["class": marks.error ? "bn" : "bnw", "x": cx, "y": y + 3, "text-anchor": "middle"], text: "\(first)")
        return Element("g", ["aria-hidden": "true"], [shape.node, number.node]).node
    }

    /// Mirrors an x for right-to-left panels (a point).
    func mx(_ x: Int) -> Int { rtl ? width - x : x }
    /// Mirrors a box's left edge.
    func bx(_ x: Int, _ w: Int) -> Int { rtl ? width - x - w : x }

    /// A title's class: the region's own, untranslated, missing (nil: none).
    func textClass(_ t: Title, _ base: String = "") -> String? {
        let c = ([base] + (t.untranslated ? ["un"] : []) + (t.missing ? ["noid"] : [])).filter { !$0.isEmpty }
        return c.isEmpty ? nil : c.joined(separator: " ")
    }

    /// A decorative rectangle.
    func box(_ cls: String, _ b: TabGeometry.Box) -> Node {
        Element("rect", ["class": cls, "x": bx(b.x, b.width), "y": b.y, "width": b.width, "height": b.height,
                         "rx": b.radius, "aria-hidden": "true"]).node
    }

    /// The decorations of a tab inside a box: selection, action, prominent.
    func decorations(_ k: Int, _ b: TabGeometry.Box) -> [Node] {
        let tab = facts.tabs[k]
        var s: [Node] = []
        if launch == k { s.append(box(outlineLaunch ? "sel-alt" : "sel", b)) }
        if tab.isAction { s.append(box("act", .init(x: b.x + 2, y: b.y + 2, width: b.width - 4, height: b.height - 4, radius: b.radius))) }
        if tab.visualRole == .prominent { s.append(box("prom", .init(x: b.x + 1, y: b.y + 1, width: b.width - 2, height: b.height - 2, radius: b.radius))) }
        if tab.isConditional {
            // A hollow diamond in the leading top corner: not the action tab's dashed outline.
            let x = mx(b.x + 6), y = b.y + 2
            s.append(Element("path", ["class": "cond", "d": "M\(x) \(y)l4 4l-4 4l-4-4z", "aria-hidden": "true"]).node)
        }
        return s
    }

    /// The symbol's (or image's) placeholder (the glyph is never drawn), its
    /// name a caption inside, cut to the box and hidden from assistive technology.
    func placeholder(_ k: Int, x: Int, y: Int, size: Int) -> [Node] {
        var nodes = [box("ph", .init(x: x, y: y, width: size, height: size, radius: size / 4))]
        if let icon = (facts.tabs[k].icon ?? facts.tabs[k].image)?.value {
            nodes.append(Element("text", ["data-symbol": "true", "aria-hidden": "true", "class": "symcap", "x": mx(x + size / 2),
                                          "y": y + size / 2 + 2, "text-anchor": "middle"],
                                 text: TitleWidth.fit(icon, capacity: size / 4).text).node)
        }
        return nodes
    }

    func cachedDot(_ k: Int, x: Int, y: Int) -> Node? {
        guard facts.cached[k] else { return nil }
        return Element("circle", ["class": "dot", "cx": mx(x), "cy": y, "r": "2.5", "aria-hidden": "true"]).node
    }

    mutating func noteDynamicInBar() {
        if let s = facts.sections.firstIndex(where: { $0.dynamic != nil && ($0.placement?.value ?? .automatic) != .sidebarOnly }) {
            approximations.append([.text("the "), code("dynamic"),
                                   .text(" section “\(sectionTitle(s).text)” adds tabs at run time that join the bar")])
        }
    }
}
