import Foundation
import Testing

/// `check` with plural tables (`LANG.lproj/Localizable.stringsdict`) through the real executable
/// (docs/language.md, "Plural tables"): their keys are part of `Localizable`, their titles checked.
@Suite("String tables: .stringsdict") struct StringsdictCLITests {
    static func plural(_ key: String, other: String?) -> String {
        let form = other.map { "<key>other</key><string>\($0)</string>" } ?? "<key>one</key><string>%d</string>"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\(form)</dict>
        </dict></dict></plist>

        """
    }

    static let tabs = """
    defaults { strings "Res" }
    tab inbox "inboxTitle" { icon "tray" }
    tab people "peopleTitle" { icon "person.2" }

    """

    func box(de: String, fr: String) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("App/Main.tabs", Self.tabs)
        for language in ["en", "de", "fr"] {
            try box.write("App/Res/\(language).lproj/Localizable.strings", "\"inboxTitle\" = \"Inbox \(language)\";\n")
        }
        try box.write("App/Res/en.lproj/Localizable.stringsdict", Self.plural("peopleTitle", other: "People"))
        try box.write("App/Res/de.lproj/Localizable.stringsdict", de)
        try box.write("App/Res/fr.lproj/Localizable.stringsdict", fr)
        return box
    }

    @Test func aKeyOnlyThePluralTablesHoldIsTranslated() throws {
        let r = try box(de: Self.plural("peopleTitle", other: "Leute"), fr: Self.plural("peopleTitle", other: "Gens"))
            .run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 0 && r.out == "", "\(r)")
    }

    @Test func theirValuesAreTitlesAndAMissingOtherIsUntranslated() throws {
        // German shows its inbox title for people too; French has no `other` form.
        let r = try box(de: Self.plural("peopleTitle", other: "Inbox de"), fr: Self.plural("peopleTitle", other: nil))
            .run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.out.contains("in de: ") && r.out.contains("[duplicate-title]"), "\(r)")
        #expect(r.out.contains("App/Main.tabs:3:12: warning: the title \"peopleTitle\" of tab `people` has no translation in fr; add it to the string tables [untranslated-title]"), "\(r)")
    }

    @Test func aBrokenPluralTableIsInvalidStringsNamingIt() throws {
        let r = try box(de: "<plist><dict><key>peopleTitle</key>", fr: Self.plural("peopleTitle", other: "Gens"))
            .run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.out.contains("de.lproj/Localizable.stringsdict: not a valid .stringsdict") && r.out.contains("[invalid-strings]"), "\(r)")
    }
}
