import Foundation
import Testing
import TabsJSON
@testable import TablintLSP

let sample = """
defaults {
    selected home
    cached home, search
}

tab home "Home" { icon "house" }
tab search "Search" {
    icon "magnifyingglass"
    role search
}

section library "Library" {
    placement sidebarOnly
    tab reports "Reports" { icon "chart" }
}

"""

@Suite struct FeatureTests {
    let uri = "file:///f/App.tabs"

    /// A client with code action literals and hierarchical symbols (as VS Code and Neovim declare).
    static let modern: JSONValue = ["textDocument": ["codeAction": ["codeActionLiteralSupport": [:]],
                                                     "documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]]

    func client(_ text: String = sample, caps: JSONValue = FeatureTests.modern) -> TestClient {
        let c = TestClient()
        c.initialize(caps)
        c.open(uri, text)
        return c
    }

    var doc: JSONValue { .object(["uri": .string(uri)]) }

    func at(_ line: Int, _ character: Int) -> JSONValue {
        .object(["textDocument": doc, "position": position(line, character)])
    }

    @Test func definitionFromAReference() throws {
        let c = client()
        let result = try #require(c.call(.integer(1), "textDocument/definition", at(1, 14))?["result"])
        #expect(result["uri"] == .string(uri))
        #expect(result["range"]?.rangeTuple == [5, 4, 5, 8])
        #expect(c.call(.integer(2), "textDocument/definition", at(0, 2))?["result"] == .null)
    }

    @Test func referencesAndHighlights() throws {
        let c = client()
        let refs = try #require(c.call(.integer(1), "textDocument/references",
                                       .object(["textDocument": doc, "position": position(5, 5), "context": .object(["includeDeclaration": true])]))?["result"]?.arrayValue)
        #expect(refs.compactMap { $0["range"]?.rangeTuple } == [[1, 13, 1, 17], [2, 11, 2, 15], [5, 4, 5, 8]])
        let noDecl = c.call(.integer(2), "textDocument/references",
                            .object(["textDocument": doc, "position": position(5, 5), "context": .object(["includeDeclaration": false])]))?["result"]?.arrayValue
        #expect(noDecl?.count == 2)
        let highlights = try #require(c.call(.integer(3), "textDocument/documentHighlight", at(2, 12))?["result"]?.arrayValue)
        #expect(highlights.count == 3)
        #expect(highlights.last?["kind"] == .integer(3))
    }

