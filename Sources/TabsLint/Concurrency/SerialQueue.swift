#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocks one at a time, in the order they were queued, on a thread
/// of its own: what the language server needs of a serial dispatch queue
/// (`async`, `sync`, `suspend`, `resume`), over POSIX threads.
///
/// The thread starts with the first block and ends once the queue has had
/// nothing to run for `idleSeconds` (a later block starts a new one), so
/// an idle queue holds no thread. The thread holds the queue: a queue no
/// longer referenced goes away once its thread has ended (never, if it is
/// left suspended with blocks waiting).
public final class SerialQueue: @unchecked Sendable {
    public typealias Block = @Sendable () -> Void

    public let label: String
    private let idleSeconds: Int
    /// Starts the queue's thread; false when none could be started (tests
    /// replace it to exercise that case).
    var startThread: (@escaping @Sendable () -> Void) -> Bool = { Threads.detach($0) }
    private let condition = Condition()
    // Under `condition`:
    private var blocks: [Block] = []
    private var head = 0
    private var suspensions = 0
    private var hasThread = false

    public init(label: String, idleSeconds: Int = 5) {
        self.label = label
        self.idleSeconds = max(1, idleSeconds)
    }

    /// Queues `block`; it runs after every block queued before it.
    public func async(_ block: @escaping Block) {
        let startThread = condition.withLock { () -> Bool in
            blocks.append(block)
            condition.signal()
            if hasThread { return false }
            hasThread = true
            return true
        }
        guard startThread, !self.startThread({ self.work() }) else { return }
        // The system has no thread to give: this caller drains the queue
        // itself, in order, one block at a time. `hasThread` stays set while
        // it does, so a block queued meanwhile by another thread waits its
        // turn here instead of running beside these (suspension is not
        // honoured without a thread).
        while let next = takeNextWithoutWaiting() { next() }
    }

    /// The next block for a caller draining the queue without a thread;
    /// nil (and the queue without a runner) once it is empty.
    private func takeNextWithoutWaiting() -> Block? {
        condition.withLock { () -> Block? in
            guard head < blocks.count else {
                blocks.removeAll()
                head = 0
                hasThread = false
                return nil
            }
            defer { head += 1 }
            return blocks[head]
        }
    }

    /// Runs `block` after every block queued before it, and waits for it
    /// (never call it from a block of this queue: that waits forever, where
    /// Dispatch would trap).
    public func sync<T>(_ block: () -> T) -> T {
        withoutActuallyEscaping(block) { block in
            let done = Completion<T>(block)
            async { done.run() }
            return done.wait()
        }
    }

    /// Whether the queue has a thread now (it has none before its first
    /// block and after `idleSeconds` with nothing to run).
    public var holdsThread: Bool { condition.withLock { hasThread } }

    /// Lets the block running finish and starts no other until `resume`.
    public func suspend() {
        condition.withLock { suspensions += 1 }
    }

    /// Undoes one `suspend`.
    public func resume() {
        condition.withLock {
            if suspensions > 0 { suspensions -= 1 }
            condition.broadcast()
        }
    }

    /// The queue's thread: runs blocks until there has been none to run
    /// for `idleSeconds`.
    private func work() {
        while let next = takeNext() { next() }
    }

    private func takeNext() -> Block? {
        condition.withLock { () -> Block? in
            var deadline = Condition.deadline(secondsFromNow: idleSeconds)
            while head == blocks.count || suspensions > 0 {
                guard !condition.wait(until: deadline) else { continue }
                // Timed out. A suspended queue with blocks waiting keeps its
                // thread, for `resume` to wake.
                if head == blocks.count {
                    hasThread = false
                    return nil
                }
                deadline = Condition.deadline(secondsFromNow: idleSeconds)
            }
            let next = blocks[head]
            head += 1
            if head == blocks.count {
                blocks.removeAll(keepingCapacity: blocks.count <= 64)
                head = 0
            } else if head >= 64 && head * 2 >= blocks.count {
                blocks.removeFirst(head)
                head = 0
            }
            return next
        }
    }
}

/// One `sync` block and its result, handed from the queue's thread to the caller.
private final class Completion<T>: @unchecked Sendable {
    /// Dropped once run: `sync`'s block must not outlive the call.
    private var block: (() -> T)?
    private let condition = Condition()
    private var result: T?

    init(_ block: @escaping () -> T) { self.block = block }

    func run() {
        var value: T?
        do {
            // Taken out and released before the caller is woken.
            let taken = condition.withLock { () -> (() -> T)? in
                defer { block = nil }
                return block
            }
            value = taken?()
        }
        condition.withLock {
            result = value
            condition.signal()
        }
    }

    func wait() -> T {
        condition.withLock {
            while true {
                if let result { return result }
                _ = condition.wait(until: nil)
            }
        }
    }
}
