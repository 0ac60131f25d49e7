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
}
