import TabsJSON
import TabsLint
import TabsSyntax

/// A completion item as a plain value.
struct CompletionEntry {
    enum Insertion {
        /// The label as is.
        case label
        /// Other text than the label.
        case text(String)
        /// This text over this range (inside a string being typed).
        case replace(ByteRange, String)
    }
    var label: String
    var kind: CompletionItemKind
    var insertion: Insertion = .label
}

enum CompletionRequest: RequestHandler {
    static let method = "textDocument/completion"
    static let capability: Capability? = Capability(name: "completionProvider", value: .completion(triggerCharacters: [" ", ",", "\""]))

    static func handle(_ p: TextDocumentPositionParams, _ context: ServerContext) -> CompletionResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return CompletionResult() }
        let writer = context.writer(for: document)
        return CompletionResult(writer: writer, entries: entries(analysis, at: writer.offset(of: p.position), uri: p.uri, context.workspace))
    }

    /// What may be typed at `offset`: keywords at the top level, attribute
    /// names at the start of a statement, then values (enum members, tab
    /// ids, condition names, icon and image names). Nothing inside a comment, and no label twice.
    /// The catalog's icon names, the asset catalogs' image names and the
    /// tables' languages are looked up only where they are offered.
    static func entries(_ analysis: Analysis, at offset: Int, uri: String, _ workspace: WorkspaceSettings) -> [CompletionEntry] {
        let tree = analysis.tree
        // A comment runs to the end of its line: typing in it is prose.
        if tree.tokens.contains(where: { $0.kind == .comment && $0.start < offset && offset <= $0.end }) { return [] }
        // The block holding the cursor, innermost.
        var blockKind: BlockKind?
        func inside(_ block: Block?) -> Bool {
            guard let block else { return false }
            let open = tree.range(of: block.open).end
            let close = block.close.map { tree.range(of: $0).start } ?? Int.max
            return offset >= open && offset <= close
        }
        for item in tree.items {
            switch item {
            case .tab(let t) where inside(t.block): blockKind = .tab
            case .defaults(let d) where inside(d.block): blockKind = .defaults
            case .section(let s) where inside(s.block):
                blockKind = .section
                for member in tree.members(of: s.block) { if case .tab(let t) = member, inside(t.block) { blockKind = .tab } }
            default: break
            }
        }
        // The significant tokens of the statement before the cursor.
        let before = tree.tokens.prefix { $0.start < offset }
        let statementStart = before.lastIndex { [.newline, .semicolon, .leftBrace, .rightBrace].contains($0.kind) }.map { $0 + 1 } ?? 0
        var statement = before[statementStart...].filter { !$0.kind.isTrivia && $0.kind != .endOfFile }
        // A word being typed is not a finished token.
        if let last = statement.last, last.end >= offset, last.kind == .identifier || last.kind == .string { statement.removeLast() }
        func items(_ labels: [String], _ kind: CompletionItemKind) -> [CompletionEntry] {
            var seen = Set<String>()
            return labels.filter { seen.insert($0).inserted }.map { CompletionEntry(label: $0, kind: kind) }
        }
        guard let kind = blockKind else {
            return statement.isEmpty ? items(["tab", "section", "defaults"], .keyword) : []
        }
        guard let first = statement.first else {
            var names = AttributeSchema.attributes(of: kind).map(\.name)
            if kind == .section { names.append("tab") }
            return items(names, .property)
        }
        let name = String(decoding: tree.bytes[first.start..<first.end], as: UTF8.self)
        // A list offers what it does not hold yet (values as written, quotes dropped).
        let written = Set(statement.dropFirst().compactMap { token -> String? in
            switch token.kind {
            case .identifier: return String(decoding: tree.bytes[token.start..<token.end], as: UTF8.self)
            case .string where !token.isUnterminated && token.end - token.start >= 2:
                return String(decoding: tree.bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
            default: return nil
            }
        })
        // Inside a string already: its contents replaced, without adding quotes (an
        // unterminated string runs to the end of the line: only what is typed before the cursor).
        func inString(_ entries: [CompletionEntry]) -> [CompletionEntry]? {
            guard let string = tree.tokens.first(where: { $0.kind == .string && $0.start < offset && offset <= $0.end }),
                  string.isUnterminated || offset < string.end else { return nil }
            let contentEnd = string.isUnterminated ? offset : string.end - 1
            let span = ByteRange(string.start + 1, max(string.start + 1, contentEnd))
            // A name from disk is written as the string's contents, escaped (`quoted` without its quotes).
            return entries.map {
                CompletionEntry(label: $0.label, kind: $0.kind, insertion: .replace(span, String(quoted($0.label, limit: .max).dropFirst().dropLast())))
            }
        }
        switch AttributeSchema.shape(of: name, in: kind) {
        case .choice(let values):
            return items(values, .enumMember)
        case .choiceList(let values):
            return items(values.filter { !written.contains($0) }, .enumMember)
        case .roleList(let values):
            // One visual role and the action flag: after either, only the other kind.
            let hasVisual = written.contains { $0 != "action" }
            return items(values.filter { $0 == "action" ? !written.contains($0) : !hasVisual }, .enumMember)
        case .identifier, .identifierList:
            guard AttributeSchema.idReferenceRole(of: name, in: kind) == .current else { return [] }
            // Action tabs are never selected or cached (`action-tab-selected`, `action-tab-cached`).
            let model = analysis.model
            return items(model.tabs.filter(\.isSelectable).map(\.id).filter { !written.contains($0) },
                         .reference)
        case .conditionList:
            // The conditions used elsewhere in the file (never tab ids: their own namespace),
            // in first-use order; not the word being typed.
            let used = SyntaxFacts(tree: tree).conditionOccurrences().filter { !($0.range.start <= offset && offset <= $0.range.end) }
            return items(used.map(\.name).filter { !written.contains($0) }, .value)
        case .string where name == "icon" || name == "image":
            let offered = name == "icon" ? workspace.settings(forURI: uri).catalog?.sortedNames.prefix(5000).map { $0 } ?? []
                                         : Array(workspace.imageNames(of: analysis.model, uri: uri).prefix(5000))
            let names = items(offered, .value)
            return inString(names) ?? names.map { CompletionEntry(label: $0.label, kind: $0.kind, insertion: .text(quoted($0.label, limit: .max))) }
        case .languageList:
            // The languages of the file's tables: a tag holding `-` is written as a string.
            let tags = items(workspace.tableLanguages(of: analysis.model, uri: uri).filter { LanguageTags.isTag($0) && !LanguageTags.isBase($0) && !written.contains($0) },
                             .value)
            return inString(tags) ?? tags.map { $0.label.contains("-") ? CompletionEntry(label: $0.label, kind: $0.kind, insertion: .text("\"\($0.label)\"")) : $0 }
        default:
            return []
        }
    }
}
