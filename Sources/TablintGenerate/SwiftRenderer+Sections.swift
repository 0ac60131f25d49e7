extension SwiftRenderer {
    mutating func renderSections() {
        let sections = input.sections
        line("/// The sections that group the tabs in a sidebar (SwiftUI's `TabSection`).")
        if sections.isEmpty {
            renderEmptySections()
            return
        }
        line("\(access)enum \(sectionType): String, CaseIterable, Identifiable, Codable, Hashable, Sendable {")
        for section in sections {
            write("    case ")
            name(section.id)
            out.append(0x0A)
        }
        line()
        line("    /// The stable id (the raw value).")
        line("    \(access)var id: String { rawValue }")
        line()
        let ids = sections.map(\.id)
        property("title", "String", doc: "The title as written in the file: the key the app's string tables translate.",
                 ids: ids) { k, r in r.literal(sections[k].title) }
        line()
        var members: [[String]] = Array(repeating: [], count: sections.count)
        for tab in input.tabs {
            if let k = tab.section, members.indices.contains(k) { members[k].append(SwiftNames.member(tab.id)) }
        }
        property("tabs", "[\(tabType)]", doc: "The section's static tabs, in order.", ids: ids) { k, r in
            r.write(SwiftRenderer.list(members[k]))
        }
        line()
        property("dynamicKey", "String?", doc: "The field that identifies each tab made from data at run time (`dynamic`).",
                 ids: ids) { k, r in
            if let key = sections[k].dynamicKey { r.literal(key) } else { r.write("nil") }
        }
        line("}")
    }

    /// With no section, an enum with no case: Swift allows it no raw type
    /// and synthesizes no `Codable` for it, so those are written out.
    mutating func renderEmptySections() {
        line("/// This file declares none.")
        line("\(access)enum \(sectionType): RawRepresentable, CaseIterable, Identifiable, Codable, Hashable, Sendable {")
        line("    \(access)init?(rawValue: String) {")
        line("        return nil")
        line("    }")
        line()
        line("    \(access)init(from decoder: any Decoder) throws {")
        line("        throw DecodingError.dataCorrupted(DecodingError.Context(")
        line("            codingPath: decoder.codingPath, debugDescription: \"the file declares no section\"))")
        line("    }")
        line()
        line("    \(access)func encode(to encoder: any Encoder) throws {")
        line("        switch self {}")
        line("    }")
        line()
        for (name, type) in [("rawValue", "String"), ("id", "String"), ("title", "String"),
                             ("tabs", "[\(tabType)]"), ("dynamicKey", "String?")] {
            line("    \(access)var \(name): \(type) {")
            line("        switch self {}")
            line("    }")
            if name != "dynamicKey" { line() }
        }
        line("}")
    }
}
