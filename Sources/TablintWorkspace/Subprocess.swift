#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` with `posix_spawnp` (no shell), standard
/// input from `/dev/null`, and collects its standard output and error. Both
/// pipes are drained together with `poll`, so a child that fills one while
/// the other is being read cannot block.
enum Subprocess {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errorOutput: [UInt8]
    }

    /// The program is not on `PATH`, could not be started, or its output
    /// could not be read: what went wrong.
    struct Failure: Error {
        var reason: String
    }

    /// Runs `program` with `arguments` (the program's name is passed as
    /// argv[0]) and the process's environment with `overrides` applied.
    static func run(_ program: String, _ arguments: [String], environment overrides: [String: String]) throws(Failure) -> Outcome {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw Failure(reason: FileSystem.reason(errno)) }
        guard pipe(&errPipe) == 0 else {
            let code = errno
            close(outPipe[0]); close(outPipe[1])
            throw Failure(reason: FileSystem.reason(code))
        }
        var readEnds = [outPipe[0], errPipe[0]]
        defer { for fd in readEnds where fd >= 0 { close(fd) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in [outPipe[0], outPipe[1], errPipe[0], errPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        let argv = [program] + arguments
        let environment = Self.environment(with: overrides)
        var pid = pid_t()
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(environment) { environmentPointers in
                posix_spawnp(&pid, program, &actions, nil, argvPointers, environmentPointers)
            }
        }
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            if spawned == ENOENT { throw Failure(reason: "\(program) is not installed or not on PATH") }
            throw Failure(reason: FileSystem.reason(spawned))
        }

        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var readFailure: String?
        while readEnds.contains(where: { $0 >= 0 }) {
            var polled = readEnds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                readFailure = FileSystem.reason(errno)
                break
            }
            for (slot, entry) in polled.enumerated() where entry.fd >= 0 && entry.revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    close(entry.fd)
                    readEnds[slot] = -1
                    continue
                }
                if slot == 0 { output.append(contentsOf: chunk[0..<n]) } else { errorOutput.append(contentsOf: chunk[0..<n]) }
            }
        }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { throw Failure(reason: FileSystem.reason(errno)) }
        }
        if let readFailure { throw Failure(reason: readFailure) }
        // Normal exit: the exit status; killed by a signal: 128 + the signal, as shells say.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitStatus, output: output, errorOutput: errorOutput)
    }

    /// `NAME=value` entries: the process's environment, with `overrides` replacing or adding entries.
    private static func environment(with overrides: [String: String]) -> [String] {
        var entries: [String] = []
        // Darwin exports no `environ` to Swift; `_NSGetEnviron()` is its way (docs/platforms.md: unverified here).
        #if canImport(Darwin)
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
        #else
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        if var pointer = start {
            while let entry = pointer.pointee {
                let text = String(cString: entry)
                let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
                if overrides[name] == nil { entries.append(text) }
                pointer += 1
            }
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) { entries.append("\(name)=\(value)") }
        return entries
    }

    /// Calls `body` with a NULL-terminated array of C strings copied from `strings`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        return body(copies + [nil])
    }
}
