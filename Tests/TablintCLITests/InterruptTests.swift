import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--fix` and `format` killed at any point (SIGKILL, in a loop, at
/// delays spread over a whole run) leave every file either untouched or
/// fully written, never truncated or mixed, with its permissions kept.
@Suite("Interrupted writes") struct InterruptTests {
    static let fileCount = 120

    /// A file both commands change: a messy layout and fixable problems.
    static func original(_ i: Int) -> String {
        var s = "defaults {selected t\(i)x0 ;  cached t\(i)x0}\n"
        for k in 0..<30 {
            s += "tab t\(i)x\(k)   \"Tab \(i)-\(k)\" {icon \"s\(k).fill\";placement pinned}\n"
        }
        return s
    }

    /// Runs tablint to its end on a copy, giving the fully written results.
    static func expected(_ args: [String], _ originals: [String]) throws -> [String] {
        let box = try Sandbox()
        for (i, text) in originals.enumerated() { try box.write("d/f\(i).tabs", text) }
        let r = try box.run(args + ["d"], timeout: 120)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        return try (0..<originals.count).map { String(decoding: try box.read("d/f\($0).tabs"), as: UTF8.self) }
    }

    static func killLoop(_ args: [String], iterations: Int) throws {
        let originals = (0..<fileCount).map(original)
        let finished = try expected(args, originals)
        #expect(finished != originals, "the command should change the files")
        let executable = try CLI.executable.get()

        // How long a whole run takes, to spread the kills over it.
        let box = try Sandbox()
        func reset() throws {
            for (i, text) in originals.enumerated() {
                let url = try box.write("d/f\(i).tabs", text)
                chmod(url.path, 0o640)
            }
        }
        try reset()
        let started = Date()
        _ = try box.run(args + ["d"], timeout: 120)
        let full = max(Date().timeIntervalSince(started), 0.01)

        /// One run killed after `fraction` of a whole run's time; whether
        /// the kill landed mid-run (some files written, some not yet).
        func killed(after fraction: Double, label: String) throws -> Bool {
            try reset()
            let process = Process()
            process.executableURL = executable
            process.arguments = args + ["d"]
            process.currentDirectoryURL = box.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(fraction * full * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            var untouched = 0
            var written = 0
            for i in 0..<fileCount {
                let path = box.path("d/f\(i).tabs")
                let text = String(decoding: try box.read("d/f\(i).tabs"), as: UTF8.self)
                if text == originals[i] { untouched += 1 }
                else if text == finished[i] { written += 1 }
                else { Issue.record("\(label): d/f\(i).tabs is neither the original nor the finished text:\n\(text)") }
                var info = stat()
                stat(path, &info)
                #expect(info.st_mode & 0o777 == 0o640, "\(label): d/f\(i).tabs lost its permissions")
            }
            // Temporary files may remain after SIGKILL; none may be a `.tabs` file the next walk would pick up.
            let names = try FileManager.default.contentsOfDirectory(atPath: box.path("d"))
            #expect(!names.contains { $0.hasPrefix(".") && $0.hasSuffix(".tabs") })
            for name in names where name.hasPrefix(".") { try? FileManager.default.removeItem(atPath: box.path("d/\(name)")) }
            return untouched > 0 && written > 0
        }

        var generator = SystemRandomNumberGenerator()
        var interruptedMidway = 0
        for iteration in 0..<iterations {
            // Spread the kill times over the run, a little random each time.
            let fraction = (Double(iteration) + Double.random(in: 0..<1, using: &generator)) / Double(iterations)
            if try killed(after: fraction, label: "iteration \(iteration)") { interruptedMidway += 1 }
        }
        // The checks above prove something only if some kill landed in the
        // middle of a run (not always before the first write or after the
        // last): on a slow or loaded machine the spread may miss, so aim at
        // the middle until one lands, a bounded number of times.
        var extra = 0
        while interruptedMidway == 0 && extra < 30 {
            if try killed(after: Double.random(in: 0.2..<0.9, using: &generator), label: "extra kill \(extra)") { interruptedMidway += 1 }
            extra += 1
        }
        #expect(interruptedMidway > 0,
                "no kill landed mid-run in \(iterations + extra) tries (full run \(Int(full * 1000)) ms): the test proved nothing about interrupted writes")
    }

    @Test func formatKilledAtAnyPoint() throws {
        try Self.killLoop(["format"], iterations: 12)
    }

    @Test func fixKilledAtAnyPoint() throws {
        try Self.killLoop(["check", "--fix", "--format", "concise"], iterations: 12)
    }
}
