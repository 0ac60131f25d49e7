import TabsJSON
import TabsLint
import TabsSyntax

// The one place where LSP JSON is built: the handlers' plain values and
// typed results, the server's capabilities, and the notifications and
// requests it sends; and the named constants of every LSP kind it uses.
// (JSON-RPC's envelopes are `OutgoingMessage`'s, in JSONRPC.swift.)

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

extension LSPPosition {
    public var json: JSONValue { .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))]) }
}

extension LSPRange {
    public var json: JSONValue { .object(["start": start.json, "end": end.json]) }
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

    /// Markdown with its emphasis (`**`) and code marks taken out, and
    /// the backslash escapes of `markdownText` resolved (an escaped mark
    /// is text, kept).
    func plainText(_ markdown: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(markdown.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count, Self.isASCIIPunctuation(bytes[i + 1]) {
                out.append(bytes[i + 1]); i += 2; continue
            }
            if b == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") { i += 2; continue }
            if b != UInt8(ascii: "`") { out.append(b) }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func isASCIIPunctuation(_ b: UInt8) -> Bool {
        (0x21...0x2F).contains(b) || (0x3A...0x40).contains(b) || (0x5B...0x60).contains(b) || (0x7B...0x7E).contains(b)
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
// MARK: - Capabilities

/// The typed value of one server capability (what `initialize` answers).
enum CapabilityValue {
    /// `true`.
    case supported
    /// `TextDocumentSyncOptions`: open and close, this kind of change, and save (with or without the text).
    case textDocumentSync(change: Int64, includeTextOnSave: Bool)
    /// `DiagnosticOptions`, for one document at a time.
    case diagnostics(identifier: String)
    /// `CodeActionOptions` listing the kinds offered.
    case codeActionKinds([String])
    /// `ExecuteCommandOptions`.
    case commands([String])
    /// `RenameOptions`.
    case rename(prepare: Bool)
    /// `CompletionOptions`, resolved in one step.
    case completion(triggerCharacters: [String])
    /// `SemanticTokensOptions` with the server's legend, whole documents only.
    case semanticTokens
    /// `CodeLensOptions`.
    case codeLens(resolve: Bool)
    /// An object of names each `true` (`experimental`'s custom requests).
    case flags([String])

    var json: JSONValue {
        switch self {
        case .supported:
            return true
        case .textDocumentSync(let change, let includeText):
            return .object(["openClose": true, "change": .integer(change), "save": .object(["includeText": .bool(includeText)])])
        case .diagnostics(let identifier):
            return .object(["identifier": .string(identifier), "interFileDependencies": false, "workspaceDiagnostics": false])
        case .codeActionKinds(let kinds):
            return .object(["codeActionKinds": .array(kinds.map { .string($0) })])
        case .commands(let commands):
            return .object(["commands": .array(commands.map { .string($0) })])
        case .rename(let prepare):
            return .object(["prepareProvider": .bool(prepare)])
        case .completion(let triggers):
            return .object(["triggerCharacters": .array(triggers.map { .string($0) }), "resolveProvider": false])
        case .semanticTokens:
            return .object(["legend": SemanticTokenLegend.json, "full": true, "range": false])
        case .codeLens(let resolve):
            return .object(["resolveProvider": .bool(resolve)])
        case .flags(let names):
            var object: JSONObject = [:]
            for name in names { object[name] = true }
            return .object(object)
        }
    }
}

/// `InitializeResult`: the negotiated position encoding first, then each
/// handler's capability in the registry's order.
struct InitializeResult: LSPResult {
    var encoding: PositionEncoding
    var capabilities: [Capability]

    var json: JSONValue {
        var caps: JSONObject = ["positionEncoding": .string(encoding.rawValue)]
        for capability in capabilities { _ = caps.updateValue(capability.value.json, forKey: capability.name) }
        return .object(["capabilities": .object(caps), "serverInfo": .object(["name": "tablint"])])
    }
}

// MARK: - Messages to the client

/// A document's diagnostics as pushed; no writer: none (a closed document's clearing).
struct PublishedDiagnostics {
    var uri: String
    var version: Int?
    var writer: ProtocolWriter?
    var diagnostics: [Diagnostic] = []

    init(uri: String, version: Int? = nil, writer: ProtocolWriter? = nil, diagnostics: [Diagnostic] = []) {
        self.uri = uri
        self.version = version
        self.writer = writer
        self.diagnostics = diagnostics
    }
}

/// The notifications the server sends.
enum ServerNotification {
    case publishDiagnostics(PublishedDiagnostics)
    case logMessage(type: Int64, String)
    case showMessage(type: Int64, String)

    var message: JSONValue {
        switch self {
        case .publishDiagnostics(let p):
            var params: JSONObject = ["uri": .string(p.uri)]
            if let version = p.version { _ = params.updateValue(.integer(Int64(version)), forKey: "version") }
            _ = params.updateValue(p.writer?.diagnostics(p.diagnostics) ?? .array([]), forKey: "diagnostics")
            return OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params))
        case .logMessage(let type, let text):
            return OutgoingMessage.notification("window/logMessage", .object(["type": .integer(type), "message": .string(text)]))
        case .showMessage(let type, let text):
            return OutgoingMessage.notification("window/showMessage", .object(["type": .integer(type), "message": .string(text)]))
        }
    }
}

/// The requests the server sends (their answers are ignored).
enum ServerRequest {
    /// `client/registerCapability` of file watchers for these globs.
    case watchFiles(registration: String, globs: [String])
    /// `workspace/applyEdit`, with the edit as the client sent it in the command.
    case applyEdit(label: String?, edit: JSONValue)
    /// `workspace/diagnostic/refresh`.
    case diagnosticRefresh

    /// The prefix of the request's id (`tablint-PREFIX-N`).
    private var idPrefix: String {
        switch self {
        case .watchFiles: "register"
        case .applyEdit: "apply"
        case .diagnosticRefresh: "refresh"
        }
    }

    /// The request, with the id `tablint-PREFIX-NUMBER` (the server's `number`th request).
    func message(number: Int) -> JSONValue {
        let id = JSONValue.string("tablint-\(idPrefix)-\(number)")
        switch self {
        case .watchFiles(let registration, let globs):
            let registration: JSONValue = .object([
                "id": .string(registration), "method": "workspace/didChangeWatchedFiles",
                "registerOptions": .object(["watchers": .array(globs.map { .object(["globPattern": .string($0)]) })]),
            ])
            return OutgoingMessage.request(id: id, "client/registerCapability", .object(["registrations": [registration]]))
        case .applyEdit(let label, let edit):
            var params: JSONObject = [:]
            if let label { _ = params.updateValue(.string(label), forKey: "label") }
            _ = params.updateValue(edit, forKey: "edit")
            return OutgoingMessage.request(id: id, "workspace/applyEdit", .object(params))
        case .diagnosticRefresh:
            return OutgoingMessage.request(id: id, "workspace/diagnostic/refresh", nil)
        }
    }
}

// MARK: - Results

/// `null`: `shutdown`, `workspace/executeCommand`.
struct NullResult: LSPResult {
    var json: JSONValue { .null }
}

/// `Hover | null`.
struct HoverResult: LSPResult {
    var writer: ProtocolWriter?
    var hover: HoverInfo?
    var json: JSONValue {
        guard let writer, let hover else { return .null }
        return writer.hover(hover)
    }
}

/// `Location | null` (definition).
struct LocationResult: LSPResult {
    var writer: ProtocolWriter?
    var range: ByteRange?
    var json: JSONValue {
        guard let writer, let range else { return .null }
        return writer.location(range)
    }
}

/// `Location[]` (references).
struct LocationsResult: LSPResult {
    var writer: ProtocolWriter?
    var ranges: [ByteRange] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return .array(ranges.map(writer.location))
    }
}

/// `DocumentHighlight[]`.
struct HighlightsResult: LSPResult {
    var writer: ProtocolWriter?
    var occurrences: [IDOccurrence] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return writer.highlights(occurrences)
    }
}

