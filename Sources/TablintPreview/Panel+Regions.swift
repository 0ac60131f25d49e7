import TabsLint

/// The pictures a panel is made of (docs/preview.md, "What each panel shows").
extension Panel {
    /// A region: a `role="list"` group named for what it is, then a line break.
    func region(_ label: String, _ children: [Node]) -> [Node] {
        [Element("g", ["role": "list", "aria-label": label], children).node, .newline]
    }

    // MARK: - iPhone

    mutating func iPhone() {
        typealias L = Layout.Phone
        width = L.width
        let bar = barTabs
        if customBar {
            show(bar)
            height = L.barPanelHeight
            body = scrollBar(bar, y0: L.barTop, room: L.barWidth)
            return
        }
        let split = model.moreSplit(on: platform)
        let more = split != nil
        let inBar = split?.shown ?? bar
        let onMore = split?.behindMore ?? []
        let search = inBar.first { facts.tabs[$0].visualRole == .search }
        let items = inBar.filter { $0 != search }
        if more && bar.contains(where: { facts.tabs[$0].visualRole == .search }) {
            approximations.append([.text("how iOS 26 draws a search tab together with the More tab is not documented")])
        }
        noteDynamicInBar()
        show(bar)
        let moreTitle = plan.moreTitle(in: language)
        if more && moreTitle.approximate {
            approximations.append([.text("UIKit has no title of its own for the More tab in \(language); drawn as “More”, UIKit’s English title (which language UIKit falls back to there is not documented)")])
        }
        let slots = max(items.count + (more ? 1 : 0), 1)
        let barWidth = L.barWidth - (search != nil ? L.searchRoom : 0)
        let slotWidth = barWidth / slots
        let units = L.barUnits / slots
        height = more ? L.moreTop + L.rowHeight * (1 + onMore.count) + Layout.bottom : L.barPanelHeight

        var s: [Node] = [box("bar", .init(x: L.margin, y: L.barTop, width: barWidth, height: L.barHeight, radius: L.barHeight / 2))]
        for (i, k) in items.enumerated() {
            let x0 = L.margin + i * slotWidth
            let cx = x0 + slotWidth / 2
            s.append(tab(k, slot: "bar", index: i, units: units, at: TabGeometry(
                box: .init(x: x0 + 3, y: 14, width: slotWidth - 6, height: 54, radius: 22),
                placeholder: (cx - 11, 19, 22), title: (cx, 57, true), dot: (cx, 65), badge: (cx + 13, 19))))
        }
        if more {
            s.append(moreTab(moreTitle.text, index: items.count, x0: L.margin + items.count * slotWidth, slotWidth: slotWidth,
                             units: units, selected: launch.map { onMore.contains($0) } ?? false, hiddenCount: onMore.count))
        }
        var regions = region("Tab bar", s)
        if let search { regions += region("Search tab", [searchTab(search)]) }
        if more {
            let y0 = L.moreTop
            var screen: [Node] = [
                box("scr", .init(x: L.margin, y: y0, width: L.barWidth, height: L.rowHeight * (1 + onMore.count), radius: 14)),
                Element("text", ["class": "big", "x": mx(28), "y": y0 + 29, "aria-hidden": "true"], text: moreTitle.text).node,
            ]
            for (i, k) in onMore.enumerated() {
                let y = y0 + L.rowHeight * (1 + i)
                let rule = Element("line", ["class": "ln", "x1": mx(24), "y1": y, "x2": mx(L.barWidth), "y2": y, "aria-hidden": "true"])
                screen.append(tab(k, slot: "more", index: i, units: L.rowUnits, at: TabGeometry(
                    box: .init(x: 16, y: y + 4, width: 361, height: 36, radius: 10), placeholder: (28, y + 11, 22),
                    title: (62, y + 27, false), dot: (20, y + 22), badge: (356, y + 22)),
                    titleClass: "row", lead: [rule.node]))
            }
            regions += region("More screen", screen)
        }
        body = regions
    }

    /// UIKit's More tab, in the bar's last slot.
    func moreTab(_ title: String, index: Int, x0: Int, slotWidth: Int, units: Int, selected: Bool, hiddenCount: Int) -> Node {
        let cx = x0 + slotWidth / 2
        let fit = TitleWidth.fit(title, capacity: units)
        let label = "\(title), the system More tab\(selected ? ", selected at launch (the launch tab is on the More screen)" : "")"
        var g = Element("g", ["class": selected ? "tab tab-sel" : "tab", "role": "listitem", "aria-label": label,
                              "data-more": "true", "data-slot": "bar", "data-index": index, "data-title": title,
                              "data-selected": selected ? "true" : nil, "data-truncated": fit.cut ? "true" : nil])
        g.append(tooltip([title, "the system More tab: \(hiddenCount) more tabs"]))
        if selected { g.append(box("sel", .init(x: x0 + 3, y: 14, width: slotWidth - 6, height: 54, radius: 22))) }
        let dots = [-7, 0, 7].map { Element("circle", ["class": "pdot-on", "cx": mx(cx + $0), "cy": 30, "r": "2.5"]).node }
        g.append(Element("g", ["aria-hidden": "true"], dots))
        g.append(Element("text", ["x": mx(cx), "y": 57, "text-anchor": "middle"], text: fit.text))
        return g.node
    }

