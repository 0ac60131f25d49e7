import TabsLint

/// Bars along the top (iPad, Apple TV), the Mac's segmented control, the
/// iPad's two alternatives, and an app's own scrolling bar (docs/preview.md).
extension Panel {
    // MARK: - Top bars

    /// A top bar's tabs: those that fit the room (pinned ones at the
    /// trailing edge, never past it), then those that do not, with their widths.
    struct TopLayout {
        var fitting: [(tab: Int, width: Int)] = []
        var pinned: [(tab: Int, width: Int)] = []
        var overflow: [(tab: Int, width: Int)] = []
        let room: Int

        /// The panel's width for this bar.
        var panelWidth: Int {
            max(2 * Layout.Top.margin + room, Layout.Top.margin + room + Layout.Top.overflowGap + overflow.reduce(0) { $0 + $1.width } + Layout.Top.margin)
        }
    }

    mutating func topLayout(normal: [Int], pinned: [Int], room: Int) -> TopLayout {
        func item(_ k: Int) -> (tab: Int, width: Int) {
            let fit = TitleWidth.fit(title(of: k).text, capacity: Layout.Top.titleUnits)
            return (k, TitleWidth.units(fit.text) * Layout.Top.unitWidth + Layout.Top.padding)
        }
        var layout = TopLayout(room: room)
        layout.pinned = pinned.map(item)
        var used = layout.pinned.reduce(0) { $0 + $1.width }
        for k in normal {
            let i = item(k)
            if layout.overflow.isEmpty && used + i.width <= room { layout.fitting.append(i); used += i.width } else { layout.overflow.append(i) }
        }
        if !layout.overflow.isEmpty {
            approximations.append([.text("the top bar’s room is estimated (no overflow limit is documented); the faded tabs past its end may not show")])
        }
        return layout
    }

    /// Draws a top bar at `y0` (`width` must be set first): iPad's capsule
    /// (slot `top`), or the Mac's segmented control (slot `segment`),
    /// centred when everything fits, its segments divided by rules.
    func topBar(_ layout: TopLayout, y0: Int, label: String, segmented: Bool = false) -> [Node] {
        typealias L = Layout.Top
        let room = layout.room
        let used = layout.fitting.reduce(0) { $0 + $1.width }
        let start = segmented && layout.overflow.isEmpty ? L.margin + (room - used) / 2 : L.margin
        var s: [Node] = [segmented ? box("seg", .init(x: start, y: y0 + 4, width: used, height: L.height - 8, radius: 8))
                                   : box("bar", .init(x: L.margin, y: y0, width: room, height: L.height, radius: L.height / 2))]
        func draw(_ item: (tab: Int, width: Int), slot: String, index: Int, x: Int, faded: Bool) {
            let inner = segmented ? TabGeometry.Box(x: x + 2, y: y0 + 6, width: item.width - 4, height: L.height - 12, radius: 6)
                                  : TabGeometry.Box(x: x + 2, y: y0 + 4, width: item.width - 4, height: 32, radius: 16)
            s.append(tab(item.tab, slot: slot, index: index, units: L.titleUnits, at: TabGeometry(
                box: inner, placeholder: nil, title: (x + item.width / 2, y0 + 24, true), dot: (x + item.width / 2, y0 + 34),
                badge: (x + item.width - 8, y0 + 6)), faded: faded))
        }
        var x = start
        for (index, item) in layout.fitting.enumerated() {
            if segmented && index > 0 {
                s.append(Element("line", ["class": "ln", "x1": mx(x), "y1": y0 + 10, "x2": mx(x), "y2": y0 + L.height - 10, "aria-hidden": "true"]).node)
            }
            draw(item, slot: segmented ? "segment" : "top", index: index, x: x, faded: false)
            x += item.width
        }
        x = L.margin + room - layout.pinned.reduce(0) { $0 + $1.width }
        for (i, item) in layout.pinned.enumerated() { draw(item, slot: "top", index: layout.fitting.count + i, x: x, faded: false); x += item.width }
        if !layout.overflow.isEmpty {
            x = L.margin + room + L.overflowGap
            let edge = mx(L.margin + room + 4)
            s.append(Element("line", ["class": "room", "x1": edge, "y1": y0 - 4, "x2": edge, "y2": y0 + 44, "aria-hidden": "true"]).node)
            for (i, item) in layout.overflow.enumerated() { draw(item, slot: "overflow", index: i, x: x, faded: true); x += item.width }
        }
        return region(label, s)
    }

