import TabsJSON
import TabsLint
import TabsSyntax
import TablintWorkspace

// The one place where LSP JSON is built: the handlers' plain values and
// typed results, the server's capabilities, and the notifications and
// requests it sends; and the named constants of every LSP kind it uses.
// (JSON-RPC's envelopes are `OutgoingMessage`'s, in JSONRPC.swift.)

enum SymbolKind: Int64 {
    case namespace = 3, `class` = 5, property = 7, object = 19
}

enum CompletionItemKind: Int64 {
    case property = 10, value = 12, keyword = 14, reference = 18, enumMember = 20
}

enum DiagnosticSeverity: Int64 {
    case error = 1, warning, information
}

enum DocumentHighlightKind: Int64 {
    case read = 2, write
}

enum TextDocumentSyncKind: Int64 {
    case incremental = 2
}

/// `CodeActionKind`, and the server's own kind.
enum CodeActionKind {
    static let quickfix = "quickfix"
    static let fixAll = "source.fixAll.tablint"
}

enum MessageType: Int64 {
    case error = 1, warning, info
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
    var json: JSONValue { .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))]) }
}

extension LSPRange {
    var json: JSONValue { .object(["start": start.json, "end": end.json]) }
}

extension JSONValue {
    /// An object of the members that have a value, in order (nil: left out).
    static func members(_ list: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        var object = JSONObject()
        for (key, value) in list { object[key] = value }
        return .object(object)
    }
}

/// Turns one document's byte ranges, edits and diagnostics into LSP JSON,
/// in the negotiated position encoding and as the client's capabilities
/// ask; the typed results below write the rest with it.
struct ProtocolWriter {
    let uri: String
    let lines: TextLines
    let client: ClientCapabilities

    /// The writer of a result about no open `.tabs` document (its values
    /// are empty: `[]`, or `null` for a single value).
    static var none: ProtocolWriter { ProtocolWriter(uri: "", lines: TextLines([]), client: ClientCapabilities()) }

    func position(of offset: Int) -> LSPPosition { lines.position(of: offset, in: client.encoding) }

    func offset(of position: LSPPosition) -> Int { lines.offset(of: position, in: client.encoding) }

    func range(_ r: ByteRange) -> JSONValue { lines.range(of: r.start, r.end, in: client.encoding).json }

    func location(_ r: ByteRange) -> JSONValue { .object(["uri": .string(uri), "range": range(r)]) }

    /// A place in another file (a string table, by absolute path): its
    /// column counts Unicode scalars, which is exact for the table's ASCII
    /// lines and close otherwise (the table is not read again to convert it).
    func fileLocation(_ f: FileLocation) -> JSONValue {
        let position = LSPPosition(line: max(0, f.line - 1), character: max(0, f.column - 1))
        return .object(["uri": .string("file://" + FileSystem.uriEncoded(f.path)), "range": LSPRange(start: position, end: position).json])
    }

    func textEdit(_ edit: TabsLint.TextEdit) -> JSONValue {
        .object(["range": range(edit.range), "newText": .string(edit.newText)])
    }

    func workspaceEdit(_ edits: [TabsLint.TextEdit]) -> JSONValue {
        .object(["changes": .object([uri: .array(edits.map(textEdit))])])
    }

    func diagnostics(_ list: [Diagnostic]) -> JSONValue { .array(list.map(diagnostic)) }

    func diagnostic(_ d: Diagnostic) -> JSONValue {
        .members([
            "range": range(d.range),
            "severity": .integer((d.severity == .error ? DiagnosticSeverity.error
                                  : d.severity == .warning ? .warning : .information).rawValue),
            "code": .string(d.rule),
            "codeDescription": client.codeDescription ? .object(["href": .string("https://tablint.dev/rules/\(d.rule)")]) : nil,
            "source": "tablint",
            "message": .string(d.message),
            "relatedInformation": client.relatedInformation && !d.related.isEmpty ? .array(d.related.map { r in
                .object(["location": r.file.map(fileLocation) ?? location(r.range), "message": .string(r.message)])
            }) : nil,
            "data": d.fix.map { fix in
                .object(["fix": .object(["message": .string(fix.message), "applicability": .string(fix.applicability.rawValue),
                                         "edits": .array(fix.edits.map(textEdit))])])
            },
        ])
    }
}

