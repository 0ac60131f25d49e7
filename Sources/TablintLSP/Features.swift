import TabsJSON
import TabsLint
import TabsSyntax

/// Where an id appears: a `tab`/`section` declaration, or a reference in
/// `selected`, `cached` or `retired`.
struct IDOccurrence {
    enum Kind { case tab, section, reference }
    var name: String
    var range: ByteRange
    var kind: Kind
    var isDeclaration: Bool { kind != .reference }
}

enum SemanticTokenLegend {
    static let types = ["keyword", "property", "enumMember", "string", "number", "comment", "variable", "namespace", "class"]
    static let modifiers = ["declaration"]
    static var json: JSONValue {
        .object(["tokenTypes": .array(types.map { .string($0) }), "tokenModifiers": .array(modifiers.map { .string($0) })])
    }
}

/// Syntax facts the features share, computed from a tree.
struct SyntaxFacts {
    let tree: SyntaxTree

    static let referenceAttributes: Set<String> = ["selected", "cached", "retired"]

    /// Every id declaration and reference, in source order.
    func occurrences() -> [IDOccurrence] {
        var result: [IDOccurrence] = []
        func addTab(_ t: TabDecl) {
            if let id = t.id, tree.token(id).kind == .identifier {
                result.append(IDOccurrence(name: tree.text(of: id), range: tree.range(of: id), kind: .tab))
            }
        }
        for item in tree.items {
            switch item {
            case .tab(let t): addTab(t)
            case .section(let s):
                if let id = s.id, tree.token(id).kind == .identifier {
                    result.append(IDOccurrence(name: tree.text(of: id), range: tree.range(of: id), kind: .section))
                }
                for member in tree.members(of: s.block) { if case .tab(let t) = member { addTab(t) } }
            case .defaults(let d):
                for member in tree.members(of: d.block) {
                    guard case .attribute(let a) = member, Self.referenceAttributes.contains(tree.text(of: a.name)) else { continue }
                    for v in tree.values(of: a) where tree.token(v).kind == .identifier {
                        result.append(IDOccurrence(name: tree.text(of: v), range: tree.range(of: v), kind: .reference))
                    }
                }
            case .error: break
            }
        }
        return result.sorted { $0.range.start < $1.range.start }
    }

    /// The occurrence under a byte offset (touching its end counts).
    func occurrence(at offset: Int) -> IDOccurrence? {
        let all = occurrences()
        return all.first { $0.range.contains(offset) } ?? all.first { $0.range.end == offset }
    }

    /// Byte range covering a token span.
    func byteRange(_ span: Range<Int>) -> ByteRange? {
        guard !span.isEmpty, span.lowerBound >= 0, span.upperBound <= tree.tokens.count else { return nil }
        var last = span.upperBound - 1
        while last > span.lowerBound && (tree.tokens[last].kind == .newline || tree.tokens[last].kind.isTrivia || tree.tokens[last].kind == .endOfFile) {
            last -= 1
        }
        return ByteRange(tree.tokens[span.lowerBound].start, tree.tokens[last].end)
    }
}

extension LanguageServer {
    static let fixAllKind = "source.fixAll.tablint"

    /// The open document and its analysis, or nil when it is not open.
    func openDocument(_ uri: String) -> (Document, Analysis)? {
        guard let document = documents.document(uri) else { return nil }
        return (document, analysis(of: document))
    }

    func location(_ uri: String, _ range: ByteRange, _ lines: TextLines) -> JSONValue {
        .object(["uri": .string(uri), "range": lines.range(of: range.start, range.end, in: encoding).json])
    }

    // MARK: Code actions

    func codeActions(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try CodeActionParams(params)
        guard let (document, analysis) = openDocument(p.uri) else { return .array([]) }
        let lines = document.lines
        let span = lines.byteRange(of: p.range, in: encoding)
        var actions: [JSONValue] = []
        if p.wants("quickfix") {
            for d in analysis.diagnostics {
                guard let fix = d.fix, !fix.edits.isEmpty else { continue }
                let overlaps = d.range.start <= span.upperBound && span.lowerBound <= d.range.end
                guard overlaps else { continue }
                actions.append(.object([
                    "title": .string(fix.message),
                    "kind": "quickfix",
                    "diagnostics": .array([diagnosticJSON(d, document: document)]),
                    "isPreferred": .bool(fix.applicability == .safe),
                    "edit": workspaceEdit(p.uri, fix.edits, lines),
                ]))
            }
        }
        if p.wants(Self.fixAllKind), !analysis.excluded, let edit = fixAllEdit(document) {
            actions.append(.object([
                "title": "Fix all safe tablint problems",
                "kind": .string(Self.fixAllKind),
                "edit": workspaceEdit(p.uri, [edit], lines),
            ]))
        }
        return .array(actions)
    }