    /// A bar along the top alone: iPad's and Apple TV's, or the Mac's in
    /// every style but `sidebarAdaptable`: AppKit's segmented control along
    /// the top of the content, the bar tabs in declaration order.
    mutating func topBarOnly() {
        let bar = barTabs
        let mac = platform == .mac, ipad = platform == .ipad
        if mac && model.style == .page {
            approximations.append([code("page"), .text(" does not exist on macOS; drawn as the segmented control")])
        } else if mac {
            approximations.append([.text("SwiftUI documents only “a tab bar when possible” on macOS; drawn as AppKit’s tab view controller draws its tabs (a segmented control on top)")])
        }
        if bar.contains(where: { facts.tabs[$0].section != nil }) {
            approximations.append([.text("where the system puts a section’s tabs in the top bar is not documented")])
        }
        show(bar)
        height = Layout.Top.panelHeight
        if customBar && ipad {
            height = Layout.top + Layout.Scroll.height + Layout.bottom
            body = scrollBar(bar, y0: Layout.top, room: Layout.Top.room)
            return
        }
        let normal = ipad ? bar.filter { facts.tabs[$0].effectivePlacement != .pinned } : bar
        let pinned = ipad ? bar.filter { facts.tabs[$0].effectivePlacement == .pinned } : []
        let layout = topLayout(normal: normal, pinned: pinned, room: platform == .tv ? Layout.Top.tvRoom : Layout.Top.room)
        width = layout.panelWidth
        body = topBar(layout, y0: Layout.top, label: mac ? "Segmented control" : "Top tab bar", segmented: mac)
    }

    /// iPadOS 18's `sidebarAdaptable`: the top bar or the sidebar, two
    /// labelled alternatives; the launch tab is tinted in the first and
    /// outlined in the second, so that they do not read as two selections.
    mutating func iPadAdaptable() {
        typealias L = Layout.Top
        let all = available
        let normal = all.filter { facts.tabs[$0].section == nil && facts.tabs[$0].effectivePlacement == .automatic }
        let pinned = all.filter { facts.tabs[$0].effectivePlacement == .pinned }
        show(all)
        let layout = topLayout(normal: normal, pinned: pinned, room: L.room)
        width = max(layout.panelWidth, Layout.Sidebar.panelWidth)
        let barTop = Layout.top + Layout.labelHeight
        var top = [label("Either the top tab bar", y: Layout.top)]
        top += customBar ? scrollBar(barTabs, y0: barTop, room: L.room) : topBar(layout, y0: barTop, label: "Top tab bar")
        let sidebarTop = barTop + (customBar ? Layout.Scroll.height : L.height) + 16
        let entries = sidebarEntries(all)
        outlineLaunch = true
        let (sidebar, h) = sidebar(entries, x0: L.margin, y0: sidebarTop + Layout.labelHeight)
        outlineLaunch = false
        height = sidebarTop + Layout.labelHeight + h + Layout.bottom
        body = [Element("g", ["data-alternative": "top"], top).node,
                Element("g", ["data-alternative": "sidebar"], [label("or the sidebar, when people open it", y: sidebarTop)] + sidebar).node, .newline]
    }

    /// A visible label over an alternative.
    func label(_ text: String, y: Int) -> Node {
        Element("text", ["class": "alt", "x": mx(Layout.Top.margin), "y": y + 12], text: text).node
    }

    mutating func sidebarOnly() {
        let all = available
        show(all)
        width = Layout.Sidebar.panelWidth
        let entries = sidebarEntries(all)
        let (sidebar, h) = sidebar(entries, x0: Layout.Top.margin, y0: Layout.top)
        height = Layout.top + h + Layout.bottom
        body = sidebar
    }

    // MARK: - An app's own bar

    /// `bar custom`: the app's own bar, one scrolling row with every bar tab
    /// in order (the search tab in its place) and no More tab (slot
    /// `scroll`); tabs past the screen's edge are faded: people scroll to them.
    mutating func scrollBar(_ tabs: [Int], y0: Int, room: Int) -> [Node] {
        typealias L = Layout.Scroll
        drawsCustomBar = true
        let margin = Layout.Phone.margin
        let visible = max(1, room / L.itemWidth)
        let past = max(0, tabs.count - visible) * L.itemWidth
        width = max(width, margin + room + (past > 0 ? Layout.Top.overflowGap + past : 0) + margin)
        note([.text("The app draws its own bar: one row that scrolls; the faded tabs are past the screen’s edge.")])
        var s: [Node] = [box("bar", .init(x: margin, y: y0, width: room, height: L.height, radius: L.height / 2))]
        for (i, k) in tabs.enumerated() {
            let x0 = i < visible ? margin + i * L.itemWidth : margin + room + Layout.Top.overflowGap + (i - visible) * L.itemWidth
            let cx = x0 + L.itemWidth / 2
            s.append(tab(k, slot: "scroll", index: i, units: L.titleUnits, at: TabGeometry(
                box: .init(x: x0 + 3, y: y0 + 4, width: L.itemWidth - 6, height: L.height - 8, radius: 20),
                placeholder: (cx - 11, y0 + 9, 22), title: (cx, y0 + 47, true), dot: (cx, y0 + 55), badge: (cx + 13, y0 + 9)),
                faded: i >= visible))
        }
        if past > 0 {
            let edge = mx(margin + room + 4)
            s.append(Element("line", ["class": "room", "x1": edge, "y1": y0 - 4, "x2": edge, "y2": y0 + L.height + 4, "aria-hidden": "true"]).node)
        }
        return region("Tab bar (the app’s own, scrolling)", s)
    }
}
