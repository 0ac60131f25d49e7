import TabsLint

/// The pictures a panel is made of (docs/preview.md, "What each panel shows").
extension Panel {
    // MARK: - iPhone

    mutating func iPhone() {
        width = 393
        let bar = barTabs
        let more = bar.count >= 6
        let inBar = more ? Array(bar.prefix(4)) : bar
        let onMore = more ? Array(bar.dropFirst(4)) : []
        let search = inBar.first { facts.tabs[$0].isSearch }
        let items = inBar.filter { $0 != search }
        if more && bar.contains(where: { facts.tabs[$0].isSearch }) {
            approximations.append("how iOS 26 draws a search tab together with the More tab is not documented")
        }
        noteDynamicInBar()
        noteProminent(bar)
        chooseLaunch(bar)
        let moreTitle = plan.moreTitle(in: language)
        if more && moreTitle.approximate {
            approximations.append("UIKit has no title of its own for the More tab in \(HTMLText.text(language)); drawn as “More”, UIKit’s English title (which language UIKit falls back to there is not documented)")
        }
        let moreSelected = launch.map { onMore.contains($0) } ?? false
        let slots = max(items.count + (more ? 1 : 0), 1)
        let barWidth = 369 - (search != nil ? 74 : 0)
        let slotWidth = barWidth / slots
        let capacity = 65 / slots
        height = more ? 96 + 44 + onMore.count * 44 + 12 : 92

        var s = "<g role=\"list\" aria-label=\"Tab bar\"><rect class=\"bar\" x=\"\(bx(12, barWidth))\" y=\"10\" width=\"\(barWidth)\" height=\"62\" rx=\"31\" aria-hidden=\"true\"/>"
        for (i, k) in items.enumerated() {
            let x0 = 12 + i * slotWidth
            let cx = x0 + slotWidth / 2
            let t = title(of: k)
            let fit = TitleWidth.fit(t.text, capacity: capacity)
            s += openTab(k, slot: "bar", index: i, t, cut: fit.cut)
            s += decorations(k, x: x0 + 3, y: 14, w: slotWidth - 6, h: 54, rx: 22)
            s += placeholder(x: cx - 11, y: 19, size: 22)
            s += "<text\(textClass(t)) x=\"\(mx(cx))\" y=\"57\" text-anchor=\"middle\">\(HTMLText.text(fit.text))</text>"
            s += cachedDot(k, x: cx, y: 65)
            s += badge(facts.tabMarks[k], x: cx + 13, y: 19)
            s += "</g>"
        }
        if more {
            let i = items.count
            let x0 = 12 + i * slotWidth
            let cx = x0 + slotWidth / 2
            let fit = TitleWidth.fit(moreTitle.text, capacity: capacity)
            var a = "data-more=\"true\" data-slot=\"bar\" data-index=\"\(i)\" data-title=\"\(HTMLText.exact(moreTitle.text))\""
            if moreSelected { a += " data-selected=\"true\"" }
            if fit.cut { a += " data-truncated=\"true\"" }
            let label = "\(moreTitle.text), the system More tab\(moreSelected ? ", selected at launch (the launch tab is on the More screen)" : "")"
            s += "<g class=\"tab\(moreSelected ? " tab-sel" : "")\" role=\"listitem\" aria-label=\"\(HTMLText.readable(label))\" \(a)><title>\(HTMLText.text(moreTitle.text))\nthe system More tab: \(onMore.count) more tabs</title>"
            if moreSelected { s += "<rect class=\"sel\" x=\"\(bx(x0 + 3, slotWidth - 6))\" y=\"14\" width=\"\(slotWidth - 6)\" height=\"54\" rx=\"22\" aria-hidden=\"true\"/>" }
            s += "<g aria-hidden=\"true\">"
            for d in [-7, 0, 7] { s += "<circle class=\"pdot-on\" cx=\"\(mx(cx + d))\" cy=\"30\" r=\"2.5\"/>" }
            s += "</g><text x=\"\(mx(cx))\" y=\"57\" text-anchor=\"middle\">\(HTMLText.text(fit.text))</text></g>"
        }
        s += "</g>\n"
        if let search {
            let cx = 381 - 31
            let t = title(of: search)
            s += "<g role=\"list\" aria-label=\"Search tab\">"
            s += openTab(search, slot: "search", index: 0, t, cut: false)
            s += "<circle class=\"\(launch == search ? "sel" : "bar")\" cx=\"\(mx(cx))\" cy=\"41\" r=\"31\" aria-hidden=\"true\"/>"
            if facts.tabs[search].isAction { s += "<circle class=\"act\" cx=\"\(mx(cx))\" cy=\"41\" r=\"28\" aria-hidden=\"true\"/>" }
            s += placeholder(x: cx - 12, y: 29, size: 24)
            s += cachedDot(search, x: cx, y: 63)
            s += badge(facts.tabMarks[search], x: cx + 16, y: 22)
            if let icon = facts.tabs[search].icon {
                s += "<text class=\"sym\" x=\"\(mx(cx))\" y=\"84\" text-anchor=\"middle\" aria-hidden=\"true\">\(HTMLText.text(TitleWidth.fit(icon, capacity: 14).text))</text>"
            }
            s += "</g></g>\n"
        }
        if more {
            let y0 = 96
            s += "<g role=\"list\" aria-label=\"More screen\"><rect class=\"scr\" x=\"\(bx(12, 369))\" y=\"\(y0)\" width=\"369\" height=\"\(44 + onMore.count * 44)\" rx=\"14\" aria-hidden=\"true\"/>"
            s += "<text class=\"big\" x=\"\(mx(28))\" y=\"\(y0 + 29)\" aria-hidden=\"true\">\(HTMLText.text(moreTitle.text))</text>"
            for (i, k) in onMore.enumerated() {
                let y = y0 + 44 + i * 44
                let t = title(of: k)
                let fit = TitleWidth.fit(t.text, capacity: 26)
                s += openTab(k, slot: "more", index: i, t, cut: fit.cut)
                s += "<line class=\"ln\" x1=\"\(mx(24))\" y1=\"\(y)\" x2=\"\(mx(369))\" y2=\"\(y)\" aria-hidden=\"true\"/>"
                s += decorations(k, x: 16, y: y + 4, w: 361, h: 36, rx: 10)
                s += placeholder(x: 28, y: y + 11, size: 22)
                s += "<text\(textClass(t, "row")) x=\"\(mx(62))\" y=\"\(y + 27)\">\(HTMLText.text(fit.text))</text>"
                s += symbolName(k, right: 340, y: y + 26, capacity: 16)
                s += cachedDot(k, x: 20, y: y + 22)
                s += badge(facts.tabMarks[k], x: 356, y: y + 22)
                s += "</g>"
            }
            s += "</g>\n"
        }
        body = s
    }

