import Testing
import TabsJSON

/// Parses `text`, expecting an error, and returns it.
private func parseError(_ text: String, maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONParseError? {
    do {
        _ = try JSONValue.parse(text, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

private func parseError(bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONValue.parse(bytes)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONParserTests {
    // MARK: Values

    @Test func scalars() throws {
        #expect(try JSONValue.parse("null") == .null)
        #expect(try JSONValue.parse("true") == .bool(true))
        #expect(try JSONValue.parse("false") == .bool(false))
        #expect(try JSONValue.parse("0") == .integer(0))
        #expect(try JSONValue.parse("-12") == .integer(-12))
        #expect(try JSONValue.parse("1.5") == .double(1.5))
        #expect(try JSONValue.parse("\"hi\"") == .string("hi"))
        #expect(try JSONValue.parse(" \t\r\n 7 \n") == .integer(7))
    }

    @Test func containers() throws {
        let value = try JSONValue.parse(#"{"a": [1, 2, {"b": null}], "c": {}, "d": []}"#)
        let expected: JSONValue = ["a": [1, 2, ["b": nil]], "c": [:], "d": []]
        #expect(value == expected)
        #expect(value["a"]?[2]?["b"] == .null)
        #expect(value.objectValue?.keys == ["a", "c", "d"])
    }

    @Test func inputKinds() throws {
        let text = #"{"k": [true]}"#
        let fromString = try JSONValue.parse(text)
        let fromBytes = try JSONValue.parse(Array(text.utf8))
        #expect(fromString == fromBytes)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
        // Only one, and only at the start.
        #expect(parseError(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31]) != nil)
        #expect(parseError(bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF, 0x31]) != nil)
    }

    // MARK: Strings

    @Test func simpleEscapes() throws {
        let value = try JSONValue.parse(#""\" \\ \/ \b \f \n \r \t""#)
        #expect(value == .string("\" \\ / \u{8} \u{C} \n \r \t"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try JSONValue.parse(#""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        // A surrogate pair.
        #expect(try JSONValue.parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try JSONValue.parse(#""\ud83d\ude00x""#) == .string("😀x"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try JSONValue.parse(#""\uD800""#) == .string("\u{FFFD}"))
        #expect(try JSONValue.parse(#""\uDC00""#) == .string("\u{FFFD}"))
        #expect(try JSONValue.parse(#""a\uD800b""#) == .string("a\u{FFFD}b"))
        // High followed by a non-surrogate escape: both kept, the first replaced.
        #expect(try JSONValue.parse(#""\uD800\u0041""#) == .string("\u{FFFD}A"))
        // Two highs then a low: the first is lone, the second pairs.
        #expect(try JSONValue.parse(#""\uD800\uD83D\uDE00""#) == .string("\u{FFFD}😀"))
        // Reversed pair.
        #expect(try JSONValue.parse(#""\uDE00\uD83D""#) == .string("\u{FFFD}\u{FFFD}"))
    }

    @Test func rawUnicodeIsKept() throws {
        #expect(try JSONValue.parse("\"héllo 😀 \u{2028}\"") == .string("héllo 😀 \u{2028}"))
    }

    @Test func invalidEscapes() {
        #expect(parseError(#""\x""#)?.message == "invalid escape sequence '\\x' in a string")
        #expect(parseError(#""\u12""#)?.message == "invalid \\u escape: expected four hexadecimal digits")
        #expect(parseError(#""\u12G4""#)?.message == "invalid \\u escape: expected four hexadecimal digits")
        #expect(parseError(#""\"#) != nil)
        #expect(parseError(#""\uD800\u12""#) != nil)
    }

    @Test func controlCharactersAreRejected() {
        for byte: UInt8 in 0..<0x20 {
            let bytes: [UInt8] = [0x22, 0x61, byte, 0x22]
            let error = parseError(bytes: bytes)
            #expect(error?.offset == 2)
            #expect(error?.message.hasPrefix("a control character") == true)
        }
        // DEL is allowed raw.
        #expect((try? JSONValue.parse([0x22, 0x7F, 0x22])) == .string("\u{7F}"))
    }

    @Test func invalidUTF8InStringsIsRejected() {
        let cases: [[UInt8]] = [
            [0x80],  // lone continuation
            [0xC0, 0x80],  // overlong
            [0xC1, 0xBF],  // overlong
            [0xE0, 0x80, 0x80],  // overlong
            [0xED, 0xA0, 0x80],  // encoded surrogate
            [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
            [0xF5, 0x80, 0x80, 0x80],
            [0xFF],
            [0xC3],  // truncated
            [0xE2, 0x82],  // truncated
            [0xC3, 0x41],  // bad continuation
        ]
        for sequence in cases {
            let bytes = [0x22] + sequence + [0x22]
            let error = parseError(bytes: bytes)
            #expect(error?.message.hasPrefix("invalid UTF-8") == true, "\(sequence)")
            // Also after an escape, on the slow path.
            let escaped = Array(#""\n"#.utf8) + sequence + [0x22]
            #expect(parseError(bytes: escaped)?.message.hasPrefix("invalid UTF-8") == true, "\(sequence)")
        }
        // Well-formed boundaries.
        let good: [[UInt8]] = [[0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
                               [0xEE, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF]]
        for sequence in good {
            #expect(parseError(bytes: [0x22] + sequence + [0x22]) == nil, "\(sequence)")
        }
    }

    @Test func invalidBytesOutsideStrings() {
        #expect(parseError(bytes: [0xFF])?.message == "unexpected byte 0xFF; expected a value")
        #expect(parseError(bytes: Array("[1,".utf8) + [0xC3, 0xA9] + Array("]".utf8))?.offset == 3)
    }

    // MARK: Numbers

    @Test func numbers() throws {
        #expect(try JSONValue.parse("-0") == .double(-0.0))
        #expect(try JSONValue.parse("-0").doubleValue?.sign == .minus)
        #expect(try JSONValue.parse("-0").intValue == 0)
        #expect(try JSONValue.parse("0.0") == .double(0))
        #expect(try JSONValue.parse("1e2") == .double(100))
        #expect(try JSONValue.parse("1E+2") == .double(100))
        #expect(try JSONValue.parse("1e-2") == .double(0.01))
        #expect(try JSONValue.parse("-1.25e1") == .double(-12.5))
        #expect(try JSONValue.parse("0.1") == .double(0.1))
        #expect(try JSONValue.parse("1e-400") == .double(0))
        #expect(try JSONValue.parse("2.5").intValue == nil)
        #expect(try JSONValue.parse("3.0").intValue == 3)
    }

    @Test func bigIntegers() throws {
        #expect(try JSONValue.parse("9223372036854775807") == .integer(Int64.max))
        #expect(try JSONValue.parse("-9223372036854775808") == .integer(Int64.min))
        #expect(try JSONValue.parse("9223372036854775808") == .double(9223372036854775808.0))
        #expect(try JSONValue.parse("-9223372036854775809") == .double(-9223372036854775809.0))
        #expect(try JSONValue.parse("123456789012345678901234567890") == .double(1.2345678901234568e29))
    }

    @Test func numbersOutOfRangeAreErrors() {
        let error = parseError("[1e400]")
        #expect(error?.offset == 1)
        #expect(error?.message.hasPrefix("number out of range") == true)
        #expect(parseError("-1e400") != nil)
        #expect(parseError("1" + String(repeating: "0", count: 400)) != nil)
    }

    @Test func malformedNumbers() {
        #expect(parseError("01")?.message == "a number cannot have leading zeros")
        #expect(parseError("-01") != nil)
        #expect(parseError("-")?.message == "expected a digit after '-'")
        #expect(parseError("-a") != nil)
        #expect(parseError("1.")?.message == "expected a digit after the decimal point")
        #expect(parseError("1.e3") != nil)
        #expect(parseError(".5") != nil)
        #expect(parseError("+1") != nil)
        #expect(parseError("1e")?.message == "expected a digit in the exponent")
        #expect(parseError("1e+") != nil)
        #expect(parseError("0x10") != nil)
        #expect(parseError("NaN") != nil)
        #expect(parseError("Infinity") != nil)
        #expect(parseError("-Infinity") != nil)
        #expect(parseError("1 2") != nil)
    }

    // MARK: Objects

    @Test func duplicateKeysLastWinsFirstPosition() throws {
        let value = try JSONValue.parse(#"{"a": 1, "b": 2, "a": 3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .integer(3))
        #expect(object.count == 2)
    }

    @Test func largeObjectsAreNotQuadratic() throws {
        var text = "{"
        for i in 0..<50_000 {
            if i > 0 { text += "," }
            text += "\"k\(i)\":\(i)"
        }
        text += "}"
        let object = try #require(try JSONValue.parse(text).objectValue)
        #expect(object.count == 50_000)
        #expect(object["k49999"] == .integer(49_999))
        #expect(object.keys.first == "k0")
    }

    // MARK: Errors

    @Test func errorPositions() throws {
        let text = "{\n  \"a\": 1,\n  \"b\" 2\n}"
        let error = try #require(parseError(text))
        #expect(error.line == 3)
        #expect(error.column == 7)
        #expect(error.offset == 18)
        #expect(error.message == "expected ':' after an object key, found '2'")
        #expect(error.description == "line 3, column 7: expected ':' after an object key, found '2'")
    }

    @Test func errorColumnsCountScalars() throws {
        // "é" is two bytes but one column; the BOM is not counted.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[\"é\" x]".utf8)
        let error = try #require(parseError(bytes: bytes))
        #expect(error.line == 1)
        #expect(error.column == 6)
        #expect(error.offset == 9)
    }

    @Test func errorLinesCountCRLFAndCR() throws {
        #expect(parseError("[\r\n1,\r\nx]")?.line == 3)
        #expect(parseError("[\r1,\rx]")?.line == 3)
        #expect(parseError("[\r1,\rx]")?.column == 1)
    }

    @Test func errorMessages() {
        #expect(parseError("")?.message == "the input is empty; expected a JSON value")
        #expect(parseError("  \n")?.message == "the input is empty; expected a JSON value")
        #expect(parseError(#"{"a": 1 "b": 2}"#)?.message == "expected ',' or '}' after an object member, found '\"'")
        #expect(parseError(#"{"a": 1"#)?.message == "unexpected end of input; expected ',' or '}' after an object member")
        #expect(parseError("[1 2]")?.message == "expected ',' or ']' after an array element, found '2'")
        #expect(parseError("[1,]")?.message == "a trailing comma is not allowed before ']'")
        #expect(parseError(#"{"a":1,}"#)?.message == "a trailing comma is not allowed before '}'")
        #expect(parseError("{1: 2}")?.message == "expected a string key or '}' after '{', found '1'")
        #expect(parseError("[1] x")?.message == "unexpected 'x' after the JSON value")
        #expect(parseError("[1]]")?.message == "unexpected ']' after the JSON value")
        #expect(parseError("tru")?.message == "invalid literal; expected 'true'")
        #expect(parseError("nul")?.message == "invalid literal; expected 'null'")
        #expect(parseError("[,]")?.message == "expected a value, found ','")
        #expect(parseError("'a'")?.message == "unexpected '''; expected a value")
        #expect(parseError(#""abc"#)?.message == "unterminated string")
        #expect(parseError(#""abc"#)?.offset == 0)
        #expect(parseError("[")?.message == "unexpected end of input; expected a value")
        #expect(parseError("// comment\n1") != nil)
    }

    // MARK: Depth

    @Test func depthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(parseError(ok) == nil)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(parseError(deep))
        #expect(error.offset == 512)
        #expect(error.message == "nested too deeply (over 512 levels)")
        #expect(parseError(#"{"a":{"a":1}}"#, maxDepth: 1) != nil)
        #expect(parseError(#"{"a":1}"#, maxDepth: 1) == nil)
        #expect(parseError("1", maxDepth: 0) == nil)
        #expect(parseError("[]", maxDepth: 0) != nil)
    }

    @Test func depthBomb() throws {
        let bomb = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(parseError(bytes: bomb))
        #expect(error.message.hasPrefix("nested too deeply"))
        let objects = Array(String(repeating: #"{"a":"#, count: 200_000).utf8)
        #expect(parseError(bytes: objects)?.message.hasPrefix("nested too deeply") == true)
    }

    @Test func deepestAllowedValueIsReleasedSafely() throws {
        // Depth is capped so that releasing the value stays shallow enough.
        let depth = JSONValue.maxDepthCeiling
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONValue.parse(text, maxDepth: Int.max)
        #expect(value.arrayValue?.count == 1)
        #expect(value == value)
        #expect(value.serialized() == text)
        #expect(parseError("[" + text + "]", maxDepth: Int.max) != nil)
    }

    // MARK: Robustness

    @Test func everyPrefixParsesOrThrows() {
        let sample = #"""
        {"name": "tablint \"x\" \u00e9\ud83d\ude00", "n": [0, -1, 2.5e-3, 1E10, true, false, null],
         "o": {"nested": [[], {}, [{"k": "v"}]], "esc": "\b\f\n\r\t\/\\"}, "é": "😀"}
        """#
        let bytes = Array(sample.utf8)
        #expect((try? JSONValue.parse(bytes)) != nil)
        for end in 0..<bytes.count {
            let result = try? JSONValue.parse(Array(bytes[0..<end]))
            // A prefix of an object is never complete, except the empty prefix which is an error too.
            #expect(result == nil)
        }
        // Every single-byte corruption either parses or throws.
        for position in stride(from: 0, to: bytes.count, by: 3) {
            for replacement: UInt8 in [0x00, 0x22, 0x5C, 0x5B, 0x7D, 0x80, 0xC3, 0xFF] {
                var corrupted = bytes
                corrupted[position] = replacement
                _ = try? JSONValue.parse(corrupted)
            }
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix(seed: 42)
        let alphabet: [UInt8] = Array(#"{}[]",:\u0123456789abcdefnulltruefalse-+.eE "#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
        for _ in 0..<5_000 {
            let length = Int(generator.next() % 40)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            if let value = try? JSONValue.parse(bytes) {
                // Whatever parses must round-trip.
                #expect((try? JSONValue.parse(value.serialized())) == value)
            }
        }
    }

    @Test func largeDocument() throws {
        // About 10 MB: checks that parsing large input works (no timing assertion).
        var writer = JSONWriter()
        writer.beginArray()
        for i in 0..<65_000 {
            writer.beginObject()
            writer.key("rule"); writer.string("duplicate-title")
            writer.key("message"); writer.string("Tab \"t\(i)\" has the same title as tab é😀 \n")
            writer.key("range")
            writer.beginObject()
            writer.key("line"); writer.int(i)
            writer.key("column"); writer.double(Double(i) / 7)
            writer.endObject()
            writer.key("ok"); writer.bool(i % 2 == 0)
            writer.key("related"); writer.null()
            writer.endObject()
        }
        writer.endArray()
        let bytes = writer.bytes
        #expect(bytes.count > 10_000_000)
        let value = try JSONValue.parse(bytes)
        let array = try #require(value.arrayValue)
        #expect(array.count == 65_000)
        #expect(array[64_999]["range"]?["line"] == .integer(64_999))
        #expect(Array(value.serialized().utf8) == bytes)
    }
}

/// A small deterministic random number generator for the fuzz tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
