#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads over POSIX, in place of Dispatch.
///
/// Every Swift program on Linux loads `libdispatch` already, but importing
/// Dispatch also loads its Swift overlay, whose 420 symbol relocations cost
/// every start of `tablint` about a tenth of a millisecond: the checker
/// needs only "run these on all cores and wait" and the server only serial
/// queues (`SerialQueue`), so both are written here.
public enum Threads {
    /// The processors online when first asked (at least 1). Read once:
    /// glibc's `sysconf` reads a file in /sys for it on every call.
    public static let processorCount: Int = {
        let count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return count > 0 ? Int(count) : 1
    }()

    /// Starts `body` on a new detached thread; false when no thread could
    /// be started (then `body` has not run).
    @discardableResult
    public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        // A pointer on Darwin and Musl (optional here), an integer on Glibc.
        #if canImport(Darwin) || canImport(Musl)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { context in
            let raw: UnsafeMutableRawPointer? = context
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin) || canImport(Musl)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// Runs `body(0)` ... `body(iterations - 1)` on up to `processorCount`
    /// threads (the caller's among them) and returns when all are done.
    /// Each index runs exactly once; the order is unspecified.
    ///
    /// The other threads come from a pool of helpers that park between
    /// calls (a long-lived caller, the server, finds them warm, as it found
    /// Dispatch's). The caller works through the indices too, so a call
    /// never waits for a helper to start: nested calls, or calls made while
    /// every helper is busy, simply run on the caller.
    public static func concurrentPerform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 0 else { return }
        let helpers = min(iterations, processorCount) - 1
        if helpers <= 0 {
            for index in 0..<iterations { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = SharedIterations(count: iterations, body: body)
            HelperPool.shared.ask(helpers, toDrain: work)
            work.drain()
            HelperPool.shared.finish(work)
        }
    }
}

private final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The indices of one `concurrentPerform`, handed out one at a time.
private final class SharedIterations: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private let count: Int
    /// Dropped by `HelperPool.finish`: the caller's block must not outlive the call.
    private var body: ((Int) -> Void)?
    /// Helpers working on these indices now (under the pool's lock).
    var helpersRunning = 0

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    func drain() {
        while true {
            let claimed = lock.withLock { () -> (index: Int, body: (Int) -> Void)? in
                guard next < count, let body else { return nil }
                defer { next += 1 }
                return (next, body)
            }
            guard let claimed else { return }
            claimed.body(claimed.index)
        }
    }

    func dropBody() { lock.withLock { body = nil } }
}

/// Helper threads for `concurrentPerform`: at most one fewer than the
/// processors, started on demand, parked while idle, never ended.
private final class HelperPool: @unchecked Sendable {
    static let shared = HelperPool()

    private let condition = Condition()
    private let limit = max(0, Threads.processorCount - 1)
    // Under `condition`:
    private var requests: [SharedIterations] = []
    private var started = 0
    private var parked = 0

    /// Asks up to `count` helpers to drain `work` alongside the caller.
    func ask(_ count: Int, toDrain work: SharedIterations) {
        let toStart = condition.withLock { () -> Int in
            for _ in 0..<count { requests.append(work) }
            condition.broadcast()
            let wanted = max(0, min(count - parked, limit - started))
            started += wanted
            return wanted
        }
        for _ in 0..<toStart where !Threads.detach({ self.serve() }) {
            condition.withLock { started -= 1 }
        }
    }

    /// Withdraws the requests for `work` that no helper took, waits for
    /// the helpers working on it, and drops its block.
    func finish(_ work: SharedIterations) {
        condition.withLock {
            requests.removeAll { $0 === work }
            while work.helpersRunning > 0 { _ = condition.wait(until: nil) }
        }
        work.dropBody()
    }

    /// A helper's life: take a request, drain it, park when there is none.
    private func serve() {
        while true {
            let work = condition.withLock { () -> SharedIterations in
                while requests.isEmpty {
                    parked += 1
                    _ = condition.wait(until: nil)
                    parked -= 1
                }
                let work = requests.removeFirst()
                work.helpersRunning += 1
                return work
            }
            work.drain()
            condition.withLock {
                work.helpersRunning -= 1
                condition.broadcast()
            }
        }
    }
}
