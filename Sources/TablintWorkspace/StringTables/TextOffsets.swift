import TabsBase

/// A syntax error in a table file at a byte offset; the reader turns the
/// offset into a line and column. The message never quotes the content.
struct ScanError: Error {
    var offset: Int
    var message: String
}

/// The offset of the first ill-formed UTF-8 sequence in `bytes`, or nil
/// (the lexer's decoding step).
func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    while i < bytes.count {
        if bytes[i] < 0x80 { i += 1; continue }
        let step = UTF8Decoding.decode(bytes, at: i)
        if !step.valid { return i }
        i += step.length
    }
    return nil
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
