/// Writes compact JSON text straight into a byte buffer, without building
/// a `JSONValue` first: commas are placed automatically.
///
/// ```
/// var w = JSONWriter()
/// w.beginObject()
/// w.key("version"); w.int(1)
/// w.key("files"); w.beginArray(); w.endArray()
/// w.endObject()
/// w.string  // {"version":1,"files":[]}
/// ```
///
/// The caller keeps the calls well nested: in an object, each value follows
/// a `key(_:)`. The writer does not check this (it is a programming error,
/// not an input error), so misuse gives malformed output, never a trap.
///
/// Output: strings are escaped as `JSONWriter.escape` describes; doubles are
/// written in Swift's shortest round-trip form (`0.1`, `1e+20`), an integral
/// double keeping its fraction (`3.0`) so it reads back as a double;
/// non-finite doubles (NaN, infinities), which JSON cannot express, are
/// written as `null`.
public struct JSONWriter: Sendable {
    /// The output so far, UTF-8.
    public internal(set) var bytes: [UInt8] = []

    /// Whether the current container already has an element (so the next
    /// one needs a comma).
    private var needsComma = false
    /// Whether a key was just written (so the next value follows it directly).
    private var afterKey = false

    public init() {}

    /// The output so far as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The output and a newline, leaving the writer empty: a whole report
    /// is taken without copying it.
    public mutating func takeLine() -> [UInt8] {
        var line: [UInt8] = []
        swap(&line, &bytes)
        line.append(0x0A)
        needsComma = false
        afterKey = false
        return line
    }

    // MARK: Structure

    public mutating func beginObject() { begin(UInt8(ascii: "{")) }
    public mutating func endObject() { end(UInt8(ascii: "}")) }
    public mutating func beginArray() { begin(UInt8(ascii: "[")) }
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ key: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        beforeValue()
        appendQuoted(value)
        needsComma = true
    }

    public mutating func int(_ value: Int) { scalar(String(value)) }
    public mutating func int64(_ value: Int64) { scalar(String(value)) }
    /// Writes a double (see the type's notes: `null` when not finite).
    public mutating func double(_ value: Double) { scalar(value.isFinite ? value.description : "null") }
    public mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }
    public mutating func null() { scalar("null") }

    /// Writes a whole value (iteratively, however deep).
    public mutating func value(_ value: JSONValue) {
        enum Pending {
            /// A value, after its key when it is an object's member.
            case value(JSONValue, key: String?)
            /// The closing bracket of an array or object.
            case close(UInt8)
        }
        var work: [Pending] = [.value(value, key: nil)]
        while let item = work.popLast() {
            let current: JSONValue
            switch item {
            case .close(let bracket):
                end(bracket)
                continue
            case .value(let value, let name):
                if let name { key(name) }
                current = value
            }
            switch current {
            case .null: null()
            case .bool(let b): bool(b)
            case .integer(let n): int64(n)
            case .double(let d): double(d)
            case .string(let s): string(s)
            case .array(let elements):
                beginArray()
                work.append(.close(UInt8(ascii: "]")))
                for element in elements.reversed() { work.append(.value(element, key: nil)) }
            case .object(let object):
                beginObject()
                work.append(.close(UInt8(ascii: "}")))
                for member in object.reversed() { work.append(.value(member.value, key: member.key)) }
            }
        }
    }

    // MARK: Layout

    /// A comma unless the value follows its key or opens its container.
    private mutating func beforeValue() {
        if needsComma && !afterKey { bytes.append(UInt8(ascii: ",")) }
        afterKey = false
    }

    private mutating func scalar(_ text: String) {
        beforeValue()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        JSONWriter.escape(text, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func begin(_ open: UInt8) {
        beforeValue()
        bytes.append(open)
        needsComma = false
    }

    private mutating func end(_ close: UInt8) {
        bytes.append(close)
        needsComma = true
        afterKey = false
    }

    // MARK: Escaping

    /// Appends `value` escaped for a JSON string, *without* the surrounding
    /// quotes: `"` and `\` are escaped; U+0008, U+0009, U+000A, U+000C and
    /// U+000D as `\b \t \n \f \r`; other control characters (and U+007F) as
    /// `\u00XX`; U+2028 and U+2029 as `\u2028` and `\u2029` (JavaScript
    /// line terminators). Everything else is raw UTF-8.
    public static func escape(_ value: String, into output: inout [UInt8]) {
        var value = value
        value.withUTF8 { escape($0, into: &output) }
    }

    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        // Runs of bytes that need no escape are copied whole.
        var runStart = 0
        var k = 0
        while k < utf8.count {
            let b = utf8[k]
            var length = 1
            let escaped: String
            switch b {
            case UInt8(ascii: "\""): escaped = "\\\""
            case UInt8(ascii: "\\"): escaped = "\\\\"
            case 0x08: escaped = "\\b"
            case 0x09: escaped = "\\t"
            case 0x0A: escaped = "\\n"
            case 0x0C: escaped = "\\f"
            case 0x0D: escaped = "\\r"
            case 0x00..<0x20, 0x7F: escaped = "\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            case 0xE2 where k + 2 < utf8.count && utf8[k + 1] == 0x80 && (utf8[k + 2] == 0xA8 || utf8[k + 2] == 0xA9):
                escaped = utf8[k + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                k += 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<k]))
            output.append(contentsOf: escaped.utf8)
            k += length
            runStart = k
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
}

// MARK: - Serializing values

extension JSONValue {
    /// The value as compact JSON text: keys in insertion order, strings
    /// escaped as `JSONWriter.escape` says, doubles in shortest round-trip
    /// form with integral ones keeping `.0`, non-finite doubles as `null`.
    public func serialized() -> String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.string
    }
}