    @Test func renameAndPrepareRename() throws {
        let c = client()
        let prepared = try #require(c.call(.integer(1), "textDocument/prepareRename", at(6, 6))?["result"])
        #expect(prepared["range"]?.rangeTuple == [6, 4, 6, 10])
        #expect(prepared["placeholder"] == .string("search"))
        #expect(c.call(.integer(2), "textDocument/prepareRename", at(7, 2))?["result"] == .null)
        let edit = try #require(c.call(.integer(3), "textDocument/rename",
                                       .object(["textDocument": doc, "position": position(6, 6), "newName": "find"]))?["result"])
        let edits = try #require(edit["changes"]?[uri]?.arrayValue)
        #expect(edits.count == 2)
        #expect(edits.allSatisfy { $0["newText"] == .string("find") })
        #expect(errorCode(c.call(.integer(4), "textDocument/rename",
                                 .object(["textDocument": doc, "position": position(6, 6), "newName": "9 bad"]))) == -32602)
    }

    @Test func hoverShowsTheTab() throws {
        let c = client()
        let hover = try #require(c.call(.integer(1), "textDocument/hover", at(1, 15))?["result"])
        let text = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(text.contains("\"Home\""))
        #expect(text.contains("house"))
        #expect(text.contains("selected at launch: yes"))
        #expect(text.contains("cached: yes"))
        #expect(hover["range"]?.rangeTuple == [1, 13, 1, 17])
        let reports = c.call(.integer(2), "textDocument/hover", at(13, 9))?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(reports.contains("sidebarOnly"))
        #expect(reports.contains("cached: no"))
        let search = c.call(.integer(3), "textDocument/hover", at(6, 5))?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(search.contains("role: `search`"))
        #expect(c.call(.integer(4), "textDocument/hover", at(3, 0))?["result"] == .null)
    }

    @Test func hoverInPlainTextWhenTheClientAsks() throws {
        let c = TestClient()
        c.initialize(.object(["textDocument": .object(["hover": .object(["contentFormat": .array(["plaintext"])])])]))
        let uri = "file:///w/Plain.tabs"
        c.open(uri, "tab a \"A\" { icon \"house\" }\n")
        c.settle()
        let contents = c.call(.integer(1), "textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": position(0, 4),
        ]))?["result"]?["contents"]
        #expect(contents?["kind"] == .string("plaintext"))
        let value = contents?["value"]?.stringValue ?? ""
        #expect(value.hasPrefix("tab a \"A\""), "\(value)")
        #expect(!value.contains("`") && !value.contains("**"), "\(value)")
    }

    @Test func hoverFollowsTheDefaultsWhenNothingIsWritten() throws {
        // No `selected`: the first selectable tab. No `cached`: every selectable tab-bar tab.
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Defaults.tabs"
        let text = "tab act \"Act\" { icon \"plus\"; role action }\ntab a \"A\" { icon \"house\" }\ntab b \"B\" { icon \"star\"; placement sidebarOnly }\n"
        c.open(uri, text)
        c.settle()
        func hover(_ line: Int, _ character: Int) -> String {
            c.call(.integer(Int64(line + 10)), "textDocument/hover", .object([
                "textDocument": .object(["uri": .string(uri)]), "position": position(line, character),
            ]))?["result"]?["contents"]?["value"]?.stringValue ?? ""
        }
        let action = hover(0, 5)
        #expect(action.contains("selected at launch: no"))
        #expect(action.contains("cached: no"))
        let first = hover(1, 4)
        #expect(first.contains("selected at launch: yes"))
        #expect(first.contains("cached: yes"))
        let sidebar = hover(2, 4)
        #expect(sidebar.contains("selected at launch: no"))
        #expect(sidebar.contains("cached: no"))
    }

    @Test func documentSymbolsAreHierarchical() throws {
        let c = client()
        let symbols = try #require(c.call(.integer(1), "textDocument/documentSymbol", .object(["textDocument": doc]))?["result"]?.arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["defaults", "home", "search", "library"])
        let library = symbols[3]
        #expect(library["children"]?[0]?["name"] == .string("reports"))
        #expect(library["children"]?[0]?["detail"] == .string("Reports"))
        #expect(library["selectionRange"]?.rangeTuple == [11, 8, 11, 15])
        #expect(symbols[0]["children"]?.arrayValue?.count == 2)
    }

    @Test func foldingRangesForBlocks() throws {
        let c = client()
        let ranges = try #require(c.call(.integer(1), "textDocument/foldingRange", .object(["textDocument": doc]))?["result"]?.arrayValue)
        let pairs = ranges.compactMap { r -> [Int]? in
            guard let s = r["startLine"]?.intValue, let e = r["endLine"]?.intValue else { return nil }
            return [s, e]
        }
        #expect(pairs == [[0, 3], [6, 9], [11, 14]])
    }

    @Test func completionInContext() throws {
        let text = "defaults {\n    selected \n    style \n    \n}\ntab home \"Home\" {\n    role \n}\n"
        let c = client(text)
        let labels = { (line: Int, ch: Int) -> [String] in
            c.call(.string("\(line):\(ch)"), "textDocument/completion", self.at(line, ch))?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        #expect(labels(1, 13) == ["home"])
        #expect(labels(2, 10).contains("sidebarAdaptable"))
        #expect(labels(3, 4).contains("cached"))
        #expect(labels(6, 9) == ["search", "prominent", "action"])
        #expect(labels(8, 0) == ["tab", "section", "defaults"])
    }

    @Test func codeActionsFromFixes() throws {
        let c = client("tab a \"A\" { plcement pinned; icon \"x\" }\n",
                       caps: .object(["textDocument": .object(["codeAction": .object(["codeActionLiteralSupport": .object([:])])])]))
        let actions = try #require(c.call(.integer(1), "textDocument/codeAction",
                                          .object(["textDocument": doc, "range": range(0, 14, 0, 14), "context": .object(["diagnostics": .array([])])]))?["result"]?.arrayValue)
        let quick = try #require(actions.first { $0["kind"] == .string("quickfix") })
        #expect(quick["isPreferred"] == false)
        let edit = try #require(quick["edit"]?["changes"]?[uri]?[0])
        #expect(edit["newText"] == .string("placement"))
        #expect(edit["range"]?.rangeTuple == [0, 12, 0, 20])
        #expect(quick["diagnostics"]?[0]?["code"] == .string("unknown-attribute"))
    }

    @Test func fixAllAppliesSafeFixesWithoutOverlap() throws {
        let text = "tab a \"A\" {\n    icon \"x\"\n    icon \"y\"\n    role search\n    role action\n}\n"
        let c = client(text)
        let all = try #require(c.call(.integer(1), "textDocument/codeAction",
                                      .object(["textDocument": doc, "range": range(0, 0, 0, 0),
                                               "context": .object(["diagnostics": .array([]), "only": .array(["source.fixAll"])])]))?["result"]?.arrayValue)
        #expect(all.count == 1)
        #expect(all.first?["kind"] == .string("source.fixAll.tablint"))
        // One edit over the part that changes; applied, it gives what `tablint check --fix` gives.
        let edits = all.first?["edit"]?["changes"]?[uri]?.arrayValue ?? []
        #expect(edits.count == 1)
        let edit = try #require(edits.first)
        let r = try #require(edit["range"]?.rangeTuple)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.utf8.count + 1 }
        let start = lines.prefix(r[0]).reduce(0, +) + r[1]
        let end = lines.prefix(r[2]).reduce(0, +) + r[3]
        let bytes = Array(text.utf8)
        let fixed = String(decoding: bytes[..<start], as: UTF8.self) + (edit["newText"]?.stringValue ?? "")
            + String(decoding: bytes[end...], as: UTF8.self)
        #expect(fixed == "tab a \"A\" {\n    icon \"x\"\n    role search\n}\n")
        #expect(all.allSatisfy { $0["kind"] != .string("quickfix") })
    }

    @Test func noFixAllForATextWithSyntaxErrors() throws {
        // As `tablint check --fix`: a file with syntax errors is not touched.
        let c = client("tab a \"A\" { icon \"house.fill\" }\ntab b \"B { icon \"x\" }\n")
        let all = c.call(.integer(1), "textDocument/codeAction",
                         .object(["textDocument": doc, "range": range(0, 0, 0, 0),
                                  "context": .object(["diagnostics": .array([]), "only": .array(["source.fixAll"])])]))?["result"]?.arrayValue
        #expect(all == [])
    }

    @Test func semanticTokens() throws {
        let c = client("tab a \"A\" { icon \"x\" } # c\n")
        let caps = c.messages.first?["result"]?["capabilities"]?["semanticTokensProvider"]
        let types = caps?["legend"]?["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let raw = c.call(.integer(1), "textDocument/semanticTokens/full", .object(["textDocument": doc]))?["result"]?["data"]?.arrayValue
        let data = (raw ?? []).compactMap { $0.intValue }
        #expect(data.count % 5 == 0)
        let decoded = stride(from: 0, to: data.count, by: 5).map { i in (data[i + 1], data[i + 2], types[data[i + 3]]) }
        #expect(decoded.map(\.2) == ["keyword", "class", "string", "property", "string", "comment"])
        #expect(decoded.map(\.1) == [3, 1, 3, 4, 3, 3])
    }

    @Test func survivesHostileInput() throws {
        let c = client("\u{0}\u{1F600}{{{{ }}}} \"unterminated\n tab tab tab\r\r\n;;;")
        for (i, method) in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/prepareRename"].enumerated() {
            for line in 0..<4 { for ch in [0, 1, 3, 1000] { _ = c.call(.string("\(i)-\(line)-\(ch)"), method, at(line, ch)) } }
        }
        for method in ["textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/semanticTokens/full"] {
            #expect(c.call(.string(method), method, .object(["textDocument": doc]))?["result"] != nil)
        }
        #expect(c.server.exitStatus == nil)
    }
}

