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
        let limit = Configuration.maximumFileSize
        let tooLarge = "the file is too large (the limit is \(limit >> 20) MiB)"
        guard !path.isEmpty else {
            throw ConfigurationError(path: "(empty path)", message: "cannot read: the path is empty")
        }
        let fd = open(location, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ConfigurationError(path: path, message: "cannot read: \(Self.errorText(errno))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw ConfigurationError(path: path, message: "cannot read: \(Self.errorText(errno))")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw ConfigurationError(
                path: path, message: "cannot read: Is a directory; expected a \(fileName) file")
        }
        if info.st_size > limit {
            throw ConfigurationError(path: path, message: tooLarge)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(info.st_size, 0)) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ConfigurationError(path: path, message: "cannot read: \(Self.errorText(errno))")
            }
            if count == 0 { break }
            // A file that grows while being read, or a device, stops at the limit.
            if bytes.count + count > limit {
                throw ConfigurationError(path: path, message: tooLarge)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