/// `{range, placeholder} | null` (prepareRename).
struct PrepareRenameResult: LSPResult {
    var writer: ProtocolWriter?
    var target: IDOccurrence?
    var json: JSONValue {
        guard let writer, let target else { return .null }
        return .object(["range": writer.range(target.range), "placeholder": .string(target.name)])
    }
}

/// `WorkspaceEdit | null` (rename).
struct WorkspaceEditResult: LSPResult {
    var writer: ProtocolWriter?
    var edits: [TabsLint.TextEdit] = []
    var json: JSONValue {
        guard let writer else { return .null }
        return writer.workspaceEdit(edits)
    }
}

/// `TextEdit[]` (formatting).
struct TextEditsResult: LSPResult {
    var writer: ProtocolWriter?
    var edits: [TabsLint.TextEdit] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return .array(edits.map(writer.textEdit))
    }
}

/// `DocumentSymbol[]`, or `SymbolInformation[]` for a client without
/// `hierarchicalDocumentSymbolSupport`.
struct SymbolsResult: LSPResult {
    var writer: ProtocolWriter?
    var symbols: [SymbolNode] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return writer.symbols(symbols)
    }
}

/// `FoldingRange[]`.
struct FoldingRangesResult: LSPResult {
    var writer: ProtocolWriter?
    var folds: [LineFold] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return writer.foldingRanges(folds)
    }
}

