import TabsBase

/// Reads an old-style (OpenStep) text property list, UTF-8 already
/// validated: `{ key = value; }` dictionaries, `( a, b )` arrays (a
/// trailing comma allowed), `<0fab 12>` data, quoted (`"` or `'`) and
/// unquoted strings (letters, digits and `_$+/:.-`), `//` and `/* */`
/// comments. Every scalar is a string. As in Foundation's reader: a blank
/// file is an empty dictionary; a file that starts with a string and goes
/// on is a `.strings` table (`"key" = "value";` pairs without braces, and
/// `"key";` meaning `"key" = "key";`); a key given twice keeps its last
/// value. Escapes are `\a \b \f \n \r \t \v`, one to three octal digits
/// (taken as a code point, as the `.strings` reader takes them), `\U` or `\u`
/// with one to four hex digits (a surrogate pair makes one character; a lone
/// surrogate is refused), and any other character standing for itself.
/// Nothing but white space and comments may follow the value. Nesting is
/// limited to `PropertyListReader.maximumDepth`, with an explicit stack.
struct OpenStepPropertyList: PropertyListText {
    let text: [UInt8]
    var pos = 0
    /// Containers nested deeper than this are refused.
    var maxDepth = PropertyListReader.maximumDepth

    static func read(_ text: [UInt8], maxDepth: Int = PropertyListReader.maximumDepth) throws(PropertyListError) -> PropertyListValue {
        var reader = OpenStepPropertyList(text: text, maxDepth: maxDepth)
        guard try reader.skip() else { return .dictionary([:]) }
        let first = try reader.value()
        guard try reader.skip() else { return first }
        guard case .string = first else { throw reader.fail("content after the property list") }
        reader.pos = 0
        let table = try reader.value(table: true)
        if try reader.skip() { throw reader.fail("content after the last entry (expected a key)") }
        return table
    }