    /// What `tablint check --fix` would make of the document (the same
    /// `FixApplier`: safe fixes, re-checked and repeated, nothing when the
    /// text has syntax errors), as one edit over the part that changes; nil
    /// when nothing would.
    func fixAllEdit(_ document: Document) -> TabsLint.TextEdit? {
        let settings = workspace.settings(forURI: document.uri)
        let old = document.text
        let outcome = FixApplier.fix(old, unsafe: false) { text in
            Linter.check(text, levels: settings.levels, catalog: settings.catalog, parallelRulesThreshold: Self.parallelRulesThreshold)
        }
        let new = outcome.bytes
        guard new != old else { return nil }
        // The common start and end, kept whole: no edit boundary inside a
        // UTF-8 sequence or between CR and LF.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        func splits(_ bytes: [UInt8], _ at: Int) -> Bool {
            guard at > 0 && at < bytes.count else { return false }
            return bytes[at] & 0xC0 == 0x80 || (bytes[at - 1] == 0x0D && bytes[at] == 0x0A)
        }
        while prefix > 0 && (splits(old, prefix) || splits(new, prefix)) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && (splits(old, old.count - suffix) || splits(new, new.count - suffix)) { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return TabsLint.TextEdit(range: ByteRange(prefix, old.count - suffix), newText: replacement)
    }

    func workspaceEdit(_ uri: String, _ edits: [TabsLint.TextEdit], _ lines: TextLines) -> JSONValue {
        .object(["changes": .object([uri: .array(edits.map { textEditJSON($0, lines: lines) })])])
    }

    // MARK: Symbols

    func documentSymbols(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        guard let (document, analysis) = openDocument(uri) else { return .array([]) }
        let tree = analysis.tree
        let facts = SyntaxFacts(tree: tree)
        let lines = document.lines
        let encoding = self.encoding
        func range(_ r: ByteRange) -> JSONValue { lines.range(of: r.start, r.end, in: encoding).json }
        func symbol(_ name: String, _ detail: String?, _ kind: Int, _ full: ByteRange, _ selection: ByteRange, _ children: [JSONValue]) -> JSONValue {
            var o: JSONObject = ["name": .string(name.isEmpty ? "?" : name)]
            if let detail { _ = o.updateValue(.string(detail), forKey: "detail") }
            _ = o.updateValue(.integer(Int64(kind)), forKey: "kind")
            _ = o.updateValue(range(full), forKey: "range")
            _ = o.updateValue(range(selection), forKey: "selectionRange")
            if !children.isEmpty { _ = o.updateValue(.array(children), forKey: "children") }
            return .object(o)
        }
        func tabSymbol(_ t: TabDecl) -> JSONValue? {
            guard let full = facts.byteRange(t.tokenSpan) else { return nil }
            let name = t.id.map { tree.text(of: $0) } ?? "tab"
            let selection = t.id.map { tree.range(of: $0) } ?? tree.range(of: t.keyword)
            return symbol(name, t.title.map { tree.stringValue(of: $0) }, 5, full, selection, [])
        }
        var symbols: [JSONValue] = []
        for item in tree.items {
            switch item {
            case .tab(let t):
                if let s = tabSymbol(t) { symbols.append(s) }
            case .section(let s):
                guard let full = facts.byteRange(s.tokenSpan) else { continue }
                var children: [JSONValue] = []
                for member in tree.members(of: s.block) { if case .tab(let t) = member, let c = tabSymbol(t) { children.append(c) } }
                let name = s.id.map { tree.text(of: $0) } ?? "section"
                let selection = s.id.map { tree.range(of: $0) } ?? tree.range(of: s.keyword)
                symbols.append(symbol(name, s.title.map { tree.stringValue(of: $0) }, 3, full, selection, children))
            case .defaults(let d):
                guard let full = facts.byteRange(d.tokenSpan) else { continue }
                var children: [JSONValue] = []
                for member in tree.members(of: d.block) {
                    guard case .attribute(let a) = member, let r = facts.byteRange(a.tokenSpan) else { continue }
                    let detail = tree.values(of: a).map { tree.text(of: $0) }.joined(separator: ", ")
                    children.append(symbol(tree.text(of: a.name), detail, 7, r, tree.range(of: a.name), []))
                }
                symbols.append(symbol("defaults", nil, 19, full, tree.range(of: d.keyword), children))
            case .error: break
            }
        }
        return .array(symbols)
    }

