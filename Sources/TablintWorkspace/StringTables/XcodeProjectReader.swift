import TabsLint

/// Reads the languages an Xcode project ships (docs/language.md, "The languages an app
/// ships"): its `project.pbxproj`, an old-style property list (an XML
/// one is read too) read by `PropertyListReader` with a limit of 128
/// levels; the top-level `rootObject` names the `PBXProject` entry of
/// `objects`, whose `knownRegions` lists the languages (`Base` skipped,
/// repeats ignored) and whose `developmentRegion` names the source
/// language. Every failure is a `StringTableError` whose reason never
/// quotes the file's content.
public enum XcodeProjectReader {
    public static let maximumDepth = 128

    /// The `project.pbxproj` a `languages` path names: inside the bundle
    /// for a path ending in `.xcodeproj` (a trailing `/` ignored), else the
    /// file itself.
    public static func projectFile(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return p.hasSuffix(".xcodeproj") ? FileSystem.join(String(p), "project.pbxproj") : String(p)
    }

    /// Reads the project at `path` (the `languages` value joined to the
    /// `.tabs` file's directory), which must lie inside `repository`.
    public static func load(_ path: String, repository: String) -> (languages: Result<ProjectLanguages, StringTableError>, dependencies: StringTableLoader.Dependencies) {
        let file = projectFile(path)
        var dependencies: StringTableLoader.Dependencies = [(file, FileSystem.stamp(of: file))]
        if file != path { dependencies.append((path, FileSystem.stamp(of: path))) }
        if file != path, FileSystem.kind(of: path) == .missing {
            return (.failure(StringTableError("it does not exist (the path is relative to the .tabs file)")), dependencies)
        }
        if file != path, FileSystem.kind(of: file) == .missing {
            return (.failure(StringTableError("the project holds no project.pbxproj")), dependencies)
        }
        if let problem = StringTableLoader.placeProblem(file, repository: repository) { return (.failure(problem), dependencies) }
        guard FileSystem.kind(of: file) == .file else {
            return (.failure(StringTableError("it is not a regular file")), dependencies)
        }
        return (StringTableLoader.read(file).flatMap(read), dependencies)
    }

    /// The `PBXProject` entry of `objects` that the top-level `rootObject` names, or nil.
    static func rootProject(_ top: PropertyListValue) -> [String: PropertyListValue]? {
        guard case .dictionary(let root) = top, case .string(let rootObject)? = root["rootObject"],
              case .dictionary(let objects)? = root["objects"], case .dictionary(let project)? = objects[rootObject],
              case .string("PBXProject")? = project["isa"] else { return nil }
        return project
    }

    /// The languages of a `project.pbxproj`'s bytes.
    public static func read(_ bytes: [UInt8]) -> Result<ProjectLanguages, StringTableError> {
        let top: PropertyListValue
        do {
            top = try PropertyListReader.read(bytes, maxDepth: maximumDepth)
        } catch {
            if let line = error.line, let column = error.column {
                return .failure(StringTableError("not a valid project.pbxproj: line \(line), column \(column): \(error.reason)"))
            }
            return .failure(StringTableError("not a valid project.pbxproj: \(error.message)"))
        }
        guard let project = rootProject(top) else {
            return .failure(StringTableError("it has no PBXProject root object (the rootObject of its objects)"))
        }
        guard let regions = project["knownRegions"] else {
            return .failure(StringTableError("its PBXProject has no knownRegions"))
        }
        guard case .array(let list) = regions else {
            return .failure(StringTableError("its PBXProject's knownRegions is \(regions.kind), not an array"))
        }
        var languages: [String] = []
        var seen = Set<String>()
        for entry in list {
            guard case .string(let name) = entry else {
                return .failure(StringTableError("its PBXProject's knownRegions holds \(entry.kind), not a language name"))
            }
            if LanguageTags.isBase(name) { continue }
            if seen.insert(LanguageTags.normalized(name)).inserted { languages.append(name) }
        }
        guard !languages.isEmpty else {
            return .failure(StringTableError("its knownRegions lists no language but Base"))
        }
        var development: String?
        if case .string(let name)? = project["developmentRegion"], !name.isEmpty { development = name }
        return .success(ProjectLanguages(knownRegions: languages, developmentRegion: development))
    }
}
