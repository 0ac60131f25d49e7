// The app as its Xcode projects and package manifests declare it: the
// targets, the Swift files each builds, and each target's platforms and
// oldest OS versions. Plain values, no I/O: TablintWorkspace reads them
// (`ProjectReader`), the importer asks them which targets build a file and
// what a tab view's platforms are (docs/import.md, "The app's targets").
// Nothing here merges across targets: a test bundle's or a widget's
// deployment never reaches an app's draft.

import TabsLint

/// The targets of every project and manifest among the inputs, in the
/// order they were read, and notes on what could not be read.
public struct AppProject: Sendable, Equatable {
    public var targets: [AppTarget]
    /// `# import:` notes: a project file that could not be read, a setting not understood.
    public var notes: [String]
    /// The application a repository of several is about (`+Preferred`), an index into `targets`.
    public var preferred: Int?
    /// Why it was preferred, for the draft's note.
    public var reasonForPreferred = ""

    public init(targets: [AppTarget] = [], notes: [String] = []) {
        self.targets = targets
        self.notes = notes
    }

    /// The targets that build `path` (a `SwiftFile.path`), of any kind, in order.
    public func targets(building path: String) -> [AppTarget] {
        let file = AppPath.normalize(path)
        return targets.filter { $0.sources.contains(normalized: file) }
    }

    /// The application targets that build `path`, in order.
    public func applications(building path: String) -> [AppTarget] {
        targets(building: path).filter { $0.kind == .application }
    }

    /// Whether a target builds `path` but no application does: a file of a
    /// test bundle, an extension or a framework only. False when no target
    /// claims it (the project may not say; a file outside every target is
    /// not known to be outside the app).
    public func isBuiltOnlyOutsideApplications(_ path: String) -> Bool {
        let builders = targets(building: path)
        return !builders.isEmpty && !builders.contains { $0.kind == .application }
    }

    /// Whether libraries build `path` and nothing else does (a package's
    /// target that the app links): false when no target claims it.
    public func isBuiltOnlyByLibraries(_ path: String) -> Bool {
        let builders = targets(building: path)
        return !builders.isEmpty && builders.allSatisfy { $0.kind == .library }
    }

    /// The platforms and oldest OS versions of the app that builds `path`,
    /// and the targets they come from:
    /// 1. the application targets that build it (several: their union, the
    ///    oldest version of each OS);
    /// 2. else, when only libraries build it or no target claims it (a file
    ///    of a package or framework the app links) and the inputs hold
    ///    exactly one application target, that one;
    /// 3. else the library targets that build it (a package's `platforms:`).
    /// Never test bundles or extensions: nil for a file only they build, or
    /// when none of these applies.
    public func platforms(of path: String) -> TargetPlatforms? {
        let builders = targets(building: path)
        let applications = builders.filter { $0.kind == .application }
        if !applications.isEmpty { return TargetPlatforms(merging: applications) }
        let libraries = builders.filter { $0.kind == .library }
        guard libraries.count == builders.count else { return nil }
        let everyApplication = targets.filter { $0.kind == .application }
        if everyApplication.count == 1 { return TargetPlatforms(merging: everyApplication) }
        return libraries.isEmpty ? nil : TargetPlatforms(merging: libraries)
    }
}

/// One target: an Xcode native target or a `Package.swift` target.
public struct AppTarget: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// `com.apple.product-type.application` (and watch and Mac Catalyst apps); a package's executable target.
        case application
        /// Unit and UI test bundles; a package's test target.
        case tests
        /// App extensions, widgets, App Clips' extensions, watch extensions.
        case appExtension
        /// Frameworks, static and dynamic libraries; a package's regular target.
        case library
        /// Anything else (bundles, tools, aggregates).
        case other
    }

    public var name: String
    public var kind: Kind
    /// Where it came from: the `.xcodeproj` or `Package.swift` path, as the walk gave it.
    public var container: String
    public var sources: TargetSources
    /// The platforms it builds for, in `Platform` order.
    public var platforms: [Platform]
    /// The oldest OS version of each platform it builds for.
    public var deployment: [OSDeployment]
    /// The storyboard it starts in, from its build settings (`INFOPLIST_KEY_UIMainStoryboardFile`).
    public var mainStoryboard: String?
    /// The name of the project that declares it (XcodeGen's `name:`, Tuist's `Project(name:)`); else the
    /// `.xcodeproj`'s name, or the folder of a `Package.swift`.
    public var projectName: String {
        get {
            if !declaredProjectName.isEmpty { return declaredProjectName }
            let last = container.split(separator: "/").last.map(String.init) ?? container
            if last.hasSuffix(".xcodeproj") { return String(last.dropLast(10)) }
            return container.split(separator: "/").dropLast().last.map(String.init) ?? ""
        }
        set { declaredProjectName = newValue }
    }
    var declaredProjectName = ""

    public init(name: String, kind: Kind, container: String, sources: TargetSources = TargetSources(),
                platforms: [Platform] = [], deployment: [OSDeployment] = []) {
        self.name = name
        self.kind = kind
        self.container = container
        self.sources = sources
        self.platforms = platforms
        self.deployment = deployment
    }

    /// Whether the target builds `path` (a `SwiftFile.path`).
    public func builds(_ path: String) -> Bool {
        sources.contains(normalized: AppPath.normalize(path))
    }
}

