/// Gives each distinct string of a file a small integer key (0, 1, 2, ...
/// in first-seen order); strings equal under Swift's `==` (canonical
/// equivalence) get the same key. The model interns ids, titles and icons
/// once, so the rules that look for repeats compare integers and index
/// arrays instead of hashing strings again and again.
///
/// While every string is ASCII (where `==` is byte equality) keys come from
/// an open-addressing table over an FNV-1a hash of the bytes: a few
/// instructions a byte, no allocation per lookup. The first non-ASCII
/// string moves every entry into a `Dictionary`, whose hashing normalizes
/// (`"\u{212A}"`, the Kelvin sign, equals `"K"`), and lookups use it from
/// then on.
///
/// A case-folding interner (`foldsCase`) gives one key to strings equal
/// after `Titles.folded`: on ASCII it hashes and compares the bytes with
/// A-Z lowered, so no folded copy of each title is made; otherwise its
/// dictionary is keyed by the folded text.
public struct Interner: Sendable {
    public let foldsCase: Bool
    /// The UTF-8 bytes of every key's first-seen text, one after another;
    /// `entries[k].end` is where key k's bytes end (they start where k - 1's end).
    /// Bytes, not `String`s: a model interns three or four values per tab
    /// and needs the text of a few of them, for messages.
    private var arena: [UInt8] = []
    private var used = 0
    /// By key: where its bytes end in the arena, and (in the ASCII table) its hash.
    private var entries: [Entry] = []
    private struct Entry { var end: Int32; var hash: UInt64 }
    /// Slot → key + 1 (0: empty). The capacity is a power of two, at most half full.
    private var slots: [Int32] = []
    private var general: [String: Int32]?

    public init(foldsCase: Bool = false) { self.foldsCase = foldsCase }

    /// Sized for about `expected` strings, so filling it does not regrow.
    public init(expected: Int, foldsCase: Bool = false, averageLength: Int = 16) {
        self.foldsCase = foldsCase
        guard expected > 0 else { return }
        var capacity = 16
        while capacity < expected * 2 { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        entries.reserveCapacity(expected)
        arena = [UInt8](repeating: 0, count: min(expected * averageLength, 1 << 16))
    }

    public var count: Int { entries.count }

    /// The first-seen text of a key ("" for a key out of range).
    public func string(_ key: Int32) -> String {
        let k = Int(key)
        guard k >= 0 && k < entries.count else { return "" }
        let start = k == 0 ? 0 : Int(entries[k - 1].end)
        return String(decoding: arena[start..<Int(entries[k].end)], as: UTF8.self)
    }

    /// The key of `string`, adding it when new.
    public mutating func intern(_ string: String) -> Int32 {
        string.withUTF8Bytes { bytes in
            if general == nil, let hash = Interner.asciiHash(bytes, foldsCase: foldsCase) {
                return internASCII(bytes, hash: hash)
            }
            return internGeneral(string)
        }
    }

    /// The key of the text whose UTF-8 bytes these are (well-formed UTF-8),
    /// adding it when new. No `String` is made while the text is ASCII.
    public mutating func intern(bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if general == nil, let hash = Interner.asciiHash(bytes, foldsCase: foldsCase) {
            return internASCII(bytes, hash: hash)
        }
        return internGeneral(String(decoding: bytes, as: UTF8.self))
    }

    private mutating func internGeneral(_ string: String) -> Int32 {
        if general == nil { moveToDictionary() }
        let lookup = dictionaryKey(string)
        if let key = general?[lookup] { return key }
        let key = Int32(truncatingIfNeeded: entries.count)
        string.withUTF8Bytes { append($0, hash: 0) }
        general?[lookup] = key
        return key
    }

    /// Copies a key's bytes into the arena: one copy, no per-byte work
    /// (`append(contentsOf:)` cost about ninety instructions a call, more
    /// than the rest of an intern). The arena is zero-filled room; `used`
    /// bytes of it are taken.
    @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let start = used
        if bytes.count > arena.count - start { growArena(toHold: bytes.count) }
        arena.withUnsafeMutableBufferPointer { out in
            if let to = out.baseAddress, let from = bytes.baseAddress {
                (to + start).update(from: from, count: bytes.count)
            }
        }
        used = start + bytes.count
        entries.append(Entry(end: Int32(truncatingIfNeeded: used), hash: hash))
    }

    @inline(never) private mutating func growArena(toHold count: Int) {
        var bigger = [UInt8](repeating: 0, count: max(arena.count * 2, used + count, 64))
        let kept = used
        bigger.withUnsafeMutableBufferPointer { to in
            arena.withUnsafeBufferPointer { from in
                if let t = to.baseAddress, let f = from.baseAddress { t.update(from: f, count: kept) }
            }
        }
        arena = bigger
    }

