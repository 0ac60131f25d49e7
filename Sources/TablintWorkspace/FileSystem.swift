#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `read(2)`, under a name that `FileSystem.read` does not hide
/// (and that is the same with Glibc, Musl and Darwin).
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// A failure to read or find a file, with the path and the reason.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// File access at the edge. Reads use POSIX calls (no Foundation `Data`
/// round trip); a file larger than `maximumFileSize` is refused.
public enum FileSystem {
    public static let maximumFileSize = 1 << 30

    /// Percent-encodes a path for a URI (RFC 3986: unreserved characters
    /// and `/` stay): SARIF's artifact locations, the server's `file://` URIs.
    public static func uriEncoded(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
                || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E || b == 0x2F {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
            }
        }
        return out
    }

    public enum Kind: Sendable { case file, directory, missing, other }

    /// What tells a file's content changed without reading it: inode,
    /// size and modification time (nil when there is no file).
    public struct Stamp: Hashable, Sendable {
        var inode: UInt64
        public var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    public static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        // Darwin's `stat` names the modification time `st_mtimespec` (docs/platforms.md: unverified here).
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Stamp(inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
    }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code))
        }
    }

    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        do { return try read(path, limit: maximumFileSize) } catch {
            let limit = maximumFileSize / (1 << 20)
            switch error {
            case .tooLarge(let size?): throw FileError(path: path, reason: "the file is \(size / (1 << 20)) MiB; tablint reads files up to \(limit) MiB")
            case .tooLarge(nil): throw FileError(path: path, reason: "the file is larger than \(limit) MiB")
            default: throw FileError(path: path, reason: error.reason)
            }
        }
    }

    /// Why `read(_:limit:)` failed: an `errno`, a directory, or more than
    /// the limit (the size `stat` gave, or nil for a file that grew past it).
    enum ReadFailure: Error {
        case system(Int32)
        case directory
        case tooLarge(Int?)

        /// What went wrong, as `FileError` says it.
        var reason: String {
            switch self {
            case .system(let code): FileSystem.reason(code)
            case .directory: "is a directory"
            case .tooLarge: "the file is too large"
            }
        }
    }

    /// A file's bytes, at most `limit` of them, for callers that word the failures themselves.
    static func read(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .directory }
        let expected = Int(info.st_size)
        if expected > limit { throw .tooLarge(expected) }
        var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // A file that grows while being read, or a device, stops at the limit.
                if bytes.count > limit { throw .tooLarge(nil) }
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096)))
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Reads standard input to its end, or to one byte past
    /// `maximumFileSize` (callers refuse more, as they do for files).
    public static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= maximumFileSize {
            let n = chunk.withUnsafeMutableBytes { posixRead(0, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; break }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// The names in a directory but `.` and `..`, in the order it lists them.
    static func names(in directory: String) throws(FileError) -> [String] {
        guard let dir = opendir(directory) else { throw FileError(path: directory, reason: reason(errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The files under `root` whose name `keepsFile` (by default the
    /// `.tabs` files), as paths relative to it, sorted by byte order. Hidden
    /// directories, `.build` and those `skipsDirectory` names are skipped; a
    /// directory that `takesDirectory` names is listed among the files and
    /// not entered (import's asset catalogs and Xcode projects). Symbolic
    /// links to directories are not followed (so no walk leaves the tree or
    /// loops); a symbolic link to a file is followed only when its target
    /// lies inside the tree. Unreadable directories are reported in `errors`.
    public static func walk(_ root: String,
                            keepsFile: (String) -> Bool = { $0.hasSuffix(".tabs") },
                            skipsDirectory: (String) -> Bool = { _ in false },
                            takesDirectory: (String) -> Bool = { _ in false }) -> (files: [String], errors: [FileError]) {
        var files: [String] = []
        var errors: [FileError] = []
        let rootReal = realPath(root)
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : join(root, relative)
            let names: [String]
            do { names = try self.names(in: directory) } catch {
                errors.append(error)
                continue
            }
            for name in names {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = join(root, childRelative)
                var info = stat()
                guard lstat(childPath, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if name.hasPrefix(".") || name == ".build" || skipsDirectory(name) { continue }
                    if takesDirectory(name) { files.append(childRelative) } else { pending.append(childRelative) }
                } else if keepsFile(name) {
                    if type == S_IFREG {
                        files.append(childRelative)
                    } else if type == S_IFLNK {
                        // Follow a link to a file only when it stays inside the tree.
                        if let rootReal, let target = realPath(childPath), target.hasPrefix(rootReal + "/"),
                           kind(of: target) == .file {
                            files.append(childRelative)
                        }
                    }
                }
            }
        }
        // By bytes, each path's read once (comparing `utf8` views byte by byte costs about five times as much).
        return (files.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) }, errors)
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path as reported: `./` prefixes dropped.
    public static func display(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        return p
    }

    /// The process's working directory ("/" when it cannot be read, as
    /// when it was removed).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// Creates `directory` and any missing parents (`mkdir -p`), with the
    /// default permissions. An existing directory is fine.
    /// - Throws: a `FileError` whose reason names the first directory that
    ///   could not be made (a part of the path that is a file, say).
    public static func createDirectories(_ directory: String) throws(FileError) {
        if directory.isEmpty || kind(of: directory) == .directory { return }
        let parent = directoryName(directory)
        if parent != directory { try createDirectories(parent) }
        if mkdir(directory, 0o777) != 0 && !(errno == EEXIST && kind(of: directory) == .directory) {
            throw FileError(path: directory, reason: "cannot create the directory \(directory): \(reason(errno))")
        }
    }
}
