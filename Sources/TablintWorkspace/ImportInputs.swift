#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsLint

/// What `tablint import` reads (docs/import.md): the Swift files under the
/// PATHs, and beside them the app's string tables, asset catalogs, Xcode
/// projects and package manifest. The walk skips hidden directories,
/// `.build`, `Pods`, `Carthage`, `DerivedData`, `node_modules` and
/// directories whose name ends in `Tests`; it follows no symbolic link to a
/// directory, and a link to a file only inside the tree; each list is
/// sorted by byte order.
public struct ImportInputs: Sendable {
    public var swiftFiles: [String] = []
    /// String Catalogs (`*.xcstrings`).
    public var catalogs: [String] = []
    /// `.strings` files inside `LANG.lproj` folders.
    public var stringsFiles: [String] = []
    /// `*.xcassets` folders.
    public var assetCatalogs: [String] = []
    /// `*.xcodeproj` bundles.
    public var projects: [String] = []
    /// `Package.swift` files.
    public var manifests: [String] = []
    /// Paths that could not be read (a PATH given) or walked.
    public var errors: [FileError] = []

    /// Files over this size are skipped, with a note.
    public static let maximumSwiftFileSize = 16 << 20

    public init() {}

    /// Collects the inputs under `paths` (files or directories).
    public static func collect(_ paths: [String]) -> ImportInputs {
        var inputs = ImportInputs()
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .file: inputs.note(path, isDirectory: false)
            case .directory:
                if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcassets") { inputs.note(path, isDirectory: true) }
                else { inputs.walk(path) }
            case .missing: inputs.errors.append(FileError(path: path, reason: "no such file or directory"))
            case .other: inputs.errors.append(FileError(path: path, reason: "not a regular file or a directory"))
            }
        }
        for list: WritableKeyPath<ImportInputs, [String]> in [\.swiftFiles, \.catalogs, \.stringsFiles, \.assetCatalogs, \.projects, \.manifests] {
            inputs[keyPath: list] = Array(Set(inputs[keyPath: list])).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return inputs
    }

    static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    private mutating func note(_ path: String, isDirectory: Bool) {
        let name = FileSystem.baseName(path)
        if isDirectory {
            if name.hasSuffix(".xcassets") { assetCatalogs.append(path) }
            if name.hasSuffix(".xcodeproj") { projects.append(path) }
            return
        }
        if name.hasSuffix(".swift") {
            if name == "Package.swift" { manifests.append(path) } else { swiftFiles.append(path) }
        } else if name.hasSuffix(".xcstrings") {
            catalogs.append(path)
        } else if name.hasSuffix(".strings"), FileSystem.baseName(FileSystem.directoryName(path)).hasSuffix(".lproj") {
            stringsFiles.append(path)
        }
    }

    /// The walk `check` makes (`FileSystem.walk`), for the files import
    /// reads: Swift sources and string tables; asset catalogs and Xcode
    /// projects are taken whole; the folders no app declares its tabs in are skipped.
    private mutating func walk(_ root: String) {
        let isBundle = { (name: String) in name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") }
        let (found, errors) = FileSystem.walk(root,
            keepsFile: { $0.hasSuffix(".swift") || $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") },
            skipsDirectory: { Self.skippedDirectories.contains($0) || $0.hasSuffix("Tests") },
            takesDirectory: isBundle)
        self.errors += errors
        for relative in found {
            let path = root == "." ? relative : FileSystem.join(root, relative)
            note(path, isDirectory: isBundle(FileSystem.baseName(path)) && FileSystem.kind(of: path) == .directory)
        }
    }

    // MARK: Tables

    /// A string table the importer can name in `strings`: its path (a
    /// catalog, a `.strings` file, or the folder holding the `.lproj`
    /// folders of `Localizable.strings`) and the keys of its source language.
    public struct Table: Sendable {
        public var path: String
        public var keys: Set<String>
    }

    /// The tables, read once: each catalog; for `.strings` files, one
    /// entry per table name (the folder of `.lproj`s for
    /// `Localizable.strings`, else the file in the first `.lproj` by the
    /// source language: `Base`, `en`, then byte order). Unreadable tables
    /// are skipped (check reports them).
    public func tables() -> [Table] {
        var result: [Table] = []
        for path in catalogs {
            guard case .success(let bytes) = StringTableLoader.read(path),
                  case .success(let table) = CatalogReader.read(bytes, file: "") else { continue }
            result.append(Table(path: path, keys: Set(table.entries.keys)))
        }
        // Group .strings files by their table: (folder holding the .lproj, file name).
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for path in stringsFiles {
            let lproj = FileSystem.directoryName(path)
            let key = FileSystem.directoryName(lproj) + "\u{0}" + FileSystem.baseName(path)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(path)
        }
        for key in order {
            guard let files = groups[key] else { continue }
            let preferred = files.first { FileSystem.baseName(FileSystem.directoryName($0)) == "Base.lproj" }
                ?? files.first { FileSystem.baseName(FileSystem.directoryName($0)) == "en.lproj" } ?? files[0]
            guard case .success(let bytes) = StringTableLoader.read(preferred),
                  case .success(let pairs) = StringsFileReader.read(bytes) else { continue }
            let keys = Set(pairs.map(\.key))
            let isLocalizable = FileSystem.baseName(preferred) == "Localizable.strings"
            let path = isLocalizable ? FileSystem.directoryName(FileSystem.directoryName(preferred)) : preferred
            result.append(Table(path: path, keys: keys))
        }
        return result
    }

    // MARK: Asset catalogs

    /// The asset catalogs that provide one of `names` (`NAME.imageset`,
    /// `NAME.symbolset`, in a namespace folder or not), in order, as
    /// `check` reads them (`AssetCatalogReader`; one it cannot read provides none).
    public func assetCatalogs(providing names: Set<String>) -> [String] {
        let wanted = Set(names.map { $0.split(separator: "/").last ?? "" })
        return assetCatalogs.filter { catalog in
            guard case .success(let found) = AssetCatalogReader.load(catalog, repository: catalog).catalog else { return false }
            return found.names.contains { wanted.contains($0.split(separator: "/").last ?? "") }
        }
    }

    // MARK: Projects

    /// What the Xcode project (or package manifest) says about the app.
    public struct AppFacts: Sendable {
        public var platforms: [String] = []
        public var deployment: [String] = []
        /// The project, when its `knownRegions` lists languages.
        public var languagesProject: String?
        public var notes: [String] = []
    }

    /// The first project's platforms, oldest OS versions and languages;
    /// without a project, the manifest's `platforms:`.
    public func appFacts() -> AppFacts {
        var facts = AppFacts()
        if let project = projects.first {
            let file = XcodeProjectReader.projectFile(project)
            if case .success(let bytes) = StringTableLoader.read(file) {
                // One parse for both: the languages (as XcodeProjectReader reads them) and the build settings.
                if let top = try? PropertyListReader.read(bytes, maxDepth: XcodeProjectReader.maximumDepth) {
                    if Self.listsLanguages(top) { facts.languagesProject = project }
                    Self.buildSettings(top, into: &facts)
                }
            } else {
                facts.notes.append("\(project): its project.pbxproj could not be read")
            }
            if projects.count > 1 { facts.notes.append("\(projects.count) Xcode projects found; the first, \(project), was read") }
        } else if let manifest = manifests.first, let bytes = try? FileSystem.read(manifest), bytes.count <= 1 << 20 {
            Self.manifestPlatforms(String(decoding: bytes, as: UTF8.self), into: &facts)
        }
        return facts
    }

    /// Whether the project's root object lists a language but `Base` in
    /// `knownRegions` (what `languages "App.xcodeproj"` needs).
    static func listsLanguages(_ top: PropertyListValue) -> Bool {
        guard case .array(let regions)? = XcodeProjectReader.rootProject(top)?["knownRegions"] else { return false }
        return regions.contains { if case .string(let r) = $0 { return r != "Base" }; return false }
    }

    /// The platform each SDK of `SUPPORTED_PLATFORMS` runs on.
    static let platformOfSDK = ["iphoneos": "iphone", "iphonesimulator": "iphone", "macosx": "mac", "xros": "vision",
                                "xrsimulator": "vision", "appletvos": "tv", "appletvsimulator": "tv"]
    /// The platform each number of `TARGETED_DEVICE_FAMILY` stands for.
    static let platformOfFamily = ["1": "iphone", "2": "ipad", "3": "tv", "6": "mac", "7": "vision"]

    static func buildSettings(_ top: PropertyListValue, into facts: inout AppFacts) {
        guard case .dictionary(let root) = top, case .dictionary(let objects)? = root["objects"] else { return }
        var platforms: Set<String> = []
        var versions: [String: String] = [:]   // OS → oldest version
        for key in objects.keys.sorted() {
            guard case .dictionary(let object)? = objects[key], case .string("XCBuildConfiguration")? = object["isa"],
                  case .dictionary(let settings)? = object["buildSettings"] else { continue }
            if let supported = settings["SUPPORTED_PLATFORMS"]?.scalarText {
                platforms.formUnion(supported.split(separator: " ").compactMap { platformOfSDK[String($0)] })
            }
            if let family = settings["TARGETED_DEVICE_FAMILY"]?.scalarText {
                platforms.formUnion(family.split(separator: ",").compactMap { platformOfFamily[String($0.filter { $0 != " " && $0 != "\"" })] })
            }
            if case .string("YES")? = settings["SUPPORTS_MACCATALYST"] { platforms.insert("mac") }
            for (setting, os) in [("IPHONEOS_DEPLOYMENT_TARGET", "iOS"), ("MACOSX_DEPLOYMENT_TARGET", "macOS"),
                                  ("XROS_DEPLOYMENT_TARGET", "visionOS"), ("TVOS_DEPLOYMENT_TARGET", "tvOS")] {
                if let v = settings[setting]?.scalarText, Double(v) != nil || v.allSatisfy({ $0.isNumber || $0 == "." }) {
                    if let old = versions[os], versionLess(old, v) { continue }
                    versions[os] = v
                }
            }
        }
        let order = ["iphone", "ipad", "mac", "vision", "tv"]
        facts.platforms = order.filter(platforms.contains)
        let wanted: [String: String] = ["iphone": "iOS", "ipad": "iOS", "mac": "macOS", "vision": "visionOS", "tv": "tvOS"]
        let oses = Set(facts.platforms.compactMap { wanted[$0] })
        facts.deployment = ["iOS", "macOS", "visionOS", "tvOS"].filter { oses.contains($0) }.compactMap { os in
            versions[os].map { "\(os) \($0.contains(".") ? $0 : $0 + ".0")" }
        }
    }

    static func versionLess(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }

    /// `platforms: [.iOS(.v17), .macOS(.v14)]` or `.iOS("17.0")`.
    static func manifestPlatforms(_ text: String, into facts: inout AppFacts) {
        let bytes = Array(text.utf8)
        guard let at = bytes.firstRange(of: Array("platforms:".utf8))?.lowerBound else { return }
        let rest = bytes[at...].prefix(400)
        guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return }
        let list = rest[..<close]
        let table: [(String, String, String)] = [(".iOS(", "iOS", "iphone"), (".macOS(", "macOS", "mac"), (".visionOS(", "visionOS", "vision"), (".tvOS(", "tvOS", "tv")]
        for (marker, os, platform) in table {
            guard let m = list.firstRange(of: Array(marker.utf8))?.lowerBound else { continue }
            facts.platforms.append(platform)
            if platform == "iphone" { facts.platforms.append("ipad") }
            // `.v17`, `.v17_2`, `"17.0"`: the digits, `_` read as `.`.
            let arg = list[(m + marker.utf8.count)...].prefix { $0 != UInt8(ascii: ")") }.drop { !($0 >= 0x30 && $0 <= 0x39) }
            var version = String(decoding: arg.filter { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E }.map { $0 == 0x5F ? 0x2E : $0 }, as: UTF8.self)
            if !version.contains(".") && !version.isEmpty { version += ".0" }
            if !version.isEmpty { facts.deployment.append("\(os) \(version)") }
        }
    }

    // MARK: Paths

    /// `path` relative to the directory `base` (both as the user gave them,
    /// relative to the current directory or absolute).
    public static func relative(_ path: String, from base: String) -> String {
        let target = FileSystem.normalize(FileSystem.absolute(path)).split(separator: "/")
        let from = FileSystem.normalize(FileSystem.absolute(base)).split(separator: "/")
        var common = 0
        while common < target.count && common < from.count && target[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = target[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}
