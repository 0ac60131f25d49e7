import Foundation
import Testing
import TabsLint
@testable import TablintWorkspace

/// `.stringsdict` files: the plural half of a `.strings` table (docs/language.md, "Plural tables").
@Suite struct StringsdictTests {
    /// A plural table whose one key `key` has the format `format` and the variable `count` with `variants`.
    static func plural(_ key: String = "itemsTitle", format: String = "%#@count@", variants: [String: String]) -> String {
        let forms = variants.keys.sorted().map { "<key>\($0)</key><string>\(variants[$0] ?? "")</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>\(key)</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>count</key>
            <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\(forms)</dict>
          </dict>
        </dict></plist>

        """
    }

    func shown(_ text: String) -> [String: String]? {
        guard case .success(let pairs) = StringsdictReader.read(Array(text.utf8)) else { return nil }
        return Dictionary(pairs.map { ($0.key, $0.value.text) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aKeyShowsItsFormatWithEachVariablesOtherForm() {
        #expect(shown(Self.plural(variants: ["one": "%d item", "other": "Items"])) == ["itemsTitle": "Items"])
        #expect(shown(Self.plural(format: "All %#@count@ here", variants: ["other": "%d items"])) == ["itemsTitle": "All %d items here"])
        // The positional form, and `%` that starts no variable.
        #expect(shown(Self.plural(format: "%1$#@count@ (100%%)", variants: ["other": "Items"])) == ["itemsTitle": "Items (100%%)"])
        #expect(shown(Self.plural(format: "%#@count", variants: ["other": "Items"])) == ["itemsTitle": "%#@count"])
    }

    @Test func aVariableWithoutOtherOrAnEntryWithoutFormatGivesNoValue() {
        #expect(shown(Self.plural(variants: ["one": "Item"])) == [:])
        #expect(shown(Self.plural(format: "%#@missing@", variants: ["other": "Items"])) == [:])
        #expect(shown("<plist><dict><key>a</key><string>A</string><key>b</key><dict/></dict></plist>") == [:])
        #expect(shown("\"a\" = \"b\";") == [:])
        // Keys are still keys (import matches names against them).
        #expect(StringsdictReader.keys(Array("<plist><dict><key>a</key><string>A</string></dict></plist>".utf8)).map(Set.init) == .success(["a"]))
    }

    @Test func badBytesAreAnErrorNeverACrash() {
        let inputs: [[UInt8]] = [
            [], [0xFF, 0xFE, 0x00], Array("bplist00".utf8) + [0, 1, 2, 3], Array("<plist><dict><key>a</key>".utf8),
            Array("<plist><array/></plist>".utf8),
            Array(String(repeating: "<dict><key>k</key>", count: 300).utf8), Array("<plist><dict><key>\u{0}</key></dict>".utf8) + [0xC3],
        ]
        for bytes in inputs {
            guard case .failure(let error) = StringsdictReader.read(bytes), case .failure = StringsdictReader.keys(bytes) else {
                Issue.record("read \(bytes.prefix(40))")
                continue
            }
            #expect(error.reason.hasPrefix("not a valid .stringsdict"), "\(error.reason)")
        }
        // Random bytes, seeded: an error or a value, never a crash.
        var seed: UInt64 = 0x5eed
        for _ in 0..<200 {
            var bytes = Array("<plist><dict><key>k</key><dict>".utf8)
            for _ in 0..<64 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 56))
            }
            _ = StringsdictReader.read(bytes)
            _ = StringsdictReader.keys(bytes)
        }
    }

    /// `keys` makes only the top-level keys, but checks the whole file as `read` does: the same keys, the same errors.
    @Test func keysCheckTheWholeFileAsReadDoes() {
        let entry = "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
        let inputs = [
            Self.plural(variants: ["one": "&lt;1&gt; &#x41; <![CDATA[a<b]]>", "other": "Items"]),
            "<plist><dict><key>a</key><dict>\(entry)</dict><key>a</key><string/><key>b&amp;c</key><array><string>x</string></array></dict></plist>",
            // Faults inside an entry's value, below the top level.
            "<plist><dict><key>a</key><dict><key>n</key><dict><key>other</key><string>&bogus;</string></dict></dict></dict></plist>",
            "<plist><dict><key>a</key><dict><key>n</key><dict><key>other</key></dict></dict></dict></plist>",
            "<plist><dict><key>a</key><dict><key>n</key><dict><key>other</key><string>x</strong></dict></dict></dict></plist>",
            "<plist><dict><key>a</key><dict><key>n</key><integer>twelve</integer></dict></dict></plist>",
            "<plist><dict><key>a</key><dict><key>n</key><string>x</string><!-- never closed </dict></dict></plist>",
            "<plist><dict><key>a</key><dict><string>x</string></dict></dict></plist>",
        ]
        for text in inputs {
            let bytes = Array(text.utf8)
            let keys = StringsdictReader.keys(bytes).map(Set.init)
            let whole = StringsdictReader.root(bytes).map { Set($0.keys) }
            #expect(keys.value == whole.value, "\(text)")
            #expect(keys.error?.reason == whole.error?.reason, "\(text)")
        }
        #expect(StringsdictReader.keys(Array(inputs[1].utf8)).map(Set.init) == .success(["a", "b&c"]))
        #expect(StringsdictReader.keys(Array(inputs[2].utf8)).error?.reason.hasPrefix("not a valid .stringsdict: line 1") == true)
    }

    func load(_ scratch: Scratch, _ entry: String) -> Result<StringTable, StringTableError> {
        StringTableCache().table(entry: entry, tabsPath: scratch.path + "/App.tabs")
    }

    @Test func aDirectoryReadsThePluralTableBesideEachStringsFile() throws {
        let scratch = try Scratch()
        try scratch.write("R/en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"itemsTitle\" = \"Things\";\n")
        try scratch.write("R/en.lproj/Localizable.stringsdict", Self.plural(variants: ["other": "Items"]))
        try scratch.write("R/de.lproj/Localizable.stringsdict", Self.plural(variants: ["other": "Dinge"]))
        let table = try #require(load(scratch, "R").value)
        #expect(table.languages == ["de", "en"])
        #expect(table.files == ["R/de.lproj/Localizable.stringsdict", "R/en.lproj/Localizable.strings", "R/en.lproj/Localizable.stringsdict"])
        // The `.stringsdict` value wins over the `.strings` one; it has no position.
        #expect(table.entries["itemsTitle"]?.translations["en"]?.value == TableValue(text: "Items", file: 2))
        #expect(table.entries["itemsTitle"]?.translations["de"]?.value == TableValue(text: "Dinge", file: 0))
        #expect(table.entries["Home"]?.translations["en"]?.value?.text == "Home")
    }

    @Test func aFileEntryReadsTheOtherFileOfItsName() throws {
        let scratch = try Scratch()
        try scratch.write("de.lproj/Home.strings", "\"Home\" = \"Start\";")
        try scratch.write("de.lproj/Home.stringsdict", Self.plural(variants: ["other": "Dinge"]))
        for entry in ["de.lproj/Home.strings", "de.lproj/Home.stringsdict"] {
            let table = try #require(load(scratch, entry).value)
            #expect(table.languages == ["de"] && table.kind == .stringsFile)
            #expect(Set(table.files) == ["de.lproj/Home.strings", "de.lproj/Home.stringsdict"])
            #expect(table.entries["Home"]?.translations["de"]?.value?.text == "Start")
            #expect(table.entries["itemsTitle"]?.translations["de"]?.value?.text == "Dinge")
        }
    }

    @Test func aBadPluralTableMakesItsEntryInvalidNamingIt() throws {
        let scratch = try Scratch()
        try scratch.write("R/en.lproj/Localizable.strings", "\"Home\" = \"Home\";")
        try scratch.write("R/en.lproj/Localizable.stringsdict", "<plist><array/></plist>")
        #expect(load(scratch, "R").error?.reason == "en.lproj/Localizable.stringsdict: not a valid .stringsdict file: its top level is an array, not a dictionary")
        #expect(load(scratch, "R/en.lproj/Localizable.strings").error?.reason == "Localizable.stringsdict: not a valid .stringsdict file: its top level is an array, not a dictionary")
        try scratch.write("Loose.stringsdict", Self.plural(variants: ["other": "Items"]))
        #expect(load(scratch, "Loose.stringsdict").error?.reason == "a .stringsdict file must sit in a LANG.lproj folder")
    }
}