    /// Skips white space (including U+2028 and U+2029) and comments; true
    /// when something else follows.
    mutating func skip() throws(PropertyListError) -> Bool {
        while let b = peek() {
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                pos += 1
            } else if b == 0xE2, peek(1) == 0x80, peek(2) == 0xA8 || peek(2) == 0xA9 {
                pos += 3
            } else if b == 0x2F, peek(1) == 0x2F {
                while let c = peek(), c != 0x0A, c != 0x0D { pos += 1 }
            } else if b == 0x2F, peek(1) == 0x2A {
                // A plain loop: `firstRange(of:)` costs a generic searcher per comment, and a project holds thousands.
                var end = pos + 2
                while end + 1 < text.count && !(text[end] == 0x2A && text[end + 1] == 0x2F) { end += 1 }
                guard end + 1 < text.count else { throw fail("a comment that is never closed") }
                pos = end + 2
            } else {
                return true
            }
        }
        return false
    }

    static func isUnquoted(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == 0x5F || b == 0x24 || b == 0x2B || b == 0x2F || b == 0x3A || b == 0x2E || b == 0x2D
    }

    /// One value at `pos`; with `table`, the entries of a `.strings` file up
    /// to the end instead.
    mutating func value(table: Bool = false) throws(PropertyListError) -> PropertyListValue {
        var stack: [PropertyListContainer] = table ? [PropertyListContainer(isDictionary: true, openedAt: 0)] : []
        while true {
            var finished: PropertyListValue?
            // The open frame is read and changed in place on the stack (a
            // copy held while adding would make each addition copy it).
            if let top = stack.indices.last {
                let more = try skip()
                if stack[top].isDictionary {
                    if !more {
                        guard table && stack.count == 1 else {
                            throw fail("the file ends inside the dictionary opened on line \(line(stack[top].openedAt)); expected '}'")
                        }
                        return .dictionary(stack.removeLast().entries)
                    }
                    if peek() == 0x7D && !(table && stack.count == 1) {
                        pos += 1
                        finished = .dictionary(stack.removeLast().entries)
                    } else {
                        guard let b = peek(), b == 0x22 || b == 0x27 || Self.isUnquoted(b) else {
                            throw fail(table && stack.count == 1 ? "expected a key" : "expected a key or '}'")
                        }
                        let key = try string()
                        guard try skip() else { throw fail("the file ends early; expected '=' or ';'") }
                        if peek() == 0x3B {
                            pos += 1
                            stack[stack.count - 1].entries[key] = .string(key)
                            continue
                        }
                        guard peek() == 0x3D else { throw fail("expected '=' or ';'") }
                        pos += 1
                        stack[stack.count - 1].key = key
                        guard try skip() else { throw fail("the file ends early; expected a value") }
                    }
                } else {
                    guard more else { throw fail("the file ends inside the array opened on line \(line(stack[top].openedAt)); expected ')'") }
                    if peek() == 0x29 {
                        pos += 1
                        finished = .array(stack.removeLast().elements)
                    }
                }
            }
            if finished == nil {
                guard let b = peek() else { throw fail("the file ends early; expected a value") }
                switch b {
                case 0x7B, 0x28:
                    guard stack.count < maxDepth else {
                        throw fail("containers nested more than \(maxDepth) deep")
                    }
                    stack.append(PropertyListContainer(isDictionary: b == 0x7B, openedAt: pos))
                    pos += 1
                    continue
                case 0x3C: finished = .data(try data())
                case 0x22, 0x27: finished = .string(try string())
                default:
                    guard Self.isUnquoted(b) else { throw fail("expected a value") }
                    finished = .string(try string())
                }
            }
            guard let value = finished else { continue }
            guard !stack.isEmpty else { return value }
            try attach(value, to: &stack)
        }
    }

    /// Adds a finished value to the container on top, reading the `;` after
    /// a dictionary entry or the `,` (or the `)` that follows) in an array.
    mutating func attach(_ value: PropertyListValue, to stack: inout [PropertyListContainer]) throws(PropertyListError) {
        let last = stack.count - 1
        // The reader reads a dictionary's key before its value; a value without one is a reader bug, not data to keep.
        guard !stack[last].isDictionary || stack[last].key != nil else { throw fail("expected a key") }
        stack[last].add(value)
        let more = try skip()
        if stack[last].isDictionary {
            guard more, peek() == 0x3B else { throw fail(more ? "expected ';'" : "the file ends early; expected ';'") }
            pos += 1
        } else {
            guard more else { throw fail("the file ends inside the array opened on line \(line(stack[last].openedAt)); expected ')'") }
            if peek() == 0x2C {
                pos += 1
            } else if peek() != 0x29 {
                throw fail("expected ',' or ')'")
            }
        }
    }

    /// `<hex digits>`, white space allowed between byte pairs.
    mutating func data() throws(PropertyListError) -> [UInt8] {
        let start = pos
        pos += 1
        var out: [UInt8] = []
        while let b = peek(), b != 0x3E {
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) { pos += 1; continue }
            guard let high = TextDecoding.hexValue(b), let second = peek(1), let low = TextDecoding.hexValue(second) else {
                throw fail("data that is not pairs of hex digits")
            }
            out.append(high << 4 | low)
            pos += 2
        }
        guard peek() == 0x3E else { throw fail("data that is never closed with '>'", at: start) }
        pos += 1
        return out
    }

    /// An escape of the old-style text formats (these lists and `.strings`
    /// files): what the characters after the backslash stand for.
    enum Escape {
        /// `\a \b \f \n \r \t \v`, or one to three octal digits: a code point.
        case code(UInt32)
        /// `\U` or `\u` and the hex digits after it, at most four.
        case unicode(UInt32, digits: Int)
        /// Any other character, which stands for itself.
        case itself
    }

    static let letterEscapes: [UInt8: UInt32] = [0x61: 0x07, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09, 0x76: 0x0B]

    /// The escape whose first character (after the backslash) is at `start`
    /// in UTF-8 text, and where it ends. The readers differ only in what
    /// they make of a `\U` with fewer than four digits and of surrogates.
    static func escape<Text: RandomAccessCollection<UInt8>>(in text: Text, at start: Int) -> (escape: Escape, end: Int) where Text.Index == Int {
        let e = text[start]
        var end = start + 1
        if e == 0x55 || e == 0x75 {
            var value: UInt32 = 0
            while end - start <= 4, end < text.endIndex, let h = TextDecoding.hexValue(text[end]) {
                value = value << 4 | UInt32(h)
                end += 1
            }
            return (.unicode(value, digits: end - start - 1), end)
        }
        if e >= 0x30 && e <= 0x37 {
            var value = UInt32(e - 0x30)
            while end - start < 3, end < text.endIndex, text[end] >= 0x30 && text[end] <= 0x37 {
                value = value << 3 | UInt32(text[end] - 0x30)
                end += 1
            }
            return (.code(value), end)
        }
        if let letter = letterEscapes[e] { return (.code(letter), end) }
        // All the bytes of the character.
        while end < text.endIndex, text[end] & 0xC0 == 0x80 { end += 1 }
        return (.itself, end)
    }

    /// A quoted or unquoted string at `pos`.
    mutating func string() throws(PropertyListError) -> String {
        guard let quote = peek(), quote == 0x22 || quote == 0x27 else {
            let start = pos
            while let b = peek(), Self.isUnquoted(b) { pos += 1 }
            return String(decoding: text[start..<pos], as: UTF8.self)
        }
        let open = pos
        pos += 1
        var out = String.UnicodeScalarView()
        var run = pos
        var pendingHigh: (value: UInt32, at: Int)?
        func flush(_ end: Int) {
            if end > run { out.append(contentsOf: String(decoding: text[run..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard let b = peek() else { throw fail("a string that is never closed", at: open) }
            if b == quote { break }
            guard b == 0x5C else {
                if let high = pendingHigh { throw fail("a \\U escape with an unpaired surrogate", at: high.at) }
                pos += 1
                continue
            }
            flush(pos)
            let escapeAt = pos
            pos += 1
            guard peek() != nil else { throw fail("a string that is never closed", at: open) }
            let (escape, end) = Self.escape(in: text, at: pos)
            let v: UInt32
            switch escape {
            case .unicode(_, digits: 0): throw fail("a \\U escape without hex digits", at: escapeAt)
            case .unicode(let value, _), .code(let value): v = value
            case .itself:
                run = pos
                pos = end
                if let high = pendingHigh { throw fail("a \\U escape with an unpaired surrogate", at: high.at) }
                continue
            }
            pos = end
            run = pos
            if let high = pendingHigh {
                pendingHigh = nil
                guard let s = UTF16Surrogates.join(high.value, v) else {
                    throw fail("a \\U escape with an unpaired surrogate", at: high.at)
                }
                out.append(s)
            } else if UTF16Surrogates.isHigh(v) {
                pendingHigh = (v, escapeAt)
            } else if let s = Unicode.Scalar(v) {
                out.append(s)
            } else {
                throw fail("a \\U escape with an unpaired surrogate", at: escapeAt)
            }
        }
        if let high = pendingHigh { throw fail("a \\U escape with an unpaired surrogate", at: high.at) }
        flush(pos)
        pos += 1
        return String(out)
    }
}