// MARK: - Capabilities

/// The typed value of one server capability (what `initialize` answers).
enum CapabilityValue {
    /// `true`.
    case supported
    /// `TextDocumentSyncOptions`: open and close, this kind of change, and save (with or without the text).
    case textDocumentSync(change: TextDocumentSyncKind, includeTextOnSave: Bool)
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
        func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
        switch self {
        case .supported:
            return true
        case .textDocumentSync(let change, let includeText):
            return .object(["openClose": true, "change": .integer(change.rawValue), "save": .object(["includeText": .bool(includeText)])])
        case .diagnostics(let identifier):
            return .object(["identifier": .string(identifier), "interFileDependencies": false, "workspaceDiagnostics": false])
        case .codeActionKinds(let kinds):
            return .object(["codeActionKinds": strings(kinds)])
        case .commands(let commands):
            return .object(["commands": strings(commands)])
        case .rename(let prepare):
            return .object(["prepareProvider": .bool(prepare)])
        case .completion(let triggers):
            return .object(["triggerCharacters": strings(triggers), "resolveProvider": false])
        case .semanticTokens:
            return .object(["legend": SemanticTokenLegend.json, "full": true, "range": false])
        case .codeLens(let resolve):
            return .object(["resolveProvider": .bool(resolve)])
        case .flags(let names):
            return .object(JSONObject(names.map { ($0, true) }))
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
        for capability in capabilities { caps[capability.name] = capability.value.json }
        return .object(["capabilities": .object(caps), "serverInfo": .object(["name": "tablint"])])
    }
}

// MARK: - Messages to the client

/// The notifications the server sends.
enum ServerNotification {
    /// A document's diagnostics, with the version they are of; none (`.none` writer): a closed document's clearing.
    case publishDiagnostics(uri: String, version: Int? = nil, ProtocolWriter = .none, [Diagnostic] = [])
    case logMessage(type: MessageType, String)
    case showMessage(type: MessageType, String)

