import TablintImport

/// Any bytes as a Swift file (and, split at its middle, as two files that
/// see each other's declarations): the lexer's tokens are in order and in
/// bounds, brackets pair with partners after them, extraction ends, and
/// every draft holds no control character but line feeds, its tab lines
/// each start a statement, and the same input gives the same draft. The
/// same bytes as storyboards (alone, and after `<tabBarController` so the
/// reader parses them): the XML reader's parents come before their
/// children, and the storyboard tab bars' drafts obey the same checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let source = SwiftSource(bytes)
    var previousEnd: Int32 = 0
    for (i, t) in source.tokens.enumerated() {
        fuzzCheck(t.start >= previousEnd && t.start < t.end && Int(t.end) <= bytes.count, "token \(i) out of order or bounds")
        previousEnd = t.end
        if let close = source.close(i) { fuzzCheck(close > i && close <= source.count, "bracket \(i) pairs with \(close)") }
    }
    let half = bytes.count / 2
    let files = [SwiftFile(path: "A.swift", bytes: Array(bytes[..<half])), SwiftFile(path: "B \"#\n.swift", bytes: Array(bytes[half...])),
                 SwiftFile(path: "C.swift", bytes: bytes)]
    let elements = StoryboardXML.elements(bytes)
    for (n, e) in elements.enumerated() { fuzzCheck(e.parent.map { $0 < n } ?? true, "element \(n)'s parent after it") }
    let boards = [StoryboardFile(path: "Main.storyboard", bytes: bytes),
                  StoryboardFile(path: "B \"#\n.lproj/Other.storyboard", bytes: Array("<tabBarController id=\"t\">".utf8) + bytes)]
    var result = Importer.read(files, tableKeys: ["tabs.home", "Tabs.Search"])
    result = Importer.adding(storyboards: boards, to: result, swift: files, entries: StoryboardEntries(mainStoryboards: ["Main"]))
    // The command's reading (a helper file parsed when a name it declares is asked for) ends too.
    _ = Importer.readOnDemand(files, tableKeys: ["tabs.home", "Tabs.Search"], walksEntry: true)
    for view in result.views {
        let draft = DraftWriter.draft(view, facts: DraftFacts())
        fuzzCheck(draft == DraftWriter.draft(view, facts: DraftFacts()), "a draft that differs from itself")
        let text = String(decoding: draft, as: UTF8.self)
        fuzzCheck(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 },
                  "a control character in a draft")
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            fuzzCheck(trimmed.hasPrefix("#") || trimmed.hasPrefix("tab ") || trimmed.hasPrefix("section ") || trimmed.hasPrefix("defaults {")
                      || trimmed == "}" || trimmed.first.map { $0.isLetter } == true, "a draft line that starts nowhere: \(line)")
        }
    }
    return 0
}
