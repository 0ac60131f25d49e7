import TabsJSON
import TabsLint
import TablintPreview

/// `tablint/preview` (docs/preview.md, "In an editor"): the page `tablint
/// preview` writes, drawn from the document's current text (unsaved edits
/// included) with the configuration and tables the server checks it with.
/// The server writes nothing; the editor shows or saves the page.
enum PreviewRequest: RequestHandler {
    static let method = "tablint/preview"
    static let capability: Capability? = Capability(name: "experimental", value: .flags([method]))

    static func handle(_ p: PreviewParams, _ context: ServerContext) throws(ResponseError) -> PreviewResult {
        try page(uri: p.uri, platforms: p.platforms, languages: p.languages, context)
    }

    /// The page for an open, linted document; -32803 for any other, -32602
    /// for a platform the app does not list.
    static func page(uri: String, platforms: [Platform], languages: [String], _ context: ServerContext) throws(ResponseError) -> PreviewResult {
        guard let (document, analysis) = context.openDocument(uri) else {
            throw .requestFailed(context.documents.document(uri) == nil
                ? "the document is not open: open it, then ask for its preview"
                : "the document is not a .tabs document the server lints, so it has no preview")
        }
        let result = analysis.result
        if case .failure(let error) = Preview.platforms(platforms, app: result.model.appPlatforms) {
            throw .invalidParams(error.message)
        }
        // The inputs the check read, again through the session's cache (read once).
        let localization = context.workspace.localization(for: LocalizationRequest(model: result.model), uri: document.uri)
        let request = Preview.Request(platforms: platforms, languages: languages, fileName: fileName(of: uri),
                                      generator: "tablint \(TablintVersion.current)")
        let page = Preview.render(Preview.Source(result: result, localization: localization), request)
        if page.isTooLarge { throw .requestFailed(page.tooLargeMessage) }
        return PreviewResult(html: page.html, status: page.status.rawValue)
    }

    /// The URI's last path segment, percent-decoded (the page's file name).
    static func fileName(of uri: String) -> String {
        var path = Substring(uri)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        return percentDecoded(path.split(separator: "/", omittingEmptySubsequences: false).last ?? path)
    }
}

/// The client-side command a "Preview" code lens runs: an editor extension
/// that registers it sends `tablint/preview` and shows the page. Not listed
/// in `executeCommandProvider` (VS Code's client would register it twice).
enum PreviewCommand {
    static let name = "tablint.preview"
}

/// `textDocument/codeLens`: one "Preview" lens, on the first `defaults`
/// keyword (else at the start of the document), for a document the
/// server lints; none for any other.
enum CodeLensRequest: RequestHandler {
    static let method = "textDocument/codeLens"
    static let capability: Capability? = Capability(name: "codeLensProvider", value: .codeLens(resolve: false))

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) -> CodeLensResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return CodeLensResult() }
        let range = analysis.model.defaults?.keyword ?? .empty(at: 0)
        return CodeLensResult(writer: context.writer(for: document), range: range)
    }
}

/// `tablint/preview`: the document, and optional platforms and languages
/// (absent, null or empty: the defaults). A platform name that is none or
/// a malformed language is -32602, with the CLI's message.
struct PreviewParams: LSPParams {
    var uri: String
    var platforms: [Platform] = []
    var languages: [String] = []

    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        uri = try textDocumentURI(object)
        if let list = object["platforms"], list != .null {
            guard let values = list.arrayValue else { throw .invalidParams("`platforms` must be an array of platform names") }
            for value in values {
                guard let name = value.stringValue else { throw .invalidParams("`platforms` must be an array of platform names") }
                guard let platform = Platform(rawValue: name) else { throw .invalidParams(Preview.unknownPlatformMessage(name)) }
                if !platforms.contains(platform) { platforms.append(platform) }
            }
        }
        if let list = object["languages"], list != .null {
            guard let values = list.arrayValue else { throw .invalidParams("`languages` must be an array of language tags") }
            for value in values {
                guard let tag = value.stringValue else { throw .invalidParams("`languages` must be an array of language tags") }
                guard Preview.isLanguageArgument(tag) else { throw .invalidParams(Preview.malformedLanguageMessage(tag)) }
                if !languages.contains(where: { LanguageTags.same($0, tag) }) { languages.append(tag) }
            }
        }
    }
}
