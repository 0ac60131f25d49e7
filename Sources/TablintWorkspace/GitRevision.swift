import TabsLint
import TabsBase

/// Reads files at a git revision for `--against`, with `git show
/// REV:./path` run in the file's directory (so each file is read from its
/// own repository). The revision is verified once per directory.
public final class GitRevision: Sendable {
    public let revision: String
    /// Per directory: whether the revision exists there, or why it cannot
    /// be used, so every file there gets the same message.
    private let verdicts = Lock([String: Result<Void, Failure>]())

    public init(revision: String) { self.revision = revision }

    public enum Failure: Error, Sendable, CustomStringConvertible {
        case unknownRevision(revision: String, directory: String, detail: String)
        case noRepository(revision: String, directory: String)
        case gitUnavailable(String)
        public var description: String {
            switch self {
            case .unknownRevision(let revision, let directory, let detail):
                "unknown revision '\(revision)' in the git repository of \(directory)\(detail.isEmpty ? "" : ": " + detail); pass a commit, branch or tag that exists there"
            case .noRepository(let revision, let directory):
                "--against \(revision): \(directory) is in no git repository, so there is no earlier version to compare with; run tablint inside the repository, or leave out --against"
            case .gitUnavailable(let reason): "cannot run git for --against: \(reason)"
            }
        }
    }

    /// Runs git and returns (status, stdout, stderr with surrounding white space trimmed).
    static func git(_ arguments: [String], in directory: String) throws(Failure) -> (Int32, [UInt8], String) {
        let outcome: Subprocess.Outcome
        do {
            outcome = try Subprocess.run("git", ["-C", directory] + arguments,
                                         environment: ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"])
        } catch {
            throw .gitUnavailable(error.reason)
        }
        if outcome.status == 127 { throw .gitUnavailable("git is not installed or not on PATH") }
        return (outcome.status, outcome.output, Titles.trimmed(String(decoding: outcome.errorOutput, as: UTF8.self)))
    }

    /// The file's contents at the revision, or nil when the file did not exist there.
    public func contents(ofFile path: String) throws(Failure) -> [UInt8]? {
        let directory = FileSystem.directoryName(FileSystem.absolute(path))
        let name = FileSystem.baseName(path)
        if let verdict = verdicts.withLock({ $0[directory] }) {
            try verdict.get()
        } else {
            let (status, _, message) = try GitRevision.git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: directory)
            // Exit 2 either way: a CI step pointed outside its repository should not pass unnoticed.
            let verdict: Result<Void, Failure> = status == 0 ? .success(())
                : .failure(message.contains("not a git repository") ? .noRepository(revision: revision, directory: directory)
                           : .unknownRevision(revision: revision, directory: directory, detail: message))
            verdicts.withLock { $0[directory] = verdict }
            try verdict.get()
        }
        let (status, output, _) = try GitRevision.git(["show", "\(revision):./\(name)"], in: directory)
        return status == 0 ? output : nil
    }
}