    var message: JSONValue {
        switch self {
        case .publishDiagnostics(let uri, let version, let writer, let diagnostics):
            return OutgoingMessage.notification("textDocument/publishDiagnostics", .members([
                "uri": .string(uri), "version": version.map { .integer(Int64($0)) }, "diagnostics": writer.diagnostics(diagnostics),
            ]))
        case .logMessage(let type, let text):
            return OutgoingMessage.notification("window/logMessage", .object(["type": .integer(type.rawValue), "message": .string(text)]))
        case .showMessage(let type, let text):
            return OutgoingMessage.notification("window/showMessage", .object(["type": .integer(type.rawValue), "message": .string(text)]))
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

    /// The request, with the id `tablint-PREFIX-NUMBER` (the server's `number`th request).
    func message(number: Int) -> JSONValue {
        func request(_ prefix: String, _ method: String, _ params: JSONValue?) -> JSONValue {
            OutgoingMessage.request(id: .string("tablint-\(prefix)-\(number)"), method, params)
        }
        switch self {
        case .watchFiles(let registration, let globs):
            let registration: JSONValue = .object([
                "id": .string(registration), "method": "workspace/didChangeWatchedFiles",
                "registerOptions": .object(["watchers": .array(globs.map { .object(["globPattern": .string($0)]) })]),
            ])
            return request("register", "client/registerCapability", .object(["registrations": [registration]]))
        case .applyEdit(let label, let edit):
            return request("apply", "workspace/applyEdit", .members(["label": label.map { .string($0) }, "edit": edit]))
        case .diagnosticRefresh:
            return request("refresh", "workspace/diagnostic/refresh", nil)
        }
    }
}

// MARK: - Results
// Each is written with the writer of its document; about no open `.tabs`
// document (`ProtocolWriter.none`, no values), the method's empty answer.

/// `null`: `shutdown`.
struct NullResult: LSPResult {
    var json: JSONValue { .null }
}

/// `Hover | null`: markdown, or plain text for a client that lists hover formats without it.
struct HoverResult: LSPResult {
    var writer = ProtocolWriter.none
    var hover: HoverInfo?
    var json: JSONValue {
        guard let hover else { return .null }
        let contents: JSONValue = writer.client.hoverMarkdown
            ? .object(["kind": "markdown", "value": .string(hover.markdown)])
            : .object(["kind": "plaintext", "value": .string(Self.plainText(hover.markdown))])
        return .object(["contents": contents, "range": writer.range(hover.range)])
    }

    /// Markdown with its emphasis (`**`) and code marks taken out, and
    /// the backslash escapes of `markdownText` resolved (an escaped mark
    /// is text, kept).
    static func plainText(_ markdown: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(markdown.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count, isASCIIPunctuation(bytes[i + 1]) {
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
}

/// `Location | null` (definition).
struct LocationResult: LSPResult {
    var writer = ProtocolWriter.none
    var range: ByteRange?
    var json: JSONValue { range.map(writer.location) ?? .null }
}

/// `Location[]` (references).
struct LocationsResult: LSPResult {
    var writer = ProtocolWriter.none
    var ranges: [ByteRange] = []
    var json: JSONValue { .array(ranges.map(writer.location)) }
}

/// `DocumentHighlight[]`.
struct HighlightsResult: LSPResult {
    var writer = ProtocolWriter.none
    var occurrences: [IDOccurrence] = []
    var json: JSONValue {
        .array(occurrences.map { o in
            .object(["range": writer.range(o.range),
                     "kind": .integer((o.isDeclaration ? DocumentHighlightKind.write : .read).rawValue)])
        })
    }
}

/// `{range, placeholder} | null` (prepareRename).
struct PrepareRenameResult: LSPResult {
    var writer = ProtocolWriter.none
    var target: IDOccurrence?
    var json: JSONValue {
        guard let target else { return .null }
        return .object(["range": writer.range(target.range), "placeholder": .string(target.name)])
    }
}

/// `WorkspaceEdit | null` (rename).
struct WorkspaceEditResult: LSPResult {
    var writer = ProtocolWriter.none
    var edits: [TabsLint.TextEdit]?
    var json: JSONValue { edits.map(writer.workspaceEdit) ?? .null }
}

/// `TextEdit[]` (formatting).
struct TextEditsResult: LSPResult {
    var writer = ProtocolWriter.none
    var edits: [TabsLint.TextEdit] = []
    var json: JSONValue { .array(edits.map(writer.textEdit)) }
}

/// `DocumentSymbol[]`, or flat `SymbolInformation[]` for a client without
/// `hierarchicalDocumentSymbolSupport`.
struct SymbolsResult: LSPResult {
    var writer = ProtocolWriter.none
    var symbols: [SymbolNode] = []
    var json: JSONValue {
        if writer.client.hierarchicalSymbols { return .array(symbols.map(documentSymbol)) }
        var flat: [JSONValue] = []
        func add(_ s: SymbolNode, container: String?) {
            flat.append(.members(["name": .string(s.displayName), "kind": .integer(s.kind.rawValue), "location": writer.location(s.range),
                                  "containerName": container.map { .string($0) }]))
            for child in s.children { add(child, container: s.displayName) }
        }
        for s in symbols { add(s, container: nil) }
        return .array(flat)
    }

    func documentSymbol(_ s: SymbolNode) -> JSONValue {
        .members([
            "name": .string(s.displayName), "detail": s.detail.map { .string($0) }, "kind": .integer(s.kind.rawValue),
            "range": writer.range(s.range), "selectionRange": writer.range(s.selection),
            "children": s.children.isEmpty ? nil : .array(s.children.map(documentSymbol)),
        ])
    }
}

/// `FoldingRange[]`.
struct FoldingRangesResult: LSPResult {
    var folds: [LineFold] = []
    var json: JSONValue {
        .array(folds.map {
            .object(["startLine": .integer(Int64($0.startLine)), "endLine": .integer(Int64($0.endLine)), "kind": "region"])
        })
    }
}

/// `CompletionItem[]`.
struct CompletionResult: LSPResult {
    var writer = ProtocolWriter.none
    var entries: [CompletionEntry] = []
    var json: JSONValue {
        .array(entries.map { item in
            var o: JSONObject = ["label": .string(item.label), "kind": .integer(item.kind.rawValue)]
            switch item.insertion {
            case .label: break
            case .text(let text): o["insertText"] = .string(text)
            case .replace(let span, let text): o["textEdit"] = .object(["range": writer.range(span), "newText": .string(text)])
            }
            return .object(o)
        })
    }
}

/// `SemanticTokens`, each token on one line, in LSP's relative encoding.
struct SemanticTokensResult: LSPResult {
    var writer = ProtocolWriter.none
    var tokens: [ClassifiedToken] = []
    var json: JSONValue {
        var data: [JSONValue] = []
        var previousLine = 0
        var previousStart = 0
        for token in tokens {
            let start = writer.position(of: token.range.start)
            let end = writer.position(of: token.range.end)
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
}

/// `(CodeAction | Command)[]`: `CodeAction` literals, or `Command`s for a
/// client without `codeActionLiteralSupport` (run through `workspace/executeCommand`).
struct CodeActionsResult: LSPResult {
    var writer = ProtocolWriter.none
    var actions: [ActionValue] = []
    var json: JSONValue {
        .array(actions.map { action in
            let edit = writer.workspaceEdit(action.edits)
            guard writer.client.codeActionLiterals else {
                return .object([
                    "title": .string(action.title),
                    "command": .string(ApplyEditCommand.name),
                    "arguments": .array([.object(["label": .string(action.title), "edit": edit])]),
                ])
            }
            return .members([
                "title": .string(action.title), "kind": .string(action.kind),
                "diagnostics": action.diagnostic.map { .array([writer.diagnostic($0)]) },
                "isPreferred": action.isPreferred.map { .bool($0) }, "edit": edit,
            ])
        })
    }
}

/// `DocumentDiagnosticReport`: in full (with a result id when the
/// document is open), or unchanged since `resultId`.
enum DiagnosticReport: LSPResult {
    case full(resultID: String?, ProtocolWriter = .none, [Diagnostic] = [])
    case unchanged(resultID: String)

    var json: JSONValue {
        switch self {
        case .unchanged(let id):
            return .object(["kind": "unchanged", "resultId": .string(id)])
        case .full(let id, let writer, let diagnostics):
            return .members(["kind": "full", "resultId": id.map { .string($0) }, "items": writer.diagnostics(diagnostics)])
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
    var writer = ProtocolWriter.none
    /// Where the lens stands; nil: no lens.
    var range: ByteRange?
    var json: JSONValue {
        guard let range else { return .array([]) }
        let command: JSONValue = .object(["title": "Preview", "command": .string(PreviewCommand.name),
                                          "arguments": .array([.string(writer.uri)])])
        return .array([.object(["range": writer.range(range), "command": command])])
    }
}

/// A result or `null`: a handler whose result is optional answers `null` for nil
/// (`workspace/executeCommand`: `tablint.preview`'s page, or null for the others).
extension Optional: LSPResult where Wrapped: LSPResult {
    var json: JSONValue { self?.json ?? .null }
}
