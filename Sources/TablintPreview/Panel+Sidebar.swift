import TabsLint

/// Sidebars: the items outside sections and the sections, each section a
/// group under its title (docs/preview.md).
extension Panel {
    enum SidebarEntry { case tab(Int), section(Int, [Int]) }

    /// The items outside sections and the sections, in declaration order;
    /// the sections are shown.
    mutating func sidebarEntries(_ tabs: [Int]) -> [SidebarEntry] {
        let included = Set(tabs)
        var entries: [(Int, SidebarEntry)] = []
        for k in tabs where facts.tabs[k].section == nil { entries.append((facts.tabs[k].declaration.start, .tab(k))) }
        for (index, section) in facts.sections.enumerated() {
            let held = section.tabs.filter { included.contains($0) }
            let dynamicHere = section.dynamic != nil && section.platforms?.value.contains(platform) ?? true
            guard !held.isEmpty || dynamicHere else { continue }
            entries.append((section.declaration.start, .section(index, held)))
            shownSections.insert(index)
        }
        return entries.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Draws a sidebar; returns the markup and its height.
    func sidebar(_ entries: [SidebarEntry], x0: Int, y0: Int) -> ([Node], Int) {
        typealias L = Layout.Sidebar
        let w = L.width
        var s: [Node] = []
        var y = y0 + 6
        var index = 0
        func row(_ k: Int, indent: Int) -> Node {
            defer { index += 1; y += L.rowHeight }
            return tab(k, slot: "sidebar", index: index, units: L.rowUnits - indent / 6, at: TabGeometry(
                box: .init(x: x0 + 4, y: y + 1, width: w - 8, height: 32, radius: 8), placeholder: (x0 + 12 + indent, y + 7, 20),
                title: (x0 + 42 + indent, y + 22, false),
                dot: (x0 + 8, y + 17), badge: (x0 + w - 18, y + 17)), titleClass: "row")
        }
        for e in entries {
            switch e {
            case .tab(let k):
                s.append(row(k, indent: 0))
            case .section(let sIndex, let held):
                var group = sectionHeading(sIndex, x0: x0, y: y)
                y += L.rowHeight
                let section = facts.sections[sIndex]
                let t = sectionTitle(sIndex)
                var list = Element("g", ["role": "list", "aria-label": (t.missing ? section.shownID : t.text) + " tabs"])
                for k in held { list.append(row(k, indent: L.indent)) }
                if let field = section.dynamic?.value {
                    list.append(Element("g", ["role": "listitem", "data-dynamic": section.shownID, "data-slot": "sidebar",
                                              "aria-label": "tabs made at run time from data, identified by " + field], [
                        box("ph", .init(x: x0 + 24, y: y + 7, width: 20, height: 20, radius: 10)),
                        Element("text", ["class": "small", "x": mx(x0 + 54), "y": y + 22, "font-style": "italic"],
                                text: "tabs made at run time (by \(field))").node,
                    ]))
                    y += L.rowHeight
                }
                group.append(list)
                s.append(group.node)
            }
        }
        // The screen goes under the rows, now that their height is known.
        let height = y - y0 + 6
        s.insert(box("scr", .init(x: x0, y: y0, width: w, height: height, radius: 12)), at: 0)
        return (region("Sidebar", s), height)
    }

    /// A section's group, opened with its heading: title, tooltip, badge.
    func sectionHeading(_ sIndex: Int, x0: Int, y: Int) -> Element {
        let section = facts.sections[sIndex]
        let t = sectionTitle(sIndex)
        let marks = facts.marks(facts.sectionMarks[sIndex], language: language, platform: platform)
        let label = "Section \(t.missing ? section.shownID + " (no title)" : t.text)" + (t.untranslated ? ", not translated" : "")
            + problemCount(marks.numbers.count)
        var g = Element("g", ["class": "sec", "role": "listitem", "aria-label": label, "data-section": section.shownID,
                              "data-title": t.missing ? nil : t.text, "data-untranslated": t.untranslated ? "true" : nil])
        setMarks(&g, marks)
        g.append(tooltip([t.missing ? section.shownID : t.text] + marks.numbers.map { "\($0). \(facts.listed[$0 - 1].diagnostic.message)" }))
        g.append(Element("text", ["class": textClass(t, "hd"), "x": mx(x0 + 12), "y": y + 22],
                         text: TitleWidth.fit(t.text, capacity: Layout.Sidebar.sectionUnits).text))
        if let badge = badge(facts.sectionMarks[sIndex], x: x0 + Layout.Sidebar.width - 18, y: y + 17) { g.append(badge) }
        return g
    }
}
