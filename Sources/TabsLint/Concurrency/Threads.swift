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
    /// The processors online (at least 1).
    public static var processorCount: Int {
        let count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return count > 0 ? Int(count) : 1
    }

    /// Starts `body` on a new detached thread; false when no thread could
    /// be started (then `body` has not run).
    @discardableResult
    public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        start(body, joinable: false) != nil
    }

    /// Runs `body(0)` ... `body(iterations - 1)` on up to `processorCount`
    /// threads (the caller's among them) and returns when all are done.
    /// Each index runs exactly once; the order is unspecified.
    public static func concurrentPerform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 0 else { return }
        let helpers = min(iterations, processorCount) - 1
        if helpers <= 0 {
            for index in 0..<iterations { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = SharedIterations(count: iterations, body: body)
            var started: [Started] = []
            started.reserveCapacity(helpers)
            for _ in 0..<helpers {
                guard let thread = start({ work.drain() }, joinable: true) else { break }
                started.append(thread)
            }
            work.drain()
            for thread in started { thread.join() }
        }
    }

    /// A joinable thread.
    struct Started {
        let thread: pthread_t
        func join() { pthread_join(thread, nil) }
    }

    private static func start(_ body: @escaping @Sendable () -> Void, joinable: Bool) -> Started? {
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
            return nil
        }
        #if canImport(Darwin) || canImport(Musl)
        // Set by a successful create; were it not, the thread could not be joined.
        guard let thread else { return nil }
        #endif
        if !joinable {
            pthread_detach(thread)
        }
        return Started(thread: thread)
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
    private let body: (Int) -> Void

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    func drain() {
        while true {
            let index = lock.withLock { () -> Int? in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
            guard let index else { return }
            body(index)
        }
    }
}
