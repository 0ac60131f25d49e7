import TabsJSON

/// What the client said it can do (the parts the server looks at). Set
/// once by `initialize`; the negotiated position encoding lives here and
/// nowhere else.
struct ClientCapabilities: Sendable {
    var encoding: PositionEncoding = .utf16
    var pullDiagnostics = false
    var codeDescription = false
    var codeActionLiterals = false
    var watchedFilesDynamic = false
    var diagnosticRefresh = false
    var hierarchicalSymbols = false
    /// `textDocument.hover.contentFormat` includes markdown, or is not given.
    var hoverMarkdown = true
    var relatedInformation = false

    init() {}

    init(_ json: JSONValue?) {
        let caps = json ?? .null
        encoding = PositionEncoding.negotiate(caps["general"]?["positionEncodings"]?.arrayValue)
        let text = caps["textDocument"]
        pullDiagnostics = text?["diagnostic"]?.objectValue != nil
        codeDescription = text?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue ?? false
        relatedInformation = text?["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? false
        codeActionLiterals = text?["codeAction"]?["codeActionLiteralSupport"]?.objectValue != nil
        watchedFilesDynamic = caps["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        diagnosticRefresh = caps["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        if let formats = text?["hover"]?["contentFormat"]?.arrayValue {
            hoverMarkdown = formats.contains { $0.stringValue == "markdown" }
        }
    }

    /// Diagnostics are pulled only by a client that can also be asked to
    /// pull again (`workspace/diagnostic/refresh`); every other client,
    /// Neovim 0.10's pulling one included, is pushed to. Never both.
    var pullsDiagnostics: Bool { pullDiagnostics && diagnosticRefresh }
}
