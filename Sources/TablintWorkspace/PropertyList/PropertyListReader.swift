import TabsBase

/// A property list that cannot be read: what is wrong and where (a byte
/// offset in a binary list, a line in a text one), never quoting content.
struct PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
    var message: String
    /// What is wrong, without the place.
    var reason: String
    /// The 1-based line and Unicode-scalar column of the place in a text
    /// list, when it is placed there.
    var line: Int?
    var column: Int?

    init(_ message: String) { self.message = message; self.reason = message }

    /// `what`, placed at `offset`'s line in `bytes` (1-based; a line ends
    /// at LF, as in the string tables' errors).
    init(_ what: String, line offset: Int, in bytes: [UInt8]) {
        let at = bytes.withUnsafeBufferPointer { ColumnCounter.lineAndColumn(of: offset, in: $0) }
        self.message = "line \(at.line): \(what)"
        self.reason = what
        self.line = at.line
        self.column = at.column
    }

    /// `what`, placed at a byte offset of a binary property list.
    init(_ what: String, byte offset: Int) {
        self.message = "byte \(offset): \(what)"
        self.reason = message
    }

    var description: String { message }
}

/// What the XML and old-style text readers share: the UTF-8 text, the
/// position in it, and errors placed at a line of it.
protocol PropertyListText {
    var text: [UInt8] { get }
    var pos: Int { get }
}

extension PropertyListText {
    func fail(_ what: String, at offset: Int? = nil) -> PropertyListError {
        PropertyListError(what, line: offset ?? pos, in: text)
    }

    func peek(_ ahead: Int = 0) -> UInt8? { pos + ahead < text.count ? text[pos + ahead] : nil }

    /// The 1-based line of a byte offset, counted as the string tables count it.
    func line(_ offset: Int) -> Int { text.withUnsafeBufferPointer { ColumnCounter.lineAndColumn(of: offset, in: $0).line } }
}

/// A container the XML or old-style text reader has open: where it
/// opened, and what it holds so far (in a dictionary, the key read last
/// while its value is still to come).
struct PropertyListContainer {
    var isDictionary: Bool
    var openedAt: Int
    /// Whether it holds what it reads; one that does not is still checked
    /// (each key has its value) and comes out empty.
    var keeps = true
    var elements: [PropertyListValue] = []
    var entries: [String: PropertyListValue] = [:]
    var key: String?

    var value: PropertyListValue { isDictionary ? .dictionary(entries) : .array(elements) }

    /// Adds a finished value: the waiting key's in a dictionary, else an element.
    mutating func add(_ value: PropertyListValue) {
        if !keeps {
            key = nil
        } else if isDictionary, let key {
            entries[key] = value
            self.key = nil
        } else {
            elements.append(value)
        }
    }
}

/// Reads a property list without Foundation: binary (`bplist00`), XML, or
/// old-style (OpenStep) text, the three formats Foundation's
/// `PropertyListDecoder` reads, told apart the way it tells them: the
/// `bplist0` magic, else text (UTF-8, a byte-order mark skipped, or UTF-16
/// with a byte-order mark) whose first non-blank character is `<`, else
/// old-style text. A key given twice keeps its last value in every format,
/// as Foundation's decoder does. Nesting deeper than `maximumDepth`
/// containers is refused; no input costs more than linear time in its size.
enum PropertyListReader {
    static let maximumDepth = 512

    /// `keysOnly`: in an XML list, only the top container's keys are made;
    /// its values are checked but hollow (`XMLPropertyList.keysOnly`). The
    /// binary and old-style readers make every value.
    static func read(_ bytes: [UInt8], maxDepth: Int = maximumDepth, keysOnly: Bool = false) throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: binaryMagic) {
            return try BinaryPropertyList.read(bytes, maxDepth: maxDepth)
        }
        let text = try utf8Text(bytes)
        guard !text.isEmpty else { throw PropertyListError("the file is empty") }
        if let bad = text.withUnsafeBufferPointer(TextDecoding.firstInvalidUTF8) { throw PropertyListError("invalid UTF-8", line: bad, in: text) }
        if let i = text.firstIndex(where: { !isBlank($0) }), text[i] == 0x3C {
            if bytes.first != 0xFE && bytes.first != 0xFF { try checkDeclaredEncoding(text, from: i) }
            var reader = XMLPropertyList(text: text, maxDepth: maxDepth, keysOnly: keysOnly)
            return try reader.document()
        }
        return try OpenStepPropertyList.read(text, maxDepth: maxDepth)
    }

    static let binaryMagic = Array("bplist".utf8)

    /// Whether the bytes start as a binary or an XML property list (after a
    /// UTF-8 byte-order mark and blanks): how a `.strings` table or a symbol
    /// catalog under another name is told from the text formats they share
    /// a suffix with.
    static func startsBinaryOrXML(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: binaryMagic) { return true }
        let rest = bytes.dropFirst(TextDecoding.byteOrderMarkLength(bytes)).drop(while: isBlank)
        return xmlStarts.contains { rest.starts(with: $0) }
    }

    private static let xmlStarts = ["<?xml", "<!DOCTYPE plist", "<plist"].map { Array($0.utf8) }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The text as UTF-8 without a byte-order mark: UTF-16 (either byte
    /// order) is converted; UTF-32 is refused.
    static func utf8Text(_ bytes: [UInt8]) throws(PropertyListError) -> [UInt8] {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw PropertyListError("UTF-32 text is not supported; save the property list as UTF-8")
        }
        return try TextDecoding.utf8Text(bytes).mapError { PropertyListError($0.reason) }.get()
    }

    /// An XML declaration (at `i`, after the blanks) naming an encoding other
    /// than UTF-8 is refused (Foundation's decoder reads UTF-8 only, without
    /// a byte-order mark).
    static func checkDeclaredEncoding(_ text: [UInt8], from i: Int) throws(PropertyListError) {
        guard text[i...].starts(with: Array("<?xml".utf8)) else { return }
        let end = text[i...].firstIndex(of: 0x3E) ?? text.count
        // A plain loop: `firstRange(of:)` walked the whole file for a declaration of a few bytes.
        let word = Array("encoding".utf8)
        guard let at = (i..<end).first(where: { text[$0..<end].starts(with: word) }) else { return }
        var j = at + word.count
        while j < end, isBlank(text[j]) || text[j] == 0x3D { j += 1 }
        guard j < end, text[j] == 0x22 || text[j] == 0x27 else { return }
        let close = text[(j + 1)..<end].firstIndex(of: text[j]) ?? end
        let name = String(decoding: text[(j + 1)..<close], as: UTF8.self).lowercased()
        if name != "utf-8" && name != "utf8" {
            throw PropertyListError("the XML declaration names an encoding other than UTF-8", line: i, in: text)
        }
    }
}
