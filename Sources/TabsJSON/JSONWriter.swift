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

    // MARK: Structure

    public mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ key: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        JSONWriter.escape(key, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        JSONWriter.escape(value, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    public mutating func int(_ value: Int) {
        int64(Int64(value))
    }

    public mutating func int64(_ value: Int64) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// Writes a double (see the type's notes: `null` when not finite).
    public mutating func double(_ value: Double) {
        beforeValue()
        if value.isFinite {
            bytes.append(contentsOf: value.description.utf8)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
        needsComma = true
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes a whole value (iteratively, however deep).
    public mutating func value(_ value: JSONValue) {
        enum Pending {
            case value(JSONValue)
            case member(String, JSONValue)
            case endArray
            case endObject
        }
        var work: [Pending] = [.value(value)]
        while let item = work.popLast() {
            var current: JSONValue
            switch item {
            case .endArray:
                endArray()
                continue
            case .endObject:
                endObject()
                continue
            case .member(let k, let v):
                key(k)
                current = v
            case .value(let v):
                current = v
            }
            switch current {
            case .null: null()
            case .bool(let b): bool(b)
            case .integer(let n): int64(n)
            case .double(let d): double(d)
            case .string(let s): string(s)
            case .array(let elements):
                beginArray()
                work.append(.endArray)
                for element in elements.reversed() { work.append(.value(element)) }
            case .object(let object):
                beginObject()
                work.append(.endObject)
                for index in object.indices.reversed() {
                    let member = object[index]
                    work.append(.member(member.key, member.value))
                }
            }
        }
    }

    // MARK: Layout

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    private mutating func endContainer(_ close: UInt8) {
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

    /// Whether `b` is a control character, `"`, `\`, DEL, or 0xE2 (the
    /// first byte of U+2028 and U+2029).
    private static func mayNeedEscape(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xE2
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var runStart = 0
        var k = 0
        let count = utf8.count
        while k < count {
            let b = utf8[k]
            let escaped: Bool
            if !mayNeedEscape(b) {
                escaped = false
            } else if b == 0xE2 {
                // U+2028 / U+2029 are E2 80 A8 / E2 80 A9.
                escaped = k + 2 < count && utf8[k + 1] == 0x80 && (utf8[k + 2] == 0xA8 || utf8[k + 2] == 0xA9)
            } else {
                escaped = true
            }
            if !escaped {
                k += 1
                continue
            }
            if runStart < k {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<k]))
            }
            output.append(UInt8(ascii: "\\"))
            switch b {
            case 0x22: output.append(0x22)
            case 0x5C: output.append(0x5C)
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0xE2:
                output.append(contentsOf: utf8[k + 2] == 0xA8 ? "u2028".utf8 : "u2029".utf8)
                k += 3
                runStart = k
                continue
            default:
                output.append(contentsOf: "u00".utf8)
                output.append(hexDigits[Int(b >> 4)])
                output.append(hexDigits[Int(b & 0xF)])
            }
            k += 1
            runStart = k
        }
        if runStart < count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
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

    /// Appends the compact JSON text of the value to `output`.
    public func write(to output: inout [UInt8]) {
        var writer = JSONWriter()
        swap(&writer.bytes, &output)
        writer.value(self)
        swap(&writer.bytes, &output)
    }
}