@Suite struct CatalogCompletionTests {
    @Test func iconNamesFromTheCatalog() throws {
        let (c, cleanup) = try TestClient.withCatalog(["star", "heart"])
        defer { cleanup() }
        c.open("untitled:icons", "tab a \"A\" {\n    icon \n}\n")
        let items = c.call(.integer(1), "textDocument/completion",
                           .object(["textDocument": .object(["uri": "untitled:icons"]), "position": position(1, 9)]))?["result"]?.arrayValue ?? []
        #expect(Set(items.compactMap { $0["label"]?.stringValue }) == ["star", "heart"])
        #expect(items.first?["insertText"]?.stringValue?.hasPrefix("\"") == true)
        // Inside a string (`"` is a trigger character): the item replaces the contents, no second pair of quotes.
        c.open("untitled:inside", "tab a \"A\" { icon \"ta\" }\ntab b \"B\" { icon \"\n")
        for (line, character, span) in [(0, 20, [0, 18, 0, 20]), (1, 18, [1, 18, 1, 18])] {
            let inside = c.call(.integer(Int64(10 + line)), "textDocument/completion",
                                .object(["textDocument": .object(["uri": "untitled:inside"]), "position": position(line, character)]))?["result"]?.arrayValue ?? []
            let star = try #require(inside.first { $0["label"] == .string("star") })
            #expect(star["insertText"] == nil)
            #expect(star["textEdit"]?["newText"] == .string("star"))
            #expect(star["textEdit"]?["range"]?.rangeTuple == span)
        }
        c.send(notification("textDocument/didSave", .object(["textDocument": .object(["uri": "untitled:icons"])])))
        #expect(c.call(.integer(2), "shutdown")?["result"] == .null)
    }
}

