import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Black-box support: runs the real `tablint` executable as a subprocess in
// temporary directories, and reads what it writes.

/// What one run of `tablint` did.
struct RunResult: Sendable, CustomStringConvertible {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var timedOut: Bool
    /// Ended by a signal (a crash, or the timeout's kill) rather than by exiting.
    var crashed: Bool
    var seconds: Double

    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }
    /// Standard output's lines, without the empty one after the last newline.
    var lines: [String] {
        var parts = out.components(separatedBy: "\n")
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// Standard output parsed as one JSON document.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout), options: [.fragmentsAllowed])
    }

    var description: String {
        "\(crashed ? "signal" : "exit") \(status)\(timedOut ? " (timed out)" : "") after \(String(format: "%.2f", seconds)) s\n--- stdout ---\n\(out.prefix(4000))\n--- stderr ---\n\(err.prefix(4000))"
    }
}

struct ExecutableNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
        "cannot find the built `tablint` executable; looked in:\n" + searched.joined(separator: "\n")
            + "\nbuild it with `swift build`, or set TABLINT_EXECUTABLE to its path"
    }
}

enum CLI {
    /// The `tablint` executable: `TABLINT_EXECUTABLE`, else next to the test
    /// bundle (walking up from it), else `<package>/.build/debug/tablint`.
    static let executable: Result<URL, ExecutableNotFound> = locate()

    static func locate() -> Result<URL, ExecutableNotFound> {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["TABLINT_EXECUTABLE"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        var starts: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        starts.append(Bundle.main.bundleURL)
        starts.append(contentsOf: Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" })
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("tablint"))
                if directory.path == "/" { break }
                directory = directory.deletingLastPathComponent()
            }
        }
        // <package>/Tests/TablintCLITests/Support/TablintProcess.swift
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for scratch in [".build", ".build-cli"] {
            candidates.append(package.appendingPathComponent(scratch).appendingPathComponent("debug/tablint"))
        }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return .success(candidate)
            }
        }
        return .failure(ExecutableNotFound(searched: candidates.map(\.path)))
    }

    /// The environment every run starts from: this process's, without the
    /// variables that would change tablint's output.
    static var baseEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "TABLINT_EXECUTABLE"] { env[key] = nil }
        return env
    }

    private final class Box: @unchecked Sendable {
        var data = Data()
        var timedOut = false
    }

    /// Runs `tablint args` in `cwd` with `stdin` (nothing, at end of input,
    /// when nil), `env` added to the base environment (a nil value removes
    /// the variable); kills it after `timeout` seconds.
    static func run(_ args: [String], stdin: [UInt8]? = nil, env: [String: String?] = [:],
                    cwd: URL? = nil, timeout: Double = 60) throws -> RunResult {
        let executable = try executable.get()
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        var environment = baseEnvironment
        for (key, value) in env { environment[key] = value }
        process.environment = environment
        if let cwd { process.currentDirectoryURL = cwd }

        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe: Pipe? = stdin == nil ? nil : Pipe()
        process.standardInput = inPipe ?? FileHandle.nullDevice

        let started = Date()
        try process.run()

        let group = DispatchGroup()
        let errBox = Box()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let inPipe, let stdin {
            group.enter()
            DispatchQueue.global().async {
                let handle = inPipe.fileHandleForWriting
                stdin.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let n = write(handle.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                        if n < 0 { if errno == EINTR { continue }; break }
                        offset += n
                    }
                }
                try? handle.close()
                group.leave()
            }
        }
        let killer = Box()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem {
            killer.timedOut = true
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)

        let output = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        watchdog.cancel()

        return RunResult(status: process.terminationStatus, stdout: [UInt8](output), stderr: [UInt8](errBox.data),
                         timedOut: killer.timedOut, crashed: process.terminationReason == .uncaughtSignal, seconds: Date().timeIntervalSince(started))
    }
}

/// A temporary directory, removed when the value goes away. By default it
/// holds an empty `.git` directory, so configuration discovery stops there
/// and never sees a `.tablint.json` above it.
final class Sandbox: @unchecked Sendable {
    let root: URL

    init(gitBoundary: Bool = true) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        root = base.appendingPathComponent("tablint-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if gitBoundary { try mkdir(".git") }
    }

    deinit {
        // Make anything a test locked readable again, then remove it all.
        if let items = FileManager.default.enumerator(atPath: root.path) {
            for case let item as String in items {
                chmod(root.appendingPathComponent(item).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: root)
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
    func path(_ relative: String) -> String { url(relative).path }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let target = url(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
        return target
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(relative))) }

    /// Runs tablint with this directory as the working directory.
    func run(_ args: [String], stdin: [UInt8]? = nil, env: [String: String?] = [:], in subdirectory: String? = nil,
             timeout: Double = 60) throws -> RunResult {
        try CLI.run(args, stdin: stdin, env: env, cwd: subdirectory.map(url) ?? root, timeout: timeout)
    }
}

// MARK: - Reading outputs

/// One line of `concise` output, split into its parts.
struct ConciseLine: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var rule: String

    var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(rule)]" }

    /// `PATH:LINE:COL: SEVERITY: MESSAGE [RULE]`, or nil when the line has another shape.
    init?(_ text: String) {
        let pattern = #"^(.+):([0-9]+):([0-9]+): (error|warning|info): (.+) \[([a-z]+(?:-[a-z]+)*)\]$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges == 7 else {
            return nil
        }
        func group(_ i: Int) -> String { String(text[Range(m.range(at: i), in: text)!]) }
        path = group(1)
        line = Int(group(2))!
        column = Int(group(3))!
        severity = group(4)
        message = group(5)
        rule = group(6)
    }
}

extension RunResult {
    /// Every stdout line parsed as concise output; records an issue for a line of another shape.
    func conciseLines(sourceLocation: SourceLocation = #_sourceLocation) -> [ConciseLine] {
        lines.compactMap { line in
            let parsed = ConciseLine(line)
            #expect(parsed != nil, "not a concise line: \(line)", sourceLocation: sourceLocation)
            return parsed
        }
    }

    /// `rule@line:column` of every concise line, for compact comparisons.
    var conciseSummary: [String] {
        lines.compactMap(ConciseLine.init).map { "\($0.rule)@\($0.line):\($0.column)" }
    }
}

/// Typed access to a parsed JSON value.
extension Dictionary where Key == String, Value == Any {
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
    func string(_ key: String) -> String? { self[key] as? String }
    func int(_ key: String) -> Int? { self[key] as? Int }
}

/// Common `.tabs` snippets.
enum Sources {
    /// A file with no diagnostics.
    static let clean = "tab home \"Home\" { icon \"house\" }\ntab feed \"Feed\" { icon \"star\" }\n"
    /// One `duplicate-title` error at 2:10-2:16, related 1:10-1:16.
    static let duplicateTitle = "tab home \"Home\" { icon \"house\" }\ntab feed \"Home\" { icon \"star\" }\n"
    /// One `missing-icon` warning at 1:5-1:9.
    static let missingIcon = "tab home \"Home\"\n"
}
