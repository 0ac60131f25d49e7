import TabsBase

/// Splits UTF-8 bytes into tokens. Works on bytes, never on `Character`s:
/// one pass, no backtracking. Lexical errors (invalid UTF-8, bad escapes,
/// unterminated strings, unknown characters are left to the parser) are
/// collected beside the tokens; lexing itself never fails.
public struct Lexer {
    public private(set) var tokens: [Token] = []
    public private(set) var errors: [ParseError] = []

    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], errors: [ParseError]) {
        var lexer = Lexer()
        bytes.withUnsafeBufferPointer { lexer.run($0) }
        return (lexer.tokens, lexer.errors)
    }

    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }
    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }

    private mutating func run(_ s: UnsafeBufferPointer<UInt8>) {
        let n = s.count
        // Real files run 4 to 5 bytes a token; a quarter was just short of
        // that, and the regrowth copied every token once more.
        tokens.reserveCapacity(n / 3 + 16)
        var i = 0
        if TextDecoding.byteOrderMarkLength(s) == 3 {
            tokens.append(Token(kind: .byteOrderMark, start: 0, end: 3))
            i = 3
        }
        while i < n {
            let b = s[i]
            let start = i
            switch b {
            case 0x20, 0x09:
                i += 1
                while i < n && (s[i] == 0x20 || s[i] == 0x09) { i += 1 }
                tokens.append(Token(kind: .whitespace, start: start, end: i))
            case 0x0A:
                i += 1
                tokens.append(Token(kind: .newline, start: start, end: i))
            case 0x0D:
                i += 1
                if i < n && s[i] == 0x0A { i += 1 }
                tokens.append(Token(kind: .newline, start: start, end: i))
            case 0x23: // '#'
                i += 1
                var flags: UInt8 = 0
                while i < n && s[i] != 0x0A && s[i] != 0x0D {
                    if s[i] < 0x80 { i += 1; continue }
                    let (_, length, valid) = UTF8Decoding.decode(s, at: i)
                    if !valid {
                        let runStart = i
                        i = skipInvalidRun(s, from: i)
                        flags = Token.hasLexicalError
                        reportInvalidUTF8(ByteRange(runStart, i))
                    } else {
                        i += length
                    }
                }
                tokens.append(Token(kind: .comment, start: start, end: i, flags: flags))
            case 0x22: // '"'
                i = lexString(s, from: start)
            case 0x7B: i += 1; tokens.append(Token(kind: .leftBrace, start: start, end: i))
            case 0x7D: i += 1; tokens.append(Token(kind: .rightBrace, start: start, end: i))
            case 0x2C: i += 1; tokens.append(Token(kind: .comma, start: start, end: i))
            case 0x3B: i += 1; tokens.append(Token(kind: .semicolon, start: start, end: i))
            case 0x30...0x39:
                i += 1
                while i < n && s[i] >= 0x30 && s[i] <= 0x39 { i += 1 }
                tokens.append(Token(kind: .integer, start: start, end: i))
            default:
                if Lexer.isIdentifierStart(b) {
                    i += 1
                    while i < n && Lexer.isIdentifierContinue(s[i]) { i += 1 }
                    tokens.append(Token(kind: .identifier, start: start, end: i))
                } else if b < 0x80 {
                    i += 1
                    tokens.append(Token(kind: .unknown, start: start, end: i))
                } else {
                    let (_, length, valid) = UTF8Decoding.decode(s, at: i)
                    if valid {
                        i += length
                        tokens.append(Token(kind: .unknown, start: start, end: i))
                    } else {
                        i = skipInvalidRun(s, from: i)
                        reportInvalidUTF8(ByteRange(start, i))
                        tokens.append(Token(kind: .invalidBytes, start: start, end: i))
                    }
                }
            }
        }
        tokens.append(Token(kind: .endOfFile, start: n, end: n))
    }

    /// The `{X...}` of a `\u{X...}` escape, from `start` (just past the `u`)
    /// and read no further than `limit`: where reading stopped (past the `}`
    /// when the braces hold 1 to 8 hex digits) and then their value, else nil.
    static func braces(_ s: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> (end: Int, value: UInt32?) {
        var i = start
        guard i < limit && s[i] == 0x7B else { return (i, nil) }
        i += 1
        var digits = 0
        var value: UInt32 = 0
        while i < limit, let digit = TextDecoding.hexValue(s[i]), digits < 9 {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            i += 1
        }
        guard i < limit && s[i] == 0x7D && digits >= 1 && digits <= 8 else { return (i, nil) }
        return (i + 1, value)
    }

    /// Skips consecutive ill-formed subsequences (a "run" is one diagnostic).
    private func skipInvalidRun(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i < s.count && s[i] >= 0x80 {
            let (_, length, valid) = UTF8Decoding.decode(s, at: i)
            if valid { break }
            i += length
        }
        return i
    }

    private mutating func reportInvalidUTF8(_ range: ByteRange) {
        let count = range.length
        errors.append(ParseError(range: range, message: count == 1
            ? "invalid UTF-8: this byte is not valid UTF-8; save the file as UTF-8"
            : "invalid UTF-8: these \(count) bytes are not valid UTF-8; save the file as UTF-8"))
    }

    /// Lexes a string starting at the opening quote; returns the offset past it.
    private mutating func lexString(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = s.count
        var i = start + 1
        var flags: UInt8 = 0
        while true {
            guard i < n, s[i] != 0x0A, s[i] != 0x0D else {
                flags |= Token.unterminated | Token.hasLexicalError
                errors.append(ParseError(range: ByteRange(start, i),
                    message: "unterminated string: add the closing `\"` before the end of the line"))
                break
            }
            let b = s[i]
            if b == 0x22 { i += 1; break }
            if b == 0x5C { // backslash
                flags |= Token.hasEscape
                let escapeStart = i
                i += 1
                guard i < n, s[i] != 0x0A, s[i] != 0x0D else { continue } // reported as unterminated
                let e = s[i]
                switch e {
                case 0x22, 0x5C, 0x6E, 0x74, 0x72, 0x30: // " \ n t r 0
                    i += 1
                case 0x75: // u
                    let (end, value) = Lexer.braces(s, from: i + 1, limit: n)
                    i = end
                    if let value, value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value) { continue }
                    flags |= Token.hasLexicalError
                    errors.append(ParseError(range: ByteRange(escapeStart, i), message: value != nil
                        ? "invalid escape: `\\u{...}` must name a Unicode scalar value (at most 10FFFF, not a surrogate)"
                        : "invalid escape: write `\\u{` followed by 1 to 8 hex digits and `}`"))
                default:
                    // Cover the whole escaped character, however many bytes it has.
                    let (_, length, _) = UTF8Decoding.decode(s, at: i)
                    i += length
                    flags |= Token.hasLexicalError
                    errors.append(ParseError(range: ByteRange(escapeStart, i),
                        message: "invalid escape: use `\\\"`, `\\\\`, `\\n`, `\\t`, `\\r`, `\\0` or `\\u{...}`"))
                }
                continue
            }
            if b < 0x80 { i += 1; continue }
            let (_, length, valid) = UTF8Decoding.decode(s, at: i)
            if valid { i += length; continue }
            let runStart = i
            i = skipInvalidRun(s, from: i)
            flags |= Token.hasLexicalError
            reportInvalidUTF8(ByteRange(runStart, i))
        }
        tokens.append(Token(kind: .string, start: start, end: i, flags: flags))
        return i
    }
}

