import TabsJSON
import TabsLint

/// Reads a String Catalog (`.xcstrings`): a JSON object with a
/// `sourceLanguage` string and a `strings` object. In one pass over the
/// bytes it keeps each key's `shouldTranslate` and, per language, the
/// `stringUnit` value, the device variants and a plural's `other`, each
/// with its line and column. A repeated member counts the last time.
public enum CatalogReader {
    /// JSON nested deeper than this is refused (docs/language.md, "Titles in every language").
    public static let maximumDepth = 128

    /// Reads catalog bytes; `file` is the path values point to (`StringTable.files`).
    public static func read(_ bytes: [UInt8], file: String) -> Result<StringTable, StringTableError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(json: JSONReader(buffer, maxDepth: maximumDepth))
            do throws(JSONParseError) {
                try reader.root()
            } catch {
                return .failure(StringTableError(error.description))
            }
            guard let source = reader.source, reader.sawStrings else {
                return .failure(StringTableError("not a String Catalog (a JSON object with a \"sourceLanguage\" string and a \"strings\" object)"))
            }
            var languages = reader.languagesWithValue
            languages.insert(source)
            return .success(StringTable(kind: .catalog, sourceLanguage: source,
                                        languages: languages.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
                                        files: [file], entries: reader.entries))
        }
    }

    struct Reader {
        var json: JSONReader
        var source: String?
        var sawStrings = false
        var entries: [String: TableEntry] = [:]
        var languagesWithValue = Set<String>()

        /// Walks the members of the object at the cursor (nesting level
        /// `level`), handing each member's name with the cursor at its value.
        mutating func members(level: Int,
                              _ body: (inout Reader, JSONReader.Token) throws(JSONParseError) -> Void) throws(JSONParseError) {
            var object = try json.openObject(level: level)
            while let name = try json.nextMember(&object) {
                try body(&self, name)
            }
        }

        mutating func root() throws(JSONParseError) {
            try json.start()
            if json.isAtObject() {
                try members(level: 1) { (r: inout Reader, name) throws(JSONParseError) in
                    if r.json.matches(name, "sourceLanguage") {
                        if r.json.isAtString() { r.source = try r.json.readString() } else {
                            try r.json.skipValue(inLevel: 1)
                            r.source = nil
                        }
                    } else if r.json.matches(name, "strings") {
                        if r.json.isAtObject() {
                            r.entries = [:]
                            r.sawStrings = true
                            try r.strings()
                        } else {
                            try r.json.skipValue(inLevel: 1)
                            r.sawStrings = false
                        }
                    } else {
                        try r.json.skipValue(inLevel: 1)
                    }
                }
            } else {
                try json.skipValue(inLevel: 0)
            }
            try json.finish()
        }

        mutating func strings() throws(JSONParseError) {
            try members(level: 2) { (r: inout Reader, name) throws(JSONParseError) in
                let key = r.json.text(of: name)
                var entry = TableEntry()
                if r.json.isAtObject() { try r.entry(&entry) } else { try r.json.skipValue(inLevel: 2) }
                r.entries[key] = entry
            }
        }

        mutating func entry(_ entry: inout TableEntry) throws(JSONParseError) {
            try members(level: 3) { (r: inout Reader, name) throws(JSONParseError) in
                if r.json.matches(name, "shouldTranslate") {
                    if r.json.peek() == UInt8(ascii: "f"), try r.json.readBool() == false {
                        entry.shouldTranslate = false
                    } else {
                        try r.json.skipValue(inLevel: 3)
                        entry.shouldTranslate = true
                    }
                } else if r.json.matches(name, "localizations"), r.json.isAtObject() {
                    entry.translations = [:]
                    try r.members(level: 4) { (r: inout Reader, language) throws(JSONParseError) in
                        let code = r.json.text(of: language)
                        guard r.json.isAtObject() else { try r.json.skipValue(inLevel: 4); entry.translations[code] = nil; return }
                        let translation = try r.localization(level: 5, devices: true)
                        entry.translations[code] = translation
                        if translation.hasValue { r.languagesWithValue.insert(code) }
                    }
                } else {
                    try r.json.skipValue(inLevel: 3)
                }
            }
        }

        /// A localization, or a variant of one (which reads the same; its
        /// device variations are ignored when `devices` is false).
        mutating func localization(level: Int, devices readDevices: Bool) throws(JSONParseError) -> Translation {
            var unit: TableValue?
            var plural: TableValue?
            var devices: [TableValue?]?
            try members(level: level) { (r: inout Reader, name) throws(JSONParseError) in
                if r.json.matches(name, "stringUnit"), r.json.isAtObject() {
                    unit = try r.stringUnit(level: level + 1)
                } else if r.json.matches(name, "variations"), r.json.isAtObject() {
                    plural = nil
                    if readDevices { devices = nil }
                    try r.members(level: level + 1) { (r: inout Reader, kind) throws(JSONParseError) in
                        if r.json.matches(kind, "plural"), r.json.isAtObject() {
                            plural = nil
                            try r.members(level: level + 2) { (r: inout Reader, category) throws(JSONParseError) in
                                if r.json.matches(category, "other"), r.json.isAtObject() {
                                    plural = try r.localization(level: level + 3, devices: false).value
                                } else {
                                    try r.json.skipValue(inLevel: level + 2)
                                }
                            }
                        } else if readDevices, r.json.matches(kind, "device"), r.json.isAtObject() {
                            var found = [TableValue?](repeating: nil, count: DeviceVariant.allCases.count)
                            try r.members(level: level + 2) { (r: inout Reader, device) throws(JSONParseError) in
                                let variant = DeviceVariant(name: r.json.text(of: device))
                                if let variant, r.json.isAtObject() {
                                    found[variant.rawValue] = try r.localization(level: level + 3, devices: false).value
                                } else {
                                    try r.json.skipValue(inLevel: level + 2)
                                }
                            }
                            devices = found
                        } else {
                            try r.json.skipValue(inLevel: level + 1)
                        }
                    }
                } else {
                    try r.json.skipValue(inLevel: level)
                }
            }
            return Translation(value: unit ?? plural, devices: devices)
        }

        mutating func stringUnit(level: Int) throws(JSONParseError) -> TableValue? {
            var value: TableValue?
            try members(level: level) { (r: inout Reader, name) throws(JSONParseError) in
                if r.json.matches(name, "value"), r.json.isAtString() {
                    let at = r.json.position()
                    value = TableValue(text: try r.json.readString(), file: 0, line: Int32(clamping: at.line), column: Int32(clamping: at.column))
                } else {
                    if r.json.matches(name, "value") { value = nil }
                    try r.json.skipValue(inLevel: level)
                }
            }
            return value
        }
    }
}
