import TabsSyntax

public enum RemovedId: Rule {
    public static let documentation = RuleDocumentation(
        id: "removed-id", category: .ids, defaultSeverity: .warning,
        summary: "an id of the earlier version (`--against`) is gone and listed neither in `retired` nor in a `formerly`",
        rationale: "Ids key persisted selection and tab customization. Renaming one silently drops what users saved, and a later tab that reuses it inherits stale state. Listing a renamed tab's old id in its `formerly` keeps users' saved state with the tab (the generated `init?(persistedID:)` maps it) and guards the id (`reused-id`); listing a removed id in `retired` records the decision and guards it too.",
        failing: "# checked with --against HEAD, where the tab was `tab feed \"Feed\"`\ntab timeline \"Feed\" { icon \"list.bullet\" }\n",
        passing: "tab timeline \"Feed\" { icon \"list.bullet\"; formerly feed }\n",
        fix: "Keep the old id; or, for a renamed tab, list the old id in its `formerly` (`--unsafe-fixes` adds `formerly OLD` to the tab); otherwise add it to `retired` in `defaults` (`--fix` adds it; a renamed section, which takes no `formerly`, gets this fix too).")

    struct Declaration { var id: String; var kind: String; var title: String?; var keyword: ByteRange }

    static func declarations(_ model: Model) -> [Declaration] {
        var list = model.tabs.map { t in
            // A blank title is "" (not nil), as a section's is.
            Declaration(id: t.id, kind: "tab", title: t.titleRange.map { _ in t.title ?? "" }, keyword: t.keyword)
        }
        list += model.sections.compactMap { s in
            s.id.map { Declaration(id: $0.value, kind: "section", title: s.titleRange.map { _ in s.title ?? "" }, keyword: s.keyword) }
        }
        return list.sorted { $0.keyword.start < $1.keyword.start }
    }

    public static let reads: Set<RuleInput> = [.earlierRevision]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let previous = context.previous else { return [] }
        let old = declarations(previous)
        let new = declarations(context.model)
        let oldIDs = Set(old.map(\.id))
        let newIDs = Set(new.map(\.id))
        // Accounted for: listed in `retired` or in any tab's `formerly`.
        let model = context.model
        let retired = Set((model.defaults?.retired.map(\.value) ?? []) + model.tabs.flatMap { $0.formerly.map(\.value) })
        var reported = Set<String>()
        var found: [Diagnostic] = []
        for declaration in old where !newIDs.contains(declaration.id) && !retired.contains(declaration.id) {
            guard reported.insert(declaration.id).inserted else { continue }
            // A new id with the same title, of the same kind first, else of the other
            // (a tab that became a section keeps the title too; docs/rules.md does not ask for the same kind).
            let renamed = declaration.title.flatMap { title -> Declaration? in
                guard !title.isEmpty else { return nil }
                let candidates = new.filter { !oldIDs.contains($0.id) && $0.title == title }
                return candidates.first { $0.kind == declaration.kind } ?? candidates.first
            }
            let fix = Fix(message: "add `\(declaration.id)` to `retired`", applicability: .safe,
                          edits: [retire(declaration.id, context)])
            if let renamed {
                // A renamed tab keeps its old id in `formerly` (a suggestion: only the author knows it is the same tab).
                let formerly = renamed.kind == "tab" ? addFormerly(declaration.id, toTabAt: renamed.keyword, context) : nil
                let tabFix = formerly.map {
                    Fix(message: "add `formerly \(declaration.id)` to the tab `\(renamed.id)`", applicability: .unsafe, edits: [$0])
                }
                found.append(diagnostic(renamed.keyword,
                    "the \(declaration.kind) id `\(declaration.id)` is gone and \(renamed.kind == declaration.kind ? "" : "the \(renamed.kind) ")`\(renamed.id)` has its title \(quoted(renamed.title ?? "")), so it looks renamed: users' persisted selection and customization are keyed by the old id. Keep `\(declaration.id)`, or \(tabFix == nil ? "add it to `retired`" : "list it in the tab's `formerly`")",
                    fix: tabFix ?? fix))
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
        // Appended to the `retired` statement as written (its last value, valid or not).
        if let record = context.model.countingDefaultsRecord("retired", in: context.attributes),
           let last = tree.values(of: record.syntax).last {
            return Edits.appendValue(id, after: tree.range(of: last))
        }
        return addStatement("retired \(id)", closingAt: defaults.close, indentPastBrace: false, context)
    }

    /// An edit that adds `formerly id` to the tab whose keyword is at
    /// `keyword`: appended to its `formerly` list, else as the last
    /// statement of its block, else in a new block after its title.
    static func addFormerly(_ id: String, toTabAt keyword: ByteRange, _ context: LintContext) -> TextEdit? {
        let tree = context.tree
        guard let decl = tabDecl(at: keyword, tree) else { return nil }
        guard let block = decl.block else {
            guard let last = decl.title ?? decl.id else { return nil }
            return TextEdit(range: .empty(at: tree.range(of: last).end), newText: " { formerly \(id) }")
        }
        for member in tree.members(of: block) {
            if case .attribute(let a) = member, tree.text(of: a.name) == "formerly", let last = tree.values(of: a).last {
                return Edits.appendValue(id, after: tree.range(of: last))
            }
        }
        return addStatement("formerly \(id)", closingAt: block.close.map { tree.range(of: $0) }, indentPastBrace: true, context)
    }

    /// An edit that adds `statement` as the last of a block whose closing
    /// brace is `close` (nil: the block is not closed, so at the end of the
    /// file): on a line of its own above a brace alone on its line (then
    /// indented one step, or one step past the brace's indentation), else
    /// before the brace of a one-line block.
    static func addStatement(_ statement: String, closingAt close: ByteRange?, indentPastBrace: Bool,
                             _ context: LintContext) -> TextEdit {
        let tree = context.tree
        guard let close else { return TextEdit(range: .empty(at: tree.bytes.count), newText: "\n    \(statement)\n") }
        let lines = context.lines
        let line = lines.lineIndex(of: close.start)
        let lineStart = line == 0 ? lines.bomLength : lines.lineStarts[line]
        let before = tree.bytes[lineStart..<close.start]
        if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            let indent = indentPastBrace ? String(decoding: before, as: UTF8.self) : ""
            return TextEdit(range: .empty(at: lineStart), newText: indent + "    \(statement)\n")
        }
        // One-line block: `defaults { selected a }` becomes `defaults { selected a; retired id }`.
        var end = close.start
        while end > 0 && (tree.bytes[end - 1] == 0x20 || tree.bytes[end - 1] == 0x09) { end -= 1 }
        if end > 0 && tree.bytes[end - 1] == 0x7B { return TextEdit(range: .empty(at: end), newText: " \(statement)") }
        return TextEdit(range: .empty(at: end), newText: "; \(statement)")
    }

    /// The tab declaration whose keyword is at `keyword`, at the top level or in a section.
    static func tabDecl(at keyword: ByteRange, _ tree: SyntaxTree) -> TabDecl? {
        for item in tree.items {
            switch item {
            case .tab(let decl) where tree.range(of: decl.keyword) == keyword:
                return decl
            case .section(let section):
                for member in tree.members(of: section.block) {
                    if case .tab(let decl) = member, tree.range(of: decl.keyword) == keyword { return decl }
                }
            default:
                continue
            }
        }
        return nil
    }
}
