#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Writes a file atomically: the bytes go to a temporary file in the
    /// same directory, which is flushed to disk and renamed over the target,
    /// so a reader (or a crash) sees either the old file or the new one,
    /// never a truncated one. An existing file keeps its permission bits.
    /// A symbolic link is written through: its target is replaced.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = realPath(path) ?? path
        let directory = directoryName(target)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        var template = Array((directory + "/." + baseName(target) + ".tablint-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw FileError(path: path, reason: "cannot create a temporary file in \(directory): \(reason(errno))")
        }
        let temporary = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
        var failure: String?
        let mode: mode_t
        if exists {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0); umask(mask)
            mode = 0o666 & ~mask
        }
        if fchmod(fd, mode) != 0 { failure = "cannot set permissions: \(reason(errno))" }
        if failure == nil {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = "cannot write: \(reason(errno))"
                        return
                    }
                    offset += n
                }
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = "cannot flush: \(reason(errno))" }
        close(fd)
        if failure == nil && rename(temporary, target) != 0 { failure = "cannot replace the file: \(reason(errno))" }
        if let failure {
            unlink(temporary)
            throw FileError(path: path, reason: failure + "; the file was left unchanged")
        }
    }
}