    // MARK: Hover

    func hover(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, analysis) = openDocument(p.uri) else { return .null }
        let offset = document.lines.offset(of: p.position, in: encoding)
        guard let occurrence = SyntaxFacts(tree: analysis.tree).occurrence(at: offset) else { return .null }
        let model = analysis.model
        var text: String
        if let tab = model.tab(named: occurrence.name) {
            text = "**tab** `\(occurrence.name)`"
            if let title = model.title(of: tab) { text += " \(quoted(title.value))" }
            text += "\n\n"
            text += "- icon: " + (model.icon(of: tab).map { "`\($0.value)`" } ?? "none") + "\n"
            var placement = "`\(tab.effectivePlacement.rawValue)`"
            if tab.placement == nil { placement += tab.section != nil && tab.effectivePlacementRange != nil ? " (from its section)" : " (default)" }
            text += "- placement: \(placement)\n"
            text += "- role: " + (tab.role.map { "`\($0.value.rawValue)`" } ?? "none") + "\n"
            if let s = tab.section, model.sections.indices.contains(s), let sid = model.sections[s].id {
                text += "- section: `\(sid.value)`\n"
            }
            // LANGUAGE.md's defaults: without `selected`, the first selectable
            // tab; without `cached`, every selectable tab-bar tab.
            let selected: String
            if let chosen = model.defaults?.selected {
                selected = chosen.value == occurrence.name ? "yes" : "no"
            } else {
                let first = model.tabs.first { $0.isSelectable }
                selected = first.map { $0.keyword == tab.keyword } == true ? "yes (the first selectable tab; no `selected` is written)" : "no"
            }
            let cached: String
            if let list = model.defaults?.cached {
                cached = list.contains { $0.value == occurrence.name } ? "yes" : "no"
            } else {
                let kept = model.tabs.filter { $0.isSelectable && $0.isInTabBar }.count
                cached = !(tab.isSelectable && tab.isInTabBar) ? "no"
                    : kept <= model.limit ? "yes (every selectable tab-bar tab; no `cached` is written)"
                    : "rotating (\(kept) selectable tab-bar tabs share \(model.limit) slots; no `cached` is written)"
            }
            text += "- selected at launch: \(selected)\n"
            text += "- cached: \(cached)"
        } else if let index = model.sectionByID[occurrence.name], model.sections.indices.contains(index) {
            let section = model.sections[index]
            text = "**section** `\(occurrence.name)`"
            if let title = section.title { text += " \(quoted(title.value))" }
            text += "\n\n- tabs: \(section.tabs.count)"
            if let dynamic = section.dynamic { text += "\n- dynamic, keyed by `\(dynamic.value)`" }
        } else if model.defaults?.retired.contains(where: { $0.value == occurrence.name }) ?? false {
            text = "`\(occurrence.name)`: a retired id (never to be used again)"
        } else {
            text = "`\(occurrence.name)`: no tab or section declares this id"
        }
        return .object([
            // Markdown unless the client lists hover formats without it.
            "contents": client.hoverMarkdown
                ? .object(["kind": "markdown", "value": .string(text)])
                : .object(["kind": "plaintext", "value": .string(text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: ""))]),
            "range": document.lines.range(of: occurrence.range.start, occurrence.range.end, in: encoding).json,
        ])
    }

    // MARK: Definition, references, highlights, rename

    private func idContext(_ p: TextDocumentPositionParams) -> (Document, [IDOccurrence], IDOccurrence)? {
        guard let (document, analysis) = openDocument(p.uri) else { return nil }
        let offset = document.lines.offset(of: p.position, in: encoding)
        let facts = SyntaxFacts(tree: analysis.tree)
        guard let target = facts.occurrence(at: offset) else { return nil }
        return (document, facts.occurrences().filter { $0.name == target.name }, target)
    }

    func definition(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, all, _) = idContext(p), let declaration = all.first(where: \.isDeclaration) else { return .null }
        return location(p.uri, declaration.range, document.lines)
    }

    func references(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let context = params?["context"]?.objectValue, context["includeDeclaration"]?.boolValue != nil else {
            throw .invalidParams("`context` must be an object with a boolean `includeDeclaration`")
        }
        let includeDeclaration = context["includeDeclaration"]?.boolValue ?? true
        guard let (document, all, _) = idContext(p) else { return .array([]) }
        return .array(all.filter { includeDeclaration || !$0.isDeclaration }.map { location(p.uri, $0.range, document.lines) })
    }

    func documentHighlights(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, all, _) = idContext(p) else { return .array([]) }
        return .array(all.map { o in
            .object(["range": document.lines.range(of: o.range.start, o.range.end, in: encoding).json,
                     "kind": .integer(o.isDeclaration ? 3 : 2)])
        })
    }

    func prepareRename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, _, target) = idContext(p) else { return .null }
        return .object(["range": document.lines.range(of: target.range.start, target.range.end, in: encoding).json,
                        "placeholder": .string(target.name)])
    }

    func rename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try RenameParams(params)
        guard Self.isIdentifier(p.newName) else {
            throw .invalidParams("`\(p.newName)` is not a valid id: use letters, digits and `_`, not starting with a digit")
        }
        guard let (document, all, _) = idContext(TextDocumentPositionParams(uri: p.uri, position: p.position)) else { return .null }
        let edits = all.map { TabsLint.TextEdit(range: $0.range, newText: p.newName) }
        return workspaceEdit(p.uri, edits, document.lines)
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else { return false }
        return s.utf8.allSatisfy { $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
    }

    // MARK: Folding

    func foldingRanges(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        guard let (document, analysis) = openDocument(uri) else { return .array([]) }
        let tree = analysis.tree
        let lines = document.lines
        var ranges: [JSONValue] = []
        func add(_ block: Block?) {
            guard let block else { return }
            let startLine = lines.line(of: tree.range(of: block.open).start)
            let endOffset = block.close.map { tree.range(of: $0).start } ?? tree.bytes.count
            let endLine = lines.line(of: endOffset)
            if endLine > startLine {
                ranges.append(.object(["startLine": .integer(Int64(startLine)), "endLine": .integer(Int64(endLine)), "kind": "region"]))
            }
            for member in tree.members(of: block) { if case .tab(let t) = member { add(t.block) } }
        }
        for item in tree.items {
            switch item {
            case .tab(let t): add(t.block)
            case .section(let s): add(s.block)
            case .defaults(let d): add(d.block)
            case .error: break
            }
        }
        return .array(ranges)
    }

    // MARK: Formatting

    /// The canonical layout as one edit over the whole document; none when
    /// the document has syntax errors, is already formatted, or would change
    /// meaning (the same rule as `tablint format`, one shared implementation).
    func formatting(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        guard let options = params?["options"]?.objectValue, options["tabSize"]?.intValue != nil,
              options["insertSpaces"]?.boolValue != nil else {
            throw .invalidParams("`options` must be FormattingOptions, with an integer `tabSize` and a boolean `insertSpaces`")
        }
        guard let document = documents.document(uri) else { return .array([]) }
        guard case .formatted(let text) = SafeFormatting.format(document.text) else { return .array([]) }
        let whole = document.lines.range(of: 0, document.text.count, in: encoding).json
        return .array([.object(["range": whole, "newText": .string(String(decoding: text, as: UTF8.self))])])
    }

    // MARK: Completion

    func completion(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, analysis) = openDocument(p.uri) else { return .array([]) }
        let tree = analysis.tree
        let offset = document.lines.offset(of: p.position, in: encoding)
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
        var statement: [Token] = []
        var i = tree.tokens.count - 1
        while i >= 0 && tree.tokens[i].start >= offset { i -= 1 }
        while i >= 0 {
            let token = tree.tokens[i]
            if [.newline, .semicolon, .leftBrace, .rightBrace].contains(token.kind) { break }
            if !token.kind.isTrivia && token.kind != .endOfFile { statement.insert(token, at: 0) }
            i -= 1
        }
        // A word being typed is not a finished token.
        if let last = statement.last, last.end >= offset, last.kind == .identifier || last.kind == .string { statement.removeLast() }
        func items(_ labels: [String], kind: Int) -> JSONValue {
            .array(labels.map { .object(["label": .string($0), "kind": .integer(Int64(kind))]) })
        }
        guard let kind = blockKind else {
            return statement.isEmpty ? items(["tab", "section", "defaults"], kind: 14) : .array([])
        }
        guard let first = statement.first else {
            var names = AttributeSchema.attributes(of: kind).map(\.name)
            if kind == .section { names.append("tab") }
            return items(names, kind: 10)
        }
        let name = String(decoding: tree.bytes[first.start..<first.end], as: UTF8.self)
        switch AttributeSchema.shape(of: name, in: kind) {
        case .choice(let values), .choiceList(let values):
            return items(values, kind: 20)
        case .identifier, .identifierList:
            guard name == "selected" || name == "cached" else { return .array([]) }
            // Action tabs are never selected or cached (`action-tab-selected`, `action-tab-cached`).
            return items(analysis.model.tabs.compactMap { $0.isSelectable ? analysis.model.id(of: $0)?.value : nil }, kind: 18)
        case .string where name == "icon":
            let settings = workspace.settings(forURI: p.uri)
            let names = settings.catalog?.sortedNames.prefix(5000).map { $0 } ?? []
            // Inside a string already: replace its contents, without adding quotes.
            if let string = tree.tokens.first(where: { $0.kind == .string && $0.start < offset && offset <= $0.end }),
               string.isUnterminated || offset < string.end {
                // An unterminated string runs to the end of the line: replace only what is typed before the cursor.
                let contentEnd = string.isUnterminated ? offset : string.end - 1
                let span = document.lines.range(of: string.start + 1, max(string.start + 1, contentEnd), in: encoding).json
                return .array(names.map {
                    .object(["label": .string($0), "kind": 12, "textEdit": .object(["range": span, "newText": .string($0)])])
                })
            }
            return .array(names.map { .object(["label": .string($0), "kind": 12, "insertText": .string("\"\($0)\"")]) })
        default:
            return .array([])
        }
    }

    // MARK: Semantic tokens

    func semanticTokens(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        guard let (document, analysis) = openDocument(uri) else { return .object(["data": .array([])]) }
        let tree = analysis.tree
        var classes: [Int: (type: Int, modifiers: Int)] = [:]  // token index -> class
        func mark(_ t: TokenIndex?, _ type: String, declaration: Bool = false) {
            guard let t, let index = SemanticTokenLegend.types.firstIndex(of: type) else { return }
            classes[t.raw] = (index, declaration ? 1 : 0)
        }
        func block(_ b: Block?, _ kind: BlockKind) {
            for member in tree.members(of: b) {
                switch member {
                case .attribute(let a):
                    let name = tree.text(of: a.name)
                    mark(a.name, "property")
                    for v in tree.values(of: a) where tree.token(v).kind == .identifier {
                        mark(v, SyntaxFacts.referenceAttributes.contains(name) ? "variable" : name == "dynamic" ? "property" : "enumMember")
                    }
                case .tab(let t): tab(t)
                case .error: break
                }
            }
        }
        func tab(_ t: TabDecl) {
            mark(t.keyword, "keyword")
            if let id = t.id, tree.token(id).kind == .identifier { mark(id, "class", declaration: true) }
            block(t.block, .tab)
        }
        for item in tree.items {
            switch item {
            case .tab(let t): tab(t)
            case .section(let s):
                mark(s.keyword, "keyword")
                if let id = s.id, tree.token(id).kind == .identifier { mark(id, "namespace", declaration: true) }
                block(s.block, .section)
            case .defaults(let d):
                mark(d.keyword, "keyword")
                block(d.block, .defaults)
            case .error: break
            }
        }
        let lines = document.lines
        let encoding = self.encoding
        var data: [JSONValue] = []
        var previousLine = 0
        var previousStart = 0
        var cursor = PositionCursor(lines, encoding)
        for (index, token) in tree.tokens.enumerated() {
            var type: (type: Int, modifiers: Int)?
            switch token.kind {
            case .comment: type = (5, 0)
            case .string: type = (3, 0)
            case .integer: type = (4, 0)
            case .identifier: type = classes[index]
            default: type = nil
            }
            guard let type, token.end > token.start else { continue }
            let start = cursor.position(of: token.start)
            let end = cursor.position(of: token.end)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - previousLine
            let deltaStart = deltaLine == 0 ? start.character - previousStart : start.character
            data += [.integer(Int64(deltaLine)), .integer(Int64(deltaStart)), .integer(Int64(end.character - start.character)),
                     .integer(Int64(type.type)), .integer(Int64(type.modifiers))]
            previousLine = start.line
            previousStart = start.character
        }
        return .object(["data": .array(data)])
    }
}
