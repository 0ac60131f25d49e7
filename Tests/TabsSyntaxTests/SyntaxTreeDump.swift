import TabsBase
@testable import TabsSyntax

/// A readable outline of the tree, for tests and debugging: one line per
/// node and per token a node holds, indented by depth, with token kinds and
/// byte ranges; then the errors. Deterministic, so tests can compare it
/// with a stored snapshot (the round trip cannot see a wrong tree that
/// prints the same bytes).
///
///     tab 0..<31
///       keyword identifier 0..<3 "tab"
///       id identifier 4..<8 "home"
///       title string 9..<15 "\"Home\""
///       block 16..<31
///         ...
///
/// Pieces a declaration lacks show as `(none)`; significant tokens inside
/// a node that belong to no piece of it (what recovery skipped) show as
/// `skipped`. The walk uses an explicit stack, so deep input cannot
/// exhaust the call stack. Test support: no product code prints it.
extension SyntaxTree: CustomDebugStringConvertible {
    public var debugDescription: String { dump() }

    /// The outline (see the type's extension comment).
    public func dump() -> String {
        var out = "file \(byteRange(0..<tokens.count))\n"
        var stack: [(DumpNode, Int)] = items.reversed().map { (.item($0), 1) }
        while let (node, depth) = stack.popLast() {
            var children: [(DumpNode, Int)] = []
            switch node {
            case .item(.tab(let t)), .member(.tab(let t)):
                line(&out, depth, "tab \(byteRange(t.tokenSpan))")
                piece(&out, depth + 1, "keyword", t.keyword)
                piece(&out, depth + 1, "id", t.id)
                piece(&out, depth + 1, "title", t.title)
                if let block = t.block { children.append((.block(block), depth + 1)) } else { line(&out, depth + 1, "block (none)") }
                children.append((.skipped(t.tokenSpan, covered(t.keyword, t.id, t.title, t.block)), depth + 1))
            case .item(.section(let s)):
                line(&out, depth, "section \(byteRange(s.tokenSpan))")
                piece(&out, depth + 1, "keyword", s.keyword)
                piece(&out, depth + 1, "id", s.id)
                piece(&out, depth + 1, "title", s.title)
                if let block = s.block { children.append((.block(block), depth + 1)) } else { line(&out, depth + 1, "block (none)") }
                children.append((.skipped(s.tokenSpan, covered(s.keyword, s.id, s.title, s.block)), depth + 1))
            case .item(.defaults(let d)):
                line(&out, depth, "defaults \(byteRange(d.tokenSpan))")
                piece(&out, depth + 1, "keyword", d.keyword)
                if let block = d.block { children.append((.block(block), depth + 1)) } else { line(&out, depth + 1, "block (none)") }
                children.append((.skipped(d.tokenSpan, covered(d.keyword, nil, nil, d.block)), depth + 1))
            case .item(.error(let span)), .member(.error(let span)):
                line(&out, depth, "error \(byteRange(span))")
                children.append((.skipped(span, []), depth + 1))
            case .member(.attribute(let a)):
                line(&out, depth, "attribute \(byteRange(a.tokenSpan))")
                piece(&out, depth + 1, "name", a.name)
                var taken: Set<Int> = [a.name.raw]
                for value in values(of: a) {
                    piece(&out, depth + 1, "value", value)
                    taken.insert(value.raw)
                }
                for k in a.tokenSpan.clamped(to: tokens.indices) where tokens[k].kind == .comma { taken.insert(k) }
                children.append((.skipped(a.tokenSpan, taken), depth + 1))
            case .block(let b):
                line(&out, depth, "block \(byteRange(b.tokenSpan))")
                piece(&out, depth + 1, "open", b.open)
                children += members(of: b).map { (.member($0), depth + 1) }
                children.append((.close(b.close), depth + 1))
            case .close(let close):
                piece(&out, depth, "close", close)
            case .skipped(let span, let taken):
                skippedTokens(&out, depth, span, taken)
            }
            stack += children.reversed()
        }
        out += errors.isEmpty ? "errors (none)\n" : "errors\n"
        for error in errors {
            line(&out, 1, "\(error.range) \(error.message)")
            if let related = error.relatedRange { line(&out, 2, "related \(related) \(error.relatedMessage)") }
        }
        return out
    }

