import Testing
import TablintGenerate

/// What the test program must print for a case, computed from its input
/// (and from the titles the test decoded from the source).
enum Expectations {
    static func hex(_ s: String) -> String { s.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }

    static func check(_ c: ProgramCase, lines: [String], swiftUI: Bool) {
        let input = c.input
        var expected: [String] = []
        for tab in input.tabs {
            let title = c.sourceTitles?[tab.id] ?? tab.title
            var line = "TAB \(tab.id) id=\(tab.id) title=[\(hex(title))] icon=\(tab.icon.map { "[\(hex($0))]" } ?? "-")"
            line += " placement=\(tab.placement.rawValue) role=\(tab.role?.rawValue ?? "-") selectable=\(tab.role != .action)"
            line += " platforms=\(GenerationInput.Platform.allCases.filter(tab.platforms.contains).map(\.rawValue).joined(separator: ","))"
            line += " section=\(tab.section.map { input.sections[$0].id } ?? "-")"
            if swiftUI {
                let label = tab.icon.map { "Label(\(title), \($0))" } ?? "Text(\(title))"
                line += " titleKey=[\(hex(title))] label=[\(hex(label))] tabPlacement=\(tab.placement.rawValue)"
            }
            expected.append(line)
        }
        for (k, section) in input.sections.enumerated() {
            let tabs = input.tabs.filter { $0.section == k }.map(\.id).joined(separator: ",")
            expected.append("SECTION \(section.id) title=[\(hex(section.title))] tabs=\(tabs) dynamic=\(section.dynamicKey ?? "-")"
                            + (swiftUI ? " titleKey=[\(hex(section.title))]" : ""))
        }
        expected.append("LAUNCH \(input.tabs[input.launch].id)")
        expected.append("CACHED \(input.cached.map { input.tabs[$0].id }.joined(separator: ","))")
        expected.append("LIMIT \(input.limit)")
        expected.append("RETIRED \(Set(input.retired + input.tabs.flatMap(\.formerly)).sorted().joined(separator: ","))")
        for platform in GenerationInput.Platform.allCases {
            let bar = input.tabs.filter { $0.placement != .sidebarOnly && $0.platforms.contains(platform) }.map(\.id)
            expected.append("TABBAR \(platform.rawValue) \(bar.joined(separator: ","))")
        }
        func owner(_ id: String) -> String {
            input.tabs.first { $0.id == id || $0.formerly.contains(id) }?.id ?? "-"
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
            #expect(reference.recency.count <= input.limit, "\(c.type): more than limit held")
            #expect(reference.recency.contains(reference.selection), "\(c.type): the selection is not held")
            let left = before.filter { !reference.recency.contains($0) }
            for gone in left where input.cached.contains(gone) {
                #expect(before.allSatisfy { input.cached.contains($0) || $0 == k }, "\(c.type): a cached tab left while another could")
            }
        }
        #expect(lines == expected, "\(c.type):\n\(diff(lines, expected))\n\(c.code.prefix(0))")
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
