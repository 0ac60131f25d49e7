// A Swift lexer for reading an app's tab code: one pass over UTF-8 bytes,
// linear in the input, no recursion. Comments and white space are dropped;
// string literals (single-line, multi-line, raw, with interpolations that
// nest strings) and regex literals are one token each; `#if`, `#elseif`,
// `#else` and `#endif` lines are one `directive` token each. Bytes that are
// not valid UTF-8 are read as identifier characters (as Swift would reject
// them, a tab's code never depends on them). An unterminated literal or
// comment ends at the end of the file, and `unterminated` says so.

public struct SwiftToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case identifier, number, string, regex, punctuation, `operator`, directive
    }
    public var kind: Kind
    /// The byte range of the token in the file.
    public var start: Int32
    public var end: Int32
    /// 1-based line of the token's first byte.
    public var line: Int32
    /// For a string: the number of `#`s around it (its value is decoded
    /// when asked for), or -1 when it holds an interpolation (its value is
    /// known only at run time).
    public var literal: Int32
}

public struct SwiftSource: Sendable {
    public let bytes: [UInt8]
    public private(set) var tokens: [SwiftToken] = []
    /// For each token that opens a bracket (`(`, `[`, `{`), the index of the
    /// token that closes it (or `tokens.count` when none does); -1 elsewhere.
    public private(set) var partner: [Int32] = []
    /// Whether a literal or comment ran to the end of the file.
    public internal(set) var unterminated = false

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { lex($0) }
        matchBrackets()
    }

    // MARK: Reading tokens

    public var count: Int { tokens.count }

    /// The token's text (identifiers without backticks).
    public func text(_ i: Int) -> String {
        guard i >= 0 && i < tokens.count else { return "" }
        let t = tokens[i]
        var s = Int(t.start), e = Int(t.end)
        if t.kind == .identifier, e - s >= 2, bytes[s] == 0x60, bytes[e - 1] == 0x60 { s += 1; e -= 1 }
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    /// Whether token `i` is `text` exactly (bytes compared, no allocation).
    public func `is`(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        let n = text.utf8CodeUnitCount
        guard Int(t.end - t.start) == n else { return false }
        let p = text.utf8Start
        var k = 0
        let s = Int(t.start)
        while k < n {
            if bytes[s + k] != p[k] { return false }
            k += 1
        }
        return true
    }

    /// The kind of token `i`, nil past either end.
    /// Tokens `from..<to`, at most `limit` of them, as compact text: one
    /// space where the source had white space or a comment between two.
    func compactText(_ from: Int, _ to: Int, limit: Int) -> String {
        let first = max(0, from)
        var out = ""
        var k = first
        while k < min(to, first + limit, tokens.count) {
            if k > first, tokens[k].start > tokens[k - 1].end { out += " " }
            out += text(k)
            k += 1
        }
        return out
    }

    public func kind(_ i: Int) -> SwiftToken.Kind? { i >= 0 && i < tokens.count ? tokens[i].kind : nil }

    public func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }

    /// The value of the string literal at `i`, nil when `i` is no string or holds an interpolation.
    public func stringValue(_ i: Int) -> String? {
        guard i >= 0 && i < tokens.count, tokens[i].kind == .string, tokens[i].literal >= 0 else { return nil }
        let t = tokens[i]
        return bytes.withUnsafeBufferPointer { value($0, Int(t.start), Int(t.end), hashes: Int(t.literal)) }
    }

    public func line(_ i: Int) -> Int { i >= 0 && i < tokens.count ? Int(tokens[i].line) : Int(tokens.last?.line ?? 1) }

    /// The closing partner of the bracket at `i` (or `count` when unclosed), nil for other tokens.
    public func close(_ i: Int) -> Int? {
        guard i >= 0 && i < tokens.count, partner[i] >= 0 else { return nil }
        return Int(partner[i])
    }

    // MARK: Lexing

    private mutating func lex(_ b: UnsafeBufferPointer<UInt8>) {
        let n = b.count
        var i = 0
        var line: Int32 = 1
        var lineStart = true   // only white space so far on this line
        tokens.reserveCapacity(n / 4)
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }

        func add(_ kind: SwiftToken.Kind, _ s: Int, _ e: Int, _ l: Int32, literal: Int32 = -1) {
            tokens.append(SwiftToken(kind: kind, start: Int32(s), end: Int32(e), line: l, literal: literal))
        }

        while i < n {
            let c = b[i]
            switch c {
            case 0x0A:
                line += 1; lineStart = true; i += 1; continue
            case 0x0D:
                line += 1; lineStart = true; i += 1
                if i < n && b[i] == 0x0A { i += 1 }
                continue
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                i += 1; continue
            case 0x2F where i + 1 < n && b[i + 1] == 0x2F:   // line comment
                while i < n && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
                continue
            case 0x2F where i + 1 < n && b[i + 1] == 0x2A:   // block comment, nesting
                var depth = 0
                while i < n {
                    if b[i] == 0x2F && i + 1 < n && b[i + 1] == 0x2A { depth += 1; i += 2; continue }
                    if b[i] == 0x2A && i + 1 < n && b[i + 1] == 0x2F { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    if b[i] == 0x0A { line += 1 } else if b[i] == 0x0D { if !(i + 1 < n && b[i + 1] == 0x0A) { line += 1 } }
                    i += 1
                }
                if depth > 0 { unterminated = true }
                continue
            default: break
            }
            let start = i
            let startLine = line
            let atLineStart = lineStart
            lineStart = false

            if c == 0x23 {   // '#'
                var hashes = 0
                while i < n && b[i] == 0x23 { hashes += 1; i += 1 }
                if i < n && b[i] == 0x22 {   // raw string
                    i = scanString(b, from: i, hashes: hashes, line: &line)
                    add(.string, start, i, startLine, literal: literalValue(b, start, i, hashes: hashes))
                    continue
                }
                if i < n && b[i] == 0x2F {   // #/regex/#
                    i = scanExtendedRegex(b, from: i + 1, hashes: hashes, line: &line)
                    add(.regex, start, i, startLine)
                    continue
                }
                if hashes == 1, i < n, isIdentifierStart(b[i]) {
                    var j = i
                    while j < n && isIdentifierByte(b[j]) { j += 1 }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: b[i..<j]), as: UTF8.self)
                    if atLineStart && (word == "if" || word == "elseif" || word == "else" || word == "endif") {
                        // The directive runs to the end of the line (a trailing comment dropped).
                        var k = j
                        while k < n && b[k] != 0x0A && b[k] != 0x0D {
                            if b[k] == 0x2F && k + 1 < n && (b[k + 1] == 0x2F || b[k + 1] == 0x2A) { break }
                            k += 1
                        }
                        var e = k
                        while e > j && (b[e - 1] == 0x20 || b[e - 1] == 0x09) { e -= 1 }
                        add(.directive, start, e, startLine)
                        i = k
                        continue
                    }
                    add(.identifier, start, j, startLine)
                    i = j
                    continue
                }
                add(.punctuation, start, start + 1, startLine)
                i = start + 1
                continue
            }
            if c == 0x22 {
                i = scanString(b, from: i, hashes: 0, line: &line)
                add(.string, start, i, startLine, literal: literalValue(b, start, i, hashes: 0))
                continue
            }
            if c == 0x60 {   // `identifier`
                var j = i + 1
                while j < n && b[j] != 0x60 && b[j] != 0x0A && b[j] != 0x0D { j += 1 }
                if j < n && b[j] == 0x60 { j += 1 }
                add(.identifier, start, j, startLine)
                i = j
                continue
            }
            if isIdentifierStart(c) {
                while i < n && isIdentifierByte(b[i]) { i += 1 }
                add(.identifier, start, i, startLine)
                continue
            }
            if c >= 0x30 && c <= 0x39 {
                i += 1
                while i < n {
                    let d = b[i]
                    if isIdentifierByte(d) { i += 1; continue }
                    if d == 0x2E, i + 1 < n, b[i + 1] >= 0x30 && b[i + 1] <= 0x39 { i += 1; continue }
                    break
                }
                add(.number, start, i, startLine)
                continue
            }
            switch c {
            case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3B, 0x3A, 0x2E, 0x40, 0x5C:
                add(.punctuation, start, start + 1, startLine)
                i += 1
                continue
            default: break
            }
            if c == 0x2F, startsRegex(b, at: i), let end = singleLineRegexEnd(b, from: i + 1) {
                add(.regex, start, end, startLine)
                i = end
                continue
            }
            if isOperatorByte(c) {
                while i < n && isOperatorByte(b[i]) {
                    // An operator run stops before a comment.
                    if b[i] == 0x2F && i + 1 < n && (b[i + 1] == 0x2F || b[i + 1] == 0x2A) && i > start { break }
                    i += 1
                }
                add(.operator, start, i, startLine)
                continue
            }
            // Any other byte (a control character, a stray quote): one punctuation token.
            add(.punctuation, start, start + 1, startLine)
            i += 1
        }
    }

    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    private func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    private func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case 0x3D, 0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x3C, 0x3E, 0x21, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Scans a string literal whose opening `"` is at `from` (after
    /// `hashes` `#`s): single-line or multi-line (`"""`), with
    /// interpolations holding code that holds strings in turn. The nesting
    /// is an explicit stack, not recursion. Returns the end of the literal.
    private mutating func scanString(_ b: UnsafeBufferPointer<UInt8>, from: Int, hashes: Int, line: inout Int32) -> Int {
        enum Frame { case string(hashes: Int, multiline: Bool), code(depth: Int) }
        let n = b.count
        var stack: [Frame] = []
        var i = from

        func openString(_ at: Int, _ h: Int) -> Int {
            if at + 2 < n && b[at + 1] == 0x22 && b[at + 2] == 0x22 {
                stack.append(.string(hashes: h, multiline: true))
                return at + 3
            }
            stack.append(.string(hashes: h, multiline: false))
            return at + 1
        }
        func hashRun(_ at: Int, _ h: Int) -> Bool {
            var k = 0
            while k < h { if at + k >= n || b[at + k] != 0x23 { return false }; k += 1 }
            return true
        }

        i = openString(i, hashes)
        while i < n, let frame = stack.last {
            let c = b[i]
            switch frame {
            case .string(let h, let multiline):
                if c == 0x0A || c == 0x0D {
                    if !multiline { unterminated = true; stack.removeAll(); continue }   // ends at the line
                    if c == 0x0A || !(i + 1 < n && b[i + 1] == 0x0A) { line += 1 }
                    i += 1
                    continue
                }
                if c == 0x5C && hashRun(i + 1, h) {
                    let after = i + 1 + h
                    if after < n && b[after] == 0x28 {
                        stack.append(.code(depth: 1))
                        i = after + 1
                        continue
                    }
                    i = after + 1
                    continue
                }
                if c == 0x22 {
                    if multiline {
                        if i + 2 < n && b[i + 1] == 0x22 && b[i + 2] == 0x22 && hashRun(i + 3, h) {
                            stack.removeLast(); i += 3 + h; continue
                        }
                    } else if hashRun(i + 1, h) {
                        stack.removeLast(); i += 1 + h; continue
                    }
                }
                i += 1
            case .code(let depth):
                if c == 0x0A { line += 1 }
                if c == 0x28 { stack[stack.count - 1] = .code(depth: depth + 1); i += 1; continue }
                if c == 0x29 {
                    if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: depth - 1) }
                    i += 1
                    continue
                }
                if c == 0x22 || c == 0x23 {
                    var h = 0
                    var j = i
                    while j < n && b[j] == 0x23 { h += 1; j += 1 }
                    if j < n && b[j] == 0x22 { i = openString(j, h); continue }
                    i = j
                    continue
                }
                if c == 0x2F && i + 1 < n && b[i + 1] == 0x2F {   // a comment in an interpolation ends it at the line
                    while i < n && b[i] != 0x0A { i += 1 }
                    continue
                }
                i += 1
            }
        }
        if !stack.isEmpty { unterminated = true }
        // An escape's `\` as the last byte steps past the end.
        return min(i, n)
    }

    // MARK: Brackets

    /// Pairs brackets with a stack (no recursion): a closer that does not
    /// match the innermost opener closes the nearest matching one when
    /// there is one, else is left alone.
    private mutating func matchBrackets() {
        partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punctuation {
            let c = bytes[Int(tokens[i].start)]
            switch c {
            case 0x28, 0x5B, 0x7B: stack.append(i)
            case 0x29, 0x5D, 0x7D:
                let open: UInt8 = c == 0x29 ? 0x28 : c == 0x5D ? 0x5B : 0x7B
                guard let top = stack.last else { continue }
                if bytes[Int(tokens[top].start)] == open {
                    stack.removeLast()
                    partner[top] = Int32(i)
                } else if c == 0x7D, let k = nearestBrace(stack) {
                    // A brace closes the parentheses and brackets left open inside it.
                    for j in stack[(k + 1)...] { partner[j] = Int32(i) }
                    partner[stack[k]] = Int32(i)
                    stack.removeSubrange(k...)
                }
            default: break
            }
        }
        for j in stack { partner[j] = Int32(tokens.count) }
    }

    /// The innermost `{` among the last 64 open brackets (a bound that keeps the pairing linear).
    private func nearestBrace(_ stack: [Int]) -> Int? {
        var k = stack.count - 1
        while k >= 0 && k >= stack.count - 64 {
            if bytes[Int(tokens[stack[k]].start)] == 0x7B { return k }
            k -= 1
        }
        return nil
    }
}
