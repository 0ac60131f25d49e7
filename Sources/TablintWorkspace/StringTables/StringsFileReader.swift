import TabsBase
import TabsLint

/// Reads a `.strings` file: the old property-list text format (quoted and
/// unquoted keys, `/* */` and `//` comments, `\"` `\\` `\n` `\t` `\r`,
/// `\U`/`\u` with four hex digits, surrogate pairs joined, up to three
/// octal digits), in UTF-8 (a byte-order mark skipped) or UTF-16 with a
/// byte-order mark; binary and XML property lists are read too, without
/// positions. A key given twice counts the first time.
public enum StringsFileReader {
    /// The key-value pairs of a `.strings` file, first occurrence of each
    /// key only, values placed in `file` (their `TableValue.file`).
    /// `ordered: false` leaves a property list's pairs unsorted (for a set of keys).
    public static func read(_ bytes: [UInt8], file: Int32 = 0, ordered: Bool = true) -> Result<[(key: String, value: TableValue)], StringTableError> {
        scan(bytes, file: file, keysOnly: false, propertyList: { propertyList(bytes, file: file, ordered: ordered) }) { $0.pairs }
    }

    /// The keys of a `.strings` file (every language's, for import): what
    /// `read` gives, or its error, without making the values.
    public static func keys(_ bytes: [UInt8]) -> Result<Set<String>, StringTableError> {
        keyList(bytes).map { Set($0) }
    }

    /// The keys of a `.strings` file added to `keys` (the union of a table's languages, made without a
    /// set per file); a file that cannot be read adds none and gives its error.
    public static func addKeys(_ bytes: [UInt8], to keys: inout Set<String>) -> StringTableError? {
        switch keyList(bytes) {
        case .success(let list):
            for key in list { keys.insert(key) }
            return nil
        case .failure(let error): return error
        }
    }

    /// The keys in the file's order, repeats kept.
    static func keyList(_ bytes: [UInt8]) -> Result<[String], StringTableError> {
        scan(bytes, file: 0, keysOnly: true, propertyList: { propertyList(bytes, file: 0, ordered: false, keysOnly: true).map { $0.map(\.key) } }) { $0.keys }
    }

