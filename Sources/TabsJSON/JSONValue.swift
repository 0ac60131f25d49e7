/// A JSON value.
///
/// Numbers keep their kind: a number written without a fraction or an
/// exponent that fits in 64 bits is an `.integer`, anything else a `.double`
/// (so `1` and `1.0` are different values, though both have `intValue` 1).
/// `-0` parses as `.double(-0.0)`, keeping its sign.
///
/// Equality is structural, with two JSON-minded exceptions: objects compare
/// as unordered maps (see `JSONObject`), and `.integer` never equals
/// `.double`. Equality, serialization and parsing are iterative, so a deep
/// value cannot overflow the stack there. (Releasing a value is still
/// recursive in the Swift runtime, which is why the parser limits depth; a
/// value built by hand should stay within a few thousand levels.)
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

// MARK: - Accessors

extension JSONValue {
    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let b) = self { b } else { nil }
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { s } else { nil }
    }

    /// The integer, when this is an integer, or a double with an integral
    /// value that fits in `Int64`.
    public var int64Value: Int64? {
        switch self {
        case .integer(let i):
            return i
        case .double(let d):
            // Range check first (NaN fails it), then truncate and compare.
            // (Not `Int64(exactly:)`, which needs libm's `trunc`, and this
            // module links nothing but the standard library.)
            guard d >= -9_223_372_036_854_775_808.0 && d < 9_223_372_036_854_775_808.0 else { return nil }
            let truncated = Int64(d)
            return Double(truncated) == d ? truncated : nil
        default:
            return nil
        }
    }

    /// The integer, when this is an integer, or a double with an integral
    /// value, that fits in `Int`.
    public var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }

    /// The number as a `Double`, when this is a number (an integer beyond
    /// 2^53 is rounded).
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { a } else { nil }
    }

    /// The members, when this is an object.
    public var objectValue: JSONObject? {
        if case .object(let o) = self { o } else { nil }
    }

    /// The member named `key`, when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { o[key] } else { nil }
    }

    /// The element at `index`, when this is an array and `index` is in bounds.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { a[index] } else { nil }
    }

    /// A short name of the value's kind for messages: "null", "a Boolean",
    /// "a number", "a string", "an array" or "an object".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

// MARK: - Equality

extension JSONValue: Equatable {
    /// Structural equality, computed with an explicit work list (no
    /// recursion). Objects compare as unordered maps; `.integer(1)` does not
    /// equal `.double(1)`; `.double(.nan)` does not equal itself.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var work: [(JSONValue, JSONValue)] = [(lhs, rhs)]
        while let (a, b) = work.popLast() {
            switch (a, b) {
            case (.null, .null):
                continue
            case (.bool(let x), .bool(let y)):
                if x != y { return false }
            case (.integer(let x), .integer(let y)):
                if x != y { return false }
            case (.double(let x), .double(let y)):
                if x != y { return false }
            case (.string(let x), .string(let y)):
                if x != y { return false }
            case (.array(let x), .array(let y)):
                if x.count != y.count { return false }
                for i in x.indices { work.append((x[i], y[i])) }
            case (.object(let x), .object(let y)):
                if x.count != y.count { return false }
                for (key, value) in x {
                    guard let other = y[key] else { return false }
                    work.append((value, other))
                }
            default:
                return false
            }
        }
        return true
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Members in the order written; a repeated key keeps its first position
    /// and takes the last value, as in parsing.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

// MARK: - Printing

extension JSONValue: CustomStringConvertible {
    /// The compact serialization.
    public var description: String { serialized() }
}