    // MARK: - Page style

    mutating func pages() {
        let bar = barTabs
        width = 393
        noteProminent(bar)
        chooseLaunch(bar)
        notes.append("<li>The <code>page</code> style draws no bar: the app draws its own selector, if any. The dots name nothing, so the pages are listed in order.</li>")
        height = 44 + bar.count * 36 + 12
        var s = "<g role=\"list\" aria-label=\"Pages\">"
        let spacing = 16
        let start = (width - (bar.count - 1) * spacing) / 2
        s += "<g aria-hidden=\"true\">"
        for (i, k) in bar.enumerated() {
            s += "<circle class=\"\(launch == k ? "pdot-on" : "pdot")\" cx=\"\(mx(start + i * spacing))\" cy=\"20\" r=\"4\"/>"
        }
        s += "</g>"
        for (i, k) in bar.enumerated() {
            let y = 44 + i * 36
            let t = title(of: k)
            let fit = TitleWidth.fit(t.text, capacity: 26)
            s += openTab(k, slot: "page", index: i, t, cut: fit.cut)
            s += decorations(k, x: 12, y: y, w: 369, h: 32, rx: 8)
            s += "<text class=\"small\" x=\"\(mx(24))\" y=\"\(y + 21)\" aria-hidden=\"true\">\(i + 1)</text>"
            s += placeholder(x: 44, y: y + 6, size: 20)
            s += "<text\(textClass(t, "row")) x=\"\(mx(74))\" y=\"\(y + 21)\">\(HTMLText.text(fit.text))</text>"
            s += symbolName(k, right: 336, y: y + 20, capacity: 16)
            s += cachedDot(k, x: 370, y: y + 16)
            s += badge(facts.tabMarks[k], x: 352, y: y + 16)
            s += "</g>"
        }
        body = s + "</g>\n"
    }

    // MARK: - Top bars

