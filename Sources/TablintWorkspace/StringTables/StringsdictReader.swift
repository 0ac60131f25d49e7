import TabsLint

// A `.stringsdict` file: the plural and format half of a `.strings` table
// (`de.lproj/Localizable.stringsdict` beside `de.lproj/Localizable.strings`).
// It is a property list (read by `PropertyListReader`, XML or binary) whose
// top-level dictionary maps each key to a dictionary: its
// `NSStringLocalizedFormatKey` string is the format, where each `%#@NAME@`
// (or `%1$#@NAME@`) stands for the variable NAME, a dictionary of plural
// variants. docs/language.md, "Plural tables", says which value a title shows.

/// Reads the keys of a `.stringsdict` file and the value each shows as a title.
public enum StringsdictReader {
    /// The top-level keys in no order (import's table keys): the file is
    /// checked whole, but the entries' values are not made.
    public static func keys(_ bytes: [UInt8]) -> Result<[String], StringTableError> {
        root(bytes, keysOnly: true).map { Array($0.keys) }
    }

    /// Each key that has a value, in the UTF-8 order of the keys, its value placed in `file`: the format
    /// with each variable replaced by its `other` variant. A key whose entry is not a dictionary with a
    /// format string, or whose format names a variable without an `other` string, gives no value.
    public static func read(_ bytes: [UInt8], file: Int32 = 0) -> Result<[(key: String, value: TableValue)], StringTableError> {
        root(bytes).map { table in
            var pairs: [(key: String, value: TableValue)] = []
            for (key, entry) in table {
                if let text = shown(entry) { pairs.append((key, TableValue(text: text, file: file))) }
            }
            pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return pairs
        }
    }

    /// The top-level dictionary, or the error `invalid-strings` gives (never quoting the content).
    /// `keysOnly`: its values hollow (`PropertyListReader.read`).
    static func root(_ bytes: [UInt8], keysOnly: Bool = false) -> Result<[String: PropertyListValue], StringTableError> {
        let value: PropertyListValue
        do { value = try PropertyListReader.read(bytes, maxDepth: CatalogReader.maximumDepth, keysOnly: keysOnly) } catch {
            if let line = error.line, let column = error.column {
                return .failure(StringTableError("not a valid .stringsdict: line \(line), column \(column): \(error.reason)"))
            }
            return .failure(StringTableError("not a valid .stringsdict: \(error.message)"))
        }
        guard case .dictionary(let table) = value else {
            return .failure(StringTableError("not a valid .stringsdict file: its top level is \(value.kind), not a dictionary"))
        }
        return .success(table)
    }

    /// What one entry shows: its format, each `%#@NAME@` replaced by NAME's `other` variant.
    static func shown(_ entry: PropertyListValue) -> String? {
        guard case .dictionary(let parts) = entry, case .string(let format)? = parts[formatKey] else { return nil }
        let scalars = Array(format.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%", let (name, end) = variable(in: scalars, at: i) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            guard case .dictionary(let variants)? = parts[name], case .string(let other)? = variants["other"] else { return nil }
            out.append(contentsOf: other.unicodeScalars)
            i = end
        }
        return String(out)
    }

    static let formatKey = "NSStringLocalizedFormatKey"

    /// The variable a `%` at `start` names (`%#@NAME@`, `%2$#@NAME@`) and the index after its closing `@`;
    /// nil when the `%` starts anything else (`%d`, `%%`, `%@`).
    static func variable(in s: [Unicode.Scalar], at start: Int) -> (name: String, end: Int)? {
        var i = start + 1
        while i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
        if i > start + 1 {
            guard i < s.count, s[i] == "$" else { return nil }
            i += 1
        }
        guard i + 1 < s.count, s[i] == "#", s[i + 1] == "@" else { return nil }
        let nameStart = i + 2
        var j = nameStart
        while j < s.count, s[j] != "@" { j += 1 }
        guard j < s.count, j > nameStart else { return nil }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: s[nameStart..<j])
        return (String(name), j + 1)
    }
}
