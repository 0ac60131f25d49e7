import Foundation
import Testing
@testable import TablintWorkspace

// MARK: - Helpers

/// Equality that counts NaN as equal to itself.
private func same(_ a: PropertyListValue, _ b: PropertyListValue) -> Bool {
    switch (a, b) {
    case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.dictionary(let x), .dictionary(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: return a == b
    }
}

private let pieces: [String] = [
    "a", "Home", "", " ", "<tag>", "&amp;", "a&b", "\"q\"", "'s'", "]]>", "ä", "Startseite", "日本語", "😀", "𝄞x",
    "\t", "line\nbreak", "cr\rhere", "\\", "$null-ish", "100", "-", "{ a = b; }", "<!-- no -->", "&#65;",
]

private func randomString(_ rng: inout SplitMix) -> String {
    (0..<rng.below(4)).map { _ in pieces[rng.below(pieces.count)] }.joined()
}

/// A random value as Foundation's serializer takes it, and as the reader
/// should return it. Dates are whole seconds (XML keeps no fractions).
private func randomValue(_ rng: inout SplitMix, depth: Int) -> (Any, PropertyListValue) {
    let choice = depth >= 4 ? rng.below(7) : rng.below(9)
    switch choice {
    case 0:
        let b = rng.below(2) == 0
        return (b, .boolean(b))
    case 1:
        let special: [Int] = [0, 1, -1, 255, 256, -129, 65_535, Int(Int32.max), Int(Int32.min), Int.max, Int.min]
        let n = rng.below(3) == 0 ? special[rng.below(special.count)] : Int(truncatingIfNeeded: rng.next()) >> rng.below(63)
        return (n, .integer(n))
    case 2:
        let special: [Double] = [0.5, -2.25, 1e300, -1e-300, 3.141592653589793, .infinity, -.infinity, 1.0, 1e20]
        let d = rng.below(2) == 0 ? special[rng.below(special.count)] : Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
        return (d, .real(d))
    case 3, 4:
        let s = randomString(&rng)
        return (s, .string(s))
    case 5:
        let bytes = (0..<rng.below(40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return (Data(bytes), .data(bytes))
    case 6:
        let seconds = Double(Int(rng.next() % 6_000_000_000) - 3_000_000_000)
        return (Date(timeIntervalSinceReferenceDate: seconds), .date(seconds))
    case 7:
        var any: [Any] = []
        var values: [PropertyListValue] = []
        for _ in 0..<rng.below(6) {
            let (a, v) = randomValue(&rng, depth: depth + 1)
            any.append(a)
            values.append(v)
        }
        return (any, .array(values))
    default:
        var any: [String: Any] = [:]
        var values: [String: PropertyListValue] = [:]
        for _ in 0..<rng.below(6) {
            let key = randomString(&rng)
            let (a, v) = randomValue(&rng, depth: depth + 1)
            any[key] = a
            values[key] = v
        }
        return (any, .dictionary(values))
    }
}

private func read(_ bytes: [UInt8]) -> Result<PropertyListValue, PropertyListError> {
    do { return .success(try PropertyListReader.read(bytes)) } catch { return .failure(error) }
}

private func read(_ text: String) -> Result<PropertyListValue, PropertyListError> { read(Array(text.utf8)) }

private func message(_ text: String) -> String? {
    if case .failure(let error) = read(text) { return error.message }
    return nil
}

private func message(_ bytes: [UInt8]) -> String? {
    if case .failure(let error) = read(bytes) { return error.message }
    return nil
}

private func value(_ text: String) -> PropertyListValue? { try? read(text).get() }

private func value(_ bytes: [UInt8]) -> PropertyListValue? { try? read(bytes).get() }

/// A binary property list built object by object (each object's bytes,
/// references one byte wide unless told), for files no writer would make.
private func bplist(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let tableStart = bytes.count
    let offsetSize = tableStart < 256 ? 1 : tableStart < 65_536 ? 2 : 4
    for offset in offsets {
        for shift in stride(from: (offsetSize - 1) * 8, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: offset >> shift)) }
    }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
    for field in [UInt64(objects.count), top, UInt64(tableStart)] {
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: field >> UInt64(shift))) }
    }
    return bytes
}

private func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

// MARK: - Tests

