import TabsLint

// The tab view's private layout enum (docs/generated-swift.md, "The whole
// tab view: AppTabView"): the order of top-level tabs and sections, each
// section's platforms, conditions and placements, the selection binding and
// its fallback when a tab is left out.

extension SwiftRenderer {
    /// The private layout enum: not generic, so the binding's `@Sendable`
    /// closures capture only `Sendable` values.
    mutating func renderLayout() {
        let tab = tabType, section = sectionType, selection = selectionType, item = itemType
        let sections = input.sections
        line("/// What `\(viewType)` needs from the file, and its selection binding.")
        line("@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)")
        line("private enum \(layoutType) {")
        line("    /// The selection the tab view shows: the app's, except that an action")
        line("    /// tab calls `onAction` once and writes nothing. SwiftUI calls the")
        line("    /// setter on the main thread.")
        if hasConditions {
            line("    /// While the app's selection names a tab (or an item of a section) that")
            line("    /// the conditions leave out, the getter answers the launch tab when it")
            line("    /// is shown, else the first shown selectable tab; nothing is written back.")
        }
        let conditionParameters = hasConditions ? ", on platform: \(tab).Platform, given conditions: Set<\(conditionType)>" : ""
        line("    static func selection(_ selection: SwiftUI.Binding<\(selection)>,")
        line("                          onAction: @escaping @MainActor (\(tab)) -> Swift.Void\(conditionParameters)) -> SwiftUI.Binding<\(selection)> {")
        unsendableHandlerNote()
        line("        return SwiftUI.Binding(")
        line(hasConditions ? "            get: { shown(selection.wrappedValue, on: platform, given: conditions) },"
                           : "            get: { selection.wrappedValue },")
        line("            set: { value in")
        line("                if case .tab(let tab) = value, !tab.isSelectable {")
        line("                    MainActor.assumeIsolated { onAction(tab) }")
        line("                } else {")
        line("                    selection.wrappedValue = value")
        line("                }")
        line("            })")
        line("    }")
        line()
        line("    /// The same over a plain `\(tab)` selection (the view shows no items then).")
        line("    static func selection(_ selection: SwiftUI.Binding<\(tab)>,")
        line("                          onAction: @escaping @MainActor (\(tab)) -> Swift.Void\(conditionParameters)) -> SwiftUI.Binding<\(selection)> {")
        unsendableHandlerNote()
        line("        return SwiftUI.Binding(")
        line(hasConditions ? "            get: { shown(.tab(selection.wrappedValue), on: platform, given: conditions) },"
                           : "            get: { \(selection).tab(selection.wrappedValue) },")
        line("            set: { value in")
        line("                guard case .tab(let tab) = value else { return }")
        line("                if tab.isSelectable {")
        line("                    selection.wrappedValue = tab")
        line("                } else {")
        line("                    MainActor.assumeIsolated { onAction(tab) }")
        line("                }")
        line("            })")
        line("    }")
        if hasConditions { renderFallback() }
        guard !sections.isEmpty else {
            line("}")
            return
        }
        line()
        line("    /// A top-level tab or section.")
        line("    enum Entry: Identifiable {")
        line("        case tab(\(tab))")
        line("        case section(\(section))")
        line()
        line("        var id: String {")
        line("            switch self {")
        line("            case .tab(let tab): return tab.id")
        line("            case .section(let section): return section.id")
        line("            }")
        line("        }")
        line("    }")
        line()
        line("    /// The file's top-level tabs and sections, in declaration order.")
        line("    static let entries: [Entry] = {")
        line("        var entries: [Entry] = []")
        // Runs of consecutive top-level tabs are slices of `allCases`.
        var run: Range<Int>?
        func flush(_ renderer: inout SwiftRenderer) {
            guard let r = run else { return }
            renderer.line(r.count == 1 ? "        entries.append(.tab(\(tab).allCases[\(r.lowerBound)]))"
                                       : "        entries += \(tab).allCases[\(r.lowerBound)..<\(r.upperBound)].map(Entry.tab)")
            run = nil
        }
        for entry in input.topLevel {
            switch entry {
            case .tab(let t):
                if let r = run, r.upperBound == t { run = r.lowerBound..<t + 1 } else { flush(&self); run = t..<t + 1 }
            case .section(let s):
                flush(&self)
                line("        entries.append(.section(.\(sectionNames[s])))")
            }
        }
        flush(&self)
        line("        return entries")
        line("    }()")
        line()
        line("    /// Whether a tab is available on `platform`, or a section has a tab or")
        line("    /// an item to show there.")
        if hasConditions {
            line("    /// With the conditions that hold: a section's tabs that exist, and its")
            line("    /// items only while its own conditions hold.")
        }
        let conditionParameter = hasConditions ? ", conditions: Set<\(conditionType)>" : ""
        line("    static func isShown(_ entry: Entry, on platform: \(tab).Platform, items: [\(section): [\(item)]]\(conditionParameter)) -> Bool {")
        line("        switch entry {")
        line("        case .tab(let tab):")
        line("            return tab.platforms.contains(platform)")
        line("        case .section(let section):")
        if hasConditions {
            // A section's tab with its own `when` may exist while the section's conditions do not hold.
            line("            return section.tabs.contains { $0.platforms.contains(platform) && $0.conditions.isSubset(of: conditions) }")
            line("                || self.conditions(of: section).isSubset(of: conditions) && !self.items(of: section, on: platform, in: items).isEmpty")
        } else {
            line("            return section.tabs.contains { $0.platforms.contains(platform) }")
            line("                || !self.items(of: section, on: platform, in: items).isEmpty")
        }
        line("        }")
        line("    }")
        line()
        line("    /// The items a section shows on `platform`: those given for a dynamic")
        line("    /// section available there, in order.")
        line("    static func items(of section: \(section), on platform: \(tab).Platform, in items: [\(section): [\(item)]]) -> [\(item)] {")
        line("        guard section.dynamicKey != nil, platforms(of: section).contains(platform) else { return [] }")
        line("        return items[section] ?? []")
        line("    }")
        line()
        line("    /// A section's effective platforms.")
        line("    static func platforms(of section: \(section)) -> Set<\(tab).Platform> {")
        line("        switch section {")
        cases(sectionNames, sections.map { Self.platformList($0.availablePlatforms) })
        line("        }")
        line("    }")
        line()
        if hasConditions {
            line("    /// A section's own conditions (`when`), which gate it and its items.")
            line("    static func conditions(of section: \(section)) -> Set<\(conditionType)> {")
            line("        switch section {")
            cases(sectionNames, sections.map { Self.list($0.conditions.map(SwiftNames.member)) })
            line("        }")
            line("    }")
            line()
        }
        line("    /// A section's own placement, which its items take.")
        line("    static func itemPlacement(of section: \(section)) -> SwiftUI.TabPlacement {")
        line("        switch section {")
        cases(sectionNames, sections.map { "." + ($0.placement?.value ?? .automatic).rawValue })
        line("        }")
        line("    }")
        line()
        line("    /// `sidebarOnly` for a `sidebarOnly` section whose tabs set no other")
        line("    /// placement, else `automatic`.")
        // One pass over the tabs: whether a section's tabs all stay `sidebarOnly`.
        var allSidebar = [Bool](repeating: true, count: sections.count)
        for t in input.tabs.indices {
            if let k = input.tabs[t].section, allSidebar.indices.contains(k), input.tabs[t].effectivePlacement != .sidebarOnly { allSidebar[k] = false }
        }
        line("    static func sectionPlacement(of section: \(section)) -> SwiftUI.TabPlacement {")
        line("        switch section {")
        let placements = sections.indices.map { k in
            sections[k].placement?.value == .sidebarOnly && allSidebar[k] ? ".sidebarOnly" : ".automatic"
        }
        cases(sectionNames, placements)
        line("        }")
        line("    }")
        line("}")
    }

