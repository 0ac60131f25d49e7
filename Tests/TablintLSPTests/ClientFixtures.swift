import TabsJSON

// The `capabilities` of `initialize` as three clients this project did not
// write declare them (the parts an LSP server can see; trimmed of the long
// kind value sets, which the server does not read). Written from each
// client's source: Neovim 0.10's `vim.lsp.protocol.make_client_capabilities()`
// on Linux, Emacs 29's eglot (`eglot-client-capabilities`, with
// markdown-mode present), and Vim ALE 3.3 (`ale#lsp` initialize).
enum ClientFixture {
    /// Neovim 0.10: pulls diagnostics (`textDocument.diagnostic`) but
    /// declares no `workspace.diagnostics.refreshSupport`; hierarchical
    /// symbols, code action literals, related information.
    static let neovim010: JSONValue = [
        "general": ["positionEncodings": ["utf-8", "utf-16", "utf-32"]],
        "window": ["workDoneProgress": true, "showMessage": ["messageActionItem": ["additionalPropertiesSupport": false]],
                   "showDocument": ["support": true]],
        "workspace": [
            "applyEdit": true,
            "workspaceEdit": ["resourceOperations": ["rename", "create", "delete"]],
            "configuration": true,
            "workspaceFolders": true,
            "didChangeConfiguration": ["dynamicRegistration": false],
            "didChangeWatchedFiles": ["dynamicRegistration": false, "relativePatternSupport": true],
            "symbol": ["dynamicRegistration": false],
            "semanticTokens": ["refreshSupport": true],
            "inlayHint": ["refreshSupport": true],
        ],
        "textDocument": [
            "synchronization": ["dynamicRegistration": false, "willSave": true, "willSaveWaitUntil": true, "didSave": true],
            "diagnostic": ["dynamicRegistration": false],
            "publishDiagnostics": ["relatedInformation": true, "tagSupport": ["valueSet": [1, 2]], "dataSupport": true],
            "codeAction": [
                "dynamicRegistration": true,
                "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["", "quickfix", "refactor", "refactor.extract",
                                                                             "refactor.inline", "refactor.rewrite", "source",
                                                                             "source.organizeImports"]]],
                "isPreferredSupport": true, "dataSupport": true, "resolveSupport": ["properties": ["edit"]],
            ],
            "completion": ["dynamicRegistration": false, "contextSupport": false,
                           "completionItem": ["snippetSupport": false, "documentationFormat": ["markdown", "plaintext"]]],
            "hover": ["dynamicRegistration": true, "contentFormat": ["markdown", "plaintext"]],
            "documentSymbol": ["dynamicRegistration": false, "hierarchicalDocumentSymbolSupport": true],
            "rename": ["dynamicRegistration": true, "prepareSupport": true],
            "references": ["dynamicRegistration": false],
            "definition": ["dynamicRegistration": true, "linkSupport": true],
            "documentHighlight": ["dynamicRegistration": false],
            "formatting": ["dynamicRegistration": true],
            "foldingRange": ["dynamicRegistration": false, "lineFoldingOnly": true],
            "semanticTokens": ["dynamicRegistration": false, "requests": ["range": false, "full": ["delta": true]],
                               "formats": ["relative"], "multilineTokenSupport": false, "overlappingTokenSupport": true],
        ],
    ]

    /// Emacs eglot: push only, no `relatedInformation`, no `codeDescriptionSupport`.
    static let eglot: JSONValue = [
        "general": ["positionEncodings": ["utf-32", "utf-8", "utf-16"]],
        "window": ["workDoneProgress": true, "showDocument": ["support": true]],
        "workspace": [
            "applyEdit": true,
            "executeCommand": ["dynamicRegistration": false],
            "workspaceEdit": ["documentChanges": true],
            "didChangeWatchedFiles": ["dynamicRegistration": true],
            "symbol": ["dynamicRegistration": false],
            "configuration": true,
            "workspaceFolders": true,
        ],
        "textDocument": [
            "synchronization": ["dynamicRegistration": false, "willSave": true, "willSaveWaitUntil": true, "didSave": true],
            "completion": ["dynamicRegistration": false, "contextSupport": true,
                           "completionItem": ["snippetSupport": false, "deprecatedSupport": true,
                                              "resolveSupport": ["properties": ["documentation", "details", "additionalTextEdits"]],
                                              "tagSupport": ["valueSet": [1]]]],
            "hover": ["dynamicRegistration": false, "contentFormat": ["markdown", "plaintext"]],
            "signatureHelp": ["dynamicRegistration": false],
            "references": ["dynamicRegistration": false],
            "definition": ["dynamicRegistration": false, "linkSupport": true],
            "documentSymbol": ["dynamicRegistration": false, "hierarchicalDocumentSymbolSupport": true,
                               "symbolKind": ["valueSet": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                                                           21, 22, 23, 24, 25, 26]]],
            "documentHighlight": ["dynamicRegistration": false],
            "codeAction": ["dynamicRegistration": false,
                           "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "refactor", "refactor.extract",
                                                                                        "refactor.inline", "refactor.rewrite",
                                                                                        "source", "source.organizeImports"]]],
                           "isPreferredSupport": true],
            "formatting": ["dynamicRegistration": false],
            "rangeFormatting": ["dynamicRegistration": false],
            "rename": ["dynamicRegistration": false],
            "inlayHint": ["dynamicRegistration": false],
            "publishDiagnostics": ["relatedInformation": false, "codeDescriptionSupport": false, "tagSupport": ["valueSet": [1, 2]]],
        ],
        "experimental": [:],
    ]

    /// Vim ALE 3.3: no `positionEncodings` (UTF-16), plaintext hover, flat
    /// symbols (`hierarchicalDocumentSymbolSupport` false), no `applyEdit`.
    static let ale: JSONValue = [
        "workspace": [
            "applyEdit": false,
            "didChangeConfiguration": ["dynamicRegistration": false],
            "symbol": ["dynamicRegistration": false],
            "workspaceFolders": false,
            "configuration": false,
        ],
        "textDocument": [
            "synchronization": ["dynamicRegistration": false, "willSave": false, "willSaveWaitUntil": false, "didSave": true],
            "completion": ["dynamicRegistration": false,
                           "completionItem": ["snippetSupport": false, "commitCharactersSupport": false,
                                              "documentationFormat": ["plaintext"], "deprecatedSupport": false,
                                              "preselectSupport": false],
                           "contextSupport": false],
            "hover": ["dynamicRegistration": false, "contentFormat": ["plaintext"]],
            "references": ["dynamicRegistration": false],
            "documentSymbol": ["dynamicRegistration": false, "hierarchicalDocumentSymbolSupport": false],
            "definition": ["dynamicRegistration": false, "linkSupport": false],
            "typeDefinition": ["dynamicRegistration": false],
            "implementation": ["dynamicRegistration": false, "linkSupport": false],
            "publishDiagnostics": ["relatedInformation": true],
            "codeAction": ["dynamicRegistration": false, "codeActionLiteralSupport": ["codeActionKind": ["valueSet": []]]],
            "rename": ["dynamicRegistration": false],
        ],
    ]

    /// A client that declares next to nothing (an LSP 3.0-era client):
    /// code actions as `Command`s, flat symbols.
    static let bare: JSONValue = ["workspace": ["applyEdit": true], "textDocument": [:]]
}