extension Lexer {
    /// The value of a string token: escapes resolved, quotes removed; an
    /// invalid escape keeps its text, invalid UTF-8 becomes U+FFFD.
    public static func stringValue(of token: Token, in bytes: [UInt8]) -> String {
        // Fast path: a closed, well-formed string without escapes is its bytes.
        if token.flags == 0 && token.end - token.start >= 2 && !bytes[token.start + 1..<token.end - 1].contains(0x5C) {
            return String(decoding: bytes[token.start + 1..<token.end - 1], as: UTF8.self)
        }
        return bytes.withUnsafeBufferPointer { s -> String in
            var out = String.UnicodeScalarView()
            var i = token.start + 1
            var end = token.end
            if !token.isUnterminated && end > i { end -= 1 }  // drop the closing quote
            while i < end {
                let b = s[i]
                if b == 0x5C && i + 1 < end {
                    let e = s[i + 1]
                    switch e {
                    case 0x22: out.append("\""); i += 2; continue
                    case 0x5C: out.append("\\"); i += 2; continue
                    case 0x6E: out.append("\n"); i += 2; continue
                    case 0x74: out.append("\t"); i += 2; continue
                    case 0x72: out.append("\r"); i += 2; continue
                    case 0x30: out.append("\0"); i += 2; continue
                    case 0x75:
                        let (next, value) = braces(s, from: i + 2, limit: end)
                        if let value, let scalar = Unicode.Scalar(value) {
                            out.append(scalar)
                            i = next
                            continue
                        }
                    default: break
                    }
                }
                let (value, length, _) = UTF8Decoding.decode(s, at: i)
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                i += length
            }
            return String(out)
        }
    }
}