    /// The key of `string` when it was interned.
    public func key(of string: String) -> Int32? {
        if let general { return general[dictionaryKey(string)] }
        guard !slots.isEmpty else { return nil }
        return string.withUTF8Bytes { bytes -> Int32? in
            guard let hash = Interner.asciiHash(bytes, foldsCase: foldsCase) else {
                // A non-ASCII query while every entry is ASCII (the `more` titles,
                // say): it can still equal one ("Straße" folds to "strasse", the
                // Kelvin sign is "K"), so compare one by one, as the dictionary would.
                let target = dictionaryKey(string)
                return (0..<entries.count).first { dictionaryKey(self.string(Int32(truncatingIfNeeded: $0))) == target }
                    .map { Int32(truncatingIfNeeded: $0) }
            }
            let mask = slots.count - 1
            var slot = Interner.slot(hash) & mask
            while true {
                let entry = Int(slots[slot]) - 1
                if entry < 0 { return nil }
                if entries[entry].hash == hash && same(entry, bytes) { return Int32(truncatingIfNeeded: entry) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Equality in the ASCII table: byte equality, or ASCII case-insensitive when folding.
    @inline(__always) private func same(_ entry: Int, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = entry == 0 ? 0 : Int(entries[entry - 1].end)
        let end = Int(entries[entry].end)
        guard end - start == y.count else { return false }
        return arena.withUnsafeBufferPointer { a in
            if foldsCase {
                for i in 0..<y.count where Interner.lower(a[start + i]) != Interner.lower(y[i]) { return false }
            } else {
                for i in 0..<y.count where a[start + i] != y[i] { return false }
            }
            return true
        }
    }

    @inline(__always) static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    private func dictionaryKey(_ string: String) -> String { foldsCase ? Titles.folded(string) : string }

    private mutating func internASCII(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32 {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Interner.slot(hash) & mask
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { break }
            if entries[entry].hash == hash && same(entry, bytes) { return Int32(truncatingIfNeeded: entry) }
            slot = (slot + 1) & mask
        }
        let key = entries.count
        append(bytes, hash: hash)
        slots[slot] = Int32(truncatingIfNeeded: key + 1)
        return Int32(truncatingIfNeeded: key)
    }

    private mutating func grow() {
        let capacity = max(16, slots.count * 2)
        slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (key, entry) in entries.enumerated() {
            var slot = Interner.slot(entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: key + 1)
        }
    }

    private mutating func moveToDictionary() {
        var dictionary: [String: Int32] = [:]
        dictionary.reserveCapacity(entries.count * 2)
        for key in 0..<entries.count {
            let k = Int32(truncatingIfNeeded: key)
            dictionary[dictionaryKey(string(k))] = k
        }
        general = dictionary
        slots = []
    }

    @inline(__always) static func slot(_ hash: UInt64) -> Int {
        // FNV's low bits depend only on the bytes' low bits; a multiply-xorshift
        // finalizer spreads every input bit over the ones the mask keeps.
        var h = hash ^ (hash >> 33)
        h = h &* 0xff51_afd7_ed55_8ccd
        return Int(truncatingIfNeeded: h ^ (h >> 33))
    }

    /// A hash of the UTF-8 bytes (A-Z lowered when folding), or nil when a
    /// byte is not ASCII. Eight bytes at a time: each little-endian word
    /// (the last one zero-padded) is lowered when folding, then mixed in
    /// FNV style with a multiply and a shift; the length goes in first, so
    /// padding cannot make two lengths collide.
    @inline(__always) static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>, foldsCase: Bool) -> UInt64? {
        let n = bytes.count
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(n)
        var high: UInt64 = 0
        var i = 0
        while i < n {
            var w: UInt64 = 0
            if i + 8 <= n, let base = bytes.baseAddress {
                w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            } else if n >= 8, let base = bytes.baseAddress {
                // The last 1 to 7 bytes: load the last eight, drop the ones already mixed in.
                w = UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self) >> (8 * UInt64(8 - (n - i)))
            } else {
                for k in 0..<min(8, n - i) { w |= UInt64(bytes[i + k]) << (8 * UInt64(k)) }
            }
            high |= w
            if foldsCase { w = lowerASCII(w) }
            h = (h ^ w) &* 0x0000_0100_0000_01B3
            h ^= h >> 32
            i += 8
        }
        return high & 0x8080_8080_8080_8080 == 0 ? h : nil
    }

    /// A-Z to a-z in each byte of a word of ASCII bytes (others unchanged).
    @inline(__always) static func lowerASCII(_ w: UInt64) -> UInt64 {
        // Per byte (each below 0x80, so no carries): high bit set where b >= 0x41, and where b >= 0x5B.
        let atLeastA = w &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = w &+ 0x2525_2525_2525_2525
        let upper = atLeastA & ~pastZ & 0x8080_8080_8080_8080
        return w | (upper >> 2)
    }
}