    private enum DumpNode {
        case item(Item)
        case member(Member)
        case block(Block)
        /// A block's `}` (printed after its members).
        case close(TokenIndex?)
        /// The significant tokens of a span outside `taken` and outside any block in it.
        case skipped(Range<Int>, Set<Int>)
    }

    /// The tokens a declaration's pieces hold (its block's whole span).
    private func covered(_ keyword: TokenIndex, _ id: TokenIndex?, _ title: TokenIndex?, _ block: Block?) -> Set<Int> {
        var taken: Set<Int> = [keyword.raw]
        if let id { taken.insert(id.raw) }
        if let title { taken.insert(title.raw) }
        if let block { taken.formUnion(block.tokenSpan.clamped(to: tokens.indices)) }
        return taken
    }

    /// Lists at most 16 skipped tokens of a span, then how many more there are.
    private func skippedTokens(_ out: inout String, _ depth: Int, _ span: Range<Int>, _ taken: Set<Int>) {
        var shown = 0
        var more = 0
        for k in span.clamped(to: tokens.indices) where !taken.contains(k) {
            let kind = tokens[k].kind
            if kind.isTrivia || kind == .newline || kind == .endOfFile { continue }
            if shown < 16 { piece(&out, depth, "skipped", TokenIndex(k)); shown += 1 } else { more += 1 }
        }
        if more > 0 { line(&out, depth, "skipped \(more) more") }
    }

    private func line(_ out: inout String, _ depth: Int, _ text: String) {
        out += String(repeating: "  ", count: depth)
        out += text
        out += "\n"
    }

    private func piece(_ out: inout String, _ depth: Int, _ label: String, _ index: TokenIndex?) {
        guard let index, tokens.indices.contains(index.raw) else { return line(&out, depth, "\(label) (none)") }
        let t = tokens[index.raw]
        line(&out, depth, "\(label) \(t.kind) \(t.range) \(escapedText(t))")
    }

    /// The bytes a span of tokens covers (empty at its start when it holds none).
    private func byteRange(_ span: Range<Int>) -> ByteRange {
        let span = span.clamped(to: tokens.indices)
        guard let first = span.first, let last = span.last else {
            return .empty(at: span.lowerBound < tokens.count ? tokens[span.lowerBound].start : bytes.count)
        }
        return ByteRange(tokens[first].start, tokens[last].end)
    }

    /// A token's text in quotes, safe to print: `"` and `\` escaped, control
    /// characters as `\u{..}`, ill-formed UTF-8 as `\xFF`; at most 40 bytes.
    private func escapedText(_ t: Token) -> String {
        var out = "\""
        let end = min(t.end, t.start + 40)
        bytes.withUnsafeBufferPointer { s in
            var i = t.start
            while i < end {
                let (scalar, length, valid) = UTF8Decoding.decode(s, at: i)
                if !valid {
                    for b in s[i..<min(i + length, s.count)] {
                        out += "\\x" + String(b, radix: 16, uppercase: true).leftPadded(2)
                    }
                } else if scalar == 0x22 || scalar == 0x5C {
                    out += "\\" + String(UnicodeScalar(UInt8(scalar)))
                } else if scalar < 0x20 || scalar == 0x7F || (scalar >= 0x80 && scalar < 0xA0) || scalar == 0xFEFF {
                    out += "\\u{" + String(scalar, radix: 16, uppercase: true) + "}"
                } else if let u = Unicode.Scalar(scalar) {
                    out.unicodeScalars.append(u)
                }
                i += length
            }
        }
        return out + (t.end > end ? "\"..." : "\"")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
