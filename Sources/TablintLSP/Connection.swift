import TabsBase
import TabsJSON
import TabsLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where framed messages go. `write` receives one whole framed message.
public protocol MessageOutput: AnyObject, Sendable {
    func write(_ bytes: [UInt8])
}

/// The outgoing side of a connection: serialises, frames and writes each
/// message whole, one at a time (writes from several threads never interleave).
public final class Connection: @unchecked Sendable {
    private let output: MessageOutput
    private let lock = Lock()

    public init(output: MessageOutput) { self.output = output }

    public func send(_ message: JSONValue) {
        var body: [UInt8] = []
        message.write(to: &body)
        let framed = MessageFramer.frame(body)
        lock.withLock { output.write(framed) }
    }
}

/// Writes to a file descriptor (stdout), retrying short writes and EINTR.
public final class FileDescriptorOutput: MessageOutput, @unchecked Sendable {
    let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    public func write(_ bytes: [UInt8]) { writeAll(fd, bytes) }
}

/// Writes all of `bytes` to `fd`, retrying short writes, EINTR and EAGAIN;
/// gives up on any other error.
private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, base + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += n
        }
    }
}

/// Collects framed messages in memory (for tests and embedding).
public final class MemoryOutput: MessageOutput, @unchecked Sendable {
    private let lock = Lock()
    private var framer = MessageFramer()
    private var messages: [JSONValue] = []
    private var raw: [UInt8] = []

    public init() {}

    public func write(_ bytes: [UInt8]) {
        lock.withLock {
            raw.append(contentsOf: bytes)
            for event in framer.feed(bytes) {
                if case .message(let body) = event, let value = try? JSONValue.parse(body) {
                    messages.append(value)
                }
            }
        }
    }

    /// Every message written so far, decoded.
    public var received: [JSONValue] { lock.withLock { messages } }
    /// Every byte written so far.
    public var bytes: [UInt8] { lock.withLock { raw } }
}

/// Log lines go to stderr (or wherever the embedder says), never stdout.
public struct Logger: Sendable {
    let sink: @Sendable (String) -> Void
    public init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }
    public func callAsFunction(_ line: String) { sink(line) }

    public static let standardError = Logger { line in writeAll(2, Array("tablint lsp: \(line)\n".utf8)) }
    public static let silent = Logger { _ in }
}
