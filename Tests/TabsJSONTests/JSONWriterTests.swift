import Testing
import TabsJSON

@Suite struct JSONWriterTests {
    @Test func compactSerialization() {
        let value: JSONValue = ["b": 1, "a": [true, false, nil, "x", 2.5], "c": [:], "d": []]
        #expect(value.serialized() == #"{"b":1,"a":[true,false,null,"x",2.5],"c":{},"d":[]}"#)
    }

    @Test func stringEscapes() {
        let value = JSONValue.string("\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F} é😀 \u{2028}\u{2029}\u{2027}")
        let expected = #""\"\\/\b\f\n\r\t\u0000\u001f\u007f é😀 \u2028\u2029"# + "\u{2027}\""
        #expect(value.serialized() == expected)
        #expect((try? JSONValue.parse(expected)) == value)
    }

    @Test func escapeHelperHasNoQuotes() {
        var output: [UInt8] = Array("x".utf8)
        JSONWriter.escape("a\"b", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"xa\"b"#)
        output = []
        JSONWriter.escape("", into: &output)
        #expect(output.isEmpty)
        // A string that is not stored contiguously (bridged or lazily built) too.
        let substringBased = String("--\u{2028}--".dropFirst())
        output = []
        JSONWriter.escape(substringBased, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"-\u2028--"#)
        // E2 bytes that are not U+2028/U+2029 stay raw, also at the very end.
        output = []
        JSONWriter.escape("€\u{2026}", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "€\u{2026}")
    }

    @Test func numbers() {
        #expect(JSONValue.integer(0).serialized() == "0")
        #expect(JSONValue.integer(-7).serialized() == "-7")
        #expect(JSONValue.integer(Int64.max).serialized() == "9223372036854775807")
        #expect(JSONValue.integer(Int64.min).serialized() == "-9223372036854775808")
        #expect(JSONValue.double(3).serialized() == "3.0")
        #expect(JSONValue.double(-0.0).serialized() == "-0.0")
        #expect(JSONValue.double(0.1).serialized() == "0.1")
        #expect(JSONValue.double(1e20).serialized() == "1e+20")
        #expect(JSONValue.double(.leastNonzeroMagnitude).serialized() == "5e-324")
        #expect(JSONValue.double(.infinity).serialized() == "null")
        #expect(JSONValue.double(.nan).serialized() == "null")
    }

    @Test func doublesRoundTrip() throws {
        let samples: [Double] = [0.1, 0.2 + 0.1, 1.0 / 3.0, 123456.789, 1e-7, 2.2250738585072014e-308,
                                 1.7976931348623157e308, -Double.leastNonzeroMagnitude, 9_007_199_254_740_992, 3.0, -0.0, 1e16]
        for sample in samples {
            let text = JSONValue.double(sample).serialized()
            let back = try JSONValue.parse(text)
            #expect(back.doubleValue == sample, "\(text)")
            #expect(back.doubleValue?.sign == sample.sign)
            if case .double = back {} else { Issue.record("\(text) did not read back as a double") }
        }
    }

    @Test func roundTrips() throws {
        let documents = [
            #"{"a":[1,2.5,-3,"x\ny",true,false,null],"b":{"c":{}},"é":"😀"}"#,
            #"[]"#,
            #"[[[[[]]]]]"#,
            #""\u0000\u001f\"\\""#,
            #"{"":""}"#,
        ]
        for document in documents {
            let value = try JSONValue.parse(document)
            #expect(value.serialized() == document)
            #expect(try JSONValue.parse(value.serialized()) == value)
        }
    }

    @Test func streamingWriterPlacesCommas() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("version"); writer.int(1)
        writer.key("files")
        writer.beginArray()
        writer.beginObject()
        writer.key("path"); writer.string("A \"b\".tabs")
        writer.key("diagnostics"); writer.beginArray(); writer.endArray()
        writer.endObject()
        writer.beginObject(); writer.endObject()
        writer.endArray()
        writer.key("ok"); writer.bool(true)
        writer.key("none"); writer.null()
        writer.key("ratio"); writer.double(0.5)
        writer.key("value"); writer.value(["x": [1, nil]])
        writer.key("big"); writer.int64(Int64.min)
        writer.endObject()
        let expected = #"{"version":1,"files":[{"path":"A \"b\".tabs","diagnostics":[]},{}],"ok":true,"#
            + #""none":null,"ratio":0.5,"value":{"x":[1,null]},"big":-9223372036854775808}"#
        #expect(writer.string == expected)
        #expect((try? JSONValue.parse(writer.bytes)) != nil)
    }

    @Test func takeLineEndsTheDocumentAndEmptiesTheWriter() {
        var writer = JSONWriter()
        writer.beginArray(); writer.int(1); writer.endArray()
        #expect(writer.takeLine() == Array("[1]\n".utf8))
        #expect(writer.bytes.isEmpty)
        // The next document starts clean: no comma carried over.
        writer.beginArray(); writer.int(2); writer.endArray()
        #expect(writer.takeLine() == Array("[2]\n".utf8))
    }

    @Test func streamingWriterTopLevelScalars() {
        var writer = JSONWriter()
        writer.string("a")
        #expect(writer.bytes == Array(#""a""#.utf8))
        writer = JSONWriter()
        writer.beginArray()
        writer.int(1)
        writer.value(["r": 2])
        writer.endArray()
        #expect(writer.string == #"[1,{"r":2}]"#)
    }

    @Test func deepValuesSerializeIteratively() throws {
        var value: JSONValue = 1
        for _ in 0..<500 { value = ["k": [value]] }
        let text = value.serialized()
        #expect(text.utf8.count == 500 * 8 + 1)
        #expect(try JSONValue.parse(text, maxDepth: 1_000) == value)
    }
}
