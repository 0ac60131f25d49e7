import Testing
@testable import TabsLint

/// The POSIX thread primitives that replace Dispatch (`Threads`,
/// `SerialQueue`): every index once, blocks in order, `sync` after what was
/// queued, suspension, and a queue's thread ending when idle.
@Suite struct ConcurrencyTests {
    @Test(arguments: [0, 1, 2, 3, 7, 100, 1_000])
    func concurrentPerformRunsEveryIndexOnce(iterations: Int) {
        let counts = IndexedResults<Int>(count: iterations)
        let lock = Lock()
        var total = 0
        Threads.concurrentPerform(iterations: iterations) { index in
            counts.set(index, index)
            lock.withLock { total += 1 }
        }
        #expect(total == iterations)
        #expect(counts.all.enumerated().allSatisfy { $0.element == $0.offset })
    }

    @Test func concurrentPerformUsesMoreThanOneThreadWhenThereAreCores() {
        guard Threads.processorCount > 1 else { return }
        // Two iterations that each wait for the other: both see the other
        // arrive only if they run at once (one after the other, the first
        // gives up after a while and sees only itself).
        let lock = Lock()
        var arrived = 0
        let sawBoth = IndexedResults<Bool>(count: 2)
        Threads.concurrentPerform(iterations: 2) { index in
            lock.withLock { arrived += 1 }
            var waited = 0
            while lock.withLock({ arrived }) < 2 && waited < 5_000 {
                sleepMilliseconds(1)
                waited += 1
            }
            sawBoth.set(index, lock.withLock { arrived } == 2)
        }
        #expect(sawBoth.all == [true, true])
    }

    @Test func nestedAndRepeatedCallsRunEveryIndexOnce() {
        // An inner call inside an outer one (a big file's rules inside the
        // CLI's files) finds the helpers busy and runs on its caller.
        let lock = Lock()
        var runs = [Int](repeating: 0, count: 8 * 50)
        for _ in 0..<20 {
            Threads.concurrentPerform(iterations: 8) { outer in
                Threads.concurrentPerform(iterations: 50) { inner in
                    lock.withLock { runs[outer * 50 + inner] += 1 }
                }
            }
        }
        #expect(runs == [Int](repeating: 20, count: 8 * 50))
    }

    @Test func serialQueueRunsBlocksInOrderAndSyncWaitsForThem() {
        let queue = SerialQueue(label: "test.order")
        let log = Log()
        for k in 0..<500 { queue.async { log.append(k) } }
        let seen = queue.sync { log.values.count }
        #expect(seen == 500)
        #expect(log.values == Array(0..<500))
    }

    @Test func syncReturnsItsValueAndCanBeCalledFromManyThreads() {
        let queue = SerialQueue(label: "test.sync")
        let results = IndexedResults<Int>(count: 64)
        Threads.concurrentPerform(iterations: 64) { k in
            results.set(k, queue.sync { k * 2 })
        }
        #expect(results.all == (0..<64).map { $0 * 2 })
    }

    @Test func suspendHoldsLaterBlocksUntilResume() {
        let queue = SerialQueue(label: "test.suspend")
        let log = Log()
        queue.suspend()
        for k in 0..<10 { queue.async { log.append(k) } }
        // Nothing runs while suspended (a block would have had time to run).
        sleepMilliseconds(200)
        #expect(log.values.isEmpty)
        queue.resume()
        queue.sync {}
        #expect(log.values == Array(0..<10))
    }

    @Test func anIdleQueuesThreadEndsAndALaterBlockStartsAnother() {
        let queue = SerialQueue(label: "test.idle", idleSeconds: 1)
        #expect(!queue.holdsThread)
        queue.sync {}
        #expect(queue.holdsThread)
        var waited = 0
        while queue.holdsThread && waited < 5_000 {
            sleepMilliseconds(1)
            waited += 1
        }
        #expect(!queue.holdsThread, "the thread ends after a second with nothing to run")
        let log = Log()
        queue.async { log.append(1) }
        #expect(queue.sync { log.values } == [1])
    }

    @Test func queuedBlocksKeepTheQueueAlive() {
        let log = Log()
        do {
            let queue = SerialQueue(label: "test.lifetime")
            for k in 0..<50 { queue.async { log.append(k) } }
        }
        // The queue is gone from this scope; its thread finishes what was queued.
        let deadline = 2_000
        var waited = 0
        while log.values.count < 50 && waited < deadline {
            sleepMilliseconds(1)
            waited += 1
        }
        #expect(log.values == Array(0..<50))
    }

    @Test func withoutThreadsCallersDrainTheQueueOneBlockAtATime() {
        let queue = SerialQueue(label: "test.no-threads")
        queue.startThread = { _ in false }
        let gauge = Gauge()
        let order = IndexedResults<[Int]>(count: 4)
        Threads.concurrentPerform(iterations: 4) { producer in
            let log = Log()
            for k in 0..<200 {
                queue.async {
                    gauge.enter()
                    log.append(k)
                    gauge.leave()
                }
            }
            queue.sync {}
            order.set(producer, log.values)
        }
        #expect(!gauge.overlapped, "two blocks of one queue ran at once")
        #expect(order.all == Array(repeating: Array(0..<200), count: 4))
        #expect(!queue.holdsThread)
    }

    @Test func detachRunsTheBody() {
        let log = Log()
        #expect(Threads.detach { log.append(7) })
        var waited = 0
        while log.values.isEmpty && waited < 2_000 {
            sleepMilliseconds(1)
            waited += 1
        }
        #expect(log.values == [7])
    }
}

/// Counts the blocks running at once, and remembers whether it was ever more than one.
private final class Gauge: @unchecked Sendable {
    private let lock = Lock()
    private var running = 0
    private var sawTwo = false
    func enter() {
        lock.withLock {
            running += 1
            if running > 1 { sawTwo = true }
        }
        usleep(20)
    }
    func leave() { lock.withLock { running -= 1 } }
    var overlapped: Bool { lock.withLock { sawTwo } }
}

private final class Log: @unchecked Sendable {
    private let lock = Lock()
    private var items: [Int] = []
    func append(_ value: Int) { lock.withLock { items.append(value) } }
    var values: [Int] { lock.withLock { items } }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private func sleepMilliseconds(_ milliseconds: Int) { usleep(UInt32(milliseconds * 1000)) }
