import Foundation
import Testing

/// A throwaway git repository in a sandbox, with a fixed identity and no user or system configuration.
enum GitRepository {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func environment(_ box: Sandbox) -> [String: String?] {
        [
            "GIT_AUTHOR_NAME": "Tablint Tests", "GIT_AUTHOR_EMAIL": "tests@example.com",
            "GIT_COMMITTER_NAME": "Tablint Tests", "GIT_COMMITTER_EMAIL": "tests@example.com",
            "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z",
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "HOME": box.root.path,
            "GIT_TERMINAL_PROMPT": "0",
        ]
    }

    static func git(_ box: Sandbox, _ args: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", box.root.path] + args
        var env = CLI.baseEnvironment
        for (key, value) in environment(box) { env[key] = value }
        process.environment = env
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(args.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    static func initialize(_ box: Sandbox) throws {
        try git(box, ["-c", "init.defaultBranch=main", "init", "-q"])
    }

    static func commit(_ box: Sandbox, _ message: String) throws {
        try git(box, ["add", "-A"])
        try git(box, ["commit", "-q", "--no-gpg-sign", "-m", message])
    }

    static let available: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}

@Suite("--against", .enabled(if: GitRepository.available, "git is not installed"))
struct AgainstTests {
    static let original = "tab home \"Home\" { icon \"house\" }\ntab feed \"Feed\" { icon \"star\" }\n"
    /// `feed` renamed to `timeline`, title kept; the declaration's `tab` keyword at 3:5.
    static let renamed = "tab home \"Home\" { icon \"house\" }\n\n    tab timeline \"Feed\" { icon \"star\" }\n"

    func repository() throws -> Sandbox {
        let box = try Sandbox(gitBoundary: false)
        try GitRepository.initialize(box)
        try box.write("App.tabs", Self.original)
        try box.write("sub/Other.tabs", Self.original)
        try GitRepository.commit(box, "first")
        return box
    }

    @Test func renamedIdIsReportedAtTheTabKeyword() throws {
        let box = try repository()
        try box.write("App.tabs", Self.renamed)
        let r = try box.run(["--against", "HEAD", "--format", "json", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 0, "removed-id is a warning: \(r)")
        let files = checkJSONReport(try r.json())
        let diagnostics = try #require(files.first?.diagnostics)
        #expect(diagnostics.count == 1, "\(r)")
        let d = try #require(diagnostics.first)
        #expect(d["rule"] as? String == "removed-id")
        #expect(d["severity"] as? String == "warning")
        #expect(span(d["range"]).prefix(2) == [3, 5], "at the `tab` keyword of the renamed declaration: \(r)")
        let message = d["message"] as? String ?? ""
        #expect(message.contains("feed"), "names the old id: \(message)")
        #expect(message.contains("renamed"), "says it looks renamed: \(message)")
        let fix = d["fix"] as? [String: Any]
        // Issue 15, item 1: a renamed tab gets `formerly OLD`, a suggestion (unsafe).
        #expect(fix?["applicability"] as? String == "unsafe", "fix: add `formerly feed` to the tab")
        let newText = ((fix?["edits"] as? [[String: Any]])?.map { $0["newText"] as? String ?? "" } ?? []).joined()
        #expect(newText == "; formerly feed", "\(newText)")

        let concise = try box.run(["--against=HEAD", "--format", "concise", "App.tabs"], env: GitRepository.environment(box))
        #expect(concise.conciseSummary == ["removed-id@3:5"], "\(concise)")
    }

    @Test func aTabThatBecameASectionLooksRenamedToo() throws {
        // docs/rules.md asks for the same title, not the same kind.
        let box = try repository()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\nsection news \"Feed\" {\n    tab n1 \"N1\" { icon \"star\" }\n}\n")
        let r = try box.run(["--against", "HEAD", "--format", "json", "App.tabs"], env: GitRepository.environment(box))
        let diagnostics = try #require(checkJSONReport(try r.json()).first?.diagnostics)
        let d = try #require(diagnostics.first { $0["rule"] as? String == "removed-id" })
        #expect(span(d["range"]).prefix(2) == [2, 1], "at the `section` keyword: \(r)")
        let message = d["message"] as? String ?? ""
        #expect(message.contains("the section `news`") && message.contains("renamed"), "\(message)")
    }

    @Test func retiredIdIsSilent() throws {
        let box = try repository()
        try box.write("App.tabs", "defaults { retired feed }\n" + Self.renamed)
        let r = try box.run(["--against", "HEAD", "--format", "concise", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 0, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
    }

    @Test func formerlyIdIsSilent() throws {
        let box = try repository()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\ntab timeline \"Feed\" { icon \"star\"; formerly feed }\n")
        let r = try box.run(["--against", "HEAD", "--format", "concise", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 0, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
    }

    @Test func removedWithoutRenameIsAtFileStart() throws {
        let box = try repository()
        try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\ntab other \"Other\" { icon \"star\" }\n")
        let r = try box.run(["--against", "HEAD", "--format", "json", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 0, "\(r)")
        let d = try #require(checkJSONReport(try r.json()).first?.diagnostics.first, "\(r)")
        #expect(d["rule"] as? String == "removed-id")
        #expect(span(d["range"]).prefix(2) == [1, 1])
        let message = d["message"] as? String ?? ""
        #expect(message.contains("feed"))
        #expect(!message.contains("renamed"), "no id has its title: \(message)")
    }

    @Test func unchangedFileIsSilent() throws {
        let box = try repository()
        let r = try box.run(["--against", "HEAD", "--format", "concise", "App.tabs", "sub/Other.tabs"],
                            env: GitRepository.environment(box))
        #expect(r.status == 0, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
    }

    @Test func fileAbsentAtRevisionIsNotCompared() throws {
        let box = try repository()
        try box.write("New.tabs", "tab timeline \"Feed\" { icon \"star\" }\n")
        let r = try box.run(["--against", "HEAD", "--format", "json", "New.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 0, "\(r)")
        let files = checkJSONReport(try r.json())
        #expect(files.map(\.path) == ["New.tabs"])
        #expect(files.first?.diagnostics.isEmpty == true, "\(r)")
    }

    @Test func olderRevisionsAndOtherDirectories() throws {
        let box = try repository()
        // A second commit that keeps `feed`; HEAD~1 is the first commit.
        try box.write("sub/Other.tabs", Self.renamed)
        try GitRepository.commit(box, "second")
        let env = GitRepository.environment(box)
        let head = try box.run(["--against", "HEAD", "--format", "concise", "sub/Other.tabs"], env: env)
        #expect(head.out.isEmpty, "same as HEAD: \(head)")
        let previous = try box.run(["--against", "HEAD~1", "--format", "concise", "sub/Other.tabs"], env: env)
        #expect(previous.conciseSummary == ["removed-id@3:5"], "\(previous)")

        // From inside the subdirectory, and from outside the repository.
        let inside = try box.run(["--against", "HEAD~1", "--format", "concise", "Other.tabs"], env: env, in: "sub")
        #expect(inside.conciseSummary == ["removed-id@3:5"], "\(inside)")
        #expect(inside.lines.first?.hasPrefix("Other.tabs:3:5: ") == true)
        let outside = try CLI.run(["--against", "HEAD~1", "--format", "concise", box.path("sub/Other.tabs")],
                                  env: env, cwd: box.root.deletingLastPathComponent())
        #expect(outside.conciseSummary == ["removed-id@3:5"], "\(outside)")

        // A walked directory.
        let walked = try box.run(["--against", "HEAD~1", "--format", "concise"], env: env)
        #expect(walked.conciseSummary == ["removed-id@3:5"], "\(walked)")
        #expect(walked.lines.first?.hasPrefix("sub/Other.tabs:") == true, "\(walked)")
    }

    @Test func standardInputComparedByItsFilename() throws {
        let box = try repository()
        let r = try box.run(["--against", "HEAD", "--format", "concise", "--stdin-filename", "App.tabs", "-"],
                            stdin: Array(Self.renamed.utf8), env: GitRepository.environment(box))
        #expect(r.conciseSummary == ["removed-id@3:5"], "\(r)")
    }

    @Test func outsideAnyRepositoryIsTwo() throws {
        let box = try Sandbox()  // only an empty `.git` directory: not a repository
        try box.write("App.tabs", Self.original)
        let r = try box.run(["--against", "HEAD", "App.tabs"], env: GitRepository.environment(box))
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("HEAD"), "\(r)")
        #expect(r.err.contains("is in no git repository"), "says what is wrong, not 'unknown revision': \(r)")
        #expect(!r.err.contains("unknown revision"), "\(r)")
    }
}
