import TabsSyntax

/// Lexing and parsing any bytes: the tree prints the input back, tokens tile
/// it, every range is in bounds, and the line index places every offset.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    checkParser(bytes)
    return 0
}

func checkParser(_ bytes: [UInt8]) {
    let tree = SyntaxTree.parse(bytes)
    fuzzCheck(tree.printed() == bytes, "printed() differs from the input")
    let tokens = tree.tokens
    fuzzCheck(!tokens.isEmpty, "no tokens")
    var cursor = 0
    for (i, t) in tokens.enumerated() {
        fuzzCheck(t.start == cursor, "token \(i) starts at \(t.start), expected \(cursor)")
        fuzzCheck(t.end >= t.start && t.end <= bytes.count, "token \(i) range \(t.range) out of bounds (\(bytes.count))")
        fuzzCheck(t.kind != .endOfFile || i == tokens.count - 1, "end of file token before the end")
        fuzzCheck(t.end > t.start || t.kind == .endOfFile, "empty token \(i) of kind \(t.kind)")
        cursor = t.end
    }
    fuzzCheck(tokens.last!.kind == .endOfFile && tokens.last!.start == bytes.count, "last token is not a zero-width end of file")
    let lines = LineIndex(bytes)
    var lastLocation = SourceLocation(line: 1, column: 1)
    for t in tokens {
        let loc = lines.location(of: t.start)
        fuzzCheck(loc.line.value >= 1 && loc.column.value >= 1, "location \(loc) not one-based")
        fuzzCheck(loc.line.value <= lines.lineCount, "line \(loc.line) past \(lines.lineCount) lines")
        fuzzCheck(loc.line > lastLocation.line || (loc.line == lastLocation.line && loc.column >= lastLocation.column),
                  "locations go backwards: \(lastLocation) then \(loc)")
        lastLocation = loc
        let content = lines.lineContent(loc.line.value)
        fuzzCheck(content.lowerBound >= 0 && content.upperBound <= bytes.count && content.lowerBound <= content.upperBound,
                  "line content \(content) out of bounds")
        _ = lines.location(of: t.end)
    }
    for e in tree.errors {
        fuzzCheck(e.range.start >= 0 && e.range.start <= e.range.end && e.range.end <= bytes.count,
                  "error range \(e.range) out of bounds: \(e.message)")
        _ = lines.location(of: e.range.start)
        _ = lines.location(of: e.range.end)
        if let r = e.relatedRange {
            fuzzCheck(r.start >= 0 && r.start <= r.end && r.end <= bytes.count, "related range \(r) out of bounds")
        }
    }
    // Every node's span lies within the tokens and children nest in order.
    for item in tree.items {
        let span = item.tokenSpan
        fuzzCheck(span.lowerBound >= 0 && span.upperBound <= tokens.count, "item span \(span) out of bounds")
    }
    for i in tokens.indices where tokens[i].kind == .string {
        _ = tree.stringValue(of: TokenIndex(i))
    }
}
