#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TablintImport
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
    /// `.strings` and `.stringsdict` files inside `LANG.lproj` folders, and those outside any (a table of their own).
    public var stringsFiles: [String] = []
    /// `*.xcassets` folders.
    public var assetCatalogs: [String] = []
    /// `*.xcodeproj` bundles.
    public var projects: [String] = []
    /// `Package.swift` files.
    public var manifests: [String] = []
    /// Generated projects' specs: XcodeGen's `project.yml` (`.yaml`, `.json`) and Tuist's `Project.swift` (`+GeneratedProjects`).
    public var projectSpecs: [String] = []
    /// `*.xcworkspace` bundles and Tuist's `Workspace.swift` files: their names decide between applications.
    public var workspaces: [String] = []
    /// Storyboards and xibs (`*.storyboard`, `*.xib`), for tab bars declared there (docs/import.md, "Storyboards").
    public var storyboards: [String] = []
    /// Property lists named `Info.plist` or `*-Info.plist`: the main storyboard they name.
    public var infoPlists: [String] = []
    /// Paths that could not be read (a PATH given) or walked.
    public var errors: [FileError] = []
    /// The PATHs given: an `.xcconfig` is read only inside one of them.
    public var roots: [String] = []

    /// Files over this size are skipped, with a note.
    public static let maximumSwiftFileSize = 16 << 20

    public init() {}

    /// Collects the inputs under `paths` (files or directories).
    public static func collect(_ paths: [String]) -> ImportInputs {
        var inputs = ImportInputs()
        inputs.roots = paths
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
        // One PATH's walk gives each file once, in byte order already.
        for list: WritableKeyPath<ImportInputs, [String]> in [\.swiftFiles, \.catalogs, \.stringsFiles, \.assetCatalogs, \.projects, \.manifests, \.storyboards, \.infoPlists, \.projectSpecs, \.workspaces]
        where paths.count > 1 {
            inputs[keyPath: list] = Array(Set(inputs[keyPath: list])).sorted(by: precedes)
        }
        return inputs
    }

    /// Whether `a` comes before `b` in byte order (`a.utf8.lexicographicallyPrecedes(b.utf8)`, over contiguous bytes).
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let n = min(x.count, y.count)
                var i = 0
                while i < n {
                    if x[i] != y[i] { return x[i] < y[i] }
                    i += 1
                }
                return x.count < y.count
            }
        }
    }

    static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    private mutating func note(_ path: String, isDirectory: Bool) {
        let name = FileSystem.baseName(path)
        if isDirectory {
            if name.hasSuffix(".xcassets") { assetCatalogs.append(path) }
            if name.hasSuffix(".xcodeproj") { projects.append(path) }
            if name.hasSuffix(".xcworkspace") { workspaces.append(path) }
            return
        }
        if Self.isProjectSpec(name) { projectSpecs.append(path) }
        if name == "Workspace.swift" { workspaces.append(path) }
        if name.hasSuffix(".swift") {
            if name == "Package.swift" { manifests.append(path) } else { swiftFiles.append(path) }
        } else if name.hasSuffix(".xcstrings") {
            catalogs.append(path)
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            storyboards.append(path)
        } else if Self.isInfoPlist(name) {
            infoPlists.append(path)
        } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
            // In a `LANG.lproj` folder, or a table of its own that no language folder holds (`App/Setting.strings`).
            stringsFiles.append(path)
        }
    }

    /// The walk `check` makes (`FileSystem.walk`), for the files import
    /// reads: Swift sources and string tables; asset catalogs and Xcode
    /// projects are taken whole; the folders no app declares its tabs in are skipped.
    private mutating func walk(_ root: String) {
        let isBundle = { (name: String) in name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") }
        let (found, errors) = FileSystem.walk(root,
            keepsFile: { $0.hasSuffix(".swift") || $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")
                || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") || Self.isInfoPlist(FileSystem.baseName($0)) || Self.isProjectSpec(FileSystem.baseName($0)) },
            skipsDirectory: { Self.skippedDirectories.contains($0) || $0.hasSuffix("Tests") },
            takesDirectory: isBundle)
        self.errors += errors
        for relative in found {
            let path = root == "." ? relative : FileSystem.join(root, relative)
            note(path, isDirectory: isBundle(FileSystem.baseName(path)) && FileSystem.kind(of: path) == .directory)
        }
    }

    static func isInfoPlist(_ name: String) -> Bool { name == "Info.plist" || name.hasSuffix("-Info.plist") }

    // MARK: Storyboards

    /// The storyboards and xibs that can hold a tab bar (a byte search for
    /// `<tabBarController`), and every storyboard beside them (a tab may be a
    /// reference to another), each with the `.strings` tables that
    /// translate it (`xx.lproj/NAME.strings` beside its `Base.lproj`); none
    /// at all when no file holds a tab bar, so an app without one pays
    /// only the byte search. Files over the Swift size limit or unreadable are skipped.
    public func storyboardFiles() -> [StoryboardFile] {
        var read: [StoryboardFile] = []
        var paths: [String] = []
        for path in storyboards {
            if let size = FileSystem.stamp(of: path)?.size, size > Self.maximumSwiftFileSize { continue }
            guard let bytes = try? FileSystem.read(path) else { continue }
            read.append(StoryboardFile(path: FileSystem.display(path), bytes: bytes))
            paths.append(path)
        }
        guard read.contains(where: { StoryboardReader.mayHoldTabBar($0.bytes) }) else { return [] }
        // The `.strings` files by the folder holding their `.lproj` and their name.
        var tables: [String: [String]] = [:]
        for file in stringsFiles where FileSystem.baseName(FileSystem.directoryName(file)).hasSuffix(".lproj") { tables[FileSystem.directoryName(FileSystem.directoryName(file)) + "\u{0}" + FileSystem.baseName(file), default: []].append(file) }
        for n in read.indices {
            let lproj = FileSystem.directoryName(paths[n])
            guard FileSystem.baseName(lproj).hasSuffix(".lproj") else { continue }
            for file in tables[FileSystem.directoryName(lproj) + "\u{0}" + read[n].name + ".strings"] ?? [] {
                guard case .success(let bytes) = StringTableLoader.read(file), case .success(let pairs) = StringsFileReader.read(bytes) else { continue }
                read[n].translations.append((FileSystem.display(file), Set(pairs.map(\.key))))
            }
        }
        return read
    }

    /// The storyboards the app starts in: `UIMainStoryboardFile` and the
    /// scene manifest's `UISceneStoryboardFile` in the Info.plist files
    /// (a byte search for the key and the `<string>` after it), and the
    /// `INFOPLIST_KEY_UIMainStoryboardFile` build setting of the application targets.
    public func mainStoryboards(_ project: AppProject) -> Set<String> {
        var names = Set(project.targets.compactMap { $0.kind == .application ? $0.mainStoryboard : nil })
        for path in infoPlists {
            guard let bytes = try? FileSystem.read(path) else { continue }
            for key in ["UIMainStoryboardFile", "UISceneStoryboardFile", "UIMainStoryboardFile~ipad"] {
                names.formUnion(Self.plistStrings(after: "<key>\(key)</key>", in: bytes))
            }
        }
        return names
    }

    /// The text of the `<string>` right after each `marker` in an XML property list.
    static func plistStrings(after marker: String, in bytes: [UInt8]) -> [String] {
        let needle = Array(marker.utf8), open = Array("<string>".utf8)
        var found: [String] = []
        var k = 0
        while k + needle.count <= bytes.count {
            guard bytes[k] == needle[0], bytes[k..<(k + needle.count)].elementsEqual(needle) else { k += 1; continue }
            k += needle.count
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 }
            guard k + open.count <= bytes.count, bytes[k..<(k + open.count)].elementsEqual(open) else { continue }
            let start = k + open.count
            var end = start
            while end < bytes.count, end < start + 256, bytes[end] != 0x3C { end += 1 }
            if end < bytes.count, bytes[end] == 0x3C, end > start { found.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            k = end
        }
        return found
    }

    // MARK: Tables

    /// A string table the importer can name in `strings`: its path (a
    /// catalog, a `.strings` file, or the folder holding the `.lproj`
    /// folders of `Localizable.strings`) and the keys of every language.
    public struct Table: Sendable {
        public var path: String
        public var keys: Set<String>
        /// Whether `strings` may name it: `check` reads a `.strings` file only in a `LANG.lproj` folder, so a
        /// table of its own outside one gives its keys to the importer but is not listed.
        public var listable = true
        /// The name the code calls it by (`tableName: "Home"`): its file's name without `.xcstrings` or `.strings`.
        public var name = ""
    }

    /// A table file's name without `.xcstrings`, `.strings` or `.stringsdict` (`Home.xcstrings` is the
    /// table `Home`; `Localizable.stringsdict` is part of `Localizable`).
    static func tableName(_ file: String) -> String {
        let name = FileSystem.baseName(file)
        for suffix in [".xcstrings", ".strings", ".stringsdict"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }

    /// The tables, read once: each catalog; for `.strings` and
    /// `.stringsdict` files, one entry per table name (the folder of
    /// `.lproj`s for `Localizable`, else the file in the first `.lproj` by
    /// the source language: `Base`, `en`, then byte order, a `.strings`
    /// file before a `.stringsdict`), with the keys of every language's
    /// files. Unreadable tables are skipped (check reports them).
    public func tables() -> [Table] {
        var result: [Table] = []
        for path in catalogs {
            guard case .success(let bytes) = StringTableLoader.read(path),
                  case .success(let table) = CatalogReader.read(bytes, file: "") else { continue }
            result.append(Table(path: path, keys: Set(table.entries.keys), name: Self.tableName(path)))
        }
        // Group .strings files by their table: (folder holding the .lproj, file name).
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for path in stringsFiles {
            let lproj = FileSystem.directoryName(path)
            // A `.strings` file outside any `.lproj` folder is a table of its own, named by its path.
            if !FileSystem.baseName(lproj).hasSuffix(".lproj") {
                var keys = Set<String>()
                guard Self.addKeys(of: path, to: &keys) == nil else { continue }
                result.append(Table(path: path, keys: keys, listable: false, name: Self.tableName(path)))
                continue
            }
            let key = FileSystem.directoryName(lproj) + "\u{0}" + Self.tableName(path)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(path)
        }
        for key in order {
            guard let files = groups[key] else { continue }
            // `.strings` before `.stringsdict` (the byte order puts it first in each folder).
            let strings = files.filter { $0.hasSuffix(".strings") }
            let inFolder = { (folder: String) in (strings + files).first { FileSystem.baseName(FileSystem.directoryName($0)) == folder } }
            guard let preferred = inFolder("Base.lproj") ?? inFolder("en.lproj") ?? strings.first ?? files.first else { continue }
            // The keys of every language: a key only a translation holds still names the table.
            var keys = Set<String>()
            guard Self.addKeys(of: preferred, to: &keys) == nil else { continue }
            for other in files where other != preferred { _ = Self.addKeys(of: other, to: &keys) }
            let isLocalizable = Self.tableName(preferred) == "Localizable"
            let path = isLocalizable ? FileSystem.directoryName(FileSystem.directoryName(preferred)) : preferred
            result.append(Table(path: path, keys: keys, name: Self.tableName(preferred)))
        }
        return result
    }

    /// The keys of a `.strings` or `.stringsdict` file added to `keys`; a file that cannot be read adds none.
    static func addKeys(of path: String, to keys: inout Set<String>) -> StringTableError? {
        let bytes: [UInt8]
        switch StringTableLoader.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): return error
        }
        guard path.hasSuffix(".stringsdict") else { return StringsFileReader.addKeys(bytes, to: &keys) }
        switch StringsdictReader.keys(bytes) {
        case .success(let list):
            keys.formUnion(list)
            return nil
        case .failure(let error): return error
        }
    }

    // MARK: Asset catalogs

    /// The asset catalogs that provide one of `names` (`NAME.imageset`,
    /// `NAME.symbolset`, in a namespace folder or not), in order, as
    /// `check` reads them (`AssetCatalogReader`; one it cannot read provides none).
    /// The image names of every asset catalog among the inputs that can be read.
    public func assetNames() -> [String] {
        assetCatalogs.flatMap { catalog -> [String] in
            guard case .success(let found) = AssetCatalogReader.load(catalog, repository: catalog).catalog else { return [] }
            return Array(found.names)
        }
    }

    public func assetCatalogs(providing names: Set<String>) -> [String] {
        let wanted = Set(names.map { $0.split(separator: "/").last ?? "" })
        return assetCatalogs.filter { catalog in
            guard case .success(let found) = AssetCatalogReader.load(catalog, repository: catalog).catalog else { return false }
            return found.names.contains { wanted.contains($0.split(separator: "/").last ?? "") }
        }
    }

    // MARK: Projects

    /// The targets of every Xcode project and package manifest among the
    /// inputs (projects first, each list in byte order), for the importer's
    /// queries, and the first project whose `knownRegions` lists a language
    /// but `Base` (what `languages "App.xcodeproj"` needs). An unreadable
    /// project or manifest is a note.
    public func appProject() -> (project: AppProject, languagesProject: String?) {
        var project = AppProject()
        var languages: String?
        for bundle in projects {
            let file = XcodeProjectReader.projectFile(bundle)
            switch StringTableLoader.read(file) {
            case .success(let bytes):
                let read = XcodeTargetsReader.read(bytes, project: bundle, xcconfig: readsConfiguration)
                project.targets += read.targets
                project.notes += read.notes
                if languages == nil && read.listsLanguages { languages = bundle }
            case .failure(let problem):
                project.notes.append("\(file): \(problem.reason); its targets are unknown")
            }
        }
        readGeneratedProjects(into: &project)
        for manifest in manifests {
            switch StringTableLoader.read(manifest) {
            case .success(let bytes): project.targets += PackageManifestReader.read(bytes, manifest: manifest)
            case .failure(let problem): project.notes.append("\(manifest): \(problem.reason); its targets are unknown")
            }
        }
        choosePreferredApplication(&project)
        return (project, languages)
    }

    /// Reads an `.xcconfig` (or a file it includes) when it lies inside a PATH given and is at most 1 MiB.
    var readsConfiguration: (String) -> [UInt8]? {
        let roots = self.roots.map { FileSystem.normalize(FileSystem.absolute($0)) }
        return { path in
            let absolute = FileSystem.normalize(FileSystem.absolute(path))
            guard roots.contains(where: { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }),
                  FileSystem.kind(of: path) == .file, (FileSystem.stamp(of: path)?.size ?? 0) <= 1 << 20 else { return nil }
            return try? FileSystem.read(path)
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
