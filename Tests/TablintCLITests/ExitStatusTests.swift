import Foundation
import Testing

@Suite("Exit status") struct ExitStatusTests {
    @Test func cleanIsZero() throws {
        let box = try Sandbox()
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["ok.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.err.isEmpty)
    }

    @Test func warningsAloneAreZero() throws {
        let box = try Sandbox()
        try box.write("w.tabs", Sources.missingIcon)
        let r = try box.run(["--format", "concise", "w.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.conciseSummary == ["missing-icon@1:5"])
    }

    @Test func errorsAreOne() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        let r = try box.run(["dup.tabs"])
        #expect(r.status == 1, "\(r)")
    }

    @Test(arguments: [
        (["--max-warnings", "1"], Int32(1)),    // two warnings > 1
        (["--max-warnings=1"], Int32(1)),
        (["--max-warnings", "0"], Int32(1)),
        (["--max-warnings", "2"], Int32(0)),    // within
        (["--max-warnings", "100"], Int32(0)),
        ([], Int32(0)),
    ])
    func maxWarnings(_ extra: [String], _ expected: Int32) throws {
        let box = try Sandbox()
        try box.write("w.tabs", "tab home \"Home\"\ntab feed \"Feed\"\n")
        let r = try box.run(extra + ["--format", "concise", "w.tabs"])
        #expect(r.status == expected, "\(r)")
        #expect(r.lines.count == 2, "the warnings are still reported: \(r)")
    }

    @Test func maxWarningsIgnoresInfos() throws {
        let box = try Sandbox()
        try box.write("i.tabs", "tab home \"Home\" { icon \"heart.fill\" }\n")
        let r = try box.run(["--max-warnings", "0", "--format", "concise", "i.tabs"])
        #expect(r.status == 0, "an info is not a warning: \(r)")
        #expect(r.conciseSummary == ["filled-icon@1:24"])
    }

    @Test func errorsFailEvenWithinMaxWarnings() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        let r = try box.run(["--max-warnings", "10", "dup.tabs"])
        #expect(r.status == 1, "\(r)")
    }

    @Test(arguments: [
        ["--bogus", "a.tabs"],
        ["--format", "xml", "a.tabs"],
        ["--format=sarif2", "a.tabs"],
        ["--format"],
        ["--rule", "x=y", "a.tabs"],
        ["--rule", "missing-icon=loud", "a.tabs"],
        ["--rule", "missing-icon", "a.tabs"],
        ["--rule", "no-such-rule=off", "a.tabs"],
        ["--max-warnings", "many", "a.tabs"],
        ["--max-warnings", "-1", "a.tabs"],
        ["--color", "sometimes", "a.tabs"],
        ["--config", "c.json", "--no-config", "a.tabs"],
        ["-", "-"],
        ["rules", "--format", "xml"],
        ["explain"],
        ["explain", "a", "b"],
    ])
    func badArgumentsAreTwo(_ args: [String]) throws {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.duplicateTitle)
        let r = try box.run(args, stdin: [])
        #expect(r.status == 2, "\(r)")
        #expect(!r.err.isEmpty, "stderr says why")
        #expect(r.out.isEmpty, "nothing is checked: \(r)")
    }

    @Test func badArgumentMessagesNameTheCulprit() throws {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.clean)
        let unknown = try box.run(["--frmat", "json", "a.tabs"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("--frmat"), "\(unknown)")
        let format = try box.run(["--format", "xml", "a.tabs"])
        #expect(format.err.contains("xml"), "\(format)")
        let rule = try box.run(["--rule", "duplicate-titel=off", "a.tabs"])
        #expect(rule.err.contains("duplicate-titel"), "\(rule)")
        #expect(rule.err.contains("duplicate-title"), "suggests the close id: \(rule)")
        let level = try box.run(["--rule", "missing-icon=loud", "a.tabs"])
        #expect(level.err.contains("loud"), "\(level)")
    }

    @Test func missingFileIsTwoAndOthersAreStillChecked() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "concise", "dup.tabs", "missing.tabs", "ok.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("missing.tabs"), "\(r)")
        #expect(r.conciseSummary == ["duplicate-title@2:10"], "the readable files are reported: \(r)")

        let json = try box.run(["--format", "json", "dup.tabs", "missing.tabs", "ok.tabs"])
        #expect(json.status == 2)
        let files = checkJSONReport(try json.json())
        #expect(files.map(\.path) == ["dup.tabs", "ok.tabs"], "\(json)")

        let clean = try box.run(["ok.tabs", "nowhere/x.tabs"])
        #expect(clean.status == 2, "a missing file fails a clean run: \(clean)")
        #expect(clean.err.contains("nowhere/x.tabs"))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their mode"))
    func unreadableFileIsTwo() throws {
        let box = try Sandbox()
        try box.write("ok.tabs", Sources.clean)
        let locked = try box.write("locked.tabs", Sources.clean)
        #expect(chmod(locked.path, 0) == 0)
        let r = try box.run(["--format", "concise", "locked.tabs", "ok.tabs"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("locked.tabs"), "\(r)")

        // Inside a walked directory too.
        let walked = try box.run(["--format", "json", "."])
        #expect(walked.status == 2, "\(walked)")
        #expect(walked.err.contains("locked.tabs"))
        #expect(checkJSONReport(try walked.json()).map(\.path) == ["ok.tabs"])
    }

    @Test func unknownRevisionIsTwo() throws {
        let box = try Sandbox()
        try GitRepository.initialize(box)
        try box.write("App.tabs", Sources.clean)
        try GitRepository.commit(box, "first")
        let r = try box.run(["--against", "no-such-revision", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("no-such-revision"), "\(r)")
    }
}
