import TabsSyntax

/// Comparing with an earlier version of the file (`--against`), flags an
/// id that is gone and not listed in `retired`.
public enum RemovedId: Rule {
    public static let id = "removed-id"
    public static let category = RuleCategory.ids
    public static let defaultSeverity = Severity.warning
    public static let summary = "an id of the earlier version (`--against`) is gone and not listed in `retired`"
    public static let documentation = RuleDocumentation(
        rationale: "Ids key persisted selection and tab customization. Renaming one silently drops what users saved, and a later tab that reuses it inherits stale state. Listing old ids in `retired` records the decision and guards them (`reused-id`).",
        failing: "# checked with --against HEAD, where the tab was `tab feed \"Feed\"`\ntab timeline \"Feed\" { icon \"list.bullet\" }\n",
        passing: "defaults { retired feed }\ntab timeline \"Feed\" { icon \"list.bullet\" }\n",
        fix: "Keep the old id, or add it to `retired` in `defaults`; `--fix` adds it.")

    struct Declaration { var id: String; var kind: String; var title: String?; var keyword: ByteRange }

    static func declarations(_ model: Model) -> [Declaration] {
        var list = model.tabs.compactMap { t in
            // A blank title is "" (not nil), as a section's is.
            model.id(of: t).map { Declaration(id: $0.value, kind: "tab", title: t.titleRange.map { _ in model.title(of: t)?.value ?? "" }, keyword: t.keyword) }
        }
        list += model.sections.compactMap { s in
            s.id.map { Declaration(id: $0.value, kind: "section", title: s.title.map { Titles.trimmed($0.value) }, keyword: s.keyword) }
        }
        return list.sorted { $0.keyword.start < $1.keyword.start }
    }

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let previous = context.previous else { return [] }
        let old = declarations(Model.build(previous).0)
        let new = declarations(context.model)
        let oldIDs = Set(old.map(\.id))
        let newIDs = Set(new.map(\.id))
        let retired = Set(context.model.defaults?.retired.map(\.value) ?? [])
        var reported = Set<String>()
        var found: [Diagnostic] = []
        for declaration in old where !newIDs.contains(declaration.id) && !retired.contains(declaration.id) {
            guard reported.insert(declaration.id).inserted else { continue }
            // A new id with the same title, of the same kind first, else of the other
            // (a tab that became a section keeps the title too; RULES.md does not ask for the same kind).
            let renamed = declaration.title.flatMap { title -> Declaration? in
                guard !title.isEmpty else { return nil }
                let candidates = new.filter { !oldIDs.contains($0.id) && $0.title == title }
                return candidates.first { $0.kind == declaration.kind } ?? candidates.first
            }
            let fix = Fix(message: "add `\(declaration.id)` to `retired`", applicability: .safe,
                          edits: [retire(declaration.id, context)])
            if let renamed {
                found.append(diagnostic(renamed.keyword,
                    "the \(declaration.kind) id `\(declaration.id)` is gone and \(renamed.kind == declaration.kind ? "" : "the \(renamed.kind) ")`\(renamed.id)` has its title \(quoted(renamed.title ?? "")), so it looks renamed: users' persisted selection and customization are keyed by the old id. Keep `\(declaration.id)`, or add it to `retired`",
                    fix: fix))
            } else {
                found.append(diagnostic(.empty(at: 0),
                    "the \(declaration.kind) id `\(declaration.id)` was removed since the compared revision; add it to `retired` so it is never reused",
                    fix: fix))
            }
        }
        return found
    }

    /// An edit that adds `id` to `retired`: to the list, to the defaults block, or a new defaults block.
    static func retire(_ id: String, _ context: LintContext) -> TextEdit {
        let tree = context.tree
        guard let defaults = context.model.defaults else {
            let bytes = tree.bytes
            let needsNewline = !(bytes.last == 0x0A || bytes.last == 0x0D) && !bytes.isEmpty
            return TextEdit(range: .empty(at: bytes.count),
                            newText: (needsNewline ? "\n" : "") + (bytes.isEmpty ? "" : "\n") + "defaults {\n    retired \(id)\n}\n")
        }
        if let last = defaults.retiredLastValue { return Edits.appendValue(id, after: last) }
        guard let close = defaults.close else {
            return TextEdit(range: .empty(at: tree.bytes.count), newText: "\n    retired \(id)\n")
        }
        // The closing brace alone on its line: add a line above it.
        let lines = LineIndex(tree.bytes)
        let line = lines.lineIndex(of: close.start)
        let lineStart = line == 0 ? lines.bomLength : lines.lineStarts[line]
        if tree.bytes[lineStart..<close.start].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return TextEdit(range: .empty(at: lineStart), newText: "    retired \(id)\n")
        }
        // One-line block: `defaults { selected a }` becomes `defaults { selected a; retired id }`.
        var end = close.start
        while end > 0 && (tree.bytes[end - 1] == 0x20 || tree.bytes[end - 1] == 0x09) { end -= 1 }
        if end > 0 && tree.bytes[end - 1] == 0x7B { return TextEdit(range: .empty(at: end), newText: " retired \(id)") }
        return TextEdit(range: .empty(at: end), newText: "; retired \(id)")
    }
}