@Suite struct PropertyListReaderTests {
    // MARK: Differential against Foundation's writer

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func readsWhatFoundationWrites(_ format: PropertyListSerialization.PropertyListFormat) throws {
        var rng = SplitMix(state: format == .binary ? 1 : 2)
        for round in 0..<300 {
            let (any, expected) = randomValue(&rng, depth: round % 3 == 0 ? 0 : 1)
            let wrapped: Any = round % 3 == 0 ? any : ["root": any]
            let wrappedExpected: PropertyListValue = round % 3 == 0 ? expected : .dictionary(["root": expected])
            let data = try PropertyListSerialization.data(fromPropertyList: wrapped, format: format, options: 0)
            let result = read([UInt8](data))
            guard case .success(let got) = result else {
                Issue.record("round \(round): \(result)")
                continue
            }
            #expect(same(got, wrappedExpected), "round \(round): got \(got), expected \(wrappedExpected)")
        }
    }

    @Test func readsWhatPropertyListEncoderWrites() throws {
        struct Catalog: Codable { var symbols: [String: String]; var counts: [Int]; var ok: Bool; var ratio: Double }
        let catalog = Catalog(symbols: ["house": "2019", "figure.run": "2023", "😀": "<&>"], counts: [Int.min, -1, 0, Int.max],
                              ok: true, ratio: 0.1)
        let expected: PropertyListValue = .dictionary([
            "symbols": .dictionary(["house": .string("2019"), "figure.run": .string("2023"), "😀": .string("<&>")]),
            "counts": .array([.integer(Int.min), .integer(-1), .integer(0), .integer(Int.max)]),
            "ok": .boolean(true), "ratio": .real(0.1),
        ])
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            #expect(try read([UInt8](encoder.encode(catalog))).get() == expected)
        }
    }

    // MARK: Binary

    @Test func everyPrefixOfABinaryListIsAnError() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["symbols": ["house": "2019", "heart": 2019], "list": [1.5, true, Data([1, 2])]],
            format: .binary, options: 0)
        let bytes = [UInt8](data)
        #expect(throws: Never.self) { try PropertyListReader.read(bytes) }
        // Shorter than the `bplist` magic, a prefix is old-style text (an unquoted string).
        #expect(value(Array(bytes.prefix(5))) == .string("bplis"))
        for length in 6..<bytes.count {
            #expect(message(Array(bytes.prefix(length))) != nil, "prefix of \(length) bytes")
        }
        // Any one byte changed reads or fails, never traps.
        for at in bytes.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0x80, 0xAF, 0xDF, 0xFF] {
                var corrupt = bytes
                corrupt[at] = replacement
                _ = read(corrupt)
            }
        }
    }

    @Test func binaryCyclesAreRefused() {
        // An array holding itself, and two arrays holding each other.
        #expect(message(bplist([[0xA1, 0]]))?.contains("contains itself") == true)
        #expect(message(bplist([[0xA1, 1], [0xA1, 0]]))?.contains("contains itself") == true)
        // A dictionary whose value is the dictionary.
        #expect(message(bplist([[0xD1, 1, 0], ascii("k")]))?.contains("contains itself") == true)
        // Sharing is not a cycle: [x, x] where x = "a".
        #expect(value(bplist([[0xA2, 1, 1], ascii("a")])) == .array([.string("a"), .string("a")]))
    }

    /// One data object named by 2,000 entries of the offset table: each
    /// entry is its own object, so reading them all would make 40 MB from a
    /// 28 KB file; the bytes made are capped instead.
    @Test func offsetsNamingOneObjectManyTimesAreRefused() {
        let length = 20_000, k = 2_000
        var bytes = Array("bplist00".utf8)
        let dataOffset = bytes.count
        bytes += [0x4F, 0x11, UInt8(length >> 8), UInt8(length & 0xFF)] + [UInt8](repeating: 7, count: length)
        let arrayOffset = bytes.count
        bytes += [0xAF, 0x11, UInt8(k >> 8), UInt8(k & 0xFF)]
        for index in 1...k { bytes += [UInt8(index >> 8), UInt8(index & 0xFF)] }
        let tableStart = bytes.count
        for offset in [arrayOffset] + [Int](repeating: dataOffset, count: k) { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2]
        for field in [UInt64(k + 1), 0, UInt64(tableStart)] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: field >> UInt64(shift))) }
        }
        #expect(bytes.count < 30_000)
        #expect(message(bytes)?.contains("cost too much") == true, "\(String(describing: message(bytes)))")
    }

    @Test func binaryCountsAndOffsetsAreChecked() {
        // An array claiming 2^40 elements through a following 8-byte integer.
        let huge: [UInt8] = [0xAF, 0x13, 0, 0, 1, 0, 0, 0, 0, 0]
        #expect(message(bplist([huge]))?.contains("larger than the file") == true)
        // An array claiming 5 one-byte references, holding 1.
        let short = message(bplist([[0xAF, 0x10, 5, 0], ascii("a")]))
        #expect(short?.contains("run past") == true, "\(String(describing: short))")
        // A string claiming 14 bytes, holding 2.
        #expect(message(bplist([[0x5E, 0x41, 0x42]]))?.contains("runs past") == true)
        // An offset pointing into the offset table.
        var outside = bplist([ascii("a")])
        outside[outside.count - 32 - 1] = 0xF0
        #expect(message(outside)?.contains("offset points outside") == true)
        // A reference to an object that does not exist.
        #expect(message(bplist([[0xA1, 7]]))?.contains("does not exist") == true)
        // An object count that does not match the table.
        var count = bplist([ascii("a")])
        count[count.count - 32 + 15] = 200
        #expect(message(count)?.contains("object count") == true)
        // A top object that is not one of the objects.
        var top = bplist([ascii("a")])
        top[top.count - 32 + 23] = 1
        #expect(message(top)?.contains("top object") == true)
        // Too short, wrong version.
        #expect(message(Array("bplist00".utf8))?.contains("too short") == true)
        var version = bplist([ascii("a")])
        version[6] = 0x31
        #expect(message(version)?.contains("version") == true)
    }

    @Test func binaryScalarsAsFoundationReadsThem() {
        #expect(value(bplist([[0x10, 0xFF]])) == .integer(255))
        #expect(value(bplist([[0x11, 0xFF, 0xFE]])) == .integer(65_534))
        #expect(value(bplist([[0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFB]])) == .integer(-5))
        let big = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        #expect(value(bplist([big])) == .real(Double(UInt64.max)))
        let small = [0x14] + [UInt8](repeating: 0, count: 15) + [7]
        #expect(value(bplist([small])) == .integer(7))
        let negative = [0x14] + [UInt8](repeating: 0xFF, count: 16)
        #expect(value(bplist([negative])) == .integer(-1))
        let wide = [0x14, 1] + [UInt8](repeating: 0, count: 15)
        #expect(message(bplist([wide]))?.contains("64 bits") == true)
        #expect(value(bplist([[0x22, 0x3F, 0xC0, 0, 0]])) == .real(1.5))
        #expect(value(bplist([[0x33, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0]])) == .date(1))
        #expect(value(bplist([[0x42, 1, 2]])) == .data([1, 2]))
        #expect(value(bplist([[0x61, 0xD8, 0x3D, 0xDE, 0x00]])) == nil)
        #expect(value(bplist([[0x62, 0xD8, 0x3D, 0xDE, 0x00]])) == .string("😀"))
        #expect(message(bplist([[0x61, 0xD8, 0x3D]]))?.contains("unpaired surrogate") == true)
        #expect(message(bplist([[0x51, 0xE9]]))?.contains("above 127") == true)
        #expect(value(bplist([[0xC2, 1, 2], ascii("a"), ascii("b")])) == .array([.string("a"), .string("b")]))
        #expect(message(bplist([[0x80, 5]]))?.contains("UID") == true)
        #expect(message(bplist([[0x00]]))?.contains("null") == true)
        #expect(message(bplist([[0x0F]]))?.contains("fill") == true)
        #expect(message(bplist([[0xD1, 1, 2], [0x10, 5], ascii("v")]))?.contains("not a string") == true)
        // A key given twice keeps its last value (two key objects, and one key object twice).
        #expect(value(bplist([[0xD2, 1, 2, 3, 4], ascii("a"), ascii("a"), ascii("x"), ascii("y")])) == .dictionary(["a": .string("y")]))
        #expect(value(bplist([[0xD2, 1, 1, 2, 3], ascii("a"), ascii("x"), ascii("y")])) == .dictionary(["a": .string("y")]))
        // Errors give a byte offset and never quote the content.
        let error = message(bplist([[0x51, 0xE9], ascii("SECRET")], top: 0))
        #expect(error?.hasPrefix("byte 8: ") == true)
        #expect(error?.contains("SECRET") == false)
    }

    @Test func binaryNestingIsLimited() {
        // Object i is an array holding object i + 1; the last is a string.
        func chain(_ arrays: Int) -> [UInt8] {
            var objects = (0..<arrays).map { i -> [UInt8] in [0xA1, UInt8((i + 1) >> 8), UInt8(truncatingIfNeeded: i + 1)] }
            objects.append(ascii("end"))
            return bplist(objects, referenceSize: 2)
        }
        #expect(message(chain(512)) == nil)
        #expect(message(chain(513))?.contains("nested more than 512") == true)
        #expect(message(chain(5_000))?.contains("nested more than 512") == true)
        // Nesting reached through an object already read counts too:
        // top = [deep, wrapper], wrapper nests `deep` 300 levels further.
        var objects: [[UInt8]] = [[0xA2, 0, 1, 0x01, 0x2D]]  // top: [object 1 (deep), object 301 (wrapper)]
        for i in 1...300 { objects.append([0xA1, UInt8((i + 1) >> 8), UInt8(truncatingIfNeeded: i + 1)]) }
        objects.append(ascii("end"))  // object 301 ends `deep` (300 levels)
        for i in 0..<300 { objects.append([0xA1, UInt8((i == 299 ? 1 : 303 + i) >> 8), UInt8(truncatingIfNeeded: i == 299 ? 1 : 303 + i)]) }
        objects[0] = [0xA2, 0, 1, 0x01, 0x2E]  // [object 1, object 302]
        #expect(message(bplist(objects, referenceSize: 2))?.contains("nested more than 512") == true)
    }

    @Test func sharedObjectsAreReadOnce() {
        // 2,000 references to one array of 2,000 references to one string:
        // four million elements as written out, a few thousand bytes as stored.
        let n = 2_000
        let inner: [UInt8] = [0xAF, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)] + (0..<n).flatMap { _ in [UInt8(0), 2] }
        let outer: [UInt8] = [0xAF, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)] + (0..<n).flatMap { _ in [UInt8(0), 1] }
        guard case .array(let rows)? = value(bplist([outer, inner, ascii("x")], referenceSize: 2)) else {
            Issue.record("not read")
            return
        }
        #expect(rows.count == n)
        #expect(rows.last == .array(Array(repeating: .string("x"), count: n)))
    }

    @Test func keysSharedTooOftenAreRefused() {
        // 20,000 one-entry dictionaries all keyed by one 20,000-byte string:
        // hashing that key for each would cost the square of the file's size.
        let n = 20_000
        let key: [UInt8] = [0x5F, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)] + [UInt8](repeating: 0x6B, count: n)
        func bigEndian(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var top: [UInt8] = [0xAF, 0x12] + bigEndian(n)
        for i in 0..<n { top += bigEndian(i + 2) }
        var objects = [top, key]
        for _ in 0..<n { objects.append([0xD1, 0, 0, 0, 1, 0, 0, 0, 1]) }
        #expect(message(bplist(objects, referenceSize: 4))?.contains("cost too much") == true)
    }

    // MARK: XML

    @Test func xmlForms() {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n"
        let document: String = head + "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>\n"
        #expect(value(document) == .dictionary(["a": .string("b")]))
        // A bare value, comments and processing instructions anywhere between elements.
        #expect(value("<!-- c --><array><?pi x?><string>a</string><!-- d --><true/><false></false></array><!-- e -->")
            == .array([.string("a"), .boolean(true), .boolean(false)]))
        // Empty elements.
        #expect(value("<dict><key/><string/><key>d</key><dict/><key>a</key><array/></dict>")
            == .dictionary(["": .string(""), "d": .dictionary([:]), "a": .array([])]))
        // Entities and CDATA.
        #expect(value("<string>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;<![CDATA[<&>]]>x</string>") == .string("<>&\"'A😀<&>x"))
        // Numbers.
        #expect(value("<integer>0x1F</integer>") == .integer(31))
        #expect(value("<integer> - 5</integer>") == .integer(-5))
        #expect(value("<integer>-9223372036854775808</integer>") == .integer(Int.min))
        #expect(value("<integer>18446744073709551615</integer>") == .real(Double(UInt64.max)))
        #expect(value("<integer>18446744073709551616</integer>") == nil)
        #expect(value("<integer>5 </integer>") == nil)
        #expect(value("<integer></integer>") == nil)
        #expect(value("<real> 1e3</real>") == .real(1000))
        #expect(value("<real>.5</real>") == .real(0.5))
        #expect(value("<real>-infinity</real>") == .real(-.infinity))
        #expect(value("<real>+inf</real>") == .real(.infinity))
        if case .real(let nan)? = value("<real>NaN</real>") { #expect(nan.isNaN) } else { Issue.record("nan") }
        #expect(value("<real>0x10</real>") == nil)
        #expect(value("<real>1 </real>") == nil)
        #expect(value("<date>2001-01-01T00:00:00Z</date>") == .date(0))
        #expect(value("<date>2020-01-02T03:04:05Z</date>") == .date(599_627_045))
        #expect(value("<date>1969-12-31T23:59:59Z</date>") == .date(-978_307_201))
        #expect(value("<date>2020-01-02</date>") == nil)
        #expect(value("<data> QUJD\n RA== </data>") == .data(Array("ABCD".utf8)))
        // A key given twice keeps its last value, as Foundation's decoder does.
        #expect(value("<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>") == .dictionary(["a": .string("2")]))
        // A byte-order mark and blank lines before the XML; UTF-16 with a byte-order mark.
        #expect(value("\u{FEFF}\n  <string>x</string>") == .string("x"))
        let utf16: [UInt8] = [0xFF, 0xFE] + "<string>ü😀</string>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(value(utf16) == .string("ü😀"))
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key><strin>b</strin></dict></plist>", "unknown tag"),
        ("<dict><key>a</key><string>b</array></dict>", "does not match <string>"),
        ("<array><string>b</string></dict>", "does not match <array>"),
        ("<string>&nbsp;</string>", "unknown entity"),
        ("<string>&#xD800;</string>", "not a Unicode character"),
        ("<string>&#12345678;</string>", "too large"),
        ("<string>&#65</string>", "not a digit"),
        ("<string>&#;</string>", "without digits"),
        ("<string>a<b</string>", "unexpected content inside <string>"),
        ("<dict><string>a</string></dict>", "expects a <key>"),
        ("<dict><key>a</key></dict>", "without a value"),
        ("<array><key>a</key></array>", "outside a <dict>"),
        ("<plist><string>a</string><string>b</string></plist>", "more than one value"),
        ("<plist></plist>", "holds no value"),
        ("<plist/>", "holds no value"),
        ("<string>a</string>junk", "text where an element"),
        ("<string>a</string><string>b</string>", "content after"),
        ("<array><string>a</string>", "the file ends inside <array>"),
        ("<string>abc", "the file ends inside <string>"),
        ("<!-- open", "never closed"),
        ("<!DOCTYPE plist [ <!ENTITY x \"y\"> ]><string/>", "internal subset"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><string/>", "encoding other than UTF-8"),
        ("<integer/>", "not a decimal"),
        ("<true>x</true>", "unexpected content"),
        ("<array>text</array>", "text where an element"),
        ("\n\n<string><![CDATA[x</string>", "line 3: a CDATA section that is never closed"),
    ])
    func xmlErrors(_ text: String, _ expected: String) {
        let got = message(text)
        #expect(got?.contains(expected) == true, "\(String(describing: got))")
        #expect(got?.hasPrefix("line ") == true)
    }

    @Test func xmlErrorsNameTheLineWithoutQuotingContent() {
        let error = message("<dict>\n<key>SECRET</key>\n<SECRET>x</SECRET>\n</dict>")
        #expect(error?.hasPrefix("line 3: ") == true)
        #expect(error?.contains("SECRET") == false)
    }

    @Test func xmlNestingIsLimited() {
        func nested(_ depth: Int) -> String {
            String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        }
        #expect(message(nested(512)) == nil)
        #expect(message(nested(513))?.contains("nested more than 512") == true)
        #expect(message(String(repeating: "<dict><key>k</key>", count: 100_000))?.contains("nested more than 512") == true)
    }

    // MARK: Old-style text

    @Test func oldStyleAsFoundationReadsIt() {
        #expect(value("{ a = b; }") == .dictionary(["a": .string("b")]))
        #expect(value("\"a\" = \"b\";\n'c' = d;") == .dictionary(["a": .string("b"), "c": .string("d")]))
        #expect(value("\"a\";") == .dictionary(["a": .string("a")]))
        #expect(value("{ a = 1; b = YES; c = <0fab 12>; d = (1, 2,); e = (); f = {}; }") == .dictionary([
            "a": .string("1"), "b": .string("YES"), "c": .data([0x0F, 0xAB, 0x12]),
            "d": .array([.string("1"), .string("2")]), "e": .array([]), "f": .dictionary([:]),
        ]))
        #expect(value("(\"gear\", \"gearshape\")") == .array([.string("gear"), .string("gearshape")]))
        #expect(value("  // nothing\n /* here */ ") == .dictionary([:]))
        #expect(value("abc") == .string("abc"))
        #expect(value("{a=b;a=c;}") == .dictionary(["a": .string("c")]))
        #expect(value("\"\\U00e4\\u00FC\\UD83D\\UDE00\\101\\n\\\"\\\\\\é\" = x;") == .dictionary(["äü😀A\n\"\\é": .string("x")]))
        #expect(value("/* Symbol renames */\n\"gear\" = \"gearshape\";\n// end\n") == .dictionary(["gear": .string("gearshape")]))
    }

    @Test(arguments: [
        ("", "empty"),
        ("\"gear\" = ", "ends early"),
        ("\"a\" = \"b\"", "ends early; expected ';'"),
        ("\"a\" = \"b\"; }", "expected a key"),
        ("{ a = b; } junk", "content after"),
        ("{ a = b;", "ends inside the dictionary"),
        ("( a b )", "expected ',' or ')'"),
        ("( <0fa> )", "hex digits"),
        ("\"never closed", "never closed"),
        ("/* open", "never closed"),
        ("\"\\UD800\" = x;", "unpaired surrogate"),
        ("\"\\Uxyz\" = x;", "without hex digits"),
        ("{ a = b; c = \u{FF}; }", "expected a value"),
    ])
    func oldStyleErrors(_ text: String, _ expected: String) {
        let got = message(text)
        #expect(got?.contains(expected) == true, "\(String(describing: got))")
    }

    @Test func oldStyleNestingIsLimited() {
        #expect(message(String(repeating: "(", count: 512) + String(repeating: ")", count: 512)) == nil)
        #expect(message(String(repeating: "(", count: 513) + String(repeating: ")", count: 513))?.contains("nested more than 512") == true)
        #expect(message(String(repeating: "{a=", count: 100_000))?.contains("nested more than 512") == true)
    }

    @Test func invalidEncodingsAreRefused() {
        #expect(message([0xEF, 0xBB, 0xBF])?.contains("empty") == true)
        #expect(message([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x3C])?.contains("UTF-32") == true)
        #expect(message([0xFF, 0xFE, 0x3C])?.contains("UTF-16") == true)
        #expect(message(Array("{ a = \"".utf8) + [0xC0, 0x80] + Array("\"; }".utf8)) == "line 1: invalid UTF-8")
        #expect(message(Array("<dict>\n<key>a".utf8) + [0xFF] + Array("</key></dict>".utf8)) == "line 2: invalid UTF-8")
    }

    // MARK: Callers

    @Test func stringsTablesFromPropertyListsKeepTheLastValueInKeyOrder() throws {
        let xml = "<plist><dict><key>b</key><string>1</string><key>a</key><string>2</string><key>b</key><string>3</string></dict></plist>"
        let pairs = try StringsFileReader.read(Array(xml.utf8)).get()
        #expect(pairs.map(\.key) == ["a", "b"])
        #expect(pairs.map(\.value.text) == ["2", "3"])
        let notStrings = "<plist><dict><key>a</key><array/></dict></plist>"
        #expect(StringsFileReader.read(Array(notStrings.utf8)).error?.reason == "not a valid property list of strings")
    }

    @Test func catalogErrorsSayWhereTheListIsBroken() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("name_availability.plist")
        try Data(bplist([[0xA1, 0]])).write(to: file)
        do {
            _ = try SymbolCatalogLoader.load(path: file.path)
            Issue.record("a cyclic list loaded")
        } catch {
            #expect(error.message == "a binary property list that is truncated or corrupt (byte 8: an object that contains itself); "
                + "expected a name_availability.plist property list")
        }
    }

    // MARK: The value

    @Test func wholeRealsReadAsIntegersInCatalogs() {
        #expect(PropertyListValue.real(1.0).scalarText == "1")
        #expect(PropertyListValue.real(-2.0).scalarText == "-2")
        #expect(PropertyListValue.real(10.5).scalarText == "10.5")
        #expect(PropertyListValue.real(-0.5).scalarText == nil)
        #expect(PropertyListValue.real(.nan).scalarText == nil)
        #expect(PropertyListValue.real(1e300).scalarText == "1e+300")
        #expect(PropertyListValue.integer(17).scalarText == "17")
        #expect(PropertyListValue.boolean(true).scalarText == nil)
    }
}
