import Foundation
import Testing

@Suite("Bad input") struct BadInputTests {
    /// Bytes from a fixed-seed generator, so a failure can be reproduced.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func emptyFile() throws {
        let box = try Sandbox()
        try box.write("empty.tabs", bytes: [])
        let r = try box.run(["--format", "concise", "empty.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.conciseSummary == ["no-selectable-tab@1:1"], "\(r)")
        let human = try box.run(["empty.tabs"])
        #expect(human.lines.first?.hasPrefix("empty.tabs:1:1: error[no-selectable-tab]: ") == true, "\(human)")
        #expect(human.lines.last == "1 error, 0 warnings in 1 file")
    }

    // Small: every byte of noise makes a diagnostic or two, and debug builds are slow to place each.
    @Test(arguments: [1 as UInt64, 2])
    func binaryFile(_ seed: UInt64) throws {
        let box = try Sandbox()
        var bytes = Self.noise(count: 4 * 1024, seed: seed)
        bytes.replaceSubrange(100..<108, with: [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(bytes.contains(0))
        try box.write("blob.tabs", bytes: bytes)
        for format in ["concise", "human", "json"] {
            let r = try box.run(["--format", format, "--color", "never", "blob.tabs"], timeout: 30)
            #expect(!r.crashed && !r.timedOut, "\(format): \(r)")
            #expect(r.status == 1, "\(format): \(r)")
            #expect(r.out.contains("syntax-error"), "\(format)")
            if format == "json" {
                checkJSONReport(try r.json())
            } else {
                // Nothing from the file reaches the terminal raw: no control bytes but the newlines.
                let controls = r.stdout.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
                #expect(controls.isEmpty, "\(format): raw control bytes \(Set(controls).sorted())")
            }
            if format == "concise" { _ = r.conciseLines() }
        }
    }

    /// Deeply nested inputs, named by their repeated unit (the names, not
    /// 10,000 copies, show up in test logs).
    static let nestings: [String: String] = [
        "{": String(repeating: "{", count: 10_000),
        "tab a \"A\" then {": "tab a \"A\" " + String(repeating: "{", count: 10_000),
        "section s \"S\" {": String(repeating: "section s \"S\" {\n", count: 10_000),
        "tab a \"A\" {": String(repeating: "tab a \"A\" {", count: 10_000),
        "}": String(repeating: "}", count: 10_000),
        "{}": String(repeating: "{}", count: 10_000),
    ]

    @Test(arguments: ["{", "tab a \"A\" then {", "section s \"S\" {", "tab a \"A\" {", "}", "{}"])
    func deepNesting(_ unit: String) throws {
        let text = Self.nestings[unit] ?? ""
        let box = try Sandbox()
        try box.write("deep.tabs", text)
        let r = try box.run(["--format", "concise", "deep.tabs"], timeout: 30)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        #expect(r.status == 1, "\(r)")
        #expect(r.out.contains("[syntax-error]"))
        let json = try box.run(["--format", "json", "deep.tabs"], timeout: 30)
        #expect(!json.crashed && json.status == 1)
        checkJSONReport(try json.json())
    }

    @Test func twentyMegabyteLine() throws {
        let box = try Sandbox()
        // A tab without an icon, then a 20 MB comment on the same line.
        let bytes = Array("tab home \"Home\" # ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20) + [0x0A]
        try box.write("big.tabs", bytes: bytes)
        let r = try box.run(["--format", "concise", "big.tabs"], timeout: 60)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        #expect(r.status == 0, "\(r)")
        #expect(r.conciseSummary == ["missing-icon@1:5"], "\(r)")
        #expect(r.seconds < 30, "took \(r.seconds) s")

        let human = try box.run(["--color", "never", "big.tabs"], timeout: 60)
        #expect(!human.crashed && human.status == 0, "\(human)")
        #expect(human.stdout.count < 4096, "the snippet of a long line is cut, not 20 MB of output")
        #expect(human.out.contains("missing-icon"))
    }

    @Test func longLineColumnsAfterManyScalars() throws {
        let box = try Sandbox()
        // One million two-byte scalars before a duplicate title on the same line.
        let prefix = "tab home \"Home\" { icon \"house\" }; tab b \"" + String(repeating: "é", count: 1_000_000)
            + "\" { icon \"star\" }; tab c "
        try box.write("long.tabs", prefix + "\"Home\" { icon \"heart\" }\n")
        let column = prefix.unicodeScalars.count + 1
        let r = try box.run(["--format", "json", "long.tabs"], timeout: 60)
        #expect(!r.crashed && !r.timedOut, "\(r)")
        let d = checkJSONReport(try r.json()).first?.diagnostics.first { $0["rule"] as? String == "duplicate-title" }
        #expect(span(d?["range"]) == [1, column, 1, column + 6], "\(r)")

        let human = try box.run(["--color", "never", "long.tabs"], timeout: 60)
        #expect(human.lines.first?.hasPrefix("long.tabs:1:\(column): error[duplicate-title]") == true)
        #expect(human.stdout.count < 8192, "the snippet is cut to a window")
        let carets = human.lines.first { $0.contains("^") }
        #expect(carets?.filter { $0 == "^" }.count == 6, "\(human)")
    }

    @Test func directoryNamedLikeAFile() throws {
        let box = try Sandbox()
        try box.write("dir.tabs/inner.tabs", Sources.clean)
        let r = try box.run(["--format", "concise", "dir.tabs"])
        #expect(r.status == 0, "a directory is walked: \(r)")
        #expect(r.out.isEmpty)
    }
}
