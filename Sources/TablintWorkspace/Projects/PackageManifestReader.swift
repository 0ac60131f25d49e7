import TablintImport
import TabsLint

/// Reads the targets of a `Package.swift` for `tablint import` without
/// running it (docs/import.md, "The app's targets"): each `.target`,
/// `.executableTarget` and `.testTarget` call with its `name:`, `path:`
/// (else `Sources/NAME`, `Tests/NAME` for tests), `sources:` and
/// `exclude:`, and the package's `platforms:`, which every target shares.
/// Only string literals are read; a manifest that computes its targets
/// gives those it spells out. Comments are skipped, strings kept whole.
public enum PackageManifestReader {
    /// The targets of the manifest `bytes` at `manifest` (a path as the walk gave it).
    public static func read(_ bytes: [UInt8], manifest: String) -> [AppTarget] {
        let code = Code(bytes)
        let folder = FileSystem.directoryName(manifest)
        let (platforms, deployment) = self.platforms(code)
        var targets: [AppTarget] = []
        let calls: [(marker: String, kind: AppTarget.Kind, root: String)] = [
            (".executableTarget(", .application, "Sources"), (".target(", .library, "Sources"), (".testTarget(", .tests, "Tests"),
        ]
        var at = 0
        while let dot = code.next(UInt8(ascii: "."), from: at) {
            at = dot + 1
            guard let call = calls.first(where: { code.matches($0.marker, at: dot) }) else { continue }
            let open = dot + call.marker.utf8.count - 1
            let close = code.closing(open)
            guard let name = code.string(after: "name:", in: open..<close) else { continue }
            let path = code.string(after: "path:", in: open..<close).map { FileSystem.join(folder, $0) }
                ?? FileSystem.join(folder, call.root + "/" + name)
            let excluded = Set(code.strings(after: "exclude:", in: open..<close).map { FileSystem.join(path, $0) })
            let listed = code.strings(after: "sources:", in: open..<close).map { FileSystem.join(path, $0) }
            let folders = (listed.isEmpty ? [path] : listed).map { SourceFolder(path: $0, exceptions: excluded) }
            targets.append(AppTarget(name: name, kind: call.kind, container: manifest, sources: TargetSources(folders: folders),
                                     platforms: platforms, deployment: deployment))
            at = close
        }
        return targets
    }

    /// `platforms: [.iOS(.v17), .macOS(.v14), .visionOS("1.0")]`: the
    /// platforms (iOS gives iPhone and iPad) and their oldest versions
    /// (`.v17_2` is `17.2`).
    static func platforms(_ code: Code) -> ([Platform], [OSDeployment]) {
        guard let label = code.find("platforms:", from: 0), let open = code.next(UInt8(ascii: "["), from: label) else { return ([], []) }
        let close = code.closing(open)
        let table: [(marker: String, os: String, platforms: [Platform])] = [
            (".iOS(", "iOS", [.iphone, .ipad]), (".macOS(", "macOS", [.mac]), (".macCatalyst(", "", [.mac]),
            (".visionOS(", "visionOS", [.vision]), (".tvOS(", "tvOS", [.tv]),
        ]
        var platforms: Set<Platform> = []
        var deployment: [OSDeployment] = []
        for (marker, os, owned) in table {
            guard let m = code.find(marker, from: open), m < close else { continue }
            platforms.formUnion(owned)
            let argument = code.bytes[(m + marker.utf8.count)..<code.closing(m + marker.utf8.count - 1)]
            let digits = argument.drop { !($0 >= 0x30 && $0 <= 0x39) }
                .prefix { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E }.map { $0 == 0x5F ? 0x2E : $0 }
            let version = String(decoding: digits, as: UTF8.self)
            if !os.isEmpty && BuildSettings.isVersion(version) { deployment.append(OSDeployment(os: os, version: version)) }
        }
        return (Platform.allCases.filter(platforms.contains), deployment)
    }

    /// The manifest's bytes with comments blanked out, and where each string literal lies.
    struct Code {
        var bytes: [UInt8]
        /// Whether each byte is inside a string literal (quotes included).
        var inString: [Bool]