/// `CompletionItem[]`.
struct CompletionResult: LSPResult {
    var writer: ProtocolWriter?
    var entries: [CompletionEntry] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return writer.completion(entries)
    }
}

/// `SemanticTokens`.
struct SemanticTokensResult: LSPResult {
    var writer: ProtocolWriter?
    var tokens: [ClassifiedToken] = []
    var json: JSONValue {
        guard let writer else { return .object(["data": .array([])]) }
        return writer.semanticTokens(tokens)
    }
}

/// `(CodeAction | Command)[]`.
struct CodeActionsResult: LSPResult {
    var writer: ProtocolWriter?
    var actions: [ActionValue] = []
    var json: JSONValue {
        guard let writer else { return .array([]) }
        return writer.codeActions(actions)
    }
}

/// `DocumentDiagnosticReport`: in full (with a result id when the
/// document is open; no writer: no items), or unchanged since `resultId`.
enum DiagnosticReport: LSPResult {
    case full(resultID: String?, writer: ProtocolWriter?, diagnostics: [Diagnostic])
    case unchanged(resultID: String)

    var json: JSONValue {
        switch self {
        case .unchanged(let id):
            return .object(["kind": "unchanged", "resultId": .string(id)])
        case .full(let id, let writer, let diagnostics):
            let items = writer?.diagnostics(diagnostics) ?? .array([])
            guard let id else { return .object(["kind": "full", "items": items]) }
            return .object(["kind": "full", "resultId": .string(id), "items": items])
        }
    }
}

/// `tablint/preview`'s result: the page and whether it could be drawn.
struct PreviewResult: LSPResult {
    var html: [UInt8]
    var status: String
    var json: JSONValue {
        .object(["html": .string(String(decoding: html, as: UTF8.self)), "status": .string(status)])
    }
}

/// `CodeLens[]`: the "Preview" lens, or none.
struct CodeLensResult: LSPResult {
    var writer: ProtocolWriter?
    var range = ByteRange.empty(at: 0)
    var uri = ""
    var json: JSONValue {
        guard let writer else { return .array([]) }
        let command: JSONValue = .object(["title": "Preview", "command": .string(PreviewCommand.name),
                                          "arguments": .array([.string(uri)])])
        return .array([.object(["range": writer.range(range), "command": command])])
    }
}

/// `workspace/executeCommand`'s result: null, or `tablint.preview`'s page.
enum ExecuteCommandResult: LSPResult {
    case null
    case preview(PreviewResult)
    var json: JSONValue {
        switch self {
        case .null: .null
        case .preview(let result): result.json
        }
    }
}