    struct TopItem { var tab: Int; var width: Int; var fit: (text: String, cut: Bool); var title: Title }

    /// Lays out a top bar: the tabs that fit the room (pinned ones at the
    /// trailing edge, never past it), then those that do not.
    mutating func topLayout(normal: [Int], pinned: [Int], room: Int) -> (fitting: [TopItem], pinned: [TopItem], overflow: [TopItem]) {
        func item(_ k: Int) -> TopItem {
            let t = title(of: k)
            let fit = TitleWidth.fit(t.text, capacity: 20)
            return TopItem(tab: k, width: TitleWidth.units(fit.text) * 7 + 30, fit: fit, title: t)
        }
        let pinnedItems = pinned.map(item)
        let pinnedWidth = pinnedItems.reduce(0) { $0 + $1.width }
        var used = pinnedWidth
        var fitting: [TopItem] = []
        var overflow: [TopItem] = []
        for k in normal {
            let i = item(k)
            if overflow.isEmpty && used + i.width <= room { fitting.append(i); used += i.width } else { overflow.append(i) }
        }
        if !overflow.isEmpty {
            approximations.append("the top bar’s room is estimated (no overflow limit is documented); the faded tabs past its end may not show")
        }
        return (fitting, pinnedItems, overflow)
    }

    /// Draws a top bar at `y0`; returns the markup (`width` must be set first).
    func topBar(_ layout: (fitting: [TopItem], pinned: [TopItem], overflow: [TopItem]), y0: Int, room: Int, label: String) -> String {
        var s = "<g role=\"list\" aria-label=\"\(label)\"><rect class=\"bar\" x=\"\(bx(20, room))\" y=\"\(y0)\" width=\"\(room)\" height=\"40\" rx=\"20\" aria-hidden=\"true\"/>"
        func draw(_ item: TopItem, slot: String, index: Int, x: Int, faded: Bool) -> String {
            let k = item.tab
            var s = openTab(k, slot: slot, index: index, item.title, cut: item.fit.cut, extraClass: faded ? "ovf" : "")
            s += decorations(k, x: x + 2, y: y0 + 4, w: item.width - 4, h: 32, rx: 16)
            s += "<text\(textClass(item.title)) x=\"\(mx(x + item.width / 2))\" y=\"\(y0 + 24)\" text-anchor=\"middle\">\(HTMLText.text(item.fit.text))</text>"
            s += cachedDot(k, x: x + item.width / 2, y: y0 + 34)
            s += badge(facts.tabMarks[k], x: x + item.width - 8, y: y0 + 6)
            return s + "</g>"
        }
        var x = 20
        var index = 0
        for item in layout.fitting { s += draw(item, slot: "top", index: index, x: x, faded: false); x += item.width; index += 1 }
        x = 20 + room - layout.pinned.reduce(0) { $0 + $1.width }
        for item in layout.pinned { s += draw(item, slot: "top", index: index, x: x, faded: false); x += item.width; index += 1 }
        if !layout.overflow.isEmpty {
            x = 20 + room + 10
            s += "<line class=\"room\" x1=\"\(mx(20 + room + 4))\" y1=\"\(y0 - 4)\" x2=\"\(mx(20 + room + 4))\" y2=\"\(y0 + 44)\" aria-hidden=\"true\"/>"
            for (i, item) in layout.overflow.enumerated() { s += draw(item, slot: "overflow", index: i, x: x, faded: true); x += item.width }
        }
        return s + "</g>\n"
    }

    func topWidth(_ layout: (fitting: [TopItem], pinned: [TopItem], overflow: [TopItem]), room: Int) -> Int {
        max(40 + room, 20 + room + 10 + layout.overflow.reduce(0) { $0 + $1.width } + 20)
    }

    mutating func topBarOnly() {
        let bar = barTabs
        let room = platform == .tv ? 760 : 560
        let normal = platform == .tv ? bar : bar.filter { facts.tabs[$0].placement != .pinned }
        let pinned = platform == .tv ? [] : bar.filter { facts.tabs[$0].placement == .pinned }
        if bar.contains(where: { facts.tabs[$0].section != nil }) {
            approximations.append("where the system puts a section’s tabs in the top bar is not documented")
        }
        noteProminent(bar)
        chooseLaunch(bar)
        let layout = topLayout(normal: normal, pinned: pinned, room: room)
        width = topWidth(layout, room: room)
        height = 64
        body = topBar(layout, y0: 12, room: room, label: platform == .mac ? "Tab bar (segmented control)" : "Top tab bar")
    }

