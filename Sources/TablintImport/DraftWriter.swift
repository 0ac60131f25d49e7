import TabsLint

// Writes a tab view as a `.tabs` draft in the formatter's canonical
// layout: a header comment, a `defaults` block, then each tab and section
// with a trailing `# PATH:LINE` comment and its `# import:` comments.
// Untrusted text is escaped in strings and made inert in comments (no
// line break or control character survives).

public struct DraftFacts: Sendable {
    /// `strings` paths, relative to the draft.
    public var strings: [String] = []
    /// `languages`: one project path, relative to the draft.
    public var languagesProject: String?
    /// `assets` paths, relative to the draft.
    public var assets: [String] = []
    public var platforms: [Platform] = []
    public var deployment: [String] = []
    /// Notes for the header (files skipped, a project outside the paths).
    public var notes: [String] = []
    /// The keys the listed `strings` tables hold: a system-titled tab's
    /// suppression of `untranslated-title` is written for these, or with
    /// `languages` (elsewhere it would suppress nothing).
    public var tableKeys: Set<String> = []
    /// The other tab views, for the header.
    public var others: [ImportedTabView] = []
    public init() {}
}

public enum DraftWriter {
    public static func draft(_ view: ImportedTabView, facts: DraftFacts) -> [UInt8] {
        var out = ""
        func line(_ s: String) { out += s + "\n" }
        func comment(_ s: String, indent: String = "") { line(indent + "# " + inert(s)) }

        comment("A draft by `tablint import`: review it, then remove this comment.")
        comment("Tab view: \(view.kind.rawValue) \(view.name) at \(view.place.description).")
        if !view.files.isEmpty { comment("Read from: \(view.files.joined(separator: ", ")).") }
        for other in facts.others {
            comment("Also found: \(other.kind.rawValue) \(other.name) at \(other.place.description) (\(other.tabCount) tabs): --view \(other.place.description)")
        }
        for n in facts.notes { comment("import: " + n) }
        for n in unique(view.notes) { comment("import: " + n) }

        var defaults: [String] = []
        let ids = Set(view.allTabs.map(\.id))
        if let selected = view.selected, ids.contains(selected) { defaults.append("selected \(selected)") }
        if !view.cached.isEmpty { defaults.append("cached " + view.cached.joined(separator: ", ")) }
        if let limit = view.limit { defaults.append("limit \(limit)") }
        if view.customBar { defaults.append("bar custom") }
        if let style = view.style { defaults.append("style \(style)") }
        let platforms = facts.platforms.isEmpty ? view.platforms : facts.platforms
        if !platforms.isEmpty { defaults.append("platforms " + platforms.map(\.rawValue).joined(separator: ", ")) }
        if !facts.deployment.isEmpty { defaults.append("deployment " + facts.deployment.map(quoted).joined(separator: ", ")) }
        if !facts.strings.isEmpty { defaults.append("strings " + facts.strings.map(quoted).joined(separator: ", ")) }
        if let project = facts.languagesProject { defaults.append("languages " + quoted(project)) }
        if !view.retired.isEmpty { defaults.append("retired " + view.retired.joined(separator: ", ")) }
        if !facts.assets.isEmpty { defaults.append("assets " + facts.assets.map(quoted).joined(separator: ", ")) }
        if !defaults.isEmpty {
            line("defaults {")
            for d in defaults { line("    " + d) }
            line("}")
        }

        let canSuppress = !facts.strings.isEmpty
        var usedIDs: Set<String> = []
        // The next number to try after each id, so that many tabs sharing one id stay linear.
        var nextNumber: [String: Int] = [:]
        func uniqueID(_ id: String) -> (String, Bool) {
            var candidate = id
            var n = nextNumber[id] ?? 2
            while usedIDs.contains(candidate) { candidate = id + String(n); n += 1 }
            if candidate != id { nextNumber[id] = n }
            usedIDs.insert(candidate)
            return (candidate, candidate != id)
        }

        // Each title key's table, as the first tab with that key reads it (nil: the code names none).
        var keyTables: [String: String?] = [:]

        func writeTab(_ tab: ImportedTab, indent: String) {
            let (id, renamed) = uniqueID(tab.id)
            var attributes: [String] = []
            if let icon = tab.icon { attributes.append("icon " + quoted(icon)) }
            else if let image = tab.image { attributes.append("image " + quoted(image)) }
            if let p = tab.placement, p != .automatic { attributes.append("placement \(p.rawValue)") }
            let visual = tab.roles.filter { $0 != .action }.prefix(1)
            let roles = Array(visual) + (tab.roles.contains(.action) ? [.action] : [])
            if !roles.isEmpty { attributes.append("role " + roles.map(\.rawValue).joined(separator: ", ")) }
            if !tab.platforms.isEmpty { attributes.append("platforms " + unique(tab.platforms.map(\.rawValue)).joined(separator: ", ")) }
            if !tab.conditions.isEmpty { attributes.append("when " + unique(tab.conditions).joined(separator: ", ")) }
            if !tab.formerly.isEmpty { attributes.append("formerly " + tab.formerly.joined(separator: ", ")) }
            var notes = (tab.idMadeFromTitle ? ["id made from the title"] : []) + (tab.untranslated ? ["the app does not translate this title"] : [])
            // `Label("", image: "x")`: the app's own empty title (an icon-only bar), not one the import could not read.
            if case .key("", _) = tab.title { notes.append(emptyTitleNote) } else if case .plain("") = tab.title { notes.append(emptyTitleNote) }
            notes = unique(notes + tab.notes).map { "import: " + $0 }
            if let at = tab.actionAt { notes.append("import: an action tab: the selection code at \(at.description) turns its value aside") }
            if renamed { notes.append("import: an earlier tab has the id \(tab.id): this one is numbered") }
            // One key read from two tables (`String.home.localized("pageTitle")`, `String.settings.localized("pageTitle")`):
            // two titles in the app, one title as written, which a `.tabs` file cannot tell apart.
            var otherTable: String?
            if case .key(let key, let table) = tab.title {
                if case let earlier?? = keyTables[key], let table, earlier != table {
                    otherTable = "the code reads this key from the table \(table), the earlier tab's from \(earlier)"
                    notes.append("import: \(otherTable ?? ""); a .tabs title cannot name its table: check shows both in the first listed table's words")
                } else if keyTables[key] == nil {
                    keyTables[key] = .some(table)
                }
            }
            for r in tab.remarks { comment(r, indent: indent) }
            // Where `untranslated-title` would report the system's title: the
            // tables hold its key, or `languages` lists languages to check it in.
            if canSuppress, facts.tableKeys.contains(titleText(tab.title)) || facts.languagesProject != nil {
                for s in tab.suppressions { line(indent + "# tablint-disable-next-line " + s.rule + " -- " + inert(s.reason)) }
            }
            if let otherTable {
                line(indent + "# tablint-disable-next-line duplicate-title -- " + inert(otherTable))
            }
            let header = indent + "tab \(id) " + quoted(titleText(tab.title))
            let place = " # " + inert(tab.place.description)
            if notes.isEmpty && attributes.count <= 1 {
                line(header + (attributes.first.map { " { \($0) }" } ?? "") + place)
                return
            }
            line(header + " {" + place)
            for n in notes { comment(n, indent: indent + "    ") }
            for a in attributes { line(indent + "    " + a) }
            line(indent + "}")
        }

        var first = true
        for item in view.items {
            if first && !defaults.isEmpty { line("") }
            first = false
            switch item {
            case .tab(let tab):
                writeTab(tab, indent: "")
            case .section(let section):
                let (id, _) = uniqueID(section.id)
                line("section \(id) " + quoted(titleText(section.title)) + " { # " + inert(section.place.description))
                let sectionNotes = (section.idMadeFromTitle ? ["id made from the title"] : []) + (section.untranslated ? ["the app does not translate this title"] : [])
                for n in unique(sectionNotes + section.notes) { comment("import: " + n, indent: "    ") }
                if let p = section.placement, p != .automatic { line("    placement \(p.rawValue)") }
                if !section.platforms.isEmpty { line("    platforms " + section.platforms.map(\.rawValue).joined(separator: ", ")) }
                if let key = section.dynamicKey { line("    dynamic " + (Identifiers.isIdentifier(key) ? key : "id")) }
                for tab in section.tabs { writeTab(tab, indent: "    ") }
                line("}")
            }
        }
        return Array(out.utf8)
    }

