/// Byte strings spelled once and written many times (each tab's Swift name
/// and title literal), kept end to end in one buffer: one allocation for
/// the whole list instead of one per entry.
struct SpelledList {
    private let bytes: ByteWriter
    /// Where each entry ends in `bytes`; entry `k` starts where `k - 1` ends.
    private var ends: [Int] = []

    /// Entries `0..<count`, each written by `spell(k, writer)`.
    init(count: Int, spell: (Int, ByteWriter) -> Void) {
        bytes = ByteWriter(capacity: count * 16)
        ends.reserveCapacity(count)
        for k in 0..<count {
            spell(k, bytes)
            ends.append(bytes.count)
        }
    }

    var count: Int { ends.count }

    /// Appends entry `k` (nothing when there is no such entry).
    func append(_ k: Int, to out: ByteWriter) {
        guard ends.indices.contains(k) else { return }
        let start = k == 0 ? 0 : ends[k - 1]
        bytes.copy(start..<ends[k], to: out)
    }
}

extension ByteWriter {
    /// Bytes `range` of this writer's, appended to `other`.
    func copy(_ range: Range<Int>, to other: ByteWriter) {
        // Never into itself: growing would free the bytes being copied.
        guard other !== self, range.lowerBound >= 0, range.upperBound <= count else { return }
        withBytes { other.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
