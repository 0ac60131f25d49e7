import TabsJSON
import TabsLint
import TabsSyntax

// The one place where the handlers' plain values become LSP JSON, and the
// named constants of every LSP kind the server sends.

/// `SymbolKind`.
enum SymbolKind {
    static let namespace: Int64 = 3
    static let `class`: Int64 = 5
    static let property: Int64 = 7
    static let object: Int64 = 19
}

/// `CompletionItemKind`.
enum CompletionItemKind {
    static let property: Int64 = 10
    static let value: Int64 = 12
    static let keyword: Int64 = 14
    static let reference: Int64 = 18
    static let enumMember: Int64 = 20
}

/// `DiagnosticSeverity`.
enum DiagnosticSeverity {
    static let error: Int64 = 1
    static let warning: Int64 = 2
    static let information: Int64 = 3
}

/// `DiagnosticTag` (none is sent today: tablint has no unnecessary or deprecated code).
enum DiagnosticTag {
    static let unnecessary: Int64 = 1
    static let deprecated: Int64 = 2
}

/// `DocumentHighlightKind`.
enum DocumentHighlightKind {
    static let read: Int64 = 2
    static let write: Int64 = 3
}

/// `FoldingRangeKind`.
enum FoldingRangeKind {
    static let region: JSONValue = "region"
}

/// `TextDocumentSyncKind`.
enum TextDocumentSyncKind {
    static let incremental: Int64 = 2
}

/// `MarkupKind`.
enum MarkupKind {
    static let markdown: JSONValue = "markdown"
    static let plaintext: JSONValue = "plaintext"
}

/// `CodeActionKind`, and the server's own kind.
enum CodeActionKind {
    static let quickfix = "quickfix"
    static let fixAll = "source.fixAll.tablint"
}

/// `MessageType`.
enum MessageType {
    static let error: Int64 = 1
    static let warning: Int64 = 2
    static let info: Int64 = 3
}

/// `SemanticTokenTypes` the server uses, in legend order.
enum SemanticTokenLegend {
    enum TokenType: Int, CaseIterable {
        case keyword, property, enumMember, string, number, comment, variable, namespace, `class`
        var name: String { String(describing: self) }
    }
    static let declaration = 1
    static let modifiers = ["declaration"]
    static var json: JSONValue {
        .object(["tokenTypes": .array(TokenType.allCases.map { .string($0.name) }),
                 "tokenModifiers": .array(modifiers.map { .string($0) })])
    }
}

/// Turns byte ranges and the handlers' values into LSP JSON for one
/// document, in the negotiated position encoding and as the client's
/// capabilities ask.
struct ProtocolWriter {
    let uri: String
    let positions: PositionMapper
    let client: ClientCapabilities

    init(uri: String, lines: TextLines, client: ClientCapabilities) {
        self.uri = uri
        self.positions = PositionMapper(lines, client.encoding)
        self.client = client
    }

    var lines: TextLines { positions.lines }

    func range(_ r: ByteRange) -> JSONValue { positions.range(of: r.start, r.end).json }
    func range(_ start: Int, _ end: Int) -> JSONValue { positions.range(of: start, end).json }

    func location(_ r: ByteRange) -> JSONValue { .object(["uri": .string(uri), "range": range(r)]) }

    /// A place in another file (a string table, by absolute path): its
    /// column counts Unicode scalars, which is exact for the table's ASCII
    /// lines and close otherwise (the table is not read again to convert it).
    func fileLocation(_ f: FileLocation) -> JSONValue {
        let position: JSONValue = .object(["line": .integer(Int64(max(0, f.line - 1))), "character": .integer(Int64(max(0, f.column - 1)))])
        return .object(["uri": .string(FileURI.from(path: f.path)), "range": .object(["start": position, "end": position])])
    }

    func textEdit(_ edit: TabsLint.TextEdit) -> JSONValue {
        .object(["range": range(edit.range), "newText": .string(edit.newText)])
    }

    func workspaceEdit(_ edits: [TabsLint.TextEdit]) -> JSONValue {
        .object(["changes": .object([uri: .array(edits.map(textEdit))])])
    }

    // MARK: Diagnostics

    func diagnostics(_ list: [Diagnostic]) -> JSONValue { .array(list.map(diagnostic)) }

    func diagnostic(_ d: Diagnostic) -> JSONValue {
        var object: JSONObject = [
            "range": range(d.range),
            "severity": .integer(d.severity == .error ? DiagnosticSeverity.error
                                 : d.severity == .warning ? DiagnosticSeverity.warning : DiagnosticSeverity.information),
            "code": .string(d.rule),
        ]
        if client.codeDescription {
            _ = object.updateValue(.object(["href": .string("https://tablint.dev/rules/\(d.rule)")]), forKey: "codeDescription")
        }
        _ = object.updateValue("tablint", forKey: "source")
        _ = object.updateValue(.string(d.message), forKey: "message")
        if client.relatedInformation && !d.related.isEmpty {
            let related: [JSONValue] = d.related.map { r in
                .object(["location": r.file.map(fileLocation) ?? location(r.range), "message": .string(r.message)])
            }
            _ = object.updateValue(.array(related), forKey: "relatedInformation")
        }
        if let fix = d.fix {
            _ = object.updateValue(.object(["fix": self.fix(fix)]), forKey: "data")
        }
        return .object(object)
    }

