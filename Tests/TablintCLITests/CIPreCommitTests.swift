import Foundation
import Testing

// The repository's `.pre-commit-hooks.yaml`, through the real `pre-commit
// try-repo` against a committed copy of the working tree. Slow (pre-commit
// builds the package with `swift build -c release`): runs only when
// TABLINT_SLOW_TESTS=1 or CI is set.

enum PreCommitGate {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var slowEnabled: Bool {
        environment["TABLINT_SLOW_TESTS"] == "1" || !(environment["CI"] ?? "").isEmpty
    }
    static let hasPreCommit = CITools.available("pre-commit")
    static let hasGit = CITools.available("git")
}

@Suite("pre-commit hooks")
struct CIPreCommitTests {
    @Test("the hooks file declares tablint and tablint-format")
    func hooksFile() throws {
        let text = try String(contentsOf: CITools.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(text.contains("- id: tablint\n"))
        #expect(text.contains("- id: tablint-format\n"))
        #expect(text.contains("entry: tablint\n"))
        #expect(text.contains("entry: tablint format\n"))
        #expect(text.components(separatedBy: "language: swift\n").count == 3)
        #expect(text.components(separatedBy: #"files: \.tabs$"#).count == 3)
    }

    @Test("pre-commit try-repo: the bad file fails the hooks, the good one passes",
          .enabled(if: PreCommitGate.slowEnabled, "slow (a release build): set TABLINT_SLOW_TESTS=1 (or CI) to run it"),
          .enabled(if: PreCommitGate.hasPreCommit, "pre-commit is not installed (pip install pre-commit; .ci/run installs it)"),
          .enabled(if: PreCommitGate.hasGit, "git is not installed"))
    func tryRepo() throws {
        let fm = FileManager.default
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("tablint-precommit-\(UUID().uuidString)")
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: base) }
        let gitEnv = ["GIT_AUTHOR_NAME": "tablint tests", "GIT_AUTHOR_EMAIL": "tests@example.invalid",
                      "GIT_COMMITTER_NAME": "tablint tests", "GIT_COMMITTER_EMAIL": "tests@example.invalid",
                      "GIT_CONFIG_NOSYSTEM": "1", "HOME": base.path]

        // A committed copy of the working tree, without build directories.
        let hooksRepo = base.appendingPathComponent("tablint")
        try fm.createDirectory(at: hooksRepo, withIntermediateDirectories: true)
        let entries = try fm.contentsOfDirectory(atPath: CITools.packageRoot.path)
        for entry in entries where !entry.hasPrefix(".build") && entry != ".git" && entry != ".swiftpm" {
            try fm.copyItem(at: CITools.packageRoot.appendingPathComponent(entry), to: hooksRepo.appendingPathComponent(entry))
        }
        func git(_ args: [String], in dir: URL) throws {
            let r = try CITools.run(["git"] + args, cwd: dir, env: gitEnv)
            #expect(r.status == 0, "git \(args.joined(separator: " ")): \(r.err)")
        }
        try git(["init", "-q"], in: hooksRepo)
        try git(["add", "-A"], in: hooksRepo)
        try git(["commit", "-q", "-m", "snapshot"], in: hooksRepo)

        // The project using the hooks.
        let project = base.appendingPathComponent("project")
        try fm.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Sources.clean.utf8).write(to: project.appendingPathComponent("Good.tabs"))
        try Data(Sources.duplicateTitle.utf8).write(to: project.appendingPathComponent("Bad.tabs"))
        let unformatted = "tab  home \"Home\"{icon \"house\"}\n"
        try Data(unformatted.utf8).write(to: project.appendingPathComponent("Messy.tabs"))
        try git(["init", "-q"], in: project)
        try git(["add", "-A"], in: project)
        try git(["commit", "-q", "-m", "files"], in: project)

        var env = gitEnv
        env["PRE_COMMIT_HOME"] = base.appendingPathComponent("cache").path
        func tryRepo(_ hook: String, _ files: [String]) throws -> CITools.Output {
            try CITools.run(["pre-commit", "try-repo", hooksRepo.path, hook, "--verbose", "--files"] + files, cwd: project, env: env)
        }

        let good = try tryRepo("tablint", ["Good.tabs"])
        #expect(good.status == 0, "Good.tabs should pass:\n\(good.out)\n\(good.err)")
        let bad = try tryRepo("tablint", ["Bad.tabs"])
        #expect(bad.status != 0, "Bad.tabs should fail:\n\(bad.out)\n\(bad.err)")
        #expect(bad.out.contains("duplicate-title"), "\(bad.out)")
        #expect(bad.out.contains("Bad.tabs"), "\(bad.out)")

        let formatGood = try tryRepo("tablint-format", ["Good.tabs"])
        #expect(formatGood.status == 0, "\(formatGood.out)\n\(formatGood.err)")
        let formatMessy = try tryRepo("tablint-format", ["Messy.tabs"])
        #expect(formatMessy.status != 0, "the formatter changed a file, which fails the hook:\n\(formatMessy.out)")
        let formatted = try String(contentsOf: project.appendingPathComponent("Messy.tabs"), encoding: .utf8)
        #expect(formatted == "tab home \"Home\" { icon \"house\" }\n")
    }
}
