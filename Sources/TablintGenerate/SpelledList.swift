/// Names and literals spelled once and written many times (each tab's
/// Swift name and title literal).
struct SpelledList {
    private let entries: [[UInt8]]

    /// Entries `0..<count`, each written by `spell(k, &bytes)`.
    init(count: Int, spell: (Int, inout [UInt8]) -> Void) {
        entries = (0..<count).map { k in
            var bytes: [UInt8] = []
            spell(k, &bytes)
            return bytes
        }
    }

    var count: Int { entries.count }

    /// Appends entry `k` (nothing when there is no such entry).
    func append(_ k: Int, to out: inout [UInt8]) {
        guard entries.indices.contains(k) else { return }
        out += entries[k]
    }
}
