import Testing
import TablintGenerate
import TabsLint

/// What the test program must print for a case, computed from its input
/// (and from the titles the test decoded from the source).
enum Expectations {
    static func hex(_ s: String) -> String { s.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }

    /// What the stand-in says a tab's `label` holds: its title and its icon, or its image, or the title alone.
    static func label(_ title: String, _ tab: TabModel) -> String {
        if let icon = tab.icon { return "Label(Text(\(title)), Image(\(icon.value)))" }
        if let image = tab.image { return "Label(Text(\(title)), Image(asset: \(image.value)))" }
        return "Text(\(title))"
    }

    static func check(_ c: ProgramCase, lines: [String], swiftUI: Bool) {
        let input = c.input
        var expected: [String] = []
        for tab in input.tabs {
            let title = c.sourceTitles?[tab.id] ?? tab.writtenTitle ?? ""
            var line = "TAB \(tab.id) id=\(tab.id) title=[\(hex(title))] icon=\(tab.icon.map { "[\(hex($0.value))]" } ?? "-")"
            line += " image=\(tab.image.map { "[\(hex($0.value))]" } ?? "-")"
            line += " placement=\(tab.effectivePlacement.rawValue) role=\(tab.role?.value.rawValue ?? "-") selectable=\(tab.isSelectable)"
            line += " platforms=\(Platform.allCases.filter(tab.availablePlatforms.contains).map(\.rawValue).joined(separator: ","))"
            line += " section=\(tab.section.map { input.id(ofSection: $0) } ?? "-")"
            if swiftUI {
                let label = Self.label(title, tab)
                line += " titleKey=[\(hex(title))] label=[\(hex(label))] tabPlacement=\(tab.effectivePlacement.rawValue)"
            }
            expected.append(line)
        }
        for (k, section) in input.sections.enumerated() {
            let (id, title) = (input.id(ofSection: k), input.title(ofSection: k))
            let tabs = input.tabs.filter { $0.section == k }.map(\.id).joined(separator: ",")
            expected.append("SECTION \(id) title=[\(hex(title))] tabs=\(tabs) dynamic=\(section.dynamic?.value ?? "-")"
                            + (swiftUI ? " titleKey=[\(hex(title))]" : ""))
        }
        expected.append("LAUNCH \(input.tabs[input.launch].id)")
        expected.append("CACHED \(input.cached.map { input.tabs[$0].id }.joined(separator: ","))")
        expected.append("LIMIT \(input.model.limit)")
        expected.append("SYSTEMTABBAR \(input.model.bar == .system)")
        expected.append("RETIRED \(Set(input.retired + input.tabs.flatMap { $0.formerly.map(\.value) }).sorted().joined(separator: ","))")
        for platform in Platform.allCases {
            let bar = input.tabs.filter { $0.effectivePlacement != .sidebarOnly && $0.availablePlatforms.contains(platform) }.map(\.id)
            expected.append("TABBAR \(platform.rawValue) \(bar.joined(separator: ","))")
        }
        func owner(_ id: String) -> String {
            input.tabs.first { $0.id == id || $0.formerly.contains { $0.value == id } }?.id ?? "-"
        }
        for id in c.persisted { expected.append("PERSISTED \(id) \(owner(id)) \(owner(id))") }
        for id in c.persisted { expected.append("DECODED \(id) \(owner(id))") }

        var reference = ReferenceCache(input)
        func held() -> String { reference.held.map { input.tabs[$0].id }.joined(separator: ",") }
        expected.append("CACHE init \(input.tabs[reference.selection].id) \(held())")
        for id in c.selections {
            guard let k = input.tabs.firstIndex(where: { $0.id == id }) else { continue }
            let before = reference.recency
            let selected = reference.select(k)
            expected.append("CACHE select \(id) \(selected) \(input.tabs[reference.selection].id) \(held()) true")
            // The invariants, on the reference and (through the comparison) on the program.
            #expect(reference.recency.count <= input.model.limit, "\(c.type): more than limit held")
            #expect(reference.recency.contains(reference.selection), "\(c.type): the selection is not held")
            let left = before.filter { !reference.recency.contains($0) }
            for gone in left where input.cached.contains(gone) {
                #expect(before.allSatisfy { input.cached.contains($0) || $0 == k }, "\(c.type): a cached tab left while another could")
            }
        }
        expected += selectionLines(c, owner: owner)
        if swiftUI { expected += tabViewLines(c) }
        #expect(lines == expected, "\(c.type):\n\(diff(lines, expected))\n\(c.code.prefix(0))")
    }

