import TabsBase

/// Reads an XML property list (UTF-8, already validated): an optional
/// `<?xml ...?>` declaration, `<!DOCTYPE ...>` (without an internal
/// subset), comments and processing instructions, then one value, inside
/// `<plist>` or bare (Foundation reads both). Values are `dict` (`key`,
/// value pairs; a key given twice keeps its last value), `array`, `string`,
/// `integer`, `real`, `true`, `false`, `date` and `data`, each also as an
/// empty element (`<string/>` is ""; the number and date tags need
/// content). Text takes the five named entities, `&#NN;`, `&#xHH;` and
/// CDATA sections. Attributes are ignored. Only white space, comments and
/// processing instructions may follow the value. Nesting deeper than
/// `PropertyListReader.maximumDepth` containers is refused; the reader
/// keeps its own stack, so no input deepens the call stack.
struct XMLPropertyList: PropertyListText {
    let text: [UInt8]
    var pos = 0
    /// Containers nested deeper than this are refused.
    var maxDepth = PropertyListReader.maximumDepth
    /// Only the keys of the top container are made: every value is still
    /// checked as it is read, but comes out hollow (a string as "", a
    /// container nested in the top one as empty), for readers that want
    /// keys only (import's table keys).
    var keysOnly = false

    enum Tag: String, CaseIterable {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

