import Testing
import TabsJSON

@Suite struct JSONValueTests {
    @Test func literals() {
        let value: JSONValue = ["s": "x", "i": 3, "d": 1.5, "b": true, "n": nil, "a": [1, "2"]]
        #expect(value["s"] == .string("x"))
        #expect(value["i"] == .integer(3))
        #expect(value["d"] == .double(1.5))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["a"] == .array([.integer(1), .string("2")]))
        #expect(value.objectValue?.keys == ["s", "i", "d", "b", "n", "a"])
    }

    @Test func accessors() {
        #expect(JSONValue.string("x").stringValue == "x")
        #expect(JSONValue.integer(3).stringValue == nil)
        #expect(JSONValue.integer(3).intValue == 3)
        #expect(JSONValue.double(3).intValue == 3)
        #expect(JSONValue.double(3.5).intValue == nil)
        #expect(JSONValue.double(1e300).intValue == nil)
        #expect(JSONValue.double(.nan).intValue == nil)
        #expect(JSONValue.integer(3).doubleValue == 3)
        #expect(JSONValue.bool(false).boolValue == false)
        #expect(JSONValue.null.boolValue == nil)
        #expect(JSONValue.null.isNull)
        #expect(JSONValue.array([1]).arrayValue == [1])
        #expect(JSONValue.array([1])[0] == 1)
        #expect(JSONValue.array([1])[1] == nil)
        #expect(JSONValue.array([1])[-1] == nil)
        #expect(JSONValue.array([1])["k"] == nil)
        #expect(JSONValue.string("x")["k"] == nil)
        #expect(JSONValue.string("x")[0] == nil)
        #expect(JSONValue.array([]).kindDescription == "an array")
    }

    @Test func equality() {
        // Objects compare as unordered maps.
        let a: JSONValue = ["x": 1, "y": 2]
        let b: JSONValue = ["y": 2, "x": 1]
        #expect(a == b)
        #expect(a != ["x": 1])
        #expect(a != ["x": 1, "z": 2])
        #expect(JSONValue.integer(1) != .double(1))
        #expect(JSONValue.array([1, 2]) != .array([2, 1]))
        #expect(JSONValue.array([1]) != .array([1, 1]))
        #expect(JSONValue.null != .bool(false))
    }

    @Test func objectEditing() {
        var object = JSONObject()
        #expect(object.isEmpty)
        object["a"] = 1
        object["b"] = 2
        object["a"] = 3
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        #expect(object.updateValue(4, forKey: "b") == 2)
        object["a"] = nil
        #expect(object.keys == ["b"])
        #expect(object.removeValue(forKey: "zz") == nil)
        #expect(!object.contains(key: "a"))
        #expect(object.contains(key: "b"))
        #expect(Array(object.map(\.key)) == ["b"])
    }

    @Test func largeObjectIndexStaysConsistent() {
        var object = JSONObject()
        for i in 0..<100 { object["k\(i)"] = .integer(Int64(i)) }
        #expect(object.count == 100)
        for i in stride(from: 0, to: 100, by: 2) { object["k\(i)"] = nil }
        #expect(object.count == 50)
        #expect(object["k1"] == 1)
        #expect(object["k2"] == nil)
        #expect(object.position(of: "k99") == 49)
        for i in 0..<45 { object["k\(2 * i + 1)"] = nil }
        #expect(object.count == 5)
        #expect(object.keys == ["k91", "k93", "k95", "k97", "k99"])
        #expect(object["k97"] == 97)
        object["new"] = nil
        object["new"] = true
        #expect(object.keys.last == "new")
    }

    @Test func iterationIsInInsertionOrder() {
        let object: JSONObject = ["z": 1, "a": 2, "m": 3]
        var seen: [String] = []
        for (key, _) in object { seen.append(key) }
        #expect(seen == ["z", "a", "m"])
        #expect(object[1].key == "a")
        #expect(object.map(\.value) == [1, 2, 3])
        #expect(object.description == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func deepEqualityIsIterative() {
        var a: JSONValue = nil
        var b: JSONValue = nil
        for _ in 0..<1_000 {
            a = [a]
            b = [b]
        }
        #expect(a == b)
    }
}
