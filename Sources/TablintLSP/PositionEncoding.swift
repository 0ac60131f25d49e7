import TabsJSON
import TabsSyntax

// The one place where byte offsets (the core's positions) meet LSP
// positions (0-based line, character in the negotiated encoding).

/// The position encodings the server speaks, in LSP's spelling.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first of the client's encodings the server supports, else UTF-16.
    public static func negotiate(_ offered: [JSONValue]?) -> PositionEncoding {
        for value in offered ?? [] {
            if let name = value.stringValue, let encoding = PositionEncoding(rawValue: name) { return encoding }
        }
        return .utf16
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
public struct LSPPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) { self.line = line; self.character = character }
    public static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.character < b.character
    }

    /// A position from JSON. LSP positions are unsigned: a negative one is
    /// a wrong shape (-32602), except where `lenient` (edits in `didChange`,
    /// a notification that cannot be answered: clamped to 0 there, so the
    /// text stays in step with the client).
    public init(json: JSONValue?, lenient: Bool = false) throws(ResponseError) {
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

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition
    public init(start: LSPPosition, end: LSPPosition) { self.start = start; self.end = end }

    public init(json: JSONValue?, lenient: Bool = false) throws(ResponseError) {
        guard let object = json?.objectValue else { throw .invalidParams("a range needs `start` and `end`") }
        start = try LSPPosition(json: object["start"], lenient: lenient)
        end = try LSPPosition(json: object["end"], lenient: lenient)
    }
}

/// A text with the syntax layer's `LineIndex` (the one line table) and what
/// LSP positions need beyond it: UTF-16 and scalar counts, so conversions
/// between byte offsets and positions in any encoding stay short. Lines end
/// with LF, CRLF or a lone CR.
public struct TextLines: Sendable {
    public var bytes: [UInt8] { index.bytes }
    /// Byte offset where each 0-based line starts.
    public var lineStarts: [Int] { index.lineStarts }

    /// Whether every byte is ASCII (then a character is a byte in every encoding).
    public let isASCII: Bool
    /// UTF-16 units and scalars in the bytes before each multiple of
    /// `TextLines.chunk`, so no conversion counts more than one chunk,
    /// however long the line. (Text from the client is valid UTF-8: it
    /// came in a JSON string. Units are counted from lead bytes.)
    private let utf16Before: [Int]
    private let scalarsBefore: [Int]
    static let chunk = 1024

    /// The syntax layer's line table: one definition of where lines start.
    let index: LineIndex

    public init(_ bytes: [UInt8]) {
        index = LineIndex(bytes)
        let ascii = index.isASCII && !bytes.starts(with: [0xEF, 0xBB, 0xBF])
        var u16: [Int] = [0]
        var u32: [Int] = [0]
        if !ascii {
            bytes.withUnsafeBufferPointer { s in
                var units16 = 0
                var scalars = 0
                for k in 0..<s.count {
                    if k > 0 && k % TextLines.chunk == 0 { u16.append(units16); u32.append(scalars) }
                    let b = s[k]
                    if b & 0xC0 != 0x80 { units16 += 1; scalars += 1 }
                    if b >= 0xF0 { units16 += 1 }
                }
            }
        }
        isASCII = ascii
        utf16Before = u16
        scalarsBefore = u32
    }

    /// The start of the scalar holding `offset`.
    func boundary(_ offset: Int) -> Int {
        var o = max(0, min(offset, bytes.count))
        while o > 0 && o < bytes.count && bytes[o] & 0xC0 == 0x80 { o -= 1 }
        return o
    }

    /// Code units of `encoding` in bytes[0..<offset] (`offset` a scalar boundary).
    func unitsBefore(_ offset: Int, in encoding: PositionEncoding) -> Int {
        if isASCII || encoding == .utf8 { return offset }
        let k = min(offset / TextLines.chunk, utf16Before.count - 1)
        var units = encoding == .utf16 ? utf16Before[k] : scalarsBefore[k]
        let from = k * TextLines.chunk
        let utf16 = encoding == .utf16
        bytes.withUnsafeBufferPointer { s in
            var i = from
            while i < offset {
                let b = s[i]
                if b & 0xC0 != 0x80 { units += 1 }
                if utf16 && b >= 0xF0 { units += 1 }
                i += 1
            }
        }
        return units
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset` (clamped to the text).
    public func line(of offset: Int) -> Int { index.lineIndex(of: max(0, min(offset, bytes.count))) }

    /// Where a line's content ends (before its terminator).
    public func contentEnd(ofLine line: Int) -> Int { index.lineContent(line).upperBound }

    /// Length in bytes of the scalar starting at `i` (1 for a stray byte),
    /// never running past `limit`.
    @inline(__always) func scalarLength(at i: Int, limit: Int) -> Int {
        Self.scalarLength(bytes, at: i, limit: limit)
    }

    @inline(__always) static func scalarLength(_ bytes: [UInt8], at i: Int, limit: Int) -> Int {
        let b = bytes[i]
        let n: Int
        if b < 0x80 { return 1 } else if b >= 0xF0 && b <= 0xF4 { n = 4 } else if b >= 0xE0 { n = 3 } else if b >= 0xC2 && b <= 0xDF { n = 2 } else { return 1 }
        guard i + n <= limit else { return 1 }
        for k in 1..<n where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return n
    }

    /// The LSP position of a byte offset (clamped to the text; an offset
    /// inside a scalar counts from that scalar's start).
    public func position(of offset: Int, in encoding: PositionEncoding) -> LSPPosition {
        let offset = encoding == .utf8 ? max(0, min(offset, bytes.count)) : boundary(offset)
        let line = line(of: offset)
        let start = lineStarts[line]
        return LSPPosition(line: line, character: unitsBefore(offset, in: encoding) - unitsBefore(start, in: encoding))
    }

    public func range(of start: Int, _ end: Int, in encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: start, in: encoding), end: position(of: max(start, end), in: encoding))
    }

    /// The byte offset of an LSP position: a line past the end is the end of
    /// the text; a character past the end of its line is the end of that
    /// line; a character inside a scalar (half a surrogate pair, a byte
    /// inside a UTF-8 sequence) is that scalar's start.
    public func offset(of position: LSPPosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var i = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var units = 0
        let target = max(0, position.character)
        while i < end && units < target {
            let n = scalarLength(at: i, limit: end)
            let u = encoding.units(utf8Length: n)
            if units + u > target { break }
            units += u
            i += n
        }
        return i
    }

    /// Byte range of an LSP range, start and end ordered.
    public func byteRange(of range: LSPRange, in encoding: PositionEncoding) -> Range<Int> {
        let a = offset(of: range.start, in: encoding)
        let b = offset(of: range.end, in: encoding)
        return min(a, b)..<max(a, b)
    }
}

/// Maps byte offsets of one text to LSP positions and ranges in one
/// encoding (the encoding negotiated with the client).
public struct PositionMapper {
    public let lines: TextLines
    public let encoding: PositionEncoding

    public init(_ lines: TextLines, _ encoding: PositionEncoding) {
        self.lines = lines
        self.encoding = encoding
    }

    public func position(of offset: Int) -> LSPPosition { lines.position(of: offset, in: encoding) }

    public func range(of start: Int, _ end: Int) -> LSPRange { lines.range(of: start, end, in: encoding) }

    public func offset(of position: LSPPosition) -> Int { lines.offset(of: position, in: encoding) }
}