    mutating func iPadAdaptable() {
        let all = available
        let normal = all.filter { facts.tabs[$0].section == nil && facts.tabs[$0].placement == .automatic }
        let pinned = all.filter { facts.tabs[$0].placement == .pinned }
        noteProminent(all)
        chooseLaunch(all)
        let room = 560
        let layout = topLayout(normal: normal, pinned: pinned, room: room)
        width = max(topWidth(layout, room: room), 420)
        notes.append("<li>iPadOS shows either picture: the top tab bar, or the sidebar when people open it.</li>")
        var s = topBar(layout, y0: 12, room: room, label: "Top tab bar")
        let (sidebar, h) = sidebar(sidebarEntries(all), x0: 20, y0: 68)
        s += sidebar
        height = 68 + h + 12
        body = s
    }

    mutating func sidebarOnly() {
        let all = available
        noteProminent(all)
        chooseLaunch(all)
        width = 420
        let (sidebar, h) = sidebar(sidebarEntries(all), x0: 20, y0: 12)
        height = 12 + h + 12
        body = sidebar
    }

    // MARK: - Vision Pro

    mutating func vision(withSidebar: Bool) {
        let bar = barTabs
        let ornament = withSidebar ? available.filter { facts.tabs[$0].section == nil && facts.tabs[$0].placement != .sidebarOnly } : bar
        let inOrnament = Set(ornament)
        let rest = withSidebar ? available.filter { !inOrnament.contains($0) } : []
        noteProminent(ornament + rest)
        chooseLaunch(ornament + rest)
        notes.append("<li>The ornament shows symbols; the titles show when people look at it.</li>")
        let entries = sidebarEntries(rest)
        width = entries.isEmpty ? 240 : 640
        var s = "<g role=\"list\" aria-label=\"Ornament\"><rect class=\"bar\" x=\"\(bx(12, 200))\" y=\"12\" width=\"200\" height=\"\(ornament.count * 44 + 12)\" rx=\"24\" aria-hidden=\"true\"/>"
        for (i, k) in ornament.enumerated() {
            let y = 18 + i * 44
            let t = title(of: k)
            let fit = TitleWidth.fit(t.text, capacity: 18)
            s += openTab(k, slot: "ornament", index: i, t, cut: fit.cut)
            s += decorations(k, x: 18, y: y, w: 188, h: 40, rx: 20)
            s += placeholder(x: 28, y: y + 9, size: 22)
            s += "<text\(textClass(t, "row")) x=\"\(mx(60))\" y=\"\(y + 25)\">\(HTMLText.text(fit.text))</text>"
            s += cachedDot(k, x: 22, y: y + 20)
            s += badge(facts.tabMarks[k], x: 192, y: y + 20)
            s += "</g>"
        }
        s += "</g>\n"
        var h = ornament.count * 44 + 24
        if !entries.isEmpty {
            let (sidebar, sh) = sidebar(entries, x0: 232, y0: 12)
            s += sidebar
            h = max(h, sh + 12)
        }
        height = h + 12
        body = s
    }

    // MARK: - Sidebars

    enum SidebarEntry { case tab(Int), section(Int, [Int]) }

