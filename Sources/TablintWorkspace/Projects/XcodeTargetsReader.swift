import TablintImport
import TabsLint

/// Reads the targets of an Xcode project's `project.pbxproj` for `tablint
/// import` (docs/import.md, "The app's targets"): each `PBXNativeTarget`
/// with its kind (from `productType`), the Swift files its Sources build
/// phase names (`PBXBuildFile` → `PBXFileReference`, placed through the
/// group tree), its Xcode 16 synchronized folders with their exceptions,
/// and its platforms and oldest OS versions from its build settings (the
/// target's default configuration over the project's). Any bytes give
/// targets or a note, never a trap.
public enum XcodeTargetsReader {
    /// Reads `bytes`, the `project.pbxproj` of the bundle at `project` (a
    /// `.xcodeproj` path as the walk gave it); file paths come out joined to
    /// the folder that holds the bundle. `listsLanguages`: the project's
    /// `knownRegions` names a language but `Base`. `xcconfig` reads a
    /// configuration file named by `baseConfigurationReference` (or its
    /// includes) by its path, nil when it cannot or may not; without it,
    /// no `.xcconfig` is read.
    public static func read(_ bytes: [UInt8], project: String, xcconfig: ((String) -> [UInt8]?)? = nil)
        -> (targets: [AppTarget], notes: [String], listsLanguages: Bool) {
        let top: PropertyListValue
        do { top = try PropertyListReader.read(bytes, maxDepth: XcodeProjectReader.maximumDepth) } catch {
            return ([], ["\(XcodeProjectReader.projectFile(project)): not a valid project.pbxproj (\(error.message)); its targets are unknown"], false)
        }
        guard case .dictionary(let root) = top, case .dictionary(let objects)? = root["objects"],
              case .string(let rootID)? = root["rootObject"], let rootObject = objects[rootID]?.dictionary else {
            return ([], ["\(XcodeProjectReader.projectFile(project)): it has no PBXProject root object; its targets are unknown"], false)
        }
        let model = Objects(objects, folder: FileSystem.directoryName(project), root: rootObject)
        // Lowest first: the project's xcconfig, the project's settings, the target's xcconfig, the target's settings.
        func layers(_ owner: [String: PropertyListValue]) -> [[(key: String, value: String)]] {
            let configuration = model.configuration(of: owner)
            var base: [(key: String, value: String)] = []
            if let xcconfig, let path = configuration.flatMap(model.baseConfiguration) { base = XcconfigReader.assignments(path, read: xcconfig) }
            let own = model.settings(of: configuration).sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
            return [base, own]
        }
        // The project's layers are merged once; each target's go over them.
        let projectSettings = BuildSettings.merged(layers(rootObject))
        var targets: [AppTarget] = []
        let listsLanguages = (rootObject["knownRegions"]?.strings ?? []).contains { !LanguageTags.isBase($0) }
        for id in rootObject["targets"]?.strings ?? [] {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let name = target["name"]?.string ?? target["productName"]?.string ?? id
            let settings = BuildSettings.resolved(BuildSettings.merged(layers(target), over: projectSettings))
            let (platforms, deployment) = BuildSettings.platforms(settings)
            var read = AppTarget(name: name, kind: kind(target["productType"]?.string ?? ""), container: project,
                                 sources: model.sources(of: id, target), platforms: platforms, deployment: deployment)
            read.mainStoryboard = settings["INFOPLIST_KEY_UIMainStoryboardFile"].flatMap { $0.isEmpty || $0.contains("$(") ? nil : $0 }
            targets.append(read)
        }
        return (targets, [], listsLanguages)
    }

