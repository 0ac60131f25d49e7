#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `Lock` with a condition variable.
final class Condition: @unchecked Sendable {
    private let lock = Lock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }

    /// With the lock held: waits for a signal, or until `deadline` (the
    /// realtime clock) when given. True when woken, false when timed out.
    func wait(until deadline: timespec?) -> Bool {
        guard var deadline else {
            pthread_cond_wait(condition, lock.mutex)
            return true
        }
        return pthread_cond_timedwait(condition, lock.mutex, &deadline) != ETIMEDOUT
    }

    /// With the lock held: wakes one waiter.
    func signal() { pthread_cond_signal(condition) }

    /// With the lock held: wakes every waiter.
    func broadcast() { pthread_cond_broadcast(condition) }

    static func deadline(secondsFromNow seconds: Int) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        now.tv_sec += seconds
        return now
    }
}
