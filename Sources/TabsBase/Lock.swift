#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that only the holder of its lock can reach, over a heap-allocated
/// `pthread_mutex_t`: what every target uses instead of Foundation's
/// `NSLock` (no target imports Foundation) and of `Synchronization.Mutex`
/// (which would raise the package's macOS requirement to 15), with the
/// same shape as `Mutex`: the state goes in when the lock is made and is
/// read and changed only inside `withLock`.
///
/// This is the package's one `@unchecked Sendable`: the mutex is what
/// makes sharing the state safe, which the compiler cannot see. Every
/// other shared type is `Sendable` because its mutable state sits in a
/// `Lock`.
public final class Lock<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    public init(_ state: sending State) {
        self.state = state
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the state while holding the lock.
    public func withLock<T, E: Error>(_ body: (inout sending State) throws(E) -> sending T) throws(E) -> sending T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
