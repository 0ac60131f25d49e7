import TabsLint

extension SwiftRenderer {
    /// The tab view (docs/generated-swift.md, "The whole tab view: AppTabView"): `AppTabView`,
    /// its three initializers, and a private layout enum holding what the
    /// view needs from the file (the order of top-level tabs and sections,
    /// each section's platforms and placements) and the selection binding.
    /// The binding is made outside the generic view: a `@Sendable` closure
    /// formed inside it would capture `Content.Type`, which is not `Sendable`.
    mutating func renderTabView() {
        let availability = "@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)"
        let tab = tabType, section = sectionType, selection = selectionType, item = itemType, layout = layoutType
        let hasSections = !input.sections.isEmpty
        let items = "[\(section): [\(item)]]"
        let closures = [
            "onAction: @escaping @MainActor (\(tab)) -> Swift.Void",
            "badge: @escaping @MainActor (\(tab)) -> Int = { _ in 0 }",
            "isHidden: @escaping @MainActor (\(tab)) -> Bool = { _ in false }",
        ] + (hasConditions ? ["conditions: Set<\(conditionType)> = []"] : []) + [
            "@SwiftUI.ViewBuilder content: @escaping @MainActor (\(tab)) -> Content",
        ]
        // With `when`: the binding's fallback needs the platform and the conditions, and the view the conditions.
        let bindingArguments = hasConditions ? ", on: platform ?? .current, given: conditions" : ""
        let conditionsArgument = hasConditions ? ", conditions: conditions" : ""

        line("/// The app's whole `TabView`, from the file: its tabs and sections in")
        line("/// declaration order on the current platform, each with its role, label,")
        line("/// placement and `customizationID`, and the items of its dynamic sections.")
        line("/// Selecting an action tab calls `onAction` once and leaves the selection")
        line("/// as it was; selecting any other tab writes it, even when it is already")
        line("/// selected (pass a `Binding(get:set:)` of your own to see re-selections).")
        line(availability)
        line("\(access)struct \(viewType)<Content: SwiftUI.View, ItemContent: SwiftUI.View>: SwiftUI.View {")
        line("    private let selection: SwiftUI.Binding<\(selection)>")
        line("    private let platform: \(tab).Platform")
        line("    private let items: \(items)")
        line("    private let badge: @MainActor (\(tab)) -> Int")
        line("    private let isHidden: @MainActor (\(tab)) -> Bool")
        if hasConditions { line("    private let conditions: Set<\(conditionType)>") }
        line("    private let content: @MainActor (\(tab)) -> Content")
        line("    private let itemContent: (@MainActor (\(section), \(item)) -> ItemContent)?")
        line()
        line("    /// A tab view whose dynamic sections show `items` (by section, in order).")
        line("    /// `platform`: the platform whose tabs it shows (nil: `\(tab).Platform.current`).")
        line("    @MainActor \(access)init(")
        line("        selection: SwiftUI.Binding<\(selection)>,")
        line("        platform: \(tab).Platform? = nil,")
        line("        items: \(items) = [:],")
        for c in closures { line("        \(c),") }
        line("        @SwiftUI.ViewBuilder itemContent: @escaping @MainActor (\(section), \(item)) -> ItemContent")
        line("    ) {")
        line("        self.init(binding: \(layout).selection(selection, onAction: onAction\(bindingArguments)), platform: platform, items: items,")
        line("                  badge: badge, isHidden: isHidden\(conditionsArgument), content: content, itemContent: itemContent)")
        line("    }")
        line()
        line("    @MainActor private init(")
        line("        binding: SwiftUI.Binding<\(selection)>,")
        line("        platform: \(tab).Platform?,")
        line("        items: \(items),")
        line("        badge: @escaping @MainActor (\(tab)) -> Int,")
        line("        isHidden: @escaping @MainActor (\(tab)) -> Bool,")
        if hasConditions { line("        conditions: Set<\(conditionType)>,") }
        line("        content: @escaping @MainActor (\(tab)) -> Content,")
        line("        itemContent: (@MainActor (\(section), \(item)) -> ItemContent)?")
        line("    ) {")
        line("        selection = binding")
        line("        self.platform = platform ?? .current")
        line("        self.items = items")
        line("        self.badge = badge")
        line("        self.isHidden = isHidden")
        if hasConditions { line("        self.conditions = conditions") }
        line("        self.content = content")
        line("        self.itemContent = itemContent")
        line("    }")
        line()
        line("    \(access)var body: some SwiftUI.View {")
        line("        SwiftUI.TabView(selection: selection) {")
        if hasSections {
            line("            SwiftUI.ForEach(\(layout).entries.filter { \(layout).isShown($0, on: platform, items: items\(conditionsArgument)) }) { entry in")
            line("                switch entry {")
            line("                case .tab(let tab):")
            conditionalTab(indent: "                    ")
            line("                case .section(let section):")
            line("                    tabSection(section)")
            line("                }")
            line("            }")
        } else {
            line("            SwiftUI.ForEach(\(tab).allCases.filter { $0.platforms.contains(platform) }) { tab in")
            conditionalTab(indent: "                ")
            line("            }")
        }
        line("        }")
        switch input.model.style {
        case .automatic:
            break
        case .tabBarOnly, .sidebarAdaptable:
            line("        #if !os(watchOS)")
            line("        .tabViewStyle(.\(input.model.style.rawValue))")
            line("        #endif")
        case .page:
            line("        #if !os(macOS)")
            line("        .tabViewStyle(.page)")
            line("        #endif")
        }
        line("    }")
        line()
        line("    /// A tab the file declares.")
        line("    private func declaredTab(_ tab: \(tab)) -> some SwiftUI.TabContent<\(selection)> {")
        line("        SwiftUI.Tab(value: \(selection).tab(tab), role: tab.tabRole) {")
        line("            content(tab)")
        hideSystemTabBar(indent: "                ")
        line("        } label: {")
        line("            tab.label")
        line("        }")
        line("        .tabPlacement(tab.tabPlacement)")
        line("        .customizationID(tab.id)")
        line("        #if !os(tvOS) && !os(watchOS)")
        line("        .badge(badge(tab))")
        line("        .hidden(isHidden(tab))")
        line("        #endif")
        line("    }")
        if hasSections {
            let header = options.bundle == .module ? "SwiftUI.Text(section.titleKey, bundle: .module)" : "SwiftUI.Text(section.titleKey)"
            line()
            line("    /// A section: its static tabs, then its items.")
            line("    private func tabSection(_ section: \(section)) -> some SwiftUI.TabContent<\(selection)> {")
            line("        SwiftUI.TabSection {")
            line("            SwiftUI.ForEach(section.tabs.filter { $0.platforms.contains(platform) }) { tab in")
            conditionalTab(indent: "                ")
            line("            }")
            // With `when`, the section's conditions gate its items.
            let pad = hasConditions ? "    " : ""
            if hasConditions { line("            if \(layout).conditions(of: section).isSubset(of: conditions) {") }
            line(pad + "            SwiftUI.ForEach(\(layout).items(of: section, on: platform, in: items)) { item in")
            line(pad + "                dynamicItem(item, in: section)")
            line(pad + "            }")
            if hasConditions { line("            }") }
            line("        } header: {")
            line("            \(header)")
            line("        }")
            line("        .tabPlacement(\(layout).sectionPlacement(of: section))")
            line("        .customizationID(section.id)")
            line("    }")
            line()
            line("    /// A tab a dynamic section makes from the app's data: its title shown as is.")
            line("    private func dynamicItem(_ item: \(item), in section: \(section)) -> some SwiftUI.TabContent<\(selection)> {")
            line("        SwiftUI.Tab(value: \(selection).item(section, id: item.id)) {")
            line("            if let itemContent {")
            line("                itemContent(section, item)")
            hideSystemTabBar(indent: "                    ")
            line("            }")
            line("        } label: {")
            line("            if let systemImage = item.systemImage {")
            line("                SwiftUI.Label(item.title, systemImage: systemImage)")
            line("            } else {")
            line("                SwiftUI.Text(item.title)")
            line("            }")
            line("        }")
            line("        .tabPlacement(\(layout).itemPlacement(of: section))")
            line("        .customizationID(\(selection).item(section, id: item.id).rawValue)")
            line("    }")
        }
        line("}")
        line()
        line(availability)
        line("extension \(viewType) where ItemContent == SwiftUI.EmptyView {")
        // The same initializer over the selection, then over a plain tab.
        let withoutItems = [("A tab view without dynamic items.", selection),
                            ("A tab view for a selection that is a plain `\(tab)`, without dynamic items.", tab)]
        for (n, (doc, selected)) in withoutItems.enumerated() {
            if n > 0 { line() }
            line("    /// \(doc)")
            line("    @MainActor \(access)init(")
            line("        selection: SwiftUI.Binding<\(selected)>,")
            line("        platform: \(tab).Platform? = nil,")
            for (k, c) in closures.enumerated() { line("        \(c)" + (k == closures.count - 1 ? "" : ",")) }
            line("    ) {")
            line("        self.init(binding: \(layout).selection(selection, onAction: onAction\(bindingArguments)), platform: platform, items: [:],")
            line("                  badge: badge, isHidden: isHidden\(conditionsArgument), content: content, itemContent: nil)")
            line("    }")
        }
        line("}")
        line()
        renderLayout()
    }