@Suite struct FormattingFeatureTests {
    func format(_ text: String) -> [JSONValue] {
        let c = TestClient()
        c.initialize()
        let uri = "file:///tmp/format-test.tabs"
        c.open(uri, text)
        let response = c.call(.integer(7), "textDocument/formatting", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "options": .object(["tabSize": 4, "insertSpaces": true]),
        ]))
        return response?["result"]?.arrayValue ?? []
    }

    @Test func formattingReturnsTheCanonicalLayoutAsOneEdit() {
        let edits = format("tab a   \"A\" {icon \"house\"}\n\n\n\ntab b \"B\" { icon \"star\"; placement pinned }\n")
        #expect(edits.count == 1)
        #expect(edits.first?["range"]?.rangeTuple == [0, 0, 5, 0])
        #expect(edits.first?["newText"]?.stringValue == "tab a \"A\" { icon \"house\" }\n\ntab b \"B\" {\n    icon \"star\"\n    placement pinned\n}\n")
    }

    @Test func formattingLeavesADocumentWithSyntaxErrorsAlone() {
        #expect(format("tab a \"A {\n").isEmpty)
    }

    @Test func formattingAFormattedDocumentChangesNothing() {
        #expect(format("tab a \"A\" { icon \"house\" }\n").isEmpty)
    }
}
