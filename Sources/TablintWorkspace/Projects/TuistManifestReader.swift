import TablintImport
import TabsLint

/// Reads the targets of a Tuist `Project.swift` for `tablint import`, where
/// no `.xcodeproj` is committed (docs/import.md, "The app's targets"),
/// from its text, without running it: `Project(name:)`, and each
/// `.target(...)` or `Target(...)` call that has a `product:` (`.app` is an
/// application) with its `name:`, `destinations:` (or the older
/// `platform:`), `deploymentTargets:` (or `deploymentTarget:`) and
/// `sources:` globs (each read as the folder before its first wildcard).
/// A value that names a constant (`Constants.destinations`) is read from
/// that constant's `let` in the manifest or in the helpers given (the
/// files of `Tuist/ProjectDescriptionHelpers`), one step; a target that a
/// helper function builds is not seen. Comments are skipped, strings kept whole.
public enum TuistManifestReader {
    public struct Manifest: Sendable {
        public var name: String?
        public var targets: [AppTarget]
    }

    typealias Code = PackageManifestReader.Code

    public static func read(_ bytes: [UInt8], manifest: String, helpers: [[UInt8]] = []) -> Manifest {
        let code = Code(bytes)
        let codes = [code] + helpers.prefix(64).map(Code.init)
        let folder = FileSystem.directoryName(manifest)
        var name: String?
        if let project = call("Project(", in: code, from: 0) { name = text(code.labelledRange("name:", in: project..<code.closing(project)), code, codes).strings.first }
        var targets: [AppTarget] = []
        var at = 0
        while let open = nextTargetCall(code, from: at) {
            let range = open..<code.closing(open)
            at = open + 1
            guard let productAt = code.labelled("product:", in: range),
                  let targetName = text(code.labelledRange("name:", in: range), code, codes).strings.first else { continue }
            let product = identifier(code, after: productAt)
            let destinations = text(code.labelledRange("destinations:", in: range) ?? code.labelledRange("platform:", in: range), code, codes)
            let deployment = text(code.labelledRange("deploymentTargets:", in: range) ?? code.labelledRange("deploymentTarget:", in: range), code, codes)
            let sources = text(code.labelledRange("sources:", in: range), code, codes)
            var folders: [SourceFolder] = []
            var files: Set<String> = []
            for glob in sources.strings {
                let path = FileSystem.join(folder, literalPrefix(glob))
                if path.hasSuffix(".swift") { files.insert(path) } else { folders.append(SourceFolder(path: path)) }
            }
            var (platforms, oldest) = self.platforms(destinations.text, deployment.text)
            // No deployment target given: the target's `settings` may set `"IPHONEOS_DEPLOYMENT_TARGET": "17.0"` (or a constant).
            if oldest.isEmpty, platforms.contains(where: { $0 == .iphone || $0 == .ipad }), let value = settingValue("IPHONEOS_DEPLOYMENT_TARGET", code, codes, in: range),
               BuildSettings.isVersion(value) {
                oldest = [OSDeployment(os: "iOS", version: value)]
            }
            targets.append(AppTarget(name: targetName, kind: kind(product), container: manifest,
                                     sources: TargetSources(files: files, folders: folders), platforms: platforms, deployment: oldest))
            at = range.upperBound
        }
        if let name { for n in targets.indices { targets[n].projectName = name } }
        return Manifest(name: name, targets: targets)
    }

    /// The `name:` of a `Workspace.swift`'s `Workspace(...)`.
    public static func workspaceName(_ bytes: [UInt8]) -> String? {
        let code = Code(bytes)
        guard let open = call("Workspace(", in: code, from: 0), let at = code.labelled("name:", in: open..<code.closing(open)) else { return nil }
        return code.literal(at: at)
    }

    /// The kind of a `product:` case.
    static func kind(_ product: String) -> AppTarget.Kind {
        switch product {
        case "app", "appClip", "watch2App": return .application
        case "unitTests", "uiTests": return .tests
        case "framework", "staticFramework", "staticLibrary", "dynamicLibrary": return .library
        default: return product.hasSuffix("Extension") ? .appExtension : .other
        }
    }

