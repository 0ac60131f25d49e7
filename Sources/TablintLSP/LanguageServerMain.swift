#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The language server, in pieces that know as little as possible of each
// other (ARCHITECTURE.md maps them). It never writes files and runs
// nothing; logs go to stderr only.

/// Entry point of `tablint lsp`.
public enum LanguageServerMain {
    /// Serves LSP over the given file descriptors until `exit`, end of
    /// input, or the death of the client process; returns the exit status:
    /// 0 after `shutdown` then `exit` (or end of input after `shutdown`),
    /// 1 otherwise.
    public static func run(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        let server = LanguageServer(output: FileDescriptorOutput(fd: output))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while server.exitStatus == nil {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 250)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            if ready < 0 {
                server.endOfInput()
                break
            }
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            // The end of input, or an error polling or reading it.
            guard n > 0 else {
                server.endOfInput()
                break
            }
            server.receive(chunk[0..<n])
        }
        return server.exitStatus ?? 1
    }
}
