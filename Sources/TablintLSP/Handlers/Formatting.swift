import TabsJSON
import TabsLint
import TabsSyntax
import TabsSyntax

extension LanguageServer {
    /// The canonical layout as one edit over the whole document; none when
    /// the document has syntax errors, is already formatted, or would change
    /// meaning (the same rule as `tablint format`, one shared implementation).
    func formatting(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        guard let options = params?["options"]?.objectValue, options["tabSize"]?.intValue != nil,
              options["insertSpaces"]?.boolValue != nil else {
            throw .invalidParams("`options` must be FormattingOptions, with an integer `tabSize` and a boolean `insertSpaces`")
        }
        guard let document = documents.document(uri), document.isTabs else { return .array([]) }
        guard case .formatted(let text) = SafeFormatting.format(document.text) else { return .array([]) }
        let edit = TextEdit(range: ByteRange(0, document.text.count), newText: String(decoding: text, as: UTF8.self))
        return .array([writer(for: document).textEdit(edit)])
    }
}
