// A small, tolerant XML reader for Interface Builder files (storyboards
// and xibs): bytes in, a flat list of elements out, each with its name,
// attributes, 1-based line and parent. No I/O, no recursion: nesting is an
// explicit stack, elements deeper than `maximumDepth` are not recorded
// (their children neither), and every step moves forward, so any bytes end
// in time linear in their length. Comments, processing instructions,
// `<!DOCTYPE ...>` and CDATA are skipped; text between tags is ignored
// (Interface Builder keeps what import needs in attributes). A stray or
// mismatched closing tag closes the nearest open element of its name
// within `closeSearch` levels, else nothing.

public struct StoryboardElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var line: Int
    /// The index of the enclosing element in the list, nil at the top.
    public var parent: Int?

    public subscript(_ attribute: String) -> String? { attributes[attribute] }
}

public enum StoryboardXML {
    /// Deeper elements are skipped with their children.
    public static let maximumDepth = 128
    /// How far up a closing tag looks for the element it closes.
    static let closeSearch = 64

    /// The elements of `bytes` in document order.
    public static func elements(_ bytes: [UInt8]) -> [StoryboardElement] {
        var reader = Reader(bytes: bytes)
        return reader.run()
    }

    struct Reader {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var out: [StoryboardElement] = []
        /// Open elements: their name and index in `out` (-1 when too deep to record).
        var stack: [(name: String, index: Int)] = []

        func byte(_ k: Int) -> UInt8 { k >= 0 && k < bytes.count ? bytes[k] : 0 }

        /// Moves to `k`, counting line feeds on the way.
        mutating func advance(to k: Int) {
            let end = min(max(k, i), bytes.count)
            while i < end { if bytes[i] == 0x0A { line += 1 }; i += 1 }
        }

        /// Moves past the next `terminator` (or to the end).
        mutating func skip(past terminator: [UInt8]) {
            while i < bytes.count {
                if bytes[i] == terminator[0], matches(terminator, at: i) { advance(to: i + terminator.count); return }
                advance(to: i + 1)
            }
        }

        func matches(_ text: [UInt8], at k: Int) -> Bool {
            guard k + text.count <= bytes.count else { return false }
            for n in text.indices where bytes[k + n] != text[n] { return false }
            return true
        }

        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        static func isNameByte(_ b: UInt8) -> Bool {
            !isSpace(b) && b != 0x3E && b != 0x2F && b != 0x3D && b != 0x3C && b != 0x22 && b != 0x27 && b != 0
        }

        mutating func name() -> String {
            let start = i
            while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func skipSpace() { while i < bytes.count, Self.isSpace(bytes[i]) { advance(to: i + 1) } }

        mutating func run() -> [StoryboardElement] {
            while i < bytes.count {
                guard bytes[i] == 0x3C else { advance(to: i + 1); continue }            // `<`
                if matches(Array("<!--".utf8), at: i) { skip(past: Array("-->".utf8)); continue }
                if matches(Array("<![CDATA[".utf8), at: i) { skip(past: Array("]]>".utf8)); continue }
                if byte(i + 1) == 0x3F { skip(past: Array("?>".utf8)); continue }        // `<?`
                if byte(i + 1) == 0x21 { skip(past: [0x3E]); continue }                  // `<!DOCTYPE`
                if byte(i + 1) == 0x2F {                                                  // `</name>`
                    i += 2
                    let closing = name()
                    skip(past: [0x3E])
                    close(closing)
                    continue
                }
                i += 1
                let startLine = line
                let tag = name()
                guard !tag.isEmpty else { continue }
                var attributes: [String: String] = [:]
                var selfClosing = false
                while i < bytes.count {
                    skipSpace()
                    let b = byte(i)
                    if b == 0x3E { i += 1; break }                                         // `>`
                    if b == 0x2F { selfClosing = byte(i + 1) == 0x3E; i += selfClosing ? 2 : 1; if selfClosing { break }; continue }
                    if b == 0x3C { break }                                                  // a `<` inside a tag: the tag ends here
                    let key = name()
                    if key.isEmpty { advance(to: i + 1); continue }
                    skipSpace()
                    guard byte(i) == 0x3D else { attributes[key] = attributes[key] ?? ""; continue }
                    i += 1
                    skipSpace()
                    attributes[key] = value()
                }
                let recorded = stack.count < StoryboardXML.maximumDepth && (stack.last?.index ?? 0) >= 0
                let index = recorded ? out.count : -1
                if recorded {
                    out.append(StoryboardElement(name: tag, attributes: attributes, line: startLine, parent: stack.last?.index))
                }
                if !selfClosing { stack.append((tag, index)) }
            }
            return out
        }

        /// A quoted attribute value (or a bare one up to a space or `>`), entities decoded.
        mutating func value() -> String {
            let quote = byte(i)
            var raw: [UInt8] = []
            if quote == 0x22 || quote == 0x27 {
                i += 1
                while i < bytes.count, bytes[i] != quote { raw.append(bytes[i]); advance(to: i + 1) }
                if i < bytes.count { i += 1 }
            } else {
                while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != 0x3E { raw.append(bytes[i]); i += 1 }
            }
            return StoryboardXML.decodeEntities(raw)
        }

        mutating func close(_ tag: String) {
            var k = stack.count - 1
            let lowest = max(0, stack.count - StoryboardXML.closeSearch)
            while k >= lowest {
                if stack[k].name == tag { stack.removeSubrange(k...); return }
                k -= 1
            }
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;` and `&#xNN;`; anything else is kept as written.
    static func decodeEntities(_ raw: [UInt8]) -> String {
        guard raw.contains(0x26) else { return String(decoding: raw, as: UTF8.self) }
        var out = ""
        var k = 0
        var plain: [UInt8] = []
        func flush() { out += String(decoding: plain, as: UTF8.self); plain.removeAll() }
        while k < raw.count {
            guard raw[k] == 0x26, let semicolon = raw[k..<min(raw.count, k + 12)].firstIndex(of: 0x3B) else {
                plain.append(raw[k]); k += 1; continue
            }
            let entity = String(decoding: raw[(k + 1)..<semicolon], as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch entity {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let v = UInt32(entity.dropFirst(2), radix: 16) { scalar = Unicode.Scalar(v) }
                else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst(), radix: 10) { scalar = Unicode.Scalar(v) }
            }
            guard let scalar else { plain.append(raw[k]); k += 1; continue }
            flush()
            out.unicodeScalars.append(scalar)
            k = semicolon + 1
        }
        flush()
        return out
    }
}
