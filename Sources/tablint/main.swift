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

let console = Console(
    write: { writeAll(1, $0) },
    writeError: { writeAll(2, $0) },
    stdoutIsTerminal: isatty(1) == 1,
    environment: { name in getenv(name).map { String(cString: $0) } })

exit(Tablint.run(Array(CommandLine.arguments.dropFirst()), console: console))
