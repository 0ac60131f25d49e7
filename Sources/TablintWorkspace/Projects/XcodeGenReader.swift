import TablintImport
import TabsLint

/// Reads the targets of an XcodeGen spec (`project.yml`, `project.yaml` or
/// `project.json`) for `tablint import`, where no `.xcodeproj` is committed
/// (docs/import.md, "The app's targets"): the spec's `name`, its `include`d
/// specs (relative to the including file, at most `maximumSpecs`), and each
/// target's `type`, `platform` (a list gives one target a platform, named
/// `NAME_PLATFORM`) or `supportedDestinations`, `deploymentTarget` (else
/// the spec's `options.deploymentTarget`), `sources` with their
/// `excludes`, `templates` from `targetTemplates`, and the device and
/// deployment settings of its `settings` (or `settings.base`) over the
/// spec's. Any bytes give targets or a note, never a trap.
public enum XcodeGenReader {
    static let maximumSpecs = 64

    public struct Spec: Sendable {
        /// The spec's `name:` (the project it generates).
        public var name: String?
        public var targets: [AppTarget]
        public var notes: [String]
    }

    /// Reads the spec at `path` (as the walk gave it) and its includes through `read` (nil: cannot or may not).
    /// `root`: the folder import reads (the first PATH), where a spec written for `--project-root` starts.
    public static func read(_ path: String, root: String = ".", read: (String) -> [UInt8]?) -> Spec {
        var loaded: [(folder: String, value: YAMLValue)] = []
        var notes: [String] = []
        var seen: Set<String> = []
        load(path, folder: FileSystem.directoryName(path), root: root, read: read, into: &loaded, seen: &seen, notes: &notes, depth: 0)
        guard let root = loaded.last, root.value["targets"] != nil || root.value["include"] != nil else {
            return Spec(name: nil, targets: [], notes: notes)
        }
        var name: String?
        var deployment: [String: String] = [:]
        var settings: [String: String] = [:]
        var templates: [String: (folder: String, value: YAMLValue)] = [:]
        // Each target's fields, the folder its `sources` are relative to, in order of first appearance.
        var order: [String] = []
        var fields: [String: [String: (folder: String, value: YAMLValue)]] = [:]
        for (folder, spec) in loaded {
            if let n = spec["name"]?.text, !n.isEmpty { name = n }
            for e in spec["options"]?["deploymentTarget"]?.entries ?? [] { if let v = e.value.text { deployment[e.key] = v } }
            settings.merge(configFile(spec["configFiles"], folder: folder, read: read), uniquingKeysWith: { $1 })
            settings.merge(flatSettings(spec["settings"]), uniquingKeysWith: { $1 })
            for e in spec["targetTemplates"]?.entries ?? [] { templates[e.key] = (folder, e.value) }
            for target in spec["targets"]?.entries ?? [] {
                if fields[target.key] == nil { order.append(target.key) }
                for field in target.value.entries { fields[target.key, default: [:]][field.key] = (folder, field.value) }
            }
            if let t = spec["targets"], t.entries.isEmpty, t.text?.isEmpty == false {
                notes.append("\(path): `targets` is not a mapping; its targets are unknown")
            }
        }
        var targets: [AppTarget] = []
        for targetName in order {
            var own = fields[targetName] ?? [:]
            // Templates give what the target does not set itself.
            for template in own["templates"]?.value.items.compactMap(\.text) ?? [] {
                for field in templates[template]?.value.entries ?? [] {
                    if let mine = own[field.key] {
                        // Mappings merge (the target's entries after the template's, so they win); anything else is the target's.
                        if case .map(let theirs) = field.value, case .map(let ours) = mine.value { own[field.key] = (mine.folder, .map(theirs + ours)) }
                    } else {
                        own[field.key] = (templates[template]?.folder ?? "", field.value)
                    }
                }
            }
            var targetSettings = settings
            if let files = own["configFiles"] { targetSettings.merge(configFile(files.value, folder: files.folder, read: read), uniquingKeysWith: { $1 }) }
            targets += makeTargets(targetName, own, container: path, deployment: deployment, settings: targetSettings)
        }
        if let name { for n in targets.indices { targets[n].projectName = name } }
        return Spec(name: name, targets: targets, notes: notes)
    }