    /// The items outside sections and the sections, in declaration order.
    func sidebarEntries(_ tabs: [Int]) -> [SidebarEntry] {
        let included = Set(tabs)
        var entries: [(Int, SidebarEntry)] = []
        for k in tabs where facts.tabs[k].section == nil { entries.append((facts.tabs[k].declaration.lowerBound, .tab(k))) }
        for section in facts.sections {
            let held = section.tabs.filter { included.contains($0) }
            guard !held.isEmpty || (section.dynamic != nil && sectionOnPlatform(section.index)) else { continue }
            entries.append((section.declaration.lowerBound, .section(section.index, held)))
        }
        return entries.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func sectionOnPlatform(_ s: Int) -> Bool {
        guard let own = model.sections[s].platforms?.value else { return true }
        return own.contains(platform)
    }

    /// Draws a sidebar; returns the markup and its height.
    func sidebar(_ entries: [SidebarEntry], x0: Int, y0: Int) -> (String, Int) {
        let w = 380
        var rows = 0
        for e in entries {
            switch e {
            case .tab: rows += 1
            case .section(let s, let held): rows += 1 + held.count + (facts.sections[s].dynamic != nil ? 1 : 0)
            }
        }
        var s = "<g role=\"list\" aria-label=\"Sidebar\"><rect class=\"scr\" x=\"\(bx(x0, w))\" y=\"\(y0)\" width=\"\(w)\" height=\"\(rows * 34 + 12)\" rx=\"12\" aria-hidden=\"true\"/>"
        var y = y0 + 6
        var index = 0
        func row(_ k: Int, indent: Int) -> String {
            let t = title(of: k)
            let fit = TitleWidth.fit(t.text, capacity: 26 - indent / 6)
            var r = openTab(k, slot: "sidebar", index: index, t, cut: fit.cut)
            r += decorations(k, x: x0 + 4, y: y + 1, w: w - 8, h: 32, rx: 8)
            r += placeholder(x: x0 + 12 + indent, y: y + 7, size: 20)
            r += "<text\(textClass(t, "row")) x=\"\(mx(x0 + 42 + indent))\" y=\"\(y + 22)\">\(HTMLText.text(fit.text))</text>"
            r += symbolName(k, right: x0 + w - 34, y: y + 21)
            r += cachedDot(k, x: x0 + 8, y: y + 17)
            r += badge(facts.tabMarks[k], x: x0 + w - 18, y: y + 17)
            return r + "</g>"
        }
        for e in entries {
            switch e {
            case .tab(let k):
                s += row(k, indent: 0)
                index += 1
                y += 34
            case .section(let sIndex, let held):
                let section = facts.sections[sIndex]
                let t = sectionTitle(sIndex)
                let marks = facts.marks(facts.sectionMarks[sIndex], language: language, platform: platform)
                var a = "data-section=\"\(HTMLText.exact(section.id))\""
                if !t.missing { a += " data-title=\"\(HTMLText.exact(t.text))\"" }
                if t.untranslated { a += " data-untranslated=\"true\"" }
                if !marks.numbers.isEmpty {
                    a += " data-diagnostics=\"\(marks.numbers.map(String.init).joined(separator: " "))\" data-severity=\"\(marks.error ? "error" : "warning")\""
                }
                var label = "Section \(t.missing ? section.id + " (no title)" : t.text)"
                if t.untranslated { label += ", not translated" }
                if !marks.numbers.isEmpty { label += marks.numbers.count == 1 ? ", 1 problem" : ", \(marks.numbers.count) problems" }
                var tip = t.missing ? HTMLText.text(section.id) : HTMLText.text(t.text)
                for n in marks.numbers { tip += "\n\(n). \(HTMLText.text(facts.listed[n - 1].diagnostic.message))" }
                let fit = TitleWidth.fit(t.text, capacity: 30)
                s += "<g class=\"sec\" role=\"listitem\" aria-label=\"\(HTMLText.readable(label))\" \(a)><title>\(tip)</title>"
                s += "<text\(textClass(t, "hd")) x=\"\(mx(x0 + 12))\" y=\"\(y + 22)\">\(HTMLText.text(fit.text))</text>"
                s += badge(facts.sectionMarks[sIndex], x: x0 + w - 18, y: y + 17)
                y += 34
                s += "<g role=\"list\" aria-label=\"\(HTMLText.readable((t.missing ? section.id : t.text) + " tabs"))\">"
                for k in held {
                    s += row(k, indent: 12)
                    index += 1
                    y += 34
                }
                if let field = section.dynamic {
                    s += "<g role=\"listitem\" data-dynamic=\"\(HTMLText.exact(section.id))\" data-slot=\"sidebar\" aria-label=\"\(HTMLText.readable("tabs made at run time from data, identified by " + field))\">"
                    s += "<rect class=\"ph\" x=\"\(bx(x0 + 24, 20))\" y=\"\(y + 7)\" width=\"20\" height=\"20\" rx=\"10\" aria-hidden=\"true\"/>"
                    s += "<text class=\"small\" x=\"\(mx(x0 + 54))\" y=\"\(y + 22)\" font-style=\"italic\">tabs made at run time (by \(HTMLText.text(field)))</text></g>"
                    y += 34
                }
                s += "</g></g>"
            }
        }
        return (s + "</g>\n", rows * 34 + 12)
    }
}