    /// iOS 26's search tab: a circle apart at the bar's trailing end, its symbol only.
    func searchTab(_ k: Int) -> Node {
        let cx = Layout.Phone.width - Layout.Phone.margin - Layout.Phone.searchRadius
        let cy = Layout.Phone.barTop + Layout.Phone.searchRadius
        var g = tabGroup(k, slot: "search", index: 0, title(of: k), cut: false)
        g.append(Element("circle", ["class": launch == k ? "sel" : "bar", "cx": mx(cx), "cy": cy, "r": Layout.Phone.searchRadius, "aria-hidden": "true"]))
        if facts.tabs[k].isAction { g.append(Element("circle", ["class": "act", "cx": mx(cx), "cy": cy, "r": 28, "aria-hidden": "true"])) }
        g.append(contentsOf: placeholder(k, x: cx - 12, y: cy - 12, size: 24))
        if let dot = cachedDot(k, x: cx, y: 63) { g.append(dot) }
        if let badge = badge(facts.tabMarks[k], x: cx + 16, y: 22) { g.append(badge) }
        return g.node
    }

    // MARK: - Page style

    mutating func pages() {
        typealias L = Layout.Pages
        let bar = barTabs
        width = Layout.Phone.width
        show(bar)
        note([.text("The "), code("page"), .text(" style draws no bar: the app draws its own selector, if any. The dots name nothing, so the pages are listed in order.")])
        height = L.top + bar.count * L.rowHeight + Layout.bottom
        let start = (width - (bar.count - 1) * L.dotSpacing) / 2
        let dots = bar.enumerated().map { i, k in
            Element("circle", ["class": launch == k ? "pdot-on" : "pdot", "cx": mx(start + i * L.dotSpacing), "cy": 20, "r": 4]).node
        }
        var s: [Node] = [Element("g", ["aria-hidden": "true"], dots).node]
        for (i, k) in bar.enumerated() {
            let y = L.top + i * L.rowHeight
            let number = Element("text", ["class": "small", "x": mx(24), "y": y + 21, "aria-hidden": "true"], text: "\(i + 1)")
            s.append(tab(k, slot: "page", index: i, units: Layout.Phone.rowUnits, at: TabGeometry(
                box: .init(x: 12, y: y, width: 369, height: 32, radius: 8), placeholder: (44, y + 6, 20),
                title: (74, y + 21, false), dot: (370, y + 16), badge: (352, y + 16)),
                titleClass: "row", inner: [number.node]))
        }
        body = region("Pages", s)
    }

    // MARK: - Vision Pro

    mutating func vision(withSidebar: Bool) {
        typealias L = Layout.Ornament
        let bar = barTabs
        let ornament = withSidebar ? available.filter { facts.tabs[$0].section == nil && facts.tabs[$0].effectivePlacement != .sidebarOnly } : bar
        let inOrnament = Set(ornament)
        let rest = withSidebar ? available.filter { !inOrnament.contains($0) } : []
        show(ornament + rest)
        note([.text("The ornament shows symbols; the titles show when people look at it.")])
        let entries = sidebarEntries(rest)
        width = entries.isEmpty ? L.panelWidth : L.withSidebarWidth
        var s: [Node] = [box("bar", .init(x: 12, y: Layout.top, width: L.width, height: ornament.count * L.rowHeight + 12, radius: 24))]
        for (i, k) in ornament.enumerated() {
            let y = 18 + i * L.rowHeight
            s.append(tab(k, slot: "ornament", index: i, units: L.titleUnits, at: TabGeometry(
                box: .init(x: 18, y: y, width: 188, height: 40, radius: 20), placeholder: (28, y + 9, 22),
                title: (60, y + 25, false), dot: (22, y + 20), badge: (192, y + 20)), titleClass: "row"))
        }
        var regions = region("Ornament", s)
        var h = ornament.count * L.rowHeight + 24
        if !entries.isEmpty {
            let (sidebar, sh) = sidebar(entries, x0: L.sidebarLeft, y0: Layout.top)
            regions += sidebar
            h = max(h, sh + 12)
        }
        height = h + Layout.bottom
        body = regions
    }
}
