/// Lexical path arithmetic, over UTF-8 bytes (the generic `split` and
/// `joined` over `Substring`s cost a tenth of a small file's check in
/// runtime type lookups alone).
extension FileSystem {
    /// `path` with empty and `.` components dropped and `name/..` pairs
    /// folded (a `..` at the root of an absolute path is dropped; leading
    /// `..` of a relative one are kept); "." for the current directory.
    public static func normalize(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let absolute = bytes.first == slash
        // The kept components, as start and end offsets in turn.
        var bounds: [Int] = []
        forEachComponent(of: bytes) { component in
            if component.count == 1 && bytes[component.lowerBound] == dot { return }
            if isDotDot(bytes, component) {
                if let lastEnd = bounds.last, !isDotDot(bytes, bounds[bounds.count - 2]..<lastEnd) {
                    bounds.removeLast(2)
                    return
                }
                if absolute && bounds.isEmpty { return }  // "/.." is "/"
            }
            bounds.append(component.lowerBound)
            bounds.append(component.upperBound)
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count + 1)
        if absolute { normalized.append(slash) }
        for k in stride(from: 0, to: bounds.count, by: 2) {
            if k > 0 { normalized.append(slash) }
            normalized.append(contentsOf: bytes[bounds[k]..<bounds[k + 1]])
        }
        return normalized.isEmpty ? "." : String(decoding: normalized, as: UTF8.self)
    }

    /// An absolute, lexically normalised path (no `.`/`..` components).
    public static func absolute(_ path: String, from base: String = currentDirectory) -> String {
        let full = path.utf8.first == slash ? path : base + "/" + path
        return normalize(full.utf8.first == slash ? full : "/" + full)
    }

    /// Everything before the last `/`: "." when there is none, "/" for a
    /// file at the root.
    public static func directoryName(_ path: String) -> String {
        guard let last = path.utf8.lastIndex(of: slash) else { return "." }
        if last == path.utf8.startIndex { return "/" }
        return String(path.utf8[..<last]) ?? "."
    }

    /// Everything after the last `/`.
    public static func baseName(_ path: String) -> String {
        guard let last = path.utf8.lastIndex(of: slash) else { return path }
        return String(path.utf8[path.utf8.index(after: last)...]) ?? path
    }

    /// Joins a directory given by the user and a relative path, dropping `./`.
    public static func join(_ directory: String, _ relative: String) -> String {
        var d = directory
        while d.hasPrefix("./") { d.removeFirst(2) }
        if d == "." || d.isEmpty { return relative }
        if d.hasSuffix("/") { return d + relative }
        return d + "/" + relative
    }

    /// Calls `body` with the byte range of each non-empty component of a
    /// path, in order (the one split every function here shares).
    static func forEachComponent(of bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            if end > start { body(start..<end) }
            start = end + 1
        }
    }

    /// The number of non-empty components of `path`.
    static func componentCount(of path: String) -> Int {
        var count = 0
        forEachComponent(of: Array(path.utf8)) { _ in count += 1 }
        return count
    }

    /// Whether `bytes[component]` is `..`.
    static func isDotDot(_ bytes: [UInt8], _ component: Range<Int>) -> Bool {
        component.count == 2 && bytes[component.lowerBound] == dot && bytes[component.lowerBound + 1] == dot
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")
}
