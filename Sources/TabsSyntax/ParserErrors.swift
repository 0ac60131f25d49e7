import TabsBase

/// How the parser reports what it found: descriptions of tokens, and the
/// range each error points to.
extension Parser {
    func describe(_ index: Int) -> String {
        let t = tokens[index]
        switch t.kind {
        case .newline: return "the end of the line"
        case .endOfFile: return "the end of the file"
        case .identifier: return "`\(text(index))`"
        case .string: return "a string"
        case .integer: return "the number `\(text(index))`"
        case .leftBrace: return "`{`"
        case .rightBrace: return "`}`"
        case .comma: return "`,`"
        case .semicolon: return "`;`"
        case .invalidBytes: return "invalid UTF-8"
        case .unknown: return "the character \(visible(index))"
        case .byteOrderMark, .whitespace, .comment: return "trivia"
        }
    }

    func text(_ index: Int) -> String {
        let t = tokens[index]
        let slice = bytes[t.start..<min(t.end, t.start + 64)]
        return String(decoding: slice, as: UTF8.self)
    }

    /// A character shown safely: printable ASCII in backticks, else U+XXXX.
    func visible(_ index: Int) -> String {
        let s = text(index)
        guard let scalar = s.unicodeScalars.first else { return "?" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "`\(s)`" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The range an error at this token points to: the token itself; at a
    /// newline (a token missing at the end of a line), the last character
    /// of the line's last token, white space and a comment not counted
    /// (docs/language.md, "Structure"); at the end of the file, the empty range there.
    func errorRange(_ index: Int) -> ByteRange {
        let t = tokens[index]
        if t.kind == .endOfFile { return .empty(at: t.start) }
        guard t.kind == .newline else { return t.range }
        // Back over the line's trailing trivia: at most a comment and white space on either side of it.
        var k = index - 1
        while k >= 0 && tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0, tokens[k].kind != .newline, tokens[k].end > tokens[k].start else { return .empty(at: t.start) }
        return lastCharacter(of: tokens[k])
    }

    /// The last character of a token: its last UTF-8 sequence, or, when
    /// it ends ill-formed, its last maximal ill-formed subpart (what
    /// column counting treats as one character). No piece spans more than
    /// four bytes and each starts at a byte that is not a continuation
    /// byte, so decoding forward from the last such byte in the final
    /// four is in step with decoding from the token's start.
    func lastCharacter(of token: Token) -> ByteRange {
        let end = token.end
        var from = end - 1
        while from > max(token.start, end - 4) && bytes[from] & 0xC0 == 0x80 { from -= 1 }
        if bytes[from] & 0xC0 == 0x80 { return ByteRange(end - 1, end) }
        return bytes.withUnsafeBufferPointer { s in
            var i = from
            while true {
                let length = UTF8Decoding.decode(s, at: i).length
                if i + length >= end { return ByteRange(i, end) }
                i += length
            }
        }
    }

    mutating func error(at index: Int, _ message: String) {
        // Invalid bytes were reported by the lexer already: one diagnostic for them.
        if tokens[index].kind == .invalidBytes { return }
        var message = message
        if tokens[index].kind == .unknown {
            let t = text(index)
            if t == "=" || t == ":" { message += "; write an attribute as `name value`, without `\(t)`" }
        }
        errors.append(ParseError(range: errorRange(index), message: message))
    }
}