    /// The platforms of `destinations:` (`.iOS`, `[.iPhone, .iPad]`, `.macCatalyst`, …) or of the older
    /// `platform: .iOS` (iPhone and iPad, unless `devices:` names only one), and each OS's version in
    /// `deploymentTargets:` (`.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, `.iOS(targetVersion: "15.0", …)`).
    static func platforms(_ destinations: String, _ deployment: String) -> ([Platform], [OSDeployment]) {
        let words = Set(members(destinations))
        let devices = Set(members(deployment))
        var found: Set<Platform> = []
        if words.contains("iPhone") || words.contains("iOS") { found.insert(.iphone) }
        if words.contains("iPad") || words.contains("iOS") { found.insert(.ipad) }
        if words.contains("iOS"), devices.contains("iphone") != devices.contains("ipad") {
            found.remove(devices.contains("iphone") ? .ipad : .iphone)
        }
        if words.contains("mac") || words.contains("macOS") || words.contains("macCatalyst") { found.insert(.mac) }
        if words.contains("appleVision") || words.contains("visionOS") { found.insert(.vision) }
        if words.contains("appleTv") || words.contains("tvOS") { found.insert(.tv) }
        var oldest: [OSDeployment] = []
        let oses: [(os: String, platforms: Set<Platform>)] = [("iOS", [.iphone, .ipad]), ("macOS", [.mac]), ("visionOS", [.vision]), ("tvOS", [.tv])]
        for (os, owners) in oses where !owners.isDisjoint(with: found) {
            if let version = version(of: os, in: deployment) { oldest.append(OSDeployment(os: os, version: version)) }
        }
        return (Platform.allCases.filter(found.contains), oldest)
    }

    /// The version string after `OS(` or `OS:` in `text` (the first literal that follows).
    static func version(of os: String, in text: String) -> String? {
        let chars = Array(text)
        let needle = Array(os)
        var i = 0
        while i + needle.count < chars.count {
            let before = i == 0 ? " " : chars[i - 1]
            if Array(chars[i..<(i + needle.count)]) == needle, !(before.isLetter || before.isNumber), chars[i + needle.count] == "(" || chars[i + needle.count] == ":" {
                var k = i + needle.count
                while k < chars.count, chars[k] != "\"", chars[k] != ")", chars[k] != "," || chars[i + needle.count] == "(" { k += 1 }
                guard k < chars.count, chars[k] == "\"" else { i += 1; continue }
                let version = String(chars[(k + 1)...].prefix { $0 != "\"" })
                if BuildSettings.isVersion(version) { return version }
            }
            i += 1
        }
        return nil
    }

    /// The implicit members written in `text`: `.iPhone`, `.iOS` (after a `.`, up to the end of the name).
    static func members(_ text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for c in text {
            if c == "." { if let m = current, !m.isEmpty { result.append(m) }; current = ""; continue }
            if c.isLetter || c.isNumber || c == "_" { current?.append(c) } else { if let m = current, !m.isEmpty { result.append(m) }; current = nil }
        }
        if let m = current, !m.isEmpty { result.append(m) }
        return result
    }