    /// The kind of a `productType`.
    static func kind(_ productType: String) -> AppTarget.Kind {
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst(23)) : productType
        if type == "application" || type.hasPrefix("application.") { return .application }
        if type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing") { return .tests }
        if type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension") || type.hasPrefix("watchkit")
            || type.hasPrefix("tv-app-extension") || type.hasPrefix("xpc-service") { return .appExtension }
        if type.hasPrefix("framework") || type.hasPrefix("library") { return .library }
        return .other
    }

    /// The project's objects, and the folder paths of its groups, found once.
    struct Objects {
        let objects: [String: PropertyListValue]
        let folder: String
        /// Each group's or file's parent group.
        var parent: [String: String] = [:]
        /// The project's own folder, as the walk names it: the bundle's folder and `projectDirPath`.
        let sourceRoot: String
        /// The synchronized folders' ids and objects, sorted by id.
        var synchronized: [(id: String, group: [String: PropertyListValue])] = []
        /// The walk up from each group that holds something (`walk(from:steps:)`, one step fewer than a
        /// file's), made once: the files of one group share it.
        var groupPaths: [String: String?] = [:]

        init(_ objects: [String: PropertyListValue], folder: String, root: [String: PropertyListValue]) {
            self.objects = objects
            self.folder = folder
            let dirPath = root["projectDirPath"]?.string ?? ""
            sourceRoot = dirPath.isEmpty || dirPath.hasPrefix("/") ? folder : FileSystem.join(folder, dirPath)
            for (id, value) in objects {
                guard let object = value.dictionary else { continue }
                if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronized.append((id, object)) }
                for child in object["children"]?.strings ?? [] { parent[child] = id }
            }
            synchronized.sort { $0.id < $1.id }
            for group in Set(parent.values) { groupPaths[group] = walk(from: group, steps: XcodeProjectReader.maximumDepth - 1) }
        }

        /// The path of a file reference or group, relative to the current
        /// directory; nil when it is not in the source tree (a product, an SDK's file).
        func path(of id: String) -> String? {
            // A file in a group: its group's walk, then its own path (as `join` would add it last).
            if let object = objects[id]?.dictionary, (object["sourceTree"]?.string ?? "<group>") == "<group>",
               let up = parent[id], let known = groupPaths[up] {
                guard let base = known else { return nil }
                guard let p = object["path"]?.string, !p.isEmpty else { return base.isEmpty ? "." : base }
                return p.hasPrefix("/") ? p : (base.isEmpty ? p : FileSystem.join(base, p))
            }
            return walk(from: id, steps: XcodeProjectReader.maximumDepth).map { $0.isEmpty ? "." : $0 }
        }

        /// The path from `id` up the group tree, "" for the project's own folder when it is not named
        /// (`path(of:)` says "."); nil when it is not in the source tree or the walk takes more than `steps`.
        func walk(from id: String, steps: Int) -> String? {
            var parts: [String] = []
            var current = id
            // The group tree is a tree; a file that makes it a loop gives up after this many steps.
            for _ in 0..<steps {
                guard let object = objects[current]?.dictionary else { return nil }
                let tree = object["sourceTree"]?.string ?? "<group>"
                if let p = object["path"]?.string, !p.isEmpty { parts.append(p) }
                switch tree {
                case "<group>":
                    guard let up = parent[current] else { return join(sourceRoot, parts) }
                    current = up
                case "SOURCE_ROOT": return join(sourceRoot, parts)
                case "<absolute>": return join("", parts)
                default: return nil
                }
            }
            return nil
        }

        private func join(_ base: String, _ reversed: [String]) -> String {
            var result = base
            for p in reversed.reversed() {
                result = p.hasPrefix("/") ? p : (result.isEmpty ? p : FileSystem.join(result, p))
            }
            return result
        }

        /// The Swift files of the target's Sources phase, and its synchronized folders.
        func sources(of targetID: String, _ target: [String: PropertyListValue]) -> TargetSources {
            var files: Set<String> = []
            for phaseID in target["buildPhases"]?.strings ?? [] {
                guard let phase = objects[phaseID]?.dictionary else { continue }
                switch phase["isa"]?.string {
                case "PBXSourcesBuildPhase":
                    for buildID in phase["files"]?.strings ?? [] {
                        guard let ref = objects[buildID]?.dictionary?["fileRef"]?.string, let path = path(of: ref),
                              path.hasSuffix(".swift") else { continue }
                        files.insert(path)
                    }
                case "PBXResourcesBuildPhase":
                    // Storyboards and xibs, so that a storyboard's tab bar gets its app's platforms; a localized
                    // one is a variant group whose children are its `Base.lproj` and language files.
                    for buildID in phase["files"]?.strings ?? [] {
                        guard let ref = objects[buildID]?.dictionary?["fileRef"]?.string, let object = objects[ref]?.dictionary else { continue }
                        let refs = object["isa"]?.string == "PBXVariantGroup" ? object["children"]?.strings ?? [] : [ref]
                        for r in refs {
                            guard let path = path(of: r), path.hasSuffix(".storyboard") || path.hasSuffix(".xib") else { continue }
                            files.insert(path)
                        }
                    }
                default: continue
                }
            }
            var folders: [SourceFolder] = []
            let own = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
            // Every synchronized folder: the target's own, less its exceptions; another's, for the files its exceptions add to this target.
            for (groupID, group) in synchronized {
                guard let folder = path(of: groupID) else { continue }
                var excepted: Set<String> = []
                for setID in group["exceptions"]?.strings ?? [] {
                    guard let set = objects[setID]?.dictionary, set["target"]?.string == targetID else { continue }
                    for name in set["membershipExceptions"]?.strings ?? [] { excepted.insert(FileSystem.join(folder, name)) }
                }
                if own.contains(groupID) {
                    folders.append(SourceFolder(path: folder, exceptions: excepted))
                } else {
                    files.formUnion(excepted.filter { $0.hasSuffix(".swift") })
                }
            }
            folders.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            return TargetSources(files: files, folders: folders)
        }

        /// A target's or project's default configuration (`defaultConfigurationName`, else `Release`, else the first).
        func configuration(of owner: [String: PropertyListValue]) -> [String: PropertyListValue]? {
            guard let listID = owner["buildConfigurationList"]?.string, let list = objects[listID]?.dictionary else { return nil }
            let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0]?.dictionary }
            let wanted = list["defaultConfigurationName"]?.string ?? "Release"
            return configurations.first(where: { $0["name"]?.string == wanted }) ?? configurations.first
        }

        /// The `.xcconfig` a configuration is based on: `baseConfigurationReference`'s file, or Xcode 16's
        /// `baseConfigurationReferenceAnchor` (a synchronized folder) and `baseConfigurationReferenceRelativePath`.
        func baseConfiguration(_ configuration: [String: PropertyListValue]) -> String? {
            if let ref = configuration["baseConfigurationReference"]?.string { return path(of: ref) }
            if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = path(of: anchor),
               let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, !relative.isEmpty {
                return FileSystem.join(folder, relative)
            }
            return nil
        }

        /// The build settings of a configuration.
        func settings(of configuration: [String: PropertyListValue]?) -> [String: String] {
            guard case .dictionary(let settings)? = configuration?["buildSettings"] else { return [:] }
            var result: [String: String] = [:]
            for (key, value) in settings {
                // A setting may be conditional (`KEY[sdk=iphoneos*]`); the plain one is read.
                if let text = value.scalarText { result[key] = text }
                else if case .array(let list) = value { result[key] = list.compactMap(\.scalarText).joined(separator: " ") }
            }
            return result
        }
    }
}

extension PropertyListValue {
    var dictionary: [String: PropertyListValue]? { if case .dictionary(let d) = self { return d }; return nil }
    var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The strings of an array (other entries skipped); empty for anything else.
    var strings: [String] { if case .array(let a) = self { return a.compactMap(\.string) }; return [] }
}
