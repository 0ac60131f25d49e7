import TabsLint

/// Any value a property list holds (XML, binary or old-style text), as
/// `PropertyListReader` reads it, so that a symbol catalog's loader can say
/// what it found where it expected something else.
enum PropertyListValue: Equatable, Sendable {
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case data([UInt8])
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])

    /// A string, or a number written as text (years and versions are
    /// sometimes stored as numbers); nil for anything else, Booleans included.
    /// A real holding a whole number (1.0) reads as the integer (1), as it
    /// did when Foundation's decoder read the catalog.
    var scalarText: String? {
        switch self {
        case .string(let text): Titles.trimmed(text)
        case .integer(let number): String(number)
        case .real(let number):
            if let whole = Int(exactly: number) {
                String(whole)
            } else if number.isFinite && number >= 0 {
                String(number)
            } else {
                nil
            }
        default: nil
        }
    }

    /// The value's kind, as an error message names it.
    var kind: String {
        switch self {
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .string: "a string"
        case .boolean: "a Boolean"
        case .data: "data"
        case .date: "a date"
        case .integer, .real: "a number"
        }
    }
}