    private static func load(_ path: String, folder: String, root: String, read: (String) -> [UInt8]?, into loaded: inout [(folder: String, value: YAMLValue)],
                             seen: inout Set<String>, notes: inout [String], depth: Int) {
        let key = FileSystem.normalize(path)
        guard depth < 8, loaded.count < maximumSpecs, !seen.contains(key) else { return }
        seen.insert(key)
        guard let bytes = read(path) else {
            notes.append("\(path): cannot be read; the targets it declares are unknown")
            return
        }
        let value = YAMLReader.read(bytes)
        let here = FileSystem.directoryName(path)
        var folder = folder
        // XcodeGen reads the included specs first; the including one's fields win.
        for item in value["include"]?.items ?? [] {
            guard let included = item.text ?? item["path"]?.text, !included.isEmpty, !included.hasPrefix("/") else { continue }
            var path = FileSystem.join(here, included)
            var relative = item["relativePaths"]?.text != "false"
            // A spec written for `xcodegen --project-root` names its includes and sources from the root (the first PATH).
            if read(path) == nil, read(FileSystem.join(root, included)) != nil {
                path = FileSystem.join(root, included)
                folder = root
                relative = false
            }
            load(path, folder: relative ? FileSystem.directoryName(path) : folder, root: root,
                 read: read, into: &loaded, seen: &seen, notes: &notes, depth: depth + 1)
        }
        loaded.append((folder, value))
    }

    /// `settings` as XcodeGen writes them: a flat mapping, or `base:` beside `configs:` and `groups:`.
    /// (A template's settings merged under a target's may hold both: each `base` and each flat key is read, in order.)
    static func flatSettings(_ value: YAMLValue?) -> [String: String] {
        var result: [String: String] = [:]
        for e in value?.entries ?? [] {
            switch e.key {
            case "configs", "groups": continue
            case "base": result.merge(flatSettings(e.value["base"] == nil ? e.value : .map([])), uniquingKeysWith: { $1 })
            default:
                if let t = e.value.text { result[e.key] = t } else { result[e.key] = e.value.items.compactMap(\.text).joined(separator: " ") }
            }
        }
        return result
    }

    /// The settings of the `.xcconfig` that `configFiles` gives the `Release` configuration (else the last
    /// one named), with its includes, through `read` (`XcconfigReader`); none when it cannot be read.
    static func configFile(_ value: YAMLValue?, folder: String, read: (String) -> [UInt8]?) -> [String: String] {
        let entries = value?.entries ?? []
        guard let chosen = entries.first(where: { $0.key.lowercased() == "release" }) ?? entries.last, let file = chosen.value.text, !file.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for (key, value) in XcconfigReader.assignments(FileSystem.join(folder, file), read: read) { result[key] = value }
        return result
    }

    /// The SDKs, device families and deployment settings of each platform name XcodeGen knows.
    static let platformSDK: [String: (sdk: String, deployment: String)] = [
        "iOS": ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET"), "macOS": ("macosx", "MACOSX_DEPLOYMENT_TARGET"),
        "tvOS": ("appletvos", "TVOS_DEPLOYMENT_TARGET"), "visionOS": ("xros", "XROS_DEPLOYMENT_TARGET"),
        "watchOS": ("watchos", "WATCHOS_DEPLOYMENT_TARGET"),
    ]

