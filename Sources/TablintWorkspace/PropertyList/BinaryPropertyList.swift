import TabsBase

/// Reads Apple's binary property list format (`bplist00`): a header, the
/// objects, an offset table and a 32-byte trailer (offset size, reference
/// size, object count, top object, offset table's position).
///
/// Every read is bounds-checked and every count is checked against the
/// bytes that could hold it. Objects are decoded once each, without
/// recursion, and shared where the file shares them. The offset table may
/// name one offset (or overlapping ones) for many objects, so the bytes of
/// strings and data made are capped too (`scalarBytesBudget`): the cost
/// stays linear in the file's size; an object that contains itself (directly or not) and
/// nesting deeper than `PropertyListReader.maximumDepth` are refused.
/// Dictionary keys must be strings; a key given twice keeps its last value.
/// Sets read as arrays. Integers of 1, 2, 4 and 8 bytes are read as
/// Foundation reads them (only 8-byte ones are negative); a 16-byte integer
/// is read when it fits in 64 bits, one above `Int.max` as a real (as
/// Foundation's decoder did). Null, fill and UID (keyed-archiver reference)
/// objects are refused: no catalog holds them, and Foundation's decoder
/// refused them too.
struct BinaryPropertyList {
    let bytes: [UInt8]
    /// Where the object data ends (the offset table's position).
    let objectsEnd: Int
    let referenceSize: Int
    let offsets: [Int]
    /// Each object's value once decoded, and how many containers deep it is.
    var values: [PropertyListValue?]
    var heights: [Int32]
    var inProgress: [Bool]
    /// Bytes of dictionary keys hashed so far: a key object shared by many
    /// dictionaries is hashed once per dictionary, so this is capped.
    var keyBytesHashed = 0
    let keyBytesBudget: Int
    /// Bytes of strings and data made so far. A well-formed file makes each
    /// object's bytes once, so the total stays near the file's size; one
    /// whose offset table names the same bytes for many objects would make
    /// them again for each, so this is capped.
    var scalarBytesMade = 0
    let scalarBytesBudget: Int
    /// Containers nested deeper than this are refused.
    var maxDepth = PropertyListReader.maximumDepth

    static func read(_ bytes: [UInt8], maxDepth: Int = PropertyListReader.maximumDepth) throws(PropertyListError) -> PropertyListValue {
        var list = try BinaryPropertyList(bytes)
        list.maxDepth = maxDepth
        return try list.decodeTop()
    }

    private static let trailerSize = 32

    private init(_ bytes: [UInt8]) throws(PropertyListError) {
        self.bytes = bytes
        let fail = { (what: String, at: Int) in PropertyListError(what, byte: at) }
        guard bytes.count >= 8 + 1 + Self.trailerSize else {
            throw fail("the file is too short to hold a trailer", bytes.count)
        }
        guard bytes[6] == 0x30 else { throw fail("an unknown format version (bplist00 expected)", 6) }
        let t = bytes.count - Self.trailerSize
        let offsetSize = Int(bytes[t + 6])
        referenceSize = Int(bytes[t + 7])
        guard (1...8).contains(offsetSize) else { throw fail("the trailer's offset size is not 1 to 8 bytes", t + 6) }
        guard (1...8).contains(referenceSize) else { throw fail("the trailer's reference size is not 1 to 8 bytes", t + 7) }
        let count = Self.uint(bytes, at: t + 8, size: 8)
        let top = Self.uint(bytes, at: t + 16, size: 8)
        let tableStart = Self.uint(bytes, at: t + 24, size: 8)
        guard count >= 1 else { throw fail("the trailer counts no objects", t + 8) }
        guard top < count else { throw fail("the top object is not one of the objects", t + 16) }
        guard tableStart >= 9, tableStart < UInt64(t) else {
            throw fail("the offset table is outside the file", t + 24)
        }
        // The offset table must fill the space between its start and the
        // trailer exactly (no count can claim more than the file holds).
        let (tableSize, overflow) = count.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize == UInt64(t) - tableStart else {
            throw fail("the object count does not match the offset table's size", t + 8)
        }
        if referenceSize < 8 && count > (UInt64(1) << UInt64(8 * referenceSize)) {
            throw fail("references are too small to reach every object", t + 7)
        }
        objectsEnd = Int(tableStart)
        var offsets: [Int] = []
        offsets.reserveCapacity(Int(count))
        var at = Int(tableStart)
        for _ in 0..<Int(count) {
            let offset = Self.uint(bytes, at: at, size: offsetSize)
            guard offset >= 8, offset < tableStart else { throw fail("an object offset points outside the objects", at) }
            offsets.append(Int(offset))
            at += offsetSize
        }
        self.offsets = offsets
        values = Array(repeating: nil, count: offsets.count)
        heights = Array(repeating: 0, count: offsets.count)
        inProgress = Array(repeating: false, count: offsets.count)
        keyBytesBudget = 64 * bytes.count + (16 << 20)
        scalarBytesBudget = 4 * bytes.count + (1 << 20)
        topIndex = Int(top)
    }