    /// `declaredTab(tab)`; with `when`, inside a builder `if` that leaves the
    /// tab out while its conditions do not hold (not `.hidden`, which tvOS
    /// and watchOS lack).
    mutating func conditionalTab(indent: String) {
        guard hasConditions else {
            line(indent + "declaredTab(tab)")
            return
        }
        line(indent + "if tab.conditions.isSubset(of: conditions) {")
        line(indent + "    declaredTab(tab)")
        line(indent + "}")
    }

    /// With `bar custom`, each tab's content asks to hide the system's tab
    /// bar: the preference flows up to the nearest container that draws a
    /// bar, the tab view. `ToolbarPlacement.tabBar` does not exist on macOS
    /// and watchOS.
    mutating func hideSystemTabBar(indent: String) {
        guard input.model.bar == .custom else { return }
        line(indent + "#if !os(macOS) && !os(watchOS)")
        line(indent + ".toolbarVisibility(.hidden, for: .tabBar)")
        line(indent + "#endif")
    }

    /// A `@MainActor` function type is `Sendable` in the Swift 6 language
    /// mode, not in the Swift 5 mode: there the handler, which runs only on
    /// the main actor, is captured as `nonisolated(unsafe)`.
    mutating func unsendableHandlerNote() {
        line("        // `@MainActor` function types are `Sendable` in the Swift 6 language mode;")
        line("        // the handler only runs on the main actor.")
        line("        #if !swift(>=6.0)")
        line("        nonisolated(unsafe) let onAction = onAction")
        line("        #endif")
    }

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
