import Foundation
import Testing
import TabsLint
import TablintWorkspace

@Suite struct CatalogReaderTests {
    let table = CatalogReader.read(fixtureBytes("Catalog.xcstrings"), file: "Catalog.xcstrings").value

    @Test func readsSourceLanguageLanguagesAndValuesWithPositions() throws {
        let table = try #require(table)
        #expect(table.kind == .catalog)
        #expect(table.sourceLanguage == "en")
        // ja has a value (a plural's other); languages are the source plus those with a value.
        #expect(table.languages == ["de", "en", "fr", "ja"])
        let home = try #require(table.entries["Home"]?.translations["de"]?.value)
        #expect(home == TableValue(text: "Startseite", file: 0, line: 9, column: 23))
        let fr = try #require(table.entries["Home"]?.translations["fr"]?.value)
        #expect(fr.text == "Accueil" && fr.line == 15)
    }

    @Test func deviceVariantsHoldValuesAndPlurals() throws {
        let de = try #require(table?.entries["Library"]?.translations["de"])
        #expect(de.variesByDevice)
        #expect(de.value(on: .iphone)?.text == "Mediathek")
        // A device variant holding a plural: its `other` counts.
        #expect(de.value(on: .mac)?.text == "Bibliotheken")
        #expect(de.value(on: .mac)?.line == 43)
        // No variant for ipad: `other` applies.
        #expect(de.value(on: .ipad)?.text == "Sammlung")
        #expect(de.value(on: .vision)?.text == "Sammlung")
    }

    @Test func pluralOtherCountsAndAPluralWithoutOtherGivesNoValue() throws {
        let entry = try #require(table?.entries["Library"])
        #expect(entry.translations["ja"]?.value?.text == "ライブラリ")
        #expect(entry.translations["fr"]?.hasValue == false)
    }

    @Test func shouldTranslateFalseAndEntriesWithoutLocalizations() throws {
        let table = try #require(table)
        #expect(table.entries["Mastodon"]?.shouldTranslate == false)
        #expect(table.entries["Search"] == TableEntry())
        #expect(table.entries["Home"]?.shouldTranslate == true)
    }

    @Test func emptyValuesEscapesAndNonASCIIKeys() throws {
        let entry = try #require(table?.entries["Über"])
        #expect(entry.translations["de"]?.value?.text == "")
        #expect(entry.translations["de"]?.hasValue == true)
        #expect(entry.translations["fr"]?.value?.text == "À propos é😀")
    }

    @Test func columnsCountUnicodeScalarsOnAMinifiedLine() throws {
        let text = #"{"sourceLanguage":"en","strings":{"Ä😀":{"localizations":{"de":{"stringUnit":{"value":"x"}}}},"B":{"localizations":{"de":{"stringUnit":{"value":"y"}}}}}}"#
        let table = try #require(catalog(text).value)
        let first = try #require(table.entries["Ä😀"]?.translations["de"]?.value)
        let second = try #require(table.entries["B"]?.translations["de"]?.value)
        let scalars = Array(text.unicodeScalars)
        func columnOfQuote(before value: String, from: Int) -> Int {
            let target = Array("\"\(value)\"".unicodeScalars)
            for i in from..<scalars.count where Array(scalars[i..<min(i + target.count, scalars.count)]) == target { return i + 1 }
            return -1
        }
        #expect(first.line == 1 && Int(first.column) == columnOfQuote(before: "x", from: 0))
        #expect(second.line == 1 && Int(second.column) == columnOfQuote(before: "y", from: 0))
    }

    @Test func aRepeatedMemberCountsTheLastTime() throws {
        let text = """
        {"sourceLanguage": "en", "strings": {
          "Home": {"localizations": {"de": {"stringUnit": {"value": "Eins"}}}},
          "Home": {"localizations": {"de": {"stringUnit": {"value": "Zwei", "value": "Drei"}}}}
        }, "sourceLanguage": "fr"}
        """
        let table = try #require(catalog(text).value)
        #expect(table.sourceLanguage == "fr")
        #expect(table.entries["Home"]?.translations["de"]?.value?.text == "Drei")
        #expect(table.entries["Home"]?.translations["de"]?.value?.line == 3)
    }