    /// The selection getter's fallback (CHANGES.md, 2026-12-07): what the
    /// tab view shows while the app's selection is left out by the conditions.
    mutating func renderFallback() {
        let tab = tabType, selection = selectionType
        let hasSections = !input.sections.isEmpty
        line()
        line("    /// `value`, unless the conditions leave it out on `platform`: then the")
        line("    /// launch tab when it is shown, else the first shown selectable tab.")
        line("    static func shown(_ value: \(selection), on platform: \(tab).Platform, given conditions: Set<\(conditionType)>) -> \(selection) {")
        if hasSections {
            line("        switch value {")
            line("        case .tab(let tab):")
            line("            guard !tab.conditions.isSubset(of: conditions) else { return value }")
            line("        case .item(let section, _):")
            line("            guard !self.conditions(of: section).isSubset(of: conditions) else { return value }")
            line("        }")
        } else {
            // No section: no item to leave out.
            line("        guard case .tab(let tab) = value, !tab.conditions.isSubset(of: conditions) else { return value }")
        }
        line("        let available = \(tab).available(given: conditions, on: platform)")
        line("        if available.contains(\(tab).launch) { return .tab(\(tab).launch) }")
        line("        return available.first { $0.isSelectable }.map { .tab($0) } ?? value")
        line("    }")
    }
}
