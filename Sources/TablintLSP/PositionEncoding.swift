import TabsBase
import TabsJSON
import TabsSyntax

// The one place where byte offsets (the core's positions) meet LSP
// positions (0-based line, character in the negotiated encoding).

/// The position encodings the server speaks, in LSP's spelling.
enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first of the client's encodings the server supports, else UTF-16.
    static func negotiate(_ offered: [JSONValue]?) -> PositionEncoding {
        (offered ?? []).lazy.compactMap { $0.stringValue.flatMap(PositionEncoding.init(rawValue:)) }.first ?? .utf16
    }

    /// Code units of this encoding in a scalar whose UTF-8 form has `utf8Length` bytes.
    @inline(__always) func units(utf8Length: Int) -> Int {
        switch self {
        case .utf8: utf8Length
        case .utf16: utf8Length == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// A 0-based LSP position (distinct from the CLI's 1-based `SourceLocation`).
struct LSPPosition: Hashable, Sendable {
    var line: Int
    var character: Int
}

extension LSPPosition {
    /// A position from JSON. LSP positions are unsigned: a negative one is
    /// a wrong shape (-32602), except where `lenient` (edits in `didChange`,
    /// a notification that cannot be answered: clamped to 0 there, so the
    /// text stays in step with the client).
    init(json: JSONValue?, lenient: Bool = false) throws(ResponseError) {
        guard let object = json?.objectValue,
              let line = object["line"].flatMap(Self.number), let character = object["character"].flatMap(Self.number)
        else { throw .invalidParams("a position needs integer `line` and `character`") }
        if !lenient && (line < 0 || character < 0) {
            throw .invalidParams("a position's `line` and `character` cannot be negative")
        }
        self.line = max(0, line)
        self.character = max(0, character)
    }

    private static func number(_ value: JSONValue) -> Int? {
        switch value {
        case .integer(let i): return Int(clamping: i)
        case .double(let d) where d.isFinite && d == d.rounded(): return d > 1e15 ? Int(1e15) : (d < -1e15 ? Int(-1e15) : Int(d))
        default: return nil
        }
    }
}

struct LSPRange: Hashable, Sendable {
    var start: LSPPosition
    var end: LSPPosition
}

extension LSPRange {
    init(json: JSONValue?, lenient: Bool = false) throws(ResponseError) {
        guard let object = json?.objectValue else { throw .invalidParams("a range needs `start` and `end`") }
        start = try LSPPosition(json: object["start"], lenient: lenient)
        end = try LSPPosition(json: object["end"], lenient: lenient)
    }
}

/// A text with the syntax layer's `LineIndex` (the one line table, which
/// also counts Unicode scalars) and what LSP positions need beyond it:
/// UTF-16 counts, so conversions between byte offsets and positions in any
/// encoding stay short. Lines end with LF, CRLF or a lone CR.
struct TextLines: Sendable {
    /// The syntax layer's line table: one definition of where lines start.
    let index: LineIndex
    /// UTF-16 units in the bytes before each multiple of `TextLines.chunk`,
    /// so no conversion counts more than one chunk, however long the line
    /// (kept for long lines with many diagnostics, as `LineIndex`'s checkpoints are).
    /// (Text from the client is valid UTF-8: it came in a JSON string. Units
    /// are counted from lead bytes.)
    private let utf16Before: [Int]
    static let chunk = 1024

    var bytes: [UInt8] { index.bytes }
    /// Byte offset where each 0-based line starts.
    var lineStarts: [Int] { index.lineStarts }

    init(_ bytes: [UInt8]) {
        index = LineIndex(bytes)
        var u16: [Int] = [0]
        // Every byte ASCII (the index's `isASCII`, no byte-order mark): a character is a byte in every encoding.
        if !index.isASCII {
            for end in stride(from: TextLines.chunk, to: bytes.count, by: TextLines.chunk) {
                u16.append(u16[u16.count - 1] + TextLines.utf16Units(bytes, end - TextLines.chunk..<end))
            }
        }
        utf16Before = u16
    }

    /// UTF-16 units in `bytes[range]`, counted from lead bytes (a four-byte scalar is two).
    static func utf16Units(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { s in
            var units = 0
            for k in range where s[k] & 0xC0 != 0x80 { units += s[k] >= 0xF0 ? 2 : 1 }
            return units
        }
    }

    /// The start of the scalar holding `offset`.
    func boundary(_ offset: Int) -> Int {
        var o = max(0, min(offset, bytes.count))
        while o > 0 && o < bytes.count && bytes[o] & 0xC0 == 0x80 { o -= 1 }
        return o
    }

    /// Code units of `encoding` in bytes[0..<offset] (`offset` a scalar boundary).
    func unitsBefore(_ offset: Int, in encoding: PositionEncoding) -> Int {
        if index.isASCII || encoding == .utf8 { return offset }
        if encoding == .utf32 { return index.scalarCount(upTo: offset) }
        let k = min(offset / TextLines.chunk, utf16Before.count - 1)
        return utf16Before[k] + TextLines.utf16Units(bytes, k * TextLines.chunk..<offset)
    }

    /// The 0-based line holding `offset` (clamped to the text).
    func line(of offset: Int) -> Int { index.lineIndex(of: max(0, min(offset, bytes.count))) }

    /// The LSP position of a byte offset (clamped to the text; an offset
    /// inside a scalar counts from that scalar's start).
    func position(of offset: Int, in encoding: PositionEncoding) -> LSPPosition {
        let offset = encoding == .utf8 ? max(0, min(offset, bytes.count)) : boundary(offset)
        let line = line(of: offset)
        let start = lineStarts[line]
        return LSPPosition(line: line, character: unitsBefore(offset, in: encoding) - unitsBefore(start, in: encoding))
    }

    func range(of start: Int, _ end: Int, in encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: start, in: encoding), end: position(of: max(start, end), in: encoding))
    }

    /// The byte offset of an LSP position: a line past the end is the end of
    /// the text; a character past the end of its line is the end of that
    /// line; a character inside a scalar (half a surrogate pair, a byte
    /// inside a UTF-8 sequence) is that scalar's start.
    func offset(of position: LSPPosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var i = lineStarts[position.line]
        let end = index.lineContent(position.line).upperBound
        var units = 0
        let target = max(0, position.character)
        bytes.withUnsafeBufferPointer { s in
            // The text is valid UTF-8 (see `utf16Before`): no scalar runs past its line.
            while i < end && units < target {
                let n = UTF8Decoding.decode(s, at: i).length
                let u = encoding.units(utf8Length: n)
                if units + u > target { break }
                units += u
                i += n
            }
        }
        return i
    }

    /// Byte range of an LSP range, start and end ordered.
    func byteRange(of range: LSPRange, in encoding: PositionEncoding) -> Range<Int> {
        let a = offset(of: range.start, in: encoding)
        let b = offset(of: range.end, in: encoding)
        return min(a, b)..<max(a, b)
    }
}
