import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Runs the real `tablint` (and `swiftc`) in temporary folders that hold a
// copy of a fixture and an empty `.git` (so tables lie inside the repository).

struct Run: CustomStringConvertible {
    var status: Int32
    var out: String
    var err: String
    var crashed: Bool
    var seconds: Double
    var lines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    var description: String { "\(crashed ? "signal" : "exit") \(status) after \(String(format: "%.2f", seconds)) s\n--- stdout ---\n\(out.prefix(5000))\n--- stderr ---\n\(err.prefix(3000))" }
}

enum Tool {
    /// <package>/Tests/TablintImportTests/Support.swift
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/TablintImportTests/Fixtures")

    static let tablint: URL = {
        if let explicit = ProcessInfo.processInfo.environment["TABLINT_EXECUTABLE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("tablint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/tablint")
    }()

    static let swiftc: URL? = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") { candidates.append(String(directory) + "/swiftc") }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    private final class Box: @unchecked Sendable { var data = Data() }

    static func run(_ executable: URL, _ args: [String], in directory: URL? = nil, stdin: [UInt8]? = nil, timeout: Double = 120) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input: Pipe? = stdin == nil ? nil : Pipe()
        process.standardInput = input ?? FileHandle.nullDevice
        let started = Date()
        try process.run()
        let group = DispatchGroup()
        let errBox = Box()
        group.enter()
        DispatchQueue.global().async { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let input, let stdin {
            group.enter()
            DispatchQueue.global().async {
                try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
                try? input.fileHandleForWriting.close()
                group.leave()
            }
        }
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        watchdog.cancel()
        return Run(status: process.terminationStatus, out: String(decoding: output, as: UTF8.self),
                   err: String(decoding: errBox.data, as: UTF8.self), crashed: process.terminationReason == .uncaughtSignal,
                   seconds: Date().timeIntervalSince(started))
    }

    static func tablint(_ args: [String], in directory: URL, stdin: [UInt8]? = nil, timeout: Double = 120) throws -> Run {
        try run(tablint, args, in: directory, stdin: stdin, timeout: timeout)
    }

    /// A fresh folder with an empty `.git`, holding a copy of `fixture` when given.
    static func sandbox(_ fixture: String? = nil) throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("tablint-import-\(UUID().uuidString)")
        if let fixture {
            try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    static func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// The stand-in SwiftUI module (the one the generator's tests compile
    /// against), built once; nil with the reason when it cannot be.
    static let standIn: Result<URL, Failure> = {
        guard let swiftc else { return .failure(Failure("swiftc not found")) }
        do {
            let directory = try sandbox()
            let source = packageRoot.appendingPathComponent("Tests/TablintGenerateTests/Programs/SwiftUI.swift")
            let r = try run(swiftc, ["-parse-as-library", "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6",
                                     "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, source.path], timeout: 600)
            guard r.status == 0 else { return .failure(Failure("the stand-in SwiftUI did not build:\n\(r)")) }
            return .success(directory)
        } catch {
            return .failure(Failure("cannot run swiftc: \(error)"))
        }
    }()
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