/// The Swift files a target builds: files named one by one (a build
/// phase's file references) and folders taken whole (a package target's
/// path, an Xcode 16 synchronized folder), each with its exceptions. Paths
/// are in `SwiftFile.path`'s form: relative to the current directory as the
/// walk gives them, `./` and `..` resolved.
public struct TargetSources: Sendable, Equatable {
    public var files: Set<String>
    public var folders: [SourceFolder]

    public init(files: Set<String> = [], folders: [SourceFolder] = []) {
        self.files = Set(files.map(AppPath.normalize))
        self.folders = folders
    }

    public var isEmpty: Bool { files.isEmpty && folders.isEmpty }

    func contains(normalized file: String) -> Bool {
        files.contains(file) || folders.contains { $0.contains(normalized: file) }
    }
}

/// A folder whose every file the target builds, except some.
public struct SourceFolder: Sendable, Equatable {
    /// The folder (`.` for the current directory).
    public var path: String
    /// Files or folders inside it that the target does not build, in the same form as `path`.
    public var exceptions: Set<String>

    public init(path: String, exceptions: Set<String> = []) {
        self.path = AppPath.normalize(path)
        self.exceptions = Set(exceptions.map(AppPath.normalize))
    }

    func contains(normalized file: String) -> Bool {
        guard AppPath.isInside(file, path) else { return false }
        return !exceptions.contains { file == $0 || AppPath.isInside(file, $0) }
    }
}

/// An OS and its oldest version: `iOS 17.0`, as `deployment` writes it.
public struct OSDeployment: Sendable, Equatable {
    /// `iOS`, `macOS`, `visionOS`, `tvOS`, `watchOS`.
    public var os: String
    /// Dotted numbers, at least two parts (`17.0`).
    public var version: String

    public init(os: String, version: String) {
        self.os = os
        self.version = version.contains(".") ? version : version + ".0"
    }

    public var text: String { "\(os) \(version)" }

    /// Whether `a` is an older version than `b`, number by number.
    public static func isOlder(_ a: String, than b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }
}

/// What the draft's `platforms` and `deployment` come from.
public struct TargetPlatforms: Sendable, Equatable {
    public var platforms: [Platform]
    public var deployment: [OSDeployment]
    /// The targets' names, for the draft's comment.
    public var targets: [String]

    /// The union of the targets' platforms; each OS at its oldest version.
    public init(merging targets: [AppTarget]) {
        platforms = Platform.allCases.filter { p in targets.contains { $0.platforms.contains(p) } }
        var oldest: [OSDeployment] = []
        for d in targets.flatMap(\.deployment) {
            if let i = oldest.firstIndex(where: { $0.os == d.os }) {
                if OSDeployment.isOlder(d.version, than: oldest[i].version) { oldest[i] = d }
            } else {
                oldest.append(d)
            }
        }
        deployment = oldest
        self.targets = targets.map(\.name)
    }
}

extension TargetPlatforms {
    /// Narrowed to `platforms` (what `#if os(...)` around a view, its type
    /// or its file allows), with the deployment of the OSes left; as it is
    /// when `platforms` is empty or shares none with it.
    public func narrowed(to platforms: [Platform]) -> TargetPlatforms {
        let kept = self.platforms.filter(platforms.contains)
        guard !platforms.isEmpty, !kept.isEmpty else { return self }
        var result = self
        result.platforms = kept
        let oses = Set(kept.flatMap(\.operatingSystems))
        result.deployment = deployment.filter { oses.contains($0.os) }
        return result
    }
}

/// The one lexical path form the targets and the Swift files are compared in.
enum AppPath {
    /// Drops `.` components and empty ones, resolves `NAME/..`; `.` for nothing.
    static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would give `path` back: not empty, no `.` starting a part,
    /// no empty part, no `/` at the end (most paths in a project; answered without splitting).
    static func isNormal(_ path: String) -> Bool {
        var previous: UInt8 = 0x2F
        for b in path.utf8 {
            if previous == 0x2F && (b == 0x2E || b == 0x2F) { return false }
            previous = b
        }
        return previous != 0x2F
    }

    /// Whether `file` is `folder` or lies under it (both normalized).
    static func isInside(_ file: String, _ folder: String) -> Bool {
        if folder == "." { return !file.hasPrefix("/") && !file.hasPrefix("../") && file != ".." }
        return file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