        init(_ source: [UInt8]) {
            bytes = source
            inString = Array(repeating: false, count: source.count)
            var i = 0
            let n = source.count
            func byte(_ k: Int) -> UInt8 { k < n ? source[k] : 0 }
            while i < n {
                if byte(i) == 0x2F && byte(i + 1) == 0x2F {                      // `//` to the end of the line
                    while i < n && source[i] != 0x0A { bytes[i] = 0x20; i += 1 }
                } else if byte(i) == 0x2F && byte(i + 1) == 0x2A {               // `/* */`, nested
                    var depth = 0
                    repeat {
                        if byte(i) == 0x2F && byte(i + 1) == 0x2A { depth += 1; bytes[i] = 0x20; bytes[i + 1] = 0x20; i += 2 }
                        else if byte(i) == 0x2A && byte(i + 1) == 0x2F { depth -= 1; bytes[i] = 0x20; bytes[i + 1] = 0x20; i += 2 }
                        else { bytes[i] = 0x20; i += 1 }
                    } while i < n && depth > 0
                } else if byte(i) == 0x22 {                                      // a string, `"""` or `"`
                    let triple = byte(i + 1) == 0x22 && byte(i + 2) == 0x22
                    let start = i
                    i += triple ? 3 : 1
                    while i < n {
                        if source[i] == 0x5C { i += 2; continue }
                        if triple ? (byte(i) == 0x22 && byte(i + 1) == 0x22 && byte(i + 2) == 0x22) : source[i] == 0x22 {
                            i += triple ? 3 : 1
                            break
                        }
                        if !triple && source[i] == 0x0A { break }
                        i += 1
                    }
                    for k in start..<min(i, n) { inString[k] = true }
                } else {
                    i += 1
                }
            }
        }

        func matches(_ text: String, at i: Int) -> Bool {
            let t = Array(text.utf8)
            guard i >= 0, i + t.count <= bytes.count, !inString[i] else { return false }
            return bytes[i..<(i + t.count)].elementsEqual(t)
        }

        func next(_ byte: UInt8, from start: Int) -> Int? {
            var i = max(start, 0)
            while i < bytes.count { if bytes[i] == byte && !inString[i] { return i }; i += 1 }
            return nil
        }

        func find(_ text: String, from start: Int) -> Int? {
            guard let first = text.utf8.first else { return nil }
            var i = start
            while let at = next(first, from: i) {
                if matches(text, at: at) { return at }
                i = at + 1
            }
            return nil
        }

        /// The offset of the bracket that closes the one at `open` (or the end).
        func closing(_ open: Int) -> Int {
            var depth = 0
            var i = open
            while i < bytes.count {
                if !inString[i] {
                    switch bytes[i] {
                    case 0x28, 0x5B, 0x7B: depth += 1
                    case 0x29, 0x5D, 0x7D:
                        depth -= 1
                        if depth == 0 { return i }
                    default: break
                    }
                }
                i += 1
            }
            return bytes.count
        }

        /// The string literal right after `label` within `range`, at the call's own level.
        func string(after label: String, in range: Range<Int>) -> String? {
            guard let at = labelled(label, in: range) else { return nil }
            return literal(at: at)
        }

        /// The string literals of the array after `label`.
        func strings(after label: String, in range: Range<Int>) -> [String] {
            guard let at = labelled(label, in: range), at < bytes.count, bytes[at] == UInt8(ascii: "[") else { return [] }
            var result: [String] = []
            var i = at + 1
            let close = closing(at)
            while i < close {
                if inString[i], let s = literal(at: i) {
                    result.append(s)
                    while i < close && inString[i] { i += 1 }
                } else {
                    i += 1
                }
            }
            return result
        }

        /// The first byte after `label` and blanks, where `label` is at depth one inside the call opened at `range.lowerBound`.
        func labelled(_ label: String, in range: Range<Int>) -> Int? {
            var depth = 0
            var i = range.lowerBound
            while i < range.upperBound {
                if !inString[i] {
                    switch bytes[i] {
                    case 0x28, 0x5B, 0x7B: depth += 1
                    case 0x29, 0x5D, 0x7D: depth -= 1
                    default:
                        if depth == 1 && matches(label, at: i) && (i == 0 || !isIdentifier(bytes[i - 1])) {
                            var k = i + label.utf8.count
                            while k < range.upperBound && (bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D) { k += 1 }
                            return k
                        }
                    }
                }
                i += 1
            }
            return nil
        }

        /// A plain string literal's text (no interpolation or escapes read), at `at`'s opening quote.
        func literal(at: Int) -> String? {
            guard at < bytes.count, bytes[at] == 0x22, inString[at] else { return nil }
            var end = at + 1
            while end < bytes.count && inString[end] && bytes[end] != 0x22 && bytes[end] != 0x5C { end += 1 }
            guard end < bytes.count, bytes[end] == 0x22 else { return nil }
            return String(decoding: bytes[(at + 1)..<end], as: UTF8.self)
        }

        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }
    }
}