    static let emptyTitleNote = "the code gives this tab an empty title (the bar shows its icon only): check reports it as empty-title"

    static func titleText(_ title: ImportedTitle) -> String {
        switch title {
        case .key(let k, _), .plain(let k): return k
        case .unknown: return ""
        }
    }

    static func unique(_ list: [String]) -> [String] {
        var seen: Set<String> = []
        return list.filter { seen.insert($0).inserted }
    }

    /// A `.tabs` string literal: quotes, backslashes, line breaks and every
    /// control and bidi character escaped (TabsLint's `quoted`, the one
    /// escaping of text into a `.tabs`-style string, without its length
    /// cut), and the Unicode line and paragraph separators too, which some
    /// editors break lines at: the text cannot end the string or the line.
    public static func quoted(_ s: String) -> String {
        var out = ""
        for u in TabsLint.quoted(s, limit: .max).unicodeScalars {
            if u.value == 0x2028 || u.value == 0x2029 { out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}" }
            else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// Comment text: control and bidi characters (line breaks included)
    /// become spaces, so a comment cannot end early or start a statement.
    public static func inert(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if isUnsafeForDisplay(u) || u.value == 0x2028 || u.value == 0x2029 {
                out += " "
            } else {
                out.unicodeScalars.append(u)
            }
        }
        while out.hasSuffix(" ") { out.removeLast() }
        return out
    }
}