    static func makeTargets(_ name: String, _ fields: [String: (folder: String, value: YAMLValue)], container: String,
                            deployment: [String: String], settings projectSettings: [String: String]) -> [AppTarget] {
        let type = fields["type"]?.value.text ?? ""
        let kind = XcodeTargetsReader.kind(type)
        let platformValue = fields["platform"]?.value
        var platformNames = platformValue?.items.compactMap(\.text) ?? []
        var catalyst = false
        if platformNames.isEmpty || platformNames == ["auto"] {
            let destinations = fields["supportedDestinations"]?.value.items.compactMap(\.text) ?? []
            catalyst = destinations.contains("macCatalyst")
            platformNames = destinations.filter { platformSDK[$0] != nil }
            if platformNames.isEmpty && catalyst { platformNames = ["iOS"] }
        }
        let several = platformValue.map { if case .list(let l) = $0 { return l.count > 1 }; return false } ?? false
        let names = platformNames.isEmpty ? [""] : (several ? platformNames : [platformNames.joined(separator: " ")])
        var targets: [AppTarget] = []
        for platformGroup in names {
            let group = platformGroup.split(separator: " ").map(String.init)
            var settings = projectSettings
            settings.merge(flatSettings(fields["settings"]?.value), uniquingKeysWith: { $1 })
            if settings["SUPPORTED_PLATFORMS"] == nil && settings["SDKROOT"] == nil {
                settings["SUPPORTED_PLATFORMS"] = group.compactMap { platformSDK[$0]?.sdk }.joined(separator: " ")
            }
            if group.contains("iOS") && settings["TARGETED_DEVICE_FAMILY"] == nil { settings["TARGETED_DEVICE_FAMILY"] = "1,2" }
            if catalyst { settings["SUPPORTS_MACCATALYST"] = "YES" }
            let own = fields["deploymentTarget"]?.value
            for os in group {
                guard let setting = platformSDK[os]?.deployment, settings[setting] == nil else { continue }
                if let version = own?.text ?? own?[os]?.text ?? deployment[os] { settings[setting] = version }
            }
            let (platforms, oldest) = BuildSettings.platforms(BuildSettings.resolved(BuildSettings.merged([settings.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }])))
            let targetName = several ? "\(name)_\(platformGroup)" : name
            let substitute = { (text: String) in
                text.replacingAll("${target_name}", with: targetName).replacingAll("$target_name", with: targetName)
                    .replacingAll("${platform}", with: platformGroup)
            }
            targets.append(AppTarget(name: targetName, kind: kind, container: container,
                                     sources: sources(fields["sources"], substitute: substitute), platforms: platforms, deployment: oldest))
        }
        return targets
    }

    /// `sources`: paths (files or folders, relative to the spec that gives them), each with its `excludes`.
    static func sources(_ field: (folder: String, value: YAMLValue)?, substitute: (String) -> String) -> TargetSources {
        guard let field else { return TargetSources() }
        var files: Set<String> = []
        var folders: [SourceFolder] = []
        for item in field.value.items {
            guard let raw = item.text ?? item["path"]?.text, !raw.isEmpty else { continue }
            if let phase = item["buildPhase"]?.text, phase != "sources" { continue }
            let path = FileSystem.join(field.folder, substitute(raw))
            if path.hasSuffix(".swift") { files.insert(path); continue }
            if let includes = item["includes"]?.items.compactMap(\.text) {
                // Only what `includes` names: the folders it names whole; a pattern by file name (`**/*Tests.*`) adds none.
                for include in includes { if let literal = globFolder(include) { folders.append(SourceFolder(path: FileSystem.join(path, literal))) } }
                continue
            }
            var exceptions: Set<String> = []
            for exclude in item["excludes"]?.items.compactMap(\.text) ?? [] {
                if let literal = globFolder(exclude) { exceptions.insert(FileSystem.join(path, literal)) }
            }
            folders.append(SourceFolder(path: path, exceptions: exceptions))
        }
        return TargetSources(files: files, folders: folders)
    }

    /// The path a glob names whole: itself without wildcards, or the folder before a last `/**` or `/*`
    /// (`Tests/**` is `Tests`); nil for a pattern that picks files by name (`**/*.md`), which is not read.
    static func globFolder(_ glob: String) -> String? {
        var text = glob
        for suffix in ["/**/*", "/**", "/*"] where text.hasSuffix(suffix) { text = String(text.dropLast(suffix.count)); break }
        guard !text.isEmpty, !text.contains("*"), !text.contains("?"), !text.contains("[") else { return nil }
        return text
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[rest.startIndex..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