    /// A glob's folder: the components before the first one with a wildcard (`App/**` is `App`, `**` is `.`).
    static func literalPrefix(_ glob: String) -> String {
        let parts = glob.split(separator: "/", omittingEmptySubsequences: true)
        let kept = parts.prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("{") && !$0.contains("[") }
        return kept.isEmpty ? "." : kept.joined(separator: "/")
    }

    // MARK: Reading values

    /// An expression's text and its string literals; a bare name (`Constants.destinations`) is read from
    /// its `let` in the manifest or the helpers instead.
    static func text(_ range: Range<Int>?, _ code: Code, _ codes: [Code]) -> (text: String, strings: [String]) {
        guard let range else { return ("", []) }
        let own = String(decoding: code.bytes[range], as: UTF8.self)
        let trimmed = own.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined()
        if let first = trimmed.first, first.isLetter || first == "_",
           trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), let last = trimmed.split(separator: ".").last {
            for other in codes {
                if let found = constant(String(last), in: other) { return (String(decoding: other.bytes[found], as: UTF8.self), literals(other, found)) }
            }
        }
        return (own, literals(code, range))
    }

    /// The string literals in `range`.
    static func literals(_ code: Code, _ range: Range<Int>) -> [String] {
        var result: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if code.inString[i], code.bytes[i] == 0x22, i == 0 || !code.inString[i - 1], let s = code.literal(at: i) { result.append(s) }
            i += 1
        }
        return result
    }

    /// The value of `let NAME = …` (or `var`, a type annotation allowed): to the end of its line at its own level.
    static func constant(_ name: String, in code: Code) -> Range<Int>? {
        for keyword in ["let ", "var "] {
            var from = 0
            while let at = code.find(keyword + name, from: from) {
                from = at + 1
                var k = at + keyword.utf8.count + name.utf8.count
                guard k < code.bytes.count, !code.isIdentifier(code.bytes[k]) else { continue }
                while k < code.bytes.count, code.bytes[k] != 0x3D, code.bytes[k] != 0x0A { k += 1 }   // to `=`
                guard k < code.bytes.count, code.bytes[k] == 0x3D else { continue }
                let start = k + 1
                var end = start
                while end < code.bytes.count, code.bytes[end] != 0x0A || code.inString[end] {
                    if !code.inString[end], code.bytes[end] == 0x28 || code.bytes[end] == 0x5B || code.bytes[end] == 0x7B { end = code.closing(end) }
                    end += 1
                }
                return start..<min(end, code.bytes.count)
            }
        }
        return nil
    }

    /// The value given to the build setting `key` written as a string key in `range` (`"KEY": "17.0"`, or `"KEY": constant`).
    static func settingValue(_ key: String, _ code: Code, _ codes: [Code], in range: Range<Int>) -> String? {
        let quoted = Array("\"\(key)\"".utf8)
        var i = range.lowerBound
        while i + quoted.count < range.upperBound {
            if code.bytes[i] == 0x22, code.inString[i], code.bytes[i..<(i + quoted.count)].elementsEqual(quoted) {
                var k = i + quoted.count
                while k < range.upperBound, code.bytes[k] == 0x20 || code.bytes[k] == 0x0A || code.bytes[k] == 0x09 { k += 1 }
                guard k < range.upperBound, code.bytes[k] == 0x3A else { return nil }   // `:`
                k += 1
                var end = k
                while end < range.upperBound, code.bytes[end] != 0x2C, code.bytes[end] != 0x5D || code.inString[end] { end += 1 }
                return text(k..<end, code, codes).strings.first
            }
            i += 1
        }
        return nil
    }

    /// The opening parenthesis of the next `MARKER` call (not part of a longer name) from `from`.
    static func call(_ marker: String, in code: Code, from: Int) -> Int? {
        var at = from
        while let found = code.find(marker, from: at) {
            at = found + 1
            if found > 0, code.isIdentifier(code.bytes[found - 1]) { continue }
            return found + marker.utf8.count - 1
        }
        return nil
    }

    /// The next `.target(` or `Target(` (as in `Target.target(`, `Target(`), at its parenthesis.
    static func nextTargetCall(_ code: Code, from: Int) -> Int? {
        [call(".target(", in: code, from: from), call("Target(", in: code, from: from)].compactMap { $0 }.min()
    }

    /// The name after `.` at `at` (`.app` gives `app`).
    static func identifier(_ code: Code, after at: Int) -> String {
        var k = at
        guard k < code.bytes.count, code.bytes[k] == 0x2E else { return "" }
        k += 1
        let start = k
        while k < code.bytes.count, code.isIdentifier(code.bytes[k]) { k += 1 }
        return String(decoding: code.bytes[start..<k], as: UTF8.self)
    }
}

extension PackageManifestReader.Code {
    /// The expression after `label` at the call's own level: to the next `,` at that level or the call's end.
    func labelledRange(_ label: String, in range: Range<Int>) -> Range<Int>? {
        guard let start = labelled(label, in: range) else { return nil }
        var k = start
        while k < range.upperBound {
            if !inString[k] {
                let b = bytes[k]
                if b == 0x28 || b == 0x5B || b == 0x7B { k = closing(k) + 1; continue }
                if b == 0x2C || b == 0x29 { break }
            }
            k += 1
        }
        return start..<min(k, range.upperBound)
    }
}
