#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any value a property list holds (XML, binary or old-style text), read
/// with `PropertyListDecoder`, so that a symbol catalog's loader can say
/// what it found where it expected something else.
enum PropertyListValue: Decodable {
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Booleans first: the decoder refuses to read a Boolean as a number
        // and a number as a Boolean, so the order only matters for speed.
        if let value = try? container.decode(Bool.self) { self = .boolean(value); return }
        // A real holding a whole number (1.0) reads as the integer 1.
        if let value = try? container.decode(Int.self) { self = .integer(value); return }
        if let value = try? container.decode(Double.self) { self = .real(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode(Data.self) { self = .data(value); return }
        if let value = try? container.decode(Date.self) { self = .date(value); return }
        if let value = try? container.decode([String: PropertyListValue].self) { self = .dictionary(value); return }
        self = .array(try container.decode([PropertyListValue].self))
    }

    /// A string, or a number written as text (years and versions are
    /// sometimes stored as numbers); nil for anything else, Booleans included.
    var scalarText: String? {
        switch self {
        case .string(let text): SymbolCatalogLoader.trimmed(text)
        case .integer(let number): String(number)
        case .real(let number) where number.isFinite && number >= 0: String(number)
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
