import TabsBase

/// Regex literals' extent, and string literals' values: whether one
/// interpolates, and its text with escapes decoded and a multi-line
/// literal's indentation removed.
extension SwiftSource {
    /// Swift's heuristic, kept simple: `/` starts a regex where an
    /// expression may begin (after an operator, an opening bracket, a comma,
    /// a colon, `return`, or at the start) and not before white space.
    func startsRegex(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + 1 < b.count, b[i + 1] != 0x20, b[i + 1] != 0x09, b[i + 1] != 0x0A, b[i + 1] != 0x0D, b[i + 1] != 0x3D else { return false }
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .operator, .directive: return true
        case .punctuation:
            let p = b[Int(last.start)]
            return p == 0x28 || p == 0x5B || p == 0x7B || p == 0x2C || p == 0x3A || p == 0x3B
        case .identifier:
            let s = Int(last.start), e = Int(last.end)
            let word = String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)
            return word == "return" || word == "case" || word == "in" || word == "where" || word == "try" || word == "await"
        default: return false
        }
    }

    /// The end of a `/.../` regex that closes on its line, else nil. When
    /// none closes, no later `/` on the line can either, so the scans stay linear.
    func singleLineRegexEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        var inClass = false
        while i < b.count {
            let c = b[i]
            if c == 0x0A || c == 0x0D { return nil }
            if c == 0x5C { i += 2; continue }
            if c == 0x5B { inClass = true } else if c == 0x5D { inClass = false }
            else if c == 0x2F && !inClass { return i + 1 }
            i += 1
        }
        return nil
    }

    mutating func scanExtendedRegex(_ b: UnsafeBufferPointer<UInt8>, from: Int, hashes: Int, line: inout Int32) -> Int {
        var i = from
        while i < b.count {
            let c = b[i]
            if c == 0x0A { line += 1 }
            if c == 0x5C { i += 2; continue }
            if c == 0x2F {
                var k = 0
                while k < hashes && i + 1 + k < b.count && b[i + 1 + k] == 0x23 { k += 1 }
                if k == hashes { return i + 1 + k }
            }
            i += 1
        }
        unterminated = true
        return b.count
    }

    /// `hashes` for a literal without interpolation (its value is decoded by
    /// `value` when asked for), -1 for one that interpolates.
    func literalValue(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hashes: Int) -> Int32 {
        var i = start + hashes + 1
        while i < end {
            if b[i] == 0x5C {
                var k = 0
                while k < hashes && i + 1 + k < end && b[i + 1 + k] == 0x23 { k += 1 }
                let e = i + 1 + hashes
                if k == hashes, e < end, b[e] == 0x28 { return -1 }
                if k == hashes { i = e + 1; continue }
            }
            i += 1
        }
        return Int32(hashes)
    }

    /// The value of the literal at `start..<end`: escapes decoded; a
    /// multi-line one's lines between the delimiters without the closing
    /// line's indentation; an unterminated one, what there is.
    func value(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hashes: Int) -> String {
        var open = start + hashes + 1
        var close = end - hashes - 1
        var multiline = false
        if open + 1 < end && b[open] == 0x22 && b[open + 1] == 0x22 && end - start >= 2 * hashes + 6 {
            multiline = true
            open += 2
            close -= 2
        }
        guard close >= open, close < end, b[close] == 0x22 else { return decode(b, min(open, end), end, hashes: hashes) }
        let text = decode(b, open, close, hashes: hashes)
        return multiline ? Self.unindented(text) : text
    }

    func decode(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, hashes: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(to - from)
        var i = from
        while i < to {
            let c = b[i]
            guard c == 0x5C else { out.append(c); i += 1; continue }
            var k = 0
            while k < hashes && i + 1 + k < to && b[i + 1 + k] == 0x23 { k += 1 }
            let e = i + 1 + hashes
            guard k == hashes, e < to else { out.append(c); i += 1; continue }
            switch b[e] {
            case 0x6E: out.append(0x0A); i = e + 1
            case 0x74: out.append(0x09); i = e + 1
            case 0x72: out.append(0x0D); i = e + 1
            case 0x30: out.append(0x00); i = e + 1
            case 0x22, 0x27, 0x5C: out.append(b[e]); i = e + 1
            case 0x75 where e + 1 < to && b[e + 1] == 0x7B:
                var j = e + 2
                var v: UInt32 = 0
                var digits = 0
                while j < to, digits < 8, let d = TextDecoding.hexValue(b[j]) { v = v << 4 | UInt32(d); j += 1; digits += 1 }
                if j < to && b[j] == 0x7D { j += 1 }
                out.append(contentsOf: Array(String(Unicode.Scalar(v).map(Character.init) ?? "\u{FFFD}").utf8))
                i = j
            case 0x0A, 0x0D, 0x20, 0x09:   // a line continuation in a multi-line string
                var j = e
                while j < to && (b[j] == 0x20 || b[j] == 0x09) { j += 1 }
                if j < to && b[j] == 0x0D { j += 1 }
                if j < to && b[j] == 0x0A { j += 1 }
                i = j
            default: out.append(c); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A multi-line literal's lines without the first line break and the
    /// closing line's indentation.
    static func unindented(_ s: String) -> String {
        var lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        guard let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) else { return lines.joined(separator: "\n") }
        lines.removeLast()
        let indent = last.count
        return lines.map { $0.hasPrefix(last) ? String($0.dropFirst(indent)) : $0 }.joined(separator: "\n")
    }
}