    func fix(_ fix: Fix) -> JSONValue {
        .object([
            "message": .string(fix.message),
            "applicability": .string(fix.applicability.rawValue),
            "edits": .array(fix.edits.map(textEdit)),
        ])
    }

    // MARK: Features

    func hover(_ hover: HoverInfo) -> JSONValue {
        .object([
            // Markdown unless the client lists hover formats without it.
            "contents": client.hoverMarkdown
                ? .object(["kind": MarkupKind.markdown, "value": .string(hover.markdown)])
                : .object(["kind": MarkupKind.plaintext, "value": .string(plainText(hover.markdown))]),
            "range": range(hover.range),
        ])
    }

    /// Markdown with its emphasis (`**`) and code marks taken out.
    func plainText(_ markdown: String) -> String {
        var unbolded: [UInt8] = []
        var pendingStar = false
        for b in markdown.utf8 {
            if b == UInt8(ascii: "*") {
                if pendingStar { pendingStar = false } else { pendingStar = true }
                continue
            }
            if pendingStar { unbolded.append(UInt8(ascii: "*")); pendingStar = false }
            unbolded.append(b)
        }
        if pendingStar { unbolded.append(UInt8(ascii: "*")) }
        return String(decoding: unbolded.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    func highlights(_ occurrences: [IDOccurrence]) -> JSONValue {
        .array(occurrences.map { o in
            .object(["range": range(o.range),
                     "kind": .integer(o.isDeclaration ? DocumentHighlightKind.write : DocumentHighlightKind.read)])
        })
    }

    func symbols(_ symbols: [SymbolNode]) -> JSONValue {
        if client.hierarchicalSymbols { return .array(symbols.map(documentSymbol)) }
        var flat: [JSONValue] = []
        func add(_ s: SymbolNode, container: String?) {
            var o: JSONObject = ["name": .string(s.displayName), "kind": .integer(s.kind), "location": location(s.range)]
            if let container { _ = o.updateValue(.string(container), forKey: "containerName") }
            flat.append(.object(o))
            for child in s.children { add(child, container: s.displayName) }
        }
        for s in symbols { add(s, container: nil) }
        return .array(flat)
    }

    func documentSymbol(_ s: SymbolNode) -> JSONValue {
        var o: JSONObject = ["name": .string(s.displayName)]
        if let detail = s.detail { _ = o.updateValue(.string(detail), forKey: "detail") }
        _ = o.updateValue(.integer(s.kind), forKey: "kind")
        _ = o.updateValue(range(s.range), forKey: "range")
        _ = o.updateValue(range(s.selection), forKey: "selectionRange")
        if !s.children.isEmpty { _ = o.updateValue(.array(s.children.map(documentSymbol)), forKey: "children") }
        return .object(o)
    }

    func foldingRanges(_ folds: [LineFold]) -> JSONValue {
        .array(folds.map {
            .object(["startLine": .integer(Int64($0.startLine)), "endLine": .integer(Int64($0.endLine)), "kind": FoldingRangeKind.region])
        })
    }

    func completion(_ items: [CompletionEntry]) -> JSONValue {
        .array(items.map { item in
            var o: JSONObject = ["label": .string(item.label), "kind": .integer(item.kind)]
            switch item.insertion {
            case .label: break
            case .text(let text): _ = o.updateValue(.string(text), forKey: "insertText")
            case .replace(let span, let text):
                _ = o.updateValue(.object(["range": range(span), "newText": .string(text)]), forKey: "textEdit")
            }
            return .object(o)
        })
    }

    /// Semantic tokens, each on one line, as LSP's relative encoding.
    func semanticTokens(_ tokens: [ClassifiedToken]) -> JSONValue {
        var data: [JSONValue] = []
        var previousLine = 0
        var previousStart = 0
        for token in tokens {
            let start = positions.position(of: token.range.start)
            let end = positions.position(of: token.range.end)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - previousLine
            let deltaStart = deltaLine == 0 ? start.character - previousStart : start.character
            data += [.integer(Int64(deltaLine)), .integer(Int64(deltaStart)), .integer(Int64(end.character - start.character)),
                     .integer(Int64(token.type.rawValue)), .integer(Int64(token.modifiers))]
            previousLine = start.line
            previousStart = start.character
        }
        return .object(["data": .array(data)])
    }

    /// Code actions as `CodeAction` literals, or as `Command`s for a client
    /// without `codeActionLiteralSupport` (run through `workspace/executeCommand`).
    func codeActions(_ actions: [ActionValue]) -> JSONValue {
        .array(actions.map { action in
            let edit = workspaceEdit(action.edits)
            guard client.codeActionLiterals else {
                return .object([
                    "title": .string(action.title),
                    "command": .string(ApplyEditCommand.name),
                    "arguments": .array([.object(["label": .string(action.title), "edit": edit])]),
                ])
            }
            var o: JSONObject = ["title": .string(action.title), "kind": .string(action.kind)]
            if let d = action.diagnostic { _ = o.updateValue(.array([diagnostic(d)]), forKey: "diagnostics") }
            if let preferred = action.isPreferred { _ = o.updateValue(.bool(preferred), forKey: "isPreferred") }
            _ = o.updateValue(edit, forKey: "edit")
            return .object(o)
        })
    }
}
