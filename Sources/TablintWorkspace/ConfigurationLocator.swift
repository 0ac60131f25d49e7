import TabsBase
import TabsLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads `.tablint.json` files, caching both steps: many files
/// share a directory, and many directories share a configuration.
///
/// The search for a file's configuration is the package's one walk up the
/// folders (`FolderWalk`): from its directory up, stopping after a
/// directory that holds `.git` or at the file system root, lexical on the
/// path as given, so the path found reads naturally next to it:
/// `Sources/App` may find `Sources/.tablint.json`, and `.` may find
/// `.tablint.json` or `../.tablint.json`. Relative paths are relative to
/// `workingDirectory`.
///
/// Safe to share between threads. Call `invalidateCaches()` after
/// configuration files change (the language server does when told of it).
public final class ConfigurationLocator: Sendable {
    public static let fileName = ".tablint.json"

    /// The valid rule ids, for validating configurations.
    public let knownRules: Set<String>
    /// The walk up the folders (its working directory is this locator's).
    public let walk: FolderWalk
    /// The absolute directory that relative paths are relative to.
    public var workingDirectory: String { walk.workingDirectory }

    private struct Caches {
        /// Directory (normalized) -> the configuration path found for it, or nil.
        var paths: [String: String?] = [:]
        /// Configuration path as given -> what loading it gave.
        var loads: [String: Result<Configuration, ConfigurationError>] = [:]
    }
    private let caches = Lock(Caches())

    /// - Parameter workingDirectory: what relative paths are relative to;
    ///   by default the process's current directory at this call.
    public init(knownRules: Set<String>, workingDirectory: String? = nil) {
        self.knownRules = knownRules
        self.walk = FolderWalk(workingDirectory: workingDirectory)
    }

    /// The nearest `.tablint.json` for a file in `directory`: in `directory`,
    /// else in each parent in turn, stopping after a directory that holds
    /// `.git`, or at the root. A directory named `.tablint.json` is not a
    /// configuration file and is passed over. Results are cached per directory.
    public func configurationPath(forDirectory directory: String) -> String? {
        var visited: [String] = []
        var found: String?
        walk.forEachFolder(from: directory) { current in
            let cached: String?? = caches.withLock { $0.paths[current] }
            if let cached {
                found = cached
                return true
            }
            visited.append(current)
            let candidate = FileSystem.join(current, Self.fileName)
            let kind = FileSystem.kind(of: walk.onDisk(candidate))
            if kind != .missing && kind != .directory {
                found = candidate
                return true
            }
            return false
        }
        caches.withLock {
            for directory in visited { $0.paths[directory] = .some(found) }
        }
        return found
    }

    /// Reads and validates the configuration file at `path` (cached by path,
    /// failures included). Its `directory` is the directory part of `path`
    /// ("." when there is none).
    /// - Throws: a `ConfigurationError` naming `path`: it cannot be read
    ///   ("cannot read: No such file or directory"), is a directory, is larger
    ///   than `Configuration.maximumFileSize`, or is not a valid configuration.
    public func load(path: String) throws(ConfigurationError) -> Configuration {
        if let cached = caches.withLock({ $0.loads[path] }) {
            return try cached.get()
        }
        let knownRules = self.knownRules
        let location = path.isEmpty ? path : walk.onDisk(path)
        let result = Result { () throws(ConfigurationError) -> Configuration in
            let bytes = try Self.readFile(location, name: path)
            return try Configuration.parse(
                bytes, path: path, directory: FileSystem.directoryName(path), knownRules: knownRules)
        }
        caches.withLock { $0.loads[path] = result }
        return try result.get()
    }

    /// Forgets every cached search and configuration.
    public func invalidateCaches() {
        walk.invalidate()
        caches.withLock { $0 = Caches() }
    }

    // MARK: - Reading

    /// The file's bytes, at most `Configuration.maximumFileSize` of them.
    /// - Parameters:
    ///   - location: the path to open.
    ///   - path: the path to name in errors.
    static func readFile(_ location: String, name path: String) throws(ConfigurationError) -> [UInt8] {
        guard !path.isEmpty else {
            throw ConfigurationError(path: "(empty path)", message: "cannot read: the path is empty")
        }
        do { return try FileSystem.read(location, limit: Configuration.maximumFileSize) } catch {
            switch error {
            case .system(let code):
                let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
                throw ConfigurationError(path: path, message: "cannot read: \(text)")
            case .directory:
                throw ConfigurationError(path: path, message: "cannot read: Is a directory; expected a \(fileName) file")
            case .tooLarge:
                throw ConfigurationError(path: path, message: "the file is too large (the limit is \(Configuration.maximumFileSize >> 20) MiB)")
            }
        }
    }
}
