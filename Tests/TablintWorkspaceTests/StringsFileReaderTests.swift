import Foundation
import Testing
import TabsLint
import TablintWorkspace

private func pairs(_ bytes: [UInt8]) -> [String: TableValue]? {
    guard let list = StringsFileReader.read(bytes).value else { return nil }
    return Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
}

private func reason(_ text: String) -> String? { StringsFileReader.read(Array(text.utf8)).error?.reason }

@Suite struct StringsFileReaderTests {
    @Test func keysCommentsEscapesAndPositions() throws {
        let table = try #require(pairs(fixtureBytes("Resources/de.lproj/Localizable.strings")))
        #expect(table["Home"] == TableValue(text: "Startseite", file: 0, line: 2, column: 10))
        #expect(table["Search"] == TableValue(text: "Suche", file: 0, line: 4, column: 12))
        #expect(table["unquoted_key"]?.text == "unquoted.value")
        // \t and \" in a key; \U with four hex digits, a surrogate pair as one character, octal, \\.
        #expect(table["Tab\t\"Q\""]?.text == "ä😀A\\")
        // A key alone stands for itself.
        #expect(table["Only"] == TableValue(text: "Only", file: 0, line: 8, column: 1))
    }

    @Test func aKeyGivenTwiceCountsTheFirstTime() throws {
        let list = try #require(StringsFileReader.read(fixtureBytes("Resources/de.lproj/Localizable.strings")).value)
        #expect(list.filter { $0.key == "Home" }.map(\.value.text) == ["Startseite"])
    }

    @Test func utf16WithAByteOrderMarkInBothOrders() throws {
        let le = try #require(pairs(fixtureBytes("Resources/fr.lproj/Localizable.strings")))
        #expect(le["Home"] == TableValue(text: "Accueil", file: 0, line: 1, column: 10))
        #expect(le["Search"] == TableValue(text: "Recherche", file: 0, line: 2, column: 26))
        let text = "\"Ä😀\" = \"Über 😀\";\n"
        let be: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u >> 8), UInt8(u & 0xFF)] }
        let table = try #require(pairs(be))
        #expect(table["Ä😀"] == TableValue(text: "Über 😀", file: 0, line: 1, column: 8))
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        let table = try #require(pairs([0xEF, 0xBB, 0xBF] + Array("\"A\" = \"B\";".utf8)))
        #expect(table["A"] == TableValue(text: "B", file: 0, line: 1, column: 7))
    }

    @Test func invalidUTF16AndUTF8AreErrorsWithAPlace() {
        let odd: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x41]
        #expect(StringsFileReader.read(odd).error?.reason == "line 1, column 2: invalid UTF-16 (an odd number of bytes)")
        let lone: [UInt8] = [0xFF, 0xFE, 0x0A, 0x00, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]
        #expect(StringsFileReader.read(lone).error?.reason == "line 2, column 2: invalid UTF-16 (an unpaired surrogate)")
        let lowFirst: [UInt8] = [0xFE, 0xFF, 0xDC, 0x00]
        #expect(StringsFileReader.read(lowFirst).error?.reason == "line 1, column 1: invalid UTF-16 (an unpaired surrogate)")
        let utf8 = Array("\"A\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        #expect(StringsFileReader.read(utf8).error?.reason == "line 1, column 8: invalid UTF-8")
    }

    @Test func aBracedDictionaryIsRead() throws {
        let table = try #require(pairs(fixtureBytes("Resources/es.lproj/Localizable.strings")))
        #expect(table["Home"] == TableValue(text: "Inicio", file: 0, line: 2, column: 12))
    }

    @Test(arguments: [
        ("\"A\" = \"B\"\n\"C\" = \"D\";", "line 2, column 1: expected ';'"),
        ("\"A\" = \"never closed;\n", "line 1, column 7: a string that is never closed"),
        ("/* open comment\n\"A\" = \"B\";", "line 1, column 1: a comment that is never closed"),
        ("\"A\" = ;", "line 1, column 7: expected a value"),
        ("\"A\" = \"\\U12\";", "line 1, column 8: a \\U escape needs four hex digits"),
        ("\"A\" = \"B\"", "line 1, column 10: the file ends early; expected ';'"),
        ("{ \"A\" = \"B\";", "line 1, column 13: the file ends early; expected '}'"),
        ("= \"B\";", "line 1, column 1: expected a key"),
    ])
    func malformedTextIsPlaced(_ text: String, _ expected: String) {
        #expect(reason(text) == expected)
    }

    @Test func emptyAndCommentOnlyFilesHoldNothing() {
        #expect(StringsFileReader.read([]).value?.isEmpty == true)
        #expect(StringsFileReader.read(Array("// nothing\n/* here */\n".utf8)).value?.isEmpty == true)
    }

    @Test func xmlAndBinaryPropertyListsAreReadWithoutPositions() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let xml = try [UInt8](encoder.encode(["Home": "Startseite"]))
        #expect(pairs(xml)?["Home"] == TableValue(text: "Startseite", file: 0, line: 0, column: 0))
        encoder.outputFormat = .binary
        let binary = try [UInt8](encoder.encode(["Home": "Startseite", "Search": "Suche"]))
        #expect(pairs(binary)?["Search"]?.text == "Suche")
        let broken = Array("<?xml version=\"1.0\"?><plist><dict><key>Home</key>".utf8)
        #expect(StringsFileReader.read(broken).error?.reason == "not a valid property list of strings")
        let notStrings = try [UInt8](encoder.encode(["Home": 1]))
        #expect(StringsFileReader.read(notStrings).error?.reason == "not a valid property list of strings")
    }

    /// `keys` (what import reads of every language) gives `read`'s keys, or its error, without making the values.
    @Test func keysAreReadsKeysAndErrors() throws {
        let inputs = [
            try fixtureBytes("Resources/de.lproj/Localizable.strings"),
            Array("\"a\" = \"x\\U00e4\\UD83D\\UDE00\\\"y\";\n\"a\" = \"again\";\nb = c;".utf8),
            Array("\"a\" = \"never closed;".utf8), Array("\"a\" = \"\\U12\";".utf8), Array("\"a\" = ;".utf8),
            Array("{ \"a\" = \"b\"; }".utf8), Array("/* never closed".utf8), [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B, 0x00],
            try [UInt8](PropertyListEncoder().encode(["Home": "Startseite", "Search": "Suche"])),
            // XML property lists: values are checked, whatever is made of them.
            Array("<plist><dict><key>a&amp;b</key><string>&lt;x&gt;</string><key>c</key><string/></dict></plist>".utf8),
            Array("<plist><dict><key>a</key><dict><key>b</key><string>x</string></dict></dict></plist>".utf8),
            Array("<plist><dict><key>a</key><string>&bogus;</string></dict></plist>".utf8),
        ]
        for bytes in inputs {
            let read = StringsFileReader.read(bytes)
            let keys = StringsFileReader.keys(bytes)
            #expect(keys.value == read.value.map { Set($0.map(\.key)) }, "\(bytes)")
            #expect(keys.error?.reason == read.error?.reason, "\(bytes)")
        }
    }
}