    /// `SELECTION` lines: a tab's own or former id reads back as the tab; `SECTION/ID` as an item of a dynamic section.
    static func selectionLines(_ c: ProgramCase, owner: (String) -> String) -> [String] {
        GeneratedProgram.selectionQueries(c.input).map { raw in
            var value: String?
            if let slash = raw.firstIndex(of: "/") {
                let sectionID = String(raw[..<slash])
                if c.input.sections.contains(where: { $0.id?.value == sectionID && $0.dynamic != nil }) { value = raw }
            } else if owner(raw) != "-" {
                value = owner(raw)
            }
            let shown = value.map { "[\(hex($0))]" } ?? "-"
            return "SELECTION [\(hex(raw))] \(shown) decoded=\(shown) encoded=\(value == nil ? "-" : "string")"
        }
    }

    /// What the tab view shows on the app's first platform, and what each tap does.
    static func tabViewLines(_ c: ProgramCase) -> [String] {
        let input = c.input
        let platform = input.model.appPlatforms.first ?? .iphone
        let (dynamic, _) = GeneratedProgram.sampleSections(input)
        var out: [String] = []
        // With `bar custom`, every tab's content hides the system's tab bar (Linux is neither macOS nor watchOS).
        func content(_ view: String) -> String {
            hex(input.model.bar == .system ? view : view + ".toolbarVisibility(hidden, for: tabBar)")
        }
        func tabLine(_ k: Int, depth: Int) -> String {
            let tab = input.tabs[k]
            let role = tab.role?.value == .search ? "search" : "-"  // `.prominent` only with Swift 6.4's SDKs
            let title = c.sourceTitles?[tab.id] ?? tab.writtenTitle ?? ""
            return "NODE \(depth) tab value=[\(hex(tab.id))] role=\(role) placement=\(tab.effectivePlacement.rawValue) cid=[\(hex(tab.id))]"
                + " badge=\(tab.id.utf8.count) hidden=\(tab.id.hasPrefix("h")) label=[\(hex(Self.label(title, tab)))]"
                + " content=[\(content("Text(\(title))"))]"
        }
        for entry in input.topLevel {
            switch entry {
            case .tab(let k):
                if input.tabs[k].availablePlatforms.contains(platform) { out.append(tabLine(k, depth: 0)) }
            case .section(let s):
                let section = input.sections[s]
                let (id, title) = (input.id(ofSection: s), input.title(ofSection: s))
                let tabs = input.tabs.indices.filter { input.tabs[$0].section == s && input.tabs[$0].availablePlatforms.contains(platform) }
                let items = id == dynamic && section.availablePlatforms.contains(platform) ? GeneratedProgram.sampleItems : []
                guard !tabs.isEmpty || !items.isEmpty else { continue }
                let sidebar = section.placement?.value == .sidebarOnly
                    && input.tabs.allSatisfy { $0.section != s || $0.effectivePlacement == .sidebarOnly }
                out.append("NODE 0 section value=- role=- placement=\(sidebar ? "sidebarOnly" : "automatic") cid=[\(hex(id))]"
                           + " badge=- hidden=- label=[\(hex("Text(\(title))"))] content=[]")
                for k in tabs { out.append(tabLine(k, depth: 1)) }
                for item in items {
                    let raw = id + "/" + item.id
                    let shown = item.icon.map { "Label(Text(verbatim: \(item.title)), Image(\($0)))" } ?? "Text(verbatim: \(item.title))"
                    out.append("NODE 1 tab value=[\(hex(raw))] role=- placement=\((section.placement?.value ?? .automatic).rawValue) cid=[\(hex(raw))]"
                               + " badge=- hidden=- label=[\(hex(shown))] content=[\(content("Text(verbatim: \(item.title))"))]")
                }
            }
        }
        switch input.model.style {
        case .automatic: out.append("STYLE ")
        case .tabBarOnly: out.append("STYLE TabBarOnlyTabViewStyle")
        case .sidebarAdaptable: out.append("STYLE SidebarAdaptableTabViewStyle")
        case .page: out.append("STYLE PageTabViewStyle")
        }
        // Taps: an action tab runs its action and leaves the selection; any other tab becomes it.
        var selection = input.tabs[input.launch].id
        var acted = "-"
        var taps = input.tabs.map { ($0.id, $0.isSelectable) }
        if let dynamic { taps.append((dynamic + "/a/b", true)) }
        for (raw, selectable) in taps {
            if selectable { selection = raw } else { acted = raw }
            out.append("TAP [\(hex(raw))] selection=[\(hex(selection))] acted=\(acted)")
        }
        return out
    }

    static func diff(_ actual: [String], _ expected: [String]) -> String {
        var out: [String] = []
        for k in 0..<max(actual.count, expected.count) {
            let a = k < actual.count ? actual[k] : "<none>"
            let e = k < expected.count ? expected[k] : "<none>"
            if a != e { out.append("line \(k + 1):\n  got      \(a)\n  expected \(e)") }
        }
        return out.prefix(12).joined(separator: "\n")
    }
}
