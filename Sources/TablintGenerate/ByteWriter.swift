/// A growing byte buffer for generated source. `[UInt8].append(contentsOf:)`
/// checks uniqueness and capacity through several calls on every append,
/// which was the largest single cost of rendering the 5,000-tab benchmark;
/// here an append is one capacity test and one copy.
///
/// Safety: every index is the writer's own (`count` within `capacity`);
/// nothing read from input ever becomes an index here.
final class ByteWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Everything written, as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// What is written so far, read in place.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
