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
public final class Connection: Sendable {
    /// Reached only under its lock, so one message is written at a time.
    private let output: Lock<any MessageOutput>

    public init(output: any MessageOutput) { self.output = Lock(output) }

    public func send(_ message: JSONValue) {
        var writer = JSONWriter()
        writer.value(message)
        let framed = MessageFramer.frame(writer.bytes)
        output.withLock { $0.write(framed) }
    }
}

/// Writes to a file descriptor (stdout), retrying short writes and EINTR.
public final class FileDescriptorOutput: MessageOutput {
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
public final class MemoryOutput: MessageOutput {
    private struct Written {
        var framer = MessageFramer()
        var messages: [JSONValue] = []
        var raw: [UInt8] = []
    }
    private let written = Lock(Written())

    public init() {}

    public func write(_ bytes: [UInt8]) {
        written.withLock { written in
            written.raw.append(contentsOf: bytes)
            for event in written.framer.feed(bytes) {
                if case .message(let body) = event, let value = try? JSONValue.parse(body) {
                    written.messages.append(value)
                }
            }
        }
    }

    /// Every message written so far, decoded.
    public var received: [JSONValue] { written.withLock { $0.messages } }
    /// Every byte written so far.
    public var bytes: [UInt8] { written.withLock { $0.raw } }
}

/// Log lines go to stderr (or wherever the embedder says), never stdout.
public struct Logger: Sendable {
    let sink: @Sendable (String) -> Void
    public init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }
    public func callAsFunction(_ line: String) { sink(line) }

    public static let standardError = Logger { line in writeAll(2, Array("tablint lsp: \(line)\n".utf8)) }
    public static let silent = Logger { _ in }
}