        /// Each tag with its name's bytes, made once (comparing with `rawValue.utf8`
        /// made a string at every tag).
        static let names: [(tag: Tag, bytes: [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }

        /// The name's bytes (its raw value's UTF-8, no array made).
        var bytes: String.UTF8View { rawValue.utf8 }
    }

    var atEnd: Bool { pos >= text.count }
    func looking(at literal: StaticString) -> Bool { looking(at: literal.withUTF8Buffer { Array($0) }) }
    func looking(at bytes: some Collection<UInt8>) -> Bool {
        guard pos + bytes.count <= text.count else { return false }
        var k = pos
        for b in bytes {
            if text[k] != b { return false }
            k += 1
        }
        return true
    }
    /// `</` at `pos`: the common test, without making a string.
    var atEndTag: Bool { pos + 1 < text.count && text[pos] == 0x3C && text[pos + 1] == 0x2F }

    mutating func skipBlanks() {
        while pos < text.count, PropertyListReader.isBlank(text[pos]) { pos += 1 }
    }

    /// Skips past the next `terminator`, or fails naming `what` where it began. (A plain loop:
    /// `firstRange(of:)` walked the rest of the file at each call, a comment or `<?xml ...?>` included.)
    mutating func skip(past terminator: StaticString, _ what: String) throws(PropertyListError) {
        let start = pos
        let bytes = terminator.withUTF8Buffer { Array($0) }
        while !looking(at: bytes) {
            guard !atEnd else { throw fail("\(what) that is never closed", at: start) }
            pos += 1
        }
        pos += bytes.count
    }

    /// Skips white space, comments and processing instructions; true when a
    /// `<` that starts something else is next.
    mutating func skipMisc(allowDoctype: Bool) throws(PropertyListError) -> Bool {
        while true {
            skipBlanks()
            guard let b = peek() else { return false }
            guard b == 0x3C else { throw fail("text where an element was expected") }
            let next = peek(1)
            if next != 0x21 && next != 0x3F {
                return true
            } else if looking(at: "<!--") {
                pos += 4
                try skip(past: "-->", "a comment")
            } else if next == 0x3F {
                try skip(past: "?>", "a processing instruction")
            } else if looking(at: "<!DOCTYPE") {
                guard allowDoctype else { throw fail("a DOCTYPE inside the property list") }
                let start = pos
                while let c = peek(), c != 0x3E {
                    if c == 0x5B { throw fail("a DOCTYPE with an internal subset (not supported)") }
                    pos += 1
                }
                guard !atEnd else { throw fail("a DOCTYPE that is never closed", at: start) }
                pos += 1
            } else if looking(at: "<!") {
                throw fail("markup that is not an element, a comment or a DOCTYPE")
            } else {
                return true
            }
        }
    }

    /// A start tag at `pos` (its `<`): which tag, and whether it is empty
    /// (`<tag/>`). Attributes are skipped.
    mutating func startTag() throws(PropertyListError) -> (tag: Tag, empty: Bool) {
        let start = pos
        pos += 1
        var found: Tag?
        for (tag, name) in Tag.names where looking(at: name) {
            let after = pos + name.count
            if after < text.count, text[after] == 0x3E || text[after] == 0x2F || PropertyListReader.isBlank(text[after]) {
                found = tag
                pos = after
                break
            }
        }
        guard let tag = found else { throw fail("an unknown tag (property lists use plist, dict, key, array, string, integer, real, true, false, date and data)", at: start) }
        while let c = peek(), c != 0x3E {
            if c == 0x22 || c == 0x27 {
                pos += 1
                while let d = peek(), d != c { pos += 1 }
            }
            pos += 1
        }
        guard !atEnd else { throw fail("a tag that is never closed", at: start) }
        let empty = text[pos - 1] == 0x2F
        pos += 1
        return (tag, empty)
    }

    /// `</tag>` (white space allowed before `>`) at `pos`.
    mutating func endTag(_ tag: Tag, openedAt: Int) throws(PropertyListError) {
        guard atEndTag else {
            throw atEnd ? fail("the file ends inside <\(tag.rawValue)> opened on line \(line(openedAt))")
                : fail("unexpected content inside <\(tag.rawValue)> opened on line \(line(openedAt))")
        }
        let start = pos
        pos += 2
        let name = tag.bytes
        let named = looking(at: name)
        if named {
            pos += name.count
            skipBlanks()
        }
        guard named, peek() == 0x3E else {
            throw fail("a closing tag that does not match <\(tag.rawValue)> opened on line \(line(openedAt))", at: start)
        }
        pos += 1
    }

    mutating func document() throws(PropertyListError) -> PropertyListValue {
        guard try skipMisc(allowDoctype: true) else { throw fail("no property list in the file") }
        let openedAt = pos
        let (tag, empty) = try startTag()
        let value: PropertyListValue
        if tag == .plist {
            guard !empty, try skipMisc(allowDoctype: false), !atEndTag else {
                throw fail("a <plist> that holds no value", at: openedAt)
            }
            value = try self.value()
            _ = try skipMisc(allowDoctype: false)
            if !atEndTag && !atEnd { throw fail("a <plist> that holds more than one value") }
            try endTag(.plist, openedAt: openedAt)
        } else {
            pos = openedAt
            value = try self.value()
        }
        if try skipMisc(allowDoctype: false) { throw fail("content after the property list") }
        return value
    }

    /// One value at `pos` (its `<`), containers read with an explicit stack.
    mutating func value() throws(PropertyListError) -> PropertyListValue {
        var stack: [PropertyListContainer] = []
        while true {
            var finished: PropertyListValue?
            // The open frame is changed in place on the stack (a copy held
            // while adding would make each addition copy it).
            if let top = stack.indices.last {
                let (tag, openedAt) = (stack[top].isDictionary ? Tag.dict : .array, stack[top].openedAt)
                guard try skipMisc(allowDoctype: false) else {
                    throw fail("the file ends inside <\(tag.rawValue)> opened on line \(line(openedAt))")
                }
                if atEndTag {
                    try endTag(tag, openedAt: openedAt)
                    let frame = stack.removeLast()
                    if frame.key != nil { throw fail("a <key> without a value in the <dict> opened on line \(line(frame.openedAt))") }
                    finished = frame.value
                }
            }
            if finished == nil {
                let openedAt = pos
                let (tag, empty) = try startTag()
                let expectingKey = stack.indices.last.map { stack[$0].isDictionary && stack[$0].key == nil } ?? false
                if expectingKey {
                    guard tag == .key else { throw fail("a value where a <dict> expects a <key>", at: openedAt) }
                    stack[stack.count - 1].key = empty ? "" : try textContent(.key, openedAt: openedAt, makes: !keysOnly || stack.count == 1)
                    continue
                }
                switch tag {
                case .dict, .array:
                    if empty {
                        finished = tag == .dict ? .dictionary([:]) : .array([])
                    } else {
                        guard stack.count < maxDepth else {
                            throw fail("containers nested more than \(maxDepth) deep", at: openedAt)
                        }
                        stack.append(PropertyListContainer(isDictionary: tag == .dict, openedAt: openedAt, keeps: !keysOnly || stack.isEmpty))
                        continue
                    }
                case .key: throw fail("a <key> outside a <dict>", at: openedAt)
                case .plist: throw fail("a <plist> inside the property list", at: openedAt)
                case .string: finished = .string(empty ? "" : try textContent(.string, openedAt: openedAt, makes: !keysOnly))
                case .true, .false:
                    if !empty {
                        skipBlanks()
                        try endTag(tag, openedAt: openedAt)
                    }
                    finished = .boolean(tag == .true)
                case .integer, .real, .date, .data:
                    let content = empty ? pos..<pos : try scalarContent(tag, openedAt: openedAt)
                    finished = try scalar(tag, text[content], openedAt: openedAt)
                }
            }
            guard let value = finished else { continue }
            guard !stack.isEmpty else { return value }
            stack[stack.count - 1].add(value)
        }
    }

    /// The bytes up to the closing tag of a number, date or data element
    /// (no entities or CDATA there, as in Foundation), then the closing tag.
    mutating func scalarContent(_ tag: Tag, openedAt: Int) throws(PropertyListError) -> Range<Int> {
        let start = pos
        while let c = peek(), c != 0x3C { pos += 1 }
        let end = pos
        try endTag(tag, openedAt: openedAt)
        return start..<end
    }

    /// The text of a `<string>` or `<key>` element, entities and CDATA
    /// sections decoded, then its closing tag; "" when it `makes` none (the
    /// text is still checked).
    mutating func textContent(_ tag: Tag, openedAt: Int, makes: Bool = true) throws(PropertyListError) -> String {
        var run = pos
        // Most text holds no entity and no CDATA: made from the bytes as they are.
        while let c = peek(), c != 0x26 && c != 0x3C { pos += 1 }
        if peek() != 0x26 && !looking(at: Self.cdata) {
            let plain = makes ? String(decoding: text[run..<pos], as: UTF8.self) : ""
            try endTag(tag, openedAt: openedAt)
            return plain
        }
        var out: [UInt8] = []
        while let c = peek() {
            if c == 0x26 {
                out.append(contentsOf: text[run..<pos])
                try entity(into: &out)
                run = pos
            } else if c == 0x3C {
                guard looking(at: Self.cdata) else { break }
                out.append(contentsOf: text[run..<pos])
                pos += 9
                let start = pos
                try skip(past: "]]>", "a CDATA section")
                out.append(contentsOf: text[start..<(pos - 3)])
                run = pos
            } else {
                pos += 1
            }
        }
        out.append(contentsOf: text[run..<pos])
        try endTag(tag, openedAt: openedAt)
        return makes ? String(decoding: out, as: UTF8.self) : ""
    }

    static let cdata = Array("<![CDATA[".utf8)

    static let entities: [(name: [UInt8], byte: UInt8)] =
        [("&lt;", 0x3C), ("&gt;", 0x3E), ("&amp;", 0x26), ("&quot;", 0x22), ("&apos;", 0x27)].map { (Array($0.0.utf8), $0.1) }

    /// An entity at `pos` (its `&`), appended as UTF-8.
    mutating func entity(into out: inout [UInt8]) throws(PropertyListError) {
        let start = pos
        for (name, byte) in Self.entities where looking(at: name) {
            out.append(byte)
            pos += name.count
            return
        }
        guard looking(at: "&#") else { throw fail("an unknown entity (use &lt; &gt; &amp; &quot; &apos; or &#NN;)", at: start) }
        pos += 2
        let radix: UInt32 = peek() == 0x78 ? 16 : 10
        if radix == 16 { pos += 1 }
        var value: UInt32 = 0
        var digits = 0
        while let c = peek(), c != 0x3B {
            guard let digit = TextDecoding.hexValue(c).map(UInt32.init), digit < radix else {
                throw fail("a character reference with a character that is not a digit", at: start)
            }
            digits += 1
            guard digits <= 7 else { throw fail("a character reference too large for a Unicode character", at: start) }
            value = value * radix + digit
            pos += 1
        }
        guard !atEnd else { throw fail("a character reference that is never closed with ';'", at: start) }
        guard digits > 0 else { throw fail("a character reference without digits", at: start) }
        pos += 1
        guard let scalar = Unicode.Scalar(value) else {
            throw fail("a character reference that is not a Unicode character", at: start)
        }
        out.append(contentsOf: String(Character(scalar)).utf8)
    }
}