    @Test(arguments: [
        "[]", "{}", #"{"sourceLanguage": "en"}"#, #"{"strings": {}}"#,
        #"{"sourceLanguage": 1, "strings": {}}"#, #"{"sourceLanguage": "en", "strings": []}"#, "\"text\"",
    ])
    func notAStringCatalog(_ text: String) {
        #expect(catalog(text).error?.reason.hasPrefix("not a String Catalog") == true)
    }

    @Test(arguments: [
        (#"{"sourceLanguage": "en", "strings": {"Home": {"#, "line 1, column 47: unexpected end of input; expected a string key or '}' after '{'"),
        ("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\"Sec\u{0}ret\": 1}\n}", "line 3, column 19: a control character (U+0000) must be escaped in a string"),
        ("", "line 1, column 1: the input is empty; expected a JSON value"),
        (#"{"sourceLanguage": "en", "strings": {}} trailing"#, "line 1, column 41: unexpected 't' after the JSON value"),
        (#"{"sourceLanguage": "en" "strings": {}}"#, "line 1, column 25: expected ',' or '}' after an object member, found '\"'"),
        (#"{"sourceLanguage": "en", "strings": {}, "x": [1, 2,]}"#, "line 1, column 52: a trailing comma is not allowed before ']'"),
        (#"{"sourceLanguage": "en", "strings": {}, "x": 01}"#, "line 1, column 46: a number cannot have leading zeros"),
        (#"{"sourceLanguage": "\q", "strings": {}}"#, "line 1, column 21: invalid escape sequence '\\q' in a string"),
    ])
    func malformedJSONGivesLineAndColumnWithoutQuotingContent(_ text: String, _ expected: String) {
        let reason = catalog(text).error?.reason
        #expect(reason == expected)
        #expect(reason?.contains("Sec") != true)
    }

    @Test func invalidUTF8IsPlaced() {
        var bytes = Array("{\"sourceLanguage\": \"en\",\n \"strings\": {\"Ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\": {}}}".utf8)
        #expect(CatalogReader.read(bytes, file: "x").error?.reason == "line 2, column 18: invalid UTF-8 in a string (byte 0x28)")
        // An overlong encoding and a lone continuation byte in a skipped member.
        let overlong = Array(#"{"sourceLanguage": "en", "strings": {}, "x": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        #expect(CatalogReader.read(overlong, file: "x").error?.reason == "line 1, column 47: invalid UTF-8 in a string (byte 0xC0)")
        let surrogate = Array(#"{"sourceLanguage": "en", "strings": {}, "x": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
        #expect(CatalogReader.read(surrogate, file: "x").error?.reason == "line 1, column 48: invalid UTF-8 in a string (byte 0xA0)")
    }

    @Test func nestingIsBoundedAt128Levels() {
        // 100,000 levels deep: refused at level 129, no stack used.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let text = #"{"sourceLanguage": "en", "strings": {}, "x": "# + deep + "}"
        #expect(catalog(text).error?.reason == "line 1, column 173: nested too deeply (over 128 levels)")
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(catalog(objects).error?.reason.hasSuffix("nested too deeply (over 128 levels)") == true)
        // Inside the catalog's own structure, too.
        let localized = #"{"sourceLanguage": "en", "strings": {"K": {"localizations": {"de": {"variations": {"device": {"mac": "# + deep
        #expect(catalog(localized).error?.reason.hasSuffix("nested too deeply (over 128 levels)") == true)
        // 128 levels is fine: the root object holds 127 nested arrays.
        let ok = #"{"sourceLanguage": "en", "strings": {}, "x": "# + String(repeating: "[", count: 127) + String(repeating: "]", count: 127) + "}"
        #expect(catalog(ok).value != nil)
    }

    @Test func aFiftyMegabyteValueIsRead() throws {
        let big = String(repeating: "a", count: 50 << 20)
        let text = #"{"sourceLanguage": "en", "strings": {"Home": {"localizations": {"de": {"stringUnit": {"value": ""# + big + #""}}}}}}"#
        let value = try #require(catalog(text).value?.entries["Home"]?.translations["de"]?.value)
        #expect(value.text.utf8.count == 50 << 20)
        #expect(value.line == 1 && value.column == 96)
    }
}