    /// The one reading `read` and `keys` share: UTF-16 converted, a property
    /// list handed to `propertyList`, else the text parsed (`keysOnly`: the
    /// values scanned, not made) and `result` taken from the parser; an
    /// error placed at its line and column.
    private static func scan<T>(_ bytes: [UInt8], file: Int32, keysOnly: Bool, propertyList: () -> Result<T, StringTableError>,
                                _ result: (Parser) -> T) -> Result<T, StringTableError> {
        var utf8 = bytes
        if let order = TextDecoding.utf16ByteOrder(bytes) {
            switch TextDecoding.utf8(fromUTF16: bytes.dropFirst(2), order) {
            case .success(let converted): utf8 = converted
            case .failure(let error): return .failure(StringTableError("line \(error.line), column \(error.column): \(error.reason)"))
            }
        }
        if PropertyListReader.startsBinaryOrXML(utf8) { return propertyList() }
        return utf8.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer, file: file)
            parser.keysOnly = keysOnly
            do throws(ScanError) {
                if let bad = TextDecoding.firstInvalidUTF8(buffer) { throw ScanError(offset: bad, message: "invalid UTF-8") }
                try parser.entries()
            } catch {
                let at = ColumnCounter.lineAndColumn(of: error.offset, in: buffer)
                return .failure(StringTableError("line \(at.line), column \(at.column): \(error.message)"))
            }
            return .success(result(parser))
        }
    }

    /// A binary or XML property list of strings (no positions: line 0), in
    /// the UTF-8 order of its keys; a key given twice keeps its last value.
    /// `keysOnly`: the values are checked but not made (each is "").
    static func propertyList(_ bytes: [UInt8], file: Int32, ordered: Bool = true, keysOnly: Bool = false) -> Result<[(key: String, value: TableValue)], StringTableError> {
        guard case .dictionary(let table)? = try? PropertyListReader.read(bytes, keysOnly: keysOnly) else {
            return .failure(StringTableError("not a valid property list of strings"))
        }
        var pairs: [(key: String, value: TableValue)] = []
        pairs.reserveCapacity(table.count)
        for (key, value) in table {
            guard case .string(let text) = value else {
                return .failure(StringTableError("not a valid property list of strings"))
            }
            pairs.append((key, TableValue(text: text, file: file)))
        }
        if ordered { pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
        return .success(pairs)
    }

    /// A cursor over the bytes of a `.strings` file and the pairs read so
    /// far, which gives the line and column of its position. (String
    /// Catalogs are JSON, read by TabsJSON's `JSONReader`.)
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: Int32
        var pos = 0
        /// Lines are counted up to `counted`, the position asked for last:
        /// the 1-based line there and the offset where that line starts.
        var counted = 0
        var line: Int32 = 1
        var lineStart = 0
        var columns = ColumnCounter()
        var pairs: [(key: String, value: TableValue)] = []
        var seen = Set<String>()
        /// Only the keys are wanted (`keys`): values are scanned, not made.
        var keysOnly = false
        var keys: [String] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>, file: Int32) {
            self.bytes = bytes
            self.file = file
            pos = TextDecoding.byteOrderMarkLength(bytes)
            counted = pos
            lineStart = pos
            columns = ColumnCounter(at: pos)
        }

        var atEnd: Bool { pos >= bytes.count }
        var peek: UInt8 { pos < bytes.count ? bytes[pos] : 0 }
        var next: UInt8 { pos + 1 < bytes.count ? bytes[pos + 1] : 0 }

        func fail(_ message: String) -> ScanError { ScanError(offset: pos, message: message) }

        /// The 1-based line and Unicode-scalar column of `pos`, which only
        /// moves forward, so lines are counted once in all.
        mutating func position() -> (line: Int32, column: Int32) {
            while counted < pos {
                if bytes[counted] == 0x0A {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
            return (line, Int32(columns.column(of: pos, lineStart: lineStart, in: bytes)))
        }

        /// White space and comments.
        mutating func skip() throws(ScanError) {
            while !atEnd {
                if peek == 0x20 || peek == 0x09 || peek == 0x0D || peek == 0x0A {
                    pos += 1
                } else if peek == 0x2F && next == 0x2F {
                    while !atEnd && peek != 0x0A { pos += 1 }
                } else if peek == 0x2F && next == 0x2A {
                    let start = pos
                    pos += 2
                    while !(peek == 0x2A && next == 0x2F) {
                        guard !atEnd else { throw ScanError(offset: start, message: "a comment that is never closed") }
                        pos += 1
                    }
                    pos += 2
                } else {
                    return
                }
            }
        }

        mutating func entries() throws(ScanError) {
            try skip()
            let braced = peek == 0x7B
            if braced { pos += 1 }
            while true {
                try skip()
                if atEnd {
                    if braced { throw fail("the file ends early; expected '}'") }
                    return
                }
                if braced && peek == 0x7D {
                    pos += 1
                    try skip()
                    guard atEnd else { throw fail("unexpected content after '}'") }
                    return
                }
                let keyAt = keysOnly ? (line: 0, column: 0) : position()
                let key = try string("a key")
                try skip()
                var value = keysOnly ? nil : TableValue(text: key, file: file, line: keyAt.line, column: keyAt.column)
                if peek == 0x3D {
                    pos += 1
                    try skip()
                    if keysOnly {
                        _ = try string("a value", making: false)
                    } else {
                        let at = position()
                        value = TableValue(text: try string("a value"), file: file, line: at.line, column: at.column)
                    }
                    try skip()
                }
                guard peek == 0x3B else {
                    throw atEnd ? fail("the file ends early; expected ';'") : fail("expected ';'")
                }
                pos += 1
                if keysOnly {
                    keys.append(key)
                } else if let value, seen.insert(key).inserted {
                    pairs.append((key, value))
                }
            }
        }

        /// A quoted or unquoted string; with `making: false`, scanned and checked only (the text is "").
        mutating func string(_ what: String, making: Bool = true) throws(ScanError) -> String {
            if peek != 0x22 {
                let start = pos
                while !atEnd && OpenStepPropertyList.isUnquoted(peek) { pos += 1 }
                guard pos > start else {
                    throw atEnd ? fail("the file ends early; expected \(what)") : fail("expected \(what)")
                }
                return making ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self) : ""
            }
            let open = pos
            pos += 1
            // The text as UTF-8 bytes (the file's runs are valid UTF-8), decoded once at the end.
            var out: [UInt8] = []
            var runStart = pos
            var pendingHigh: UInt32?
            func flush(_ end: Int) {
                if end > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
            }
            func append(_ scalar: Unicode.Scalar) { out.append(contentsOf: String(scalar).utf8) }
            func add(_ v: UInt32) {
                if let high = pendingHigh {
                    pendingHigh = nil
                    if let s = UTF16Surrogates.join(high, v) {
                        append(s)
                        return
                    }
                    append("\u{FFFD}")
                }
                if UTF16Surrogates.isHigh(v) { pendingHigh = v; return }
                append(Unicode.Scalar(v) ?? "\u{FFFD}")
            }
            while true {
                // The bytes up to the next quote or backslash, at once.
                while pos < bytes.count && bytes[pos] != 0x22 && bytes[pos] != 0x5C { pos += 1 }
                guard !atEnd else { throw ScanError(offset: open, message: "a string that is never closed") }
                let b = peek
                if b == 0x22 {
                    if !making {
                        pos += 1
                        return ""
                    }
                    if out.isEmpty {
                        // No escape: the run is the string.
                        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]), as: UTF8.self)
                        pos += 1
                        if pendingHigh != nil { return text + "\u{FFFD}" }
                        return text
                    }
                    flush(pos)
                    pos += 1
                    if pendingHigh != nil { append("\u{FFFD}") }
                    return String(decoding: out, as: UTF8.self)
                }
                guard b == 0x5C else { pos += 1; continue }
                if making { flush(pos) }
                let escapeAt = pos
                pos += 1
                guard !atEnd else { throw ScanError(offset: open, message: "a string that is never closed") }
                let (escape, end) = OpenStepPropertyList.escape(in: bytes, at: pos)
                switch escape {
                case .unicode(_, let digits) where digits < 4:
                    throw ScanError(offset: escapeAt, message: "a \\U escape needs four hex digits")
                case .unicode(let v, _), .code(let v):
                    if making { add(v) }
                    runStart = end
                case .itself:
                    // `\"`, `\\` and any other escaped character stand for themselves.
                    runStart = pos
                }
                pos = end
            }
        }
    }
}

/// A syntax error in a table file at a byte offset; the reader turns the
/// offset into a line and column. The message never quotes the content.
struct ScanError: Error {
    var offset: Int
    var message: String
}
