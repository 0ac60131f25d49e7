import TabsLint

/// Reads a String Catalog (`.xcstrings`): a JSON object with a
/// `sourceLanguage` string and a `strings` object. In one pass over the
/// bytes it keeps each key's `shouldTranslate` and, per language, the
/// `stringUnit` value, the device variants and a plural's `other`, each
/// with its line and column. A repeated member counts the last time.
public enum CatalogReader {
    /// Reads catalog bytes; `file` is the path values point to (`StringTable.files`).
    public static func read(_ bytes: [UInt8], file: String) -> Result<StringTable, StringTableError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(scanner: ByteScanner(buffer))
            do throws(ScanError) {
                try reader.root()
            } catch {
                let at = lineAndColumn(buffer, error.offset)
                return .failure(StringTableError("line \(at.line), column \(at.column): \(error.message)"))
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
        var scanner: ByteScanner
        var source: String?
        var sawStrings = false
        var entries: [String: TableEntry] = [:]
        var languagesWithValue = Set<String>()

        /// Walks the members of the object at the scanner (which must be
        /// `{`, of nesting level `depth`), handing each member's name with
        /// the scanner at its value.
        mutating func members(depth: Int,
                              _ body: (inout Reader, (start: Int, end: Int, escaped: Bool)) throws(ScanError) -> Void) throws(ScanError) {
            guard depth <= ByteScanner.maximumDepth else {
                throw scanner.fail("nested too deeply (over \(ByteScanner.maximumDepth) levels)")
            }
            try scanner.expect(0x7B, "'{'")
            scanner.skipWhitespace()
            if scanner.peek == 0x7D { scanner.pos += 1; return }
            while true {
                scanner.skipWhitespace()
                guard scanner.peek == 0x22 else {
                    throw scanner.atEnd ? scanner.fail("the file ends early; expected a member name") : scanner.fail("expected a member name in quotes")
                }
                let name = try scanner.scanString()
                try scanner.expect(0x3A, "':'")
                scanner.skipWhitespace()
                try body(&self, name)
                scanner.skipWhitespace()
                if scanner.peek == 0x2C { scanner.pos += 1; continue }
                if scanner.peek == 0x7D { scanner.pos += 1; return }
                throw scanner.atEnd ? scanner.fail("the file ends early; expected ',' or '}'") : scanner.fail("expected ',' or '}'")
            }
        }

        /// Whether the scanner is at an object (after white space).
        mutating func atObject() -> Bool {
            scanner.skipWhitespace()
            return scanner.peek == 0x7B
        }

        mutating func root() throws(ScanError) {
            if atObject() {
                try members(depth: 1) { (r: inout Reader, name) throws(ScanError) in
                    if r.scanner.equals(name, "sourceLanguage") {
                        if r.scanner.peek == 0x22 { r.source = try r.scanner.readString() } else {
                            try r.scanner.skipValue(depth: 1)
                            r.source = nil
                        }
                    } else if r.scanner.equals(name, "strings") {
                        if r.atObject() {
                            r.entries = [:]
                            r.sawStrings = true
                            try r.strings()
                        } else {
                            try r.scanner.skipValue(depth: 1)
                            r.sawStrings = false
                        }
                    } else {
                        try r.scanner.skipValue(depth: 1)
                    }
                }
            } else {
                try scanner.skipValue(depth: 0)
            }
            scanner.skipWhitespace()
            guard scanner.atEnd else { throw scanner.fail("unexpected content after the JSON value") }
        }

        mutating func strings() throws(ScanError) {
            try members(depth: 2) { (r: inout Reader, name) throws(ScanError) in
                let key = r.scanner.decode(name.start, name.end, escaped: name.escaped)
                var entry = TableEntry()
                if r.atObject() { try r.entry(&entry) } else { try r.scanner.skipValue(depth: 2) }
                r.entries[key] = entry
            }
        }

        mutating func entry(_ entry: inout TableEntry) throws(ScanError) {
            try members(depth: 3) { (r: inout Reader, name) throws(ScanError) in
                if r.scanner.equals(name, "shouldTranslate") {
                    if r.scanner.peek == 0x66 { try r.scanner.literal("false"); entry.shouldTranslate = false } else {
                        try r.scanner.skipValue(depth: 3)
                        entry.shouldTranslate = true
                    }
                } else if r.scanner.equals(name, "localizations"), r.atObject() {
                    entry.translations = [:]
                    try r.members(depth: 4) { (r: inout Reader, language) throws(ScanError) in
                        let code = r.scanner.decode(language.start, language.end, escaped: language.escaped)
                        guard r.atObject() else { try r.scanner.skipValue(depth: 4); entry.translations[code] = nil; return }
                        let translation = try r.localization(depth: 5, devices: true)
                        entry.translations[code] = translation
                        if translation.hasValue { r.languagesWithValue.insert(code) }
                    }
                } else {
                    try r.scanner.skipValue(depth: 3)
                }
            }
        }

        /// A localization, or a variant of one (which reads the same; its
        /// device variations are ignored when `devices` is false).
        mutating func localization(depth: Int, devices readDevices: Bool) throws(ScanError) -> Translation {
            var unit: TableValue?
            var plural: TableValue?
            var devices: [TableValue?]?
            try members(depth: depth) { (r: inout Reader, name) throws(ScanError) in
                if r.scanner.equals(name, "stringUnit"), r.atObject() {
                    unit = try r.stringUnit(depth: depth + 1)
                } else if r.scanner.equals(name, "variations"), r.atObject() {
                    plural = nil
                    if readDevices { devices = nil }
                    try r.members(depth: depth + 1) { (r: inout Reader, kind) throws(ScanError) in
                        if r.scanner.equals(kind, "plural"), r.atObject() {
                            plural = nil
                            try r.members(depth: depth + 2) { (r: inout Reader, category) throws(ScanError) in
                                if r.scanner.equals(category, "other"), r.atObject() {
                                    plural = try r.localization(depth: depth + 3, devices: false).value
                                } else {
                                    try r.scanner.skipValue(depth: depth + 2)
                                }
                            }
                        } else if readDevices, r.scanner.equals(kind, "device"), r.atObject() {
                            var found = [TableValue?](repeating: nil, count: DeviceVariant.allCases.count)
                            try r.members(depth: depth + 2) { (r: inout Reader, device) throws(ScanError) in
                                let variant = DeviceVariant(name: r.scanner.decode(device.start, device.end, escaped: device.escaped))
                                if let variant, r.atObject() {
                                    found[variant.rawValue] = try r.localization(depth: depth + 3, devices: false).value
                                } else {
                                    try r.scanner.skipValue(depth: depth + 2)
                                }
                            }
                            devices = found
                        } else {
                            try r.scanner.skipValue(depth: depth + 1)
                        }
                    }
                } else {
                    try r.scanner.skipValue(depth: depth)
                }
            }
            return Translation(value: unit ?? plural, devices: devices)
        }

        mutating func stringUnit(depth: Int) throws(ScanError) -> TableValue? {
            var value: TableValue?
            try members(depth: depth) { (r: inout Reader, name) throws(ScanError) in
                if r.scanner.equals(name, "value"), r.scanner.peek == 0x22 {
                    let at = r.scanner.position()
                    value = TableValue(text: try r.scanner.readString(), file: 0, line: at.line, column: at.column)
                } else {
                    if r.scanner.equals(name, "value") { value = nil }
                    try r.scanner.skipValue(depth: depth)
                }
            }
            return value
        }
    }
}