    private let topIndex: Int

    /// A big-endian unsigned integer of `size` (1 to 8) bytes; the caller
    /// has checked the bounds.
    private static func uint(_ bytes: [UInt8], at: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in at..<(at + size) { value = value << 8 | UInt64(bytes[i]) }
        return value
    }

    private func fail(_ what: String, at: Int) -> PropertyListError {
        PropertyListError(what, byte: at)
    }

    /// `size` bytes at `at`, checked to lie within the object data.
    private func uint(at: Int, size: Int, what: String) throws(PropertyListError) -> UInt64 {
        guard at >= 0, size <= objectsEnd - at else { throw fail("\(what) runs past the object data", at: at) }
        return Self.uint(bytes, at: at, size: size)
    }

    /// A container's or string's length: the marker's low nibble, or (when
    /// 15) the integer object that follows. Returns the length and where the
    /// content starts.
    private func length(of marker: UInt8, at offset: Int) throws(PropertyListError) -> (count: Int, start: Int) {
        let low = Int(marker & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        let intAt = offset + 1
        guard intAt < objectsEnd else { throw fail("a length runs past the object data", at: intAt) }
        let intMarker = bytes[intAt]
        guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else { throw fail("a length is not an integer", at: intAt) }
        let size = 1 << Int(intMarker & 0x0F)
        let value = try uint(at: intAt + 1, size: size, what: "a length")
        guard value <= UInt64(objectsEnd) else { throw fail("a length larger than the file", at: intAt) }
        return (Int(value), intAt + 1 + size)
    }

    /// Where a container's references start and how many there are, or nil
    /// for a scalar object.
    private enum Shape {
        case scalar(PropertyListValue)
        case array(start: Int, count: Int)
        case dictionary(start: Int, count: Int)
    }

    private mutating func shape(of index: Int) throws(PropertyListError) -> Shape {
        let offset = offsets[index]
        let marker = bytes[offset]
        let content = offset + 1
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .scalar(.boolean(false))
            case 0x09: return .scalar(.boolean(true))
            case 0x00: throw fail("a null object, which a property list of values cannot hold", at: offset)
            case 0x0F: throw fail("a fill byte where an object should be", at: offset)
            default: throw fail("an unknown object marker", at: offset)
            }
        case 0x1:
            return .scalar(try integer(marker, at: offset))
        case 0x2:
            let low = marker & 0x0F
            guard low == 2 || low == 3 else { throw fail("a real number that is not 4 or 8 bytes", at: offset) }
            if low == 2 {
                let raw = try uint(at: content, size: 4, what: "a real number")
                return .scalar(.real(Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))))
            }
            return .scalar(.real(Double(bitPattern: try uint(at: content, size: 8, what: "a real number"))))
        case 0x3:
            guard marker == 0x33 else { throw fail("an unknown object marker", at: offset) }
            return .scalar(.date(Double(bitPattern: try uint(at: content, size: 8, what: "a date"))))
        case 0x4, 0x5, 0x6:
            let (count, start) = try length(of: marker, at: offset)
            let unit = marker >> 4 == 0x6 ? 2 : 1
            guard count <= (objectsEnd - start) / unit else { throw fail("a data or string object runs past the object data", at: offset) }
            scalarBytesMade += count * unit
            guard scalarBytesMade <= scalarBytesBudget else {
                throw fail("the offset table names the same strings or data so often that reading them would cost too much", at: offset)
            }
            let slice = bytes[start..<(start + count * unit)]
            switch marker >> 4 {
            case 0x4: return .scalar(.data(Array(slice)))
            case 0x5:
                guard slice.allSatisfy({ $0 < 0x80 }) else { throw fail("an ASCII string holds a byte above 127", at: offset) }
                return .scalar(.string(String(decoding: slice, as: UTF8.self)))
            default:
                guard let text = Self.utf16BigEndian(slice) else { throw fail("a UTF-16 string holds an unpaired surrogate", at: offset) }
                return .scalar(.string(text))
            }
        case 0x8:
            throw fail("a UID (keyed-archiver reference), which a property list of values cannot hold", at: offset)
        case 0xA, 0xC, 0xD:
            let (count, start) = try length(of: marker, at: offset)
            let references = marker >> 4 == 0xD ? 2 : 1
            guard count <= (objectsEnd - start) / (referenceSize * references) else {
                throw fail("a container's references run past the object data", at: offset)
            }
            return marker >> 4 == 0xD ? .dictionary(start: start, count: count) : .array(start: start, count: count)
        default:
            throw fail("an unknown object marker", at: offset)
        }
    }

    private func integer(_ marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        let low = marker & 0x0F
        guard low <= 4 else { throw fail("an integer wider than 16 bytes", at: offset) }
        let size = 1 << Int(low)
        if size <= 8 {
            let raw = try uint(at: offset + 1, size: size, what: "an integer")
            return .integer(Int(truncatingIfNeeded: Int64(bitPattern: raw)))
        }
        let high = try uint(at: offset + 1, size: 8, what: "an integer")
        let value = try uint(at: offset + 9, size: 8, what: "an integer")
        if high == 0 {
            return value <= UInt64(Int.max) ? .integer(Int(value)) : .real(Double(value))
        }
        if high == UInt64.max && value > UInt64(Int.max) {
            return .integer(Int(truncatingIfNeeded: Int64(bitPattern: value)))
        }
        throw fail("an integer that does not fit in 64 bits", at: offset)
    }

    private static func utf16BigEndian(_ bytes: ArraySlice<UInt8>) -> String? {
        guard case .success(let utf8) = TextDecoding.utf8(fromUTF16: bytes, .bigEndian) else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The object a reference at `at` names.
    private func reference(at: Int) throws(PropertyListError) -> Int {
        let value = try uint(at: at, size: referenceSize, what: "a reference")
        guard value < UInt64(offsets.count) else { throw fail("a reference to an object that does not exist", at: at) }
        return Int(value)
    }

    /// A container being decoded: its object, the references still to
    /// read, and what it holds so far.
    private struct Frame {
        var index: Int
        var start: Int
        var count: Int
        var next = 0
        var isDictionary: Bool
        var elements: [PropertyListValue] = []
        var entries: [String: PropertyListValue] = [:]
        var height: Int32 = 0
    }

    /// Object `index`, entered from the container on top of `stack`: a
    /// scalar or an object decoded before comes back at once; a new
    /// container is pushed, to be filled, and nil comes back.
    private mutating func enter(_ index: Int, _ stack: inout [Frame]) throws(PropertyListError) -> (value: PropertyListValue, height: Int32)? {
        if let value = values[index] { return (value, heights[index]) }
        if inProgress[index] { throw fail("an object that contains itself", at: offsets[index]) }
        switch try shape(of: index) {
        case .scalar(let value):
            values[index] = value
            return (value, 0)
        case .array(let start, let count), .dictionary(let start, let count):
            guard stack.count < maxDepth else { throw fail("containers nested more than \(maxDepth) deep", at: offsets[index]) }
            inProgress[index] = true
            let isDictionary = bytes[offsets[index]] >> 4 == 0xD
            var frame = Frame(index: index, start: start, count: count, isDictionary: isDictionary)
            if isDictionary { frame.entries.reserveCapacity(count) } else { frame.elements.reserveCapacity(count) }
            stack.append(frame)
            return nil
        }
    }

    private mutating func decodeTop() throws(PropertyListError) -> PropertyListValue {
        var stack: [Frame] = []
        if let entered = try enter(topIndex, &stack) { return entered.value }
        // Frames are changed in place on the stack (a copy held while adding
        // would make each addition copy the container).
        while let last = stack.indices.last {
            let next = stack[last].next
            if next < stack[last].count {
                let valuesStart = stack[last].start + (stack[last].isDictionary ? stack[last].count : 0) * referenceSize
                let child = try reference(at: valuesStart + next * referenceSize)
                stack[last].next += 1
                if let entered = try enter(child, &stack) {
                    try add(entered.value, height: entered.height, to: &stack[last])
                }
                continue
            }
            let frame = stack.removeLast()
            let value: PropertyListValue = frame.isDictionary ? .dictionary(frame.entries) : .array(frame.elements)
            let height = frame.height + 1
            guard Int(height) <= maxDepth else {
                throw fail("containers nested more than \(maxDepth) deep", at: offsets[frame.index])
            }
            values[frame.index] = value
            heights[frame.index] = height
            inProgress[frame.index] = false
            guard let parent = stack.indices.last else { return value }
            try add(value, height: height, to: &stack[parent])
        }
        throw fail("the top object could not be read", at: offsets[topIndex])
    }

    /// Adds a decoded child to the container on top: the element, or the
    /// entry whose key the matching key reference names.
    private mutating func add(_ value: PropertyListValue, height: Int32, to frame: inout Frame) throws(PropertyListError) {
        frame.height = max(frame.height, height)
        guard frame.isDictionary else {
            frame.elements.append(value)
            return
        }
        let keyAt = frame.start + (frame.next - 1) * referenceSize
        let keyIndex = try reference(at: keyAt)
        let key: String
        if case .string(let text)? = values[keyIndex] {
            key = text
        } else if case .scalar(.string(let text)) = try shape(of: keyIndex) {
            values[keyIndex] = .string(text)
            key = text
        } else {
            throw fail("a dictionary key that is not a string", at: offsets[keyIndex])
        }
        keyBytesHashed += key.utf8.count
        guard keyBytesHashed <= keyBytesBudget else {
            throw fail("dictionaries share keys so often that reading them would cost too much", at: offsets[frame.index])
        }
        frame.entries[key] = value
    }
}
