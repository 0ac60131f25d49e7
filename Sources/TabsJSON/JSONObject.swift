/// The members of a JSON object, in insertion order, with unique keys.
///
/// Duplicate keys: setting a key that is already present replaces its value
/// and keeps its first position. The parser does the same, so for
/// `{"a": 1, "b": 2, "a": 3}` the result is `["a": 3, "b": 2]`, with `a` first.
///
/// Equality ignores order (JSON objects are unordered): two objects are equal
/// when they have the same keys with equal values.
public struct JSONObject: Sendable {
    /// The members in order.
    private var members: [(key: String, value: JSONValue)] = []
    /// Each key's position in `members`, so that building or reading a large
    /// object is linear, not quadratic.
    private var positions: [String: Int] = [:]

    /// An empty object.
    public init() {}

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// An object with `members` in order (a repeated key keeps its first
    /// position and takes the last value).
    public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    /// The position of `key`, if present.
    public func position(of key: String) -> Int? { positions[key] }

    /// Whether the object has a member named `key`.
    public func contains(key: String) -> Bool { positions[key] != nil }

    /// The value of the member named `key`. Setting a present key replaces
    /// its value in place; setting a new key appends it; setting `nil`
    /// removes the member (linear in the object's size).
    public subscript(key: String) -> JSONValue? {
        get { positions[key].map { members[$0].value } }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the member named `key`, keeping its position when present.
    /// - Returns: the previous value, if any.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        if let i = positions[key] {
            let old = members[i].value
            members[i].value = value
            return old
        }
        positions[key] = members.count
        members.append((key, value))
        return nil
    }

    /// Removes the member named `key`.
    /// - Returns: its value, if it was present.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let i = positions.removeValue(forKey: key) else { return nil }
        let old = members.remove(at: i).value
        for k in i..<members.count { positions[members[k].key] = k }
        return old
    }
}

extension JSONObject: RandomAccessCollection {
    public typealias Element = (key: String, value: JSONValue)

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }

    /// The member at `position` (which must be in bounds), in insertion order.
    public subscript(position: Int) -> (key: String, value: JSONValue) { members[position] }
}

extension JSONObject: Equatable {
    /// Same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == JSONValue.object(rhs)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject: CustomStringConvertible {
    public var description: String { JSONValue.object(self).serialized() }
}
