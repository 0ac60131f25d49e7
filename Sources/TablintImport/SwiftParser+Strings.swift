// The syntax layer's string literals: a string token's text and its
// interpolations, each interpolation parsed as an expression by a parser
// over its own bytes (nodes report the string's token).

extension SwiftParser {
    // MARK: Strings

    /// A string token's parts: text and interpolations (each parsed as an expression).
    /// A literal with more than 16 interpolations, or over 4 KiB, is one opaque interpolation.
    func stringParts(_ k: Int) -> [StringPart] {
        if let v = s.stringValue(k) { return [.text(v)] }
        guard k >= 0 && k < s.count else { return [] }
        let t = s.tokens[k]
        let from = Int(t.start), to = Int(t.end)
        let opaque: [StringPart] = [.interpolation(Expr.opaque(at(k), at(k) + 1))]
        guard to - from <= 4096 else { return opaque }
        let b = s.bytes
        var hashes = 0
        while from + hashes < to, b[from + hashes] == 0x23 { hashes += 1 }
        var open = from + hashes + 1
        if open + 1 < to, b[open] == 0x22, b[open + 1] == 0x22 { open += 2 }
        var close = to - hashes - 1
        while close > open, b[close] == 0x22, close > to - hashes - 3 { close -= 1 }
        close += 1
        guard close > open else { return opaque }
        var parts: [StringPart] = []
        var text: [UInt8] = []
        var m = open
        var count = 0
        while m < close {
            if b[m] == 0x5C, m + 1 + hashes < close, (0..<hashes).allSatisfy({ b[m + 1 + $0] == 0x23 }), b[m + 1 + hashes] == 0x28 {
                count += 1
                guard count <= 16 else { return opaque }
                let codeStart = m + 2 + hashes
                let inner = SwiftSource(Array(b[codeStart..<close]))
                var level = 0, stop = inner.count
                for n in 0..<inner.count where inner.tokens[n].kind == .punctuation {
                    if inner.is(n, "(") { level += 1 } else if inner.is(n, ")") { if level == 0 { stop = n; break }; level -= 1 }
                }
                if !text.isEmpty { parts.append(.text(decodeText(text, hashes))); text = [] }
                var sub = SwiftParser(inner, origin: at(k))
                sub.depth = depth + 1
                let e = sub.depth < Self.maximumDepth ? sub.expression(stop) : Expr.opaque(at(k), at(k) + 1)
                parts.append(.interpolation(e))
                m = stop < inner.count ? codeStart + Int(inner.tokens[stop].end) : close
                continue
            }
            text.append(b[m])
            m += 1
        }
        if !text.isEmpty { parts.append(.text(decodeText(text, hashes))) }
        return parts
    }

    func decodeText(_ bytes: [UInt8], _ hashes: Int) -> String {
        bytes.withUnsafeBufferPointer { s.decode($0, 0, bytes.count, hashes: hashes) }
    }
}
