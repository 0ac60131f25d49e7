import Foundation
import Testing

/// What a subprocess did.
struct ProcessOutput: Sendable, CustomStringConvertible {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }
    var lines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    var errLines: [String] { err.split(separator: "\n").map(String.init) }
    var description: String { "exit \(status)\n--- stdout ---\n\(out.prefix(6000))\n--- stderr ---\n\(err.prefix(6000))" }
}

enum Toolchain {
    /// The package's root: <root>/Tests/TablintGenerateTests/Support/Toolchain.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let programs = packageRoot.appendingPathComponent("Tests/TablintGenerateTests/Programs")

    /// `swiftc`: `SWIFTC`, else the one of the toolchain running the tests
    /// (next to the `swift` on PATH), else /opt/swift/usr/bin/swiftc.
    static let swiftc: URL? = {
        var candidates: [String] = []
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(directory) + "/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    /// The message a test records when it cannot compile Swift.
    static let noSwiftc = "swiftc not found (looked at SWIFTC, PATH, /opt/swift/usr/bin): the compile-and-run tests of generated code are skipped"

    /// The built `tablint`: `TABLINT_EXECUTABLE`, else near the test bundle, else .build/debug.
    static let tablint: URL? = {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["TABLINT_EXECUTABLE"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        for start in [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
            + Bundle.allBundles.map(\.bundleURL).filter({ $0.pathExtension == "xctest" }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("tablint"))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/tablint"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }()

    /// Runs a program to its end (killed after `timeout` seconds).
    static func run(_ executable: URL, _ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil,
                    timeout: Double = 600) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let collected = Collected()
        let group = DispatchGroup()
        for (k, pipe) in [output, error].enumerated() {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(k, Array(data))
                group.leave()
            }
        }
        input.fileHandleForWriting.write(Data(stdin))
        try? input.fileHandleForWriting.close()
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, stdout: collected.get(0), stderr: collected.get(1))
    }

    /// Runs `tablint`.
    static func tablint(_ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil) throws -> ProcessOutput {
        guard let tablint else { throw TestFailure("cannot find the built tablint; run `swift build` or set TABLINT_EXECUTABLE") }
        return try run(tablint, arguments, stdin: stdin, in: directory)
    }

    /// A new empty directory, removed when the process ends (not before: a failing test leaves it to look at).
    static func temporaryDirectory(_ name: String = "tablint-generate") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The stand-in SwiftUI, built once per process: (module directory, or the build's failure).
    static let standInSwiftUI: Result<URL, TestFailure> = {
        guard let swiftc else { return .failure(TestFailure(noSwiftc)) }
        do {
            let directory = try temporaryDirectory("stand-in-swiftui")
            let r = try run(swiftc, ["-parse-as-library", "-emit-library", "-static", "-module-name", "SwiftUI",
                                     "-swift-version", "6", "-emit-module", "-emit-module-path",
                                     directory.appendingPathComponent("SwiftUI.swiftmodule").path,
                                     programs.appendingPathComponent("SwiftUI.swift").path,
                                     "-o", directory.appendingPathComponent("libSwiftUI.a").path])
            guard r.status == 0 else { return .failure(TestFailure("the stand-in SwiftUI did not build:\n\(r)")) }
            return .success(directory)
        } catch {
            return .failure(TestFailure("cannot run swiftc: \(error)"))
        }
    }()
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [[UInt8]] = [[], []]
    func set(_ k: Int, _ bytes: [UInt8]) { lock.withLock { parts[k] = bytes } }
    func get(_ k: Int) -> [UInt8] { lock.withLock { parts[k] } }
}
