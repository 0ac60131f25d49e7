import TablintCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Thin executable: real stdio, environment and arguments in; exit status out.
signal(SIGPIPE, SIG_IGN)

func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if n < 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }
}

var console = Console(
    readStandardInput: {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; break }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    },
    write: { writeAll(1, $0) },
    writeError: { writeAll(2, $0) },
    stdoutIsTerminal: isatty(1) == 1,
    environment: { name in getenv(name).map { String(cString: $0) } })

console.skipsTeardown = true
exit(Tablint.run(Array(CommandLine.arguments.dropFirst()), console: console))
