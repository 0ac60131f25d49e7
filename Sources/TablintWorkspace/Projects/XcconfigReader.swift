/// Build settings from `.xcconfig` files (docs/import.md, "The app's
/// targets"): `KEY = VALUE` lines in order, `//` comments dropped, a
/// trailing `;` tolerated, `#include "PATH"` and `#include? "PATH"`
/// (relative to the including file's folder) read in place, a file that
/// cannot be read or an include past `maximumIncludeDepth`, in a cycle
/// (paths compared normalized: `./A.xcconfig` is `A.xcconfig`), or past
/// `maximumFiles` reads or `maximumBytes` in all skipped, so includes that
/// repeat never multiply. A conditional setting (`KEY[sdk=iphoneos*] = ...`) keeps its
/// brackets in its key, so no plain key reads it: ignored. `$(inherited)`
/// is resolved later, layer over layer (`BuildSettings.merged`, then `resolved`).
/// Pure: the caller gives the reading function.
enum XcconfigReader {
    static let maximumIncludeDepth = 8
    /// Files read for one xcconfig, its includes and theirs, counted each time one is read.
    static let maximumFiles = 64
    /// Bytes read for one xcconfig and its includes, in all (a file that would pass it is skipped).
    static let maximumBytes = 1 << 20

    /// The assignments of the xcconfig at `path` and its includes, in the order they take effect.
    static func assignments(_ path: String, read: (String) -> [UInt8]?) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        var visiting: [String] = []
        var budget = (files: maximumFiles, bytes: maximumBytes)
        collect(FileSystem.normalize(path), read: read, depth: 0, visiting: &visiting, budget: &budget, into: &result)
        return result
    }

    private static func collect(_ path: String, read: (String) -> [UInt8]?, depth: Int, visiting: inout [String],
                                budget: inout (files: Int, bytes: Int), into result: inout [(key: String, value: String)]) {
        guard depth <= maximumIncludeDepth, budget.files > 0, !visiting.contains(path) else { return }
        budget.files -= 1
        guard let bytes = read(path), bytes.count <= budget.bytes else { return }
        budget.bytes -= bytes.count
        visiting.append(path)
        defer { visiting.removeLast() }
        let folder = FileSystem.directoryName(path)
        for raw in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = withoutComment(Substring(raw)).trimmingBlanks()
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/...` and other anchored paths lie outside the app.
                guard !included.isEmpty, !included.hasPrefix("<") else { continue }
                let target = FileSystem.normalize(included.hasPrefix("/") ? included : FileSystem.join(folder, included))
                collect(target, read: read, depth: depth + 1, visiting: &visiting, budget: &budget, into: &result)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingBlanks()
            var value = String(line[line.index(after: equals)...]).trimmingBlanks()
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingBlanks() }
            guard !key.isEmpty, !key.contains(" ") else { continue }
            result.append((key, value))
        }
    }

    /// The line up to a `//` that is not inside a quoted string.
    static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false
        var previousSlash = false
        for i in line.indices {
            let c = line[i]
            if c == "\"" { quoted.toggle() }
            if !quoted && c == "/" && previousSlash { return line[..<line.index(before: i)] }
            previousSlash = c == "/" && !quoted
        }
        return line
    }
}

extension StringProtocol {
    func trimmingBlanks() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(self.drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
