import Foundation
import Testing

@Suite("Standard input") struct StandardInputTests {
    @Test func dashReadsStandardInput() throws {
        let box = try Sandbox()
        let r = try box.run(["--format", "concise", "-"], stdin: Array(Sources.duplicateTitle.utf8))
        #expect(r.status == 1, "\(r)")
        // The spec names no default; tablint reports `-`.
        #expect(r.lines == r.lines.filter { $0.hasPrefix("-:") }, "\(r)")
        #expect(r.conciseSummary == ["duplicate-title@2:10"])
    }

    @Test func stdinFilenameNamesTheInput() throws {
        let box = try Sandbox()
        for args in [["--stdin-filename", "App/Main.tabs", "-"], ["--stdin-filename=App/Main.tabs", "-"],
                     ["--stdin-filename", "App/Main.tabs"]] {
            let r = try box.run(["--format", "concise"] + args, stdin: Array(Sources.duplicateTitle.utf8))
            #expect(r.status == 1, "\(args): \(r)")
            let line = r.conciseLines().first
            #expect(line?.path == "App/Main.tabs", "\(args): \(r)")
            #expect(line?.rule == "duplicate-title")
        }
        let json = try box.run(["--format", "json", "--stdin-filename", "X.tabs", "-"], stdin: Array(Sources.clean.utf8))
        #expect(json.status == 0)
        #expect(checkJSONReport(try json.json()).map(\.path) == ["X.tabs"])
    }

    @Test func stdinAmongFilesKeepsTheOrder() throws {
        let box = try Sandbox()
        try box.write("a.tabs", Sources.missingIcon)
        try box.write("b.tabs", Sources.missingIcon)
        let r = try box.run(["--format", "json", "--stdin-filename", "in.tabs", "b.tabs", "-", "a.tabs"],
                            stdin: Array(Sources.clean.utf8))
        #expect(checkJSONReport(try r.json()).map(\.path) == ["b.tabs", "in.tabs", "a.tabs"], "\(r)")
    }

    @Test func stdinFindsTheConfigurationOfItsFilename() throws {
        let box = try Sandbox()
        try box.write("strict/.tablint.json", #"{"rules": {"missing-icon": "error"}}"#)
        try box.mkdir("loose")
        let strict = try box.run(["--format", "concise", "--stdin-filename", "strict/x.tabs", "-"],
                                 stdin: Array(Sources.missingIcon.utf8))
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.conciseLines().first?.severity == "error")
        let loose = try box.run(["--format", "concise", "--stdin-filename", "loose/x.tabs", "-"],
                                stdin: Array(Sources.missingIcon.utf8))
        #expect(loose.status == 0, "\(loose)")
        #expect(loose.conciseLines().first?.severity == "warning")
    }

    @Test func emptyStandardInput() throws {
        let box = try Sandbox()
        let r = try box.run(["--format", "concise", "-"], stdin: [])
        #expect(r.status == 1)
        #expect(r.conciseSummary == ["no-selectable-tab@1:1"], "\(r)")
    }
}

@Suite("Directory walks") struct DirectoryWalkTests {
    /// A tree whose byte order differs from a per-directory or case-insensitive sort.
    func tree() throws -> Sandbox {
        let box = try Sandbox()
        for path in ["proj/z.tabs", "proj/a/b.tabs", "proj/a.tabs", "proj/a-b.tabs", "proj/B.tabs", "proj/é.tabs",
                     "proj/a/c/d.tabs", "proj/.hidden/h.tabs", "proj/.build/x.tabs", "proj/a/.git/g.tabs",
                     "proj/deep/.config/c.tabs"] {
            try box.write(path, Sources.missingIcon)
        }
        try box.write("proj/notes.txt", "not a tabs file")
        try box.write("proj/x.tabs.bak", "not a tabs file")
        return box
    }

    static let expected = ["B.tabs", "a-b.tabs", "a.tabs", "a/b.tabs", "a/c/d.tabs", "z.tabs", "é.tabs"]

    @Test func sortedByteOrderSkippingHiddenAndBuild() throws {
        let box = try tree()
        let r = try box.run(["--format", "json", "proj"])
        #expect(r.status == 0, "\(r)")
        #expect(checkJSONReport(try r.json()).map(\.path) == Self.expected.map { "proj/" + $0 })
    }

    @Test(arguments: [
        (["proj"], "proj/", ""),
        (["./proj"], "proj/", ""),
        (["proj/"], "proj/", ""),
        (["./proj/"], "proj/", ""),
        ([], "", "proj"),
        (["."], "", "proj"),
        (["./"], "", "proj"),
        (["a"], "a/", "proj"),
        (["../proj"], "../proj/", "proj"),
    ])
    func reportedPaths(_ args: [String], _ prefix: String, _ cwd: String) throws {
        let box = try tree()
        let r = try box.run(["--format", "concise"] + args, in: cwd.isEmpty ? nil : cwd)
        let paths = r.conciseLines().map(\.path)
        let expected = args == ["a"] ? ["b.tabs", "c/d.tabs"] : Self.expected
        #expect(paths == expected.map { prefix + $0 }, "\(args) in \(cwd): \(r)")
        #expect(r.status == 0)
    }

    @Test func explicitFilesKeepTheirOrderAndDropDotSlash() throws {
        let box = try tree()
        let r = try box.run(["--format", "concise", "./proj/z.tabs", "proj/a.tabs", "proj/.hidden/h.tabs"])
        #expect(r.conciseLines().map(\.path) == ["proj/z.tabs", "proj/a.tabs", "proj/.hidden/h.tabs"], "\(r)")
    }

    @Test func directoryWithoutTabsFilesIsTwo() throws {
        let box = try Sandbox()
        try box.write("empty/readme.txt", "nothing")
        try box.write("empty/.hidden/x.tabs", Sources.clean)
        let r = try box.run(["empty"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("empty"), "names the directory: \(r)")

        let cwd = try box.run([], in: "empty")
        #expect(cwd.status == 2, "\(cwd)")
    }

    @Test func symbolicLinkLoopsDoNotHang() throws {
        let box = try Sandbox()
        try box.write("proj/a/x.tabs", Sources.missingIcon)
        try box.symlink("proj/a/up", to: "..")
        try box.symlink("proj/self", to: ".")
        try box.symlink("proj/loop1", to: "loop2")
        try box.symlink("proj/loop2", to: "loop1")
        try box.symlink("proj/dangling.tabs", to: "nowhere.tabs")
        let r = try box.run(["--format", "concise", "proj"], timeout: 20)
        #expect(!r.timedOut, "\(r)")
        #expect(r.status == 0, "\(r)")
        #expect(r.conciseLines().map(\.path) == ["proj/a/x.tabs"], "\(r)")
    }

    @Test func linksOutOfTheTreeAreNotFollowed() throws {
        let box = try Sandbox()
        try box.write("outside/secret.tabs", Sources.missingIcon)
        try box.write("outside/dir/y.tabs", Sources.missingIcon)
        try box.write("proj/x.tabs", Sources.missingIcon)
        try box.symlink("proj/linked.tabs", to: "../outside/secret.tabs")
        try box.symlink("proj/linkdir", to: "../outside/dir")
        let r = try box.run(["--format", "concise", "proj"])
        #expect(r.conciseLines().map(\.path) == ["proj/x.tabs"], "\(r)")
    }
}
