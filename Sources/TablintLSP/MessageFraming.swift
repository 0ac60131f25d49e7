/// Base-protocol framing: `Content-Length` headers, a blank line, a body.
///
/// `MessageFramer` is a state machine fed arbitrary chunks of input (a
/// message may arrive split over many reads, or several in one read). It
/// knows nothing about JSON: it hands out bodies as bytes, and reports
/// problems as log lines, after which it resynchronises on the next header.
public struct MessageFramer: Sendable {
    /// Bodies larger than this are skipped without being stored (64 MiB).
    public static let maximumBodySize = 64 << 20
    /// A header block larger than this is junk: dropped, and the framer
    /// looks for the next one.
    public static let maximumHeaderSize = 64 << 10

    public enum Event: Sendable, Equatable {
        /// One complete message body.
        case message([UInt8])
        /// Something was wrong with the input; a line for the log.
        case problem(String)
    }

    enum State: Sendable {
        case header
        /// Collecting a body of `length` bytes.
        case body(length: Int)
        /// Skipping `remaining` bytes of an oversized body.
        case skipping(remaining: Int)
    }

    var state: State = .header
    /// Unconsumed input; bytes before `start` are already consumed.
    var buffer: [UInt8] = []
    var start = 0

    public init() {}

    /// Consumes a chunk of input, returning the events it completes.
    public mutating func feed<C: Collection>(_ chunk: C) -> [Event] where C.Element == UInt8 {
        var events: [Event] = []
        var input = chunk[...]
        while true {
            switch state {
            case .skipping(let remaining):
                // What is buffered first, then input, neither stored.
                let buffered = min(buffer.count - start, remaining)
                start += buffered
                let n = min(input.count, remaining - buffered)
                input = input.dropFirst(n)
                let left = remaining - buffered - n
                state = left == 0 ? .header : .skipping(remaining: left)
                // Input ran out first.
                if left > 0 { compact(); return events }
            case .body(let length):
                let available = buffer.count - start
                if available >= length {
                    events.append(.message(Array(buffer[start..<(start + length)])))
                    start += length
                    state = .header
                    continue
                }
                if input.isEmpty { compact(); return events }
                let take = min(input.count, length - available)
                buffer.append(contentsOf: input.prefix(take))
                input = input.dropFirst(take)
            case .header:
                if let end = headerEnd() {
                    let block = Array(buffer[start..<end.contentEnd])
                    start = end.next
                    switch Self.contentLength(in: block) {
                    case .length(let n, let junk):
                        if junk { events.append(.problem("ignored junk before a header: \(Self.preview(block))")) }
                        if n > Self.maximumBodySize {
                            events.append(.problem("skipped a message of \(n) bytes (the limit is \(Self.maximumBodySize))"))
                            state = .skipping(remaining: n)
                        } else {
                            state = .body(length: n)
                        }
                    case .invalid(let reason):
                        events.append(.problem("dropped a header block (\(reason)): \(Self.preview(block))"))
                    }
                    continue
                }
                if buffer.count - start > Self.maximumHeaderSize {
                    events.append(.problem("dropped \(buffer.count - start) bytes without a complete header"))
                    // Keep the last few bytes: they may begin the next header.
                    start = buffer.count - 3
                }
                if input.isEmpty { compact(); return events }
                // Take input a piece at a time so a huge chunk holding many
                // messages is not copied into the header buffer at once.
                let take = min(input.count, 4096)
                buffer.append(contentsOf: input.prefix(take))
                input = input.dropFirst(take)
            }
        }
    }

    /// Whether the framer is between messages (nothing partial buffered).
    public var isIdle: Bool {
        if case .header = state { return buffer.count == start }
        return false
    }

    private mutating func compact() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// The end of the header block: a blank line (`\r\n\r\n`, also `\n\n`).
    private func headerEnd() -> (contentEnd: Int, next: Int)? {
        let n = buffer.count
        // A line ends at each LF: is the next line empty?
        for i in start..<n where buffer[i] == 0x0A {
            if i + 1 < n && buffer[i + 1] == 0x0A { return (i, i + 2) }
            if i + 2 < n && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return (i, i + 3) }
        }
        return nil
    }

    enum HeaderResult: Equatable {
        case length(Int, junk: Bool)
        case invalid(String)
    }

    /// Reads `Content-Length` from a header block. Names are matched
    /// ignoring case, white space around values is tolerated, other headers
    /// (`Content-Type`) are ignored. When the block holds junk, the last
    /// `content-length: N` in it is used, so the stream resynchronises.
    static func contentLength(in block: [UInt8]) -> HeaderResult {
        var length: Int?
        var problem: String?
        var junk = false
        for var line in block.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: 0x3A) else { junk = true; continue }
            let name = trim(line[line.startIndex..<colon])
            let value = trim(line[(colon + 1)...])
            guard !name.isEmpty, name.allSatisfy(isTokenByte) else { junk = true; continue }
            if lowercased(name) == Array("content-length".utf8) {
                if let n = parseLength(value) {
                    length = n
                    problem = nil
                } else {
                    problem = "bad Content-Length \(preview(Array(value)))"
                }
            }
        }
        if let length, problem == nil { return .length(length, junk: junk) }
        if let problem { return .invalid(problem) }
        // Junk before the header: look for the last `content-length` anywhere.
        let lower = lowercased(block[...])
        let key = Array("content-length".utf8)
        if let found = lower.indices.reversed().first(where: { lower[$0...].starts(with: key) }) {
            var rest = block[(found + key.count)...]
            if let lineEnd = rest.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) { rest = rest[..<lineEnd] }
            let trimmed = trim(rest)
            if trimmed.first == 0x3A, let n = parseLength(trim(trimmed.dropFirst())) {
                return .length(n, junk: true)
            }
        }
        return .invalid("no valid Content-Length")
    }

    static func parseLength(_ value: ArraySlice<UInt8>) -> Int? {
        guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(String(decoding: value, as: UTF8.self))
    }

    static func isTokenByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
    }

    static func trim(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, f == 0x20 || f == 0x09 || f == 0x0D { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 || l == 0x0D { s = s.dropLast() }
        return s
    }

    static func lowercased(_ s: ArraySlice<UInt8>) -> [UInt8] {
        s.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// A short, printable rendering of bytes for a log line.
    static func preview(_ bytes: [UInt8]) -> String {
        var out = ""
        for b in bytes.prefix(80) {
            if b >= 0x20 && b < 0x7F { out.unicodeScalars.append(Unicode.Scalar(b)) } else { out += "\\x" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true) }
        }
        return bytes.count > 80 ? out + "…" : out
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var out = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        out.reserveCapacity(out.count + body.count)
        out.append(contentsOf: body)
        return out
    }
}
