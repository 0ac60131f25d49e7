import TabsBase
import TabsLint
import TabsSyntax

/// A syntax error in a table file at a byte offset; the reader turns the
/// offset into a line and column. The message never quotes the content.
struct ScanError: Error {
    var offset: Int
    var message: String
}

/// A cursor over the bytes of a `.strings` file: it counts lines in the
/// white space it skips and gives the line and column of its position.
/// (String Catalogs are JSON, read by TabsJSON's `JSONReader`.)
struct StringsScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    /// 1-based line of `pos` and the offset where that line starts.
    var line: Int32 = 1
    var lineStart = 0
    var columns = ColumnCounter()

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
            columns = ColumnCounter(at: 3)
        }
    }

    var atEnd: Bool { pos >= bytes.count }
    var peek: UInt8 { pos < bytes.count ? bytes[pos] : 0 }

    func fail(_ message: String) -> ScanError { ScanError(offset: pos, message: message) }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                pos += 1
            } else if b == 0x0A {
                pos += 1
                line += 1
                lineStart = pos
            } else {
                return
            }
        }
    }

    /// The 1-based line and Unicode-scalar column of `pos`.
    mutating func position() -> (line: Int32, column: Int32) {
        (line, Int32(columns.column(of: pos, lineStart: lineStart, in: bytes)))
    }

    /// The length of the well-formed UTF-8 sequence at `i` (a lead byte of
    /// 0x80 or more), 0 when it is ill-formed: the lexer's decoding step.
    func utf8Length(at i: Int) -> Int {
        let step = UTF8Decoding.decode(bytes, at: i)
        return step.valid ? step.length : 0
    }

}

func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x41...0x46: b - 0x41 + 10
    case 0x61...0x66: b - 0x61 + 10
    default: nil
    }
}

/// The 1-based line and Unicode-scalar column of a byte offset, counted from the start.
func lineAndColumn(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (line: Int, column: Int) {
    var line = 1, column = 1
    var i = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    let end = min(offset, bytes.count)
    while i < end {
        let b = bytes[i]
        if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        i += 1
    }
    return (line, column)
}
