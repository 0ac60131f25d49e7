/// Results computed on several threads, kept by position: the one way the
/// checker gathers concurrent work (the rules of a big file, the files of
/// a CLI run) back into a deterministic order.
public final class IndexedResults<Element: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [Element?]

    public init(count: Int) { slots = Array(repeating: nil, count: max(0, count)) }

    /// Stores the result of position `index` (ignored when out of range).
    public func set(_ index: Int, _ value: Element) {
        lock.withLock { if slots.indices.contains(index) { slots[index] = value } }
    }

    /// Every position's result, in order; nil where none was stored.
    public var all: [Element?] { lock.withLock { slots } }
}
