import TabsJSON
import TabsLint
import TabsSyntax

/// `textDocument/formatting`: the canonical layout as one edit over the
/// whole document; none when the document has syntax errors, is already
/// formatted, or would change meaning (the same rule as `tablint format`,
/// one shared implementation).
enum FormattingRequest: RequestHandler {
    static let method = "textDocument/formatting"
    static let capability: Capability? = Capability(name: "documentFormattingProvider", value: .supported)

    static func handle(_ p: FormattingParams, _ context: ServerContext) -> TextEditsResult {
        guard let document = context.documents.document(p.uri), document.isTabs else { return TextEditsResult() }
        guard case .formatted(let text) = SafeFormatting.format(document.text) else { return TextEditsResult() }
        let edit = TextEdit(range: ByteRange(0, document.text.count), newText: String(decoding: text, as: UTF8.self))
        return TextEditsResult(writer: context.writer(for: document), edits: [edit])
    }
}
