import TablintImport
import TabsLint

// The projects that tools generate, where no `.xcodeproj` is committed
// (XcodeGen's specs, Tuist's manifests), and the choice of the
// application a repository of several is about (docs/import.md, "The
// app's targets", "Several applications").
extension ImportInputs {
    /// The file names of generated projects' specs.
    static func isProjectSpec(_ name: String) -> Bool {
        name == "project.json" || name == "Project.swift" || name.hasPrefix("project") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }

    /// The XcodeGen spec of each folder: `project.yml` (`.yaml`, `.json`), the name XcodeGen reads by
    /// default; else the folder's first `project*.yml` (a spec named for `--spec`, `project-app.yml`).
    static func chosenSpecs(_ specs: [String]) -> [String] {
        var byFolder: [String: [String]] = [:]
        var order: [String] = []
        for spec in specs where !spec.hasSuffix(".swift") {
            let folder = FileSystem.directoryName(spec)
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(spec)
        }
        let defaults: Set<String> = ["project.yml", "project.yaml", "project.json"]
        var chosen = specs.filter { $0.hasSuffix(".swift") }
        for folder in order {
            let list = byFolder[folder] ?? []
            if let spec = list.first(where: { defaults.contains(FileSystem.baseName($0)) }) ?? list.first { chosen.append(spec) }
        }
        return chosen
    }

    /// Adds the targets of each XcodeGen spec and Tuist manifest, except one whose folder holds a
    /// committed `.xcodeproj` (that project, already read, is what the tool generated). A spec that
    /// cannot be read is a note; a `Project.swift` that does not import `ProjectDescription` is not Tuist's.
    func readGeneratedProjects(into project: inout AppProject) {
        let projectFolders = Set(projects.map { FileSystem.normalize(FileSystem.directoryName($0)) })
        let specs = Self.chosenSpecs(projectSpecs).filter { !projectFolders.contains(FileSystem.normalize(FileSystem.directoryName($0))) }
        guard !specs.isEmpty else { return }
        let inside = readsConfiguration
        // A spec names its includes as a Mac's file system finds them, ignoring case (`Teacher.yml` for `teacher.yml`).
        let read = { (path: String) -> [UInt8]? in inside(path) ?? Self.ignoringCase(path).flatMap(inside) }
        var helpers: [[UInt8]]?
        for spec in specs {
            guard spec.hasSuffix(".swift") else {
                let found = XcodeGenReader.read(spec, root: roots.first ?? ".", read: read)
                project.targets += found.targets
                project.notes += found.notes
                continue
            }
            guard let bytes = read(spec) else {
                project.notes.append("\(FileSystem.display(spec)): cannot be read; the targets it declares are unknown")
                continue
            }
            guard bytes.firstRange(of: Array("ProjectDescription".utf8)) != nil else { continue }
            if helpers == nil {
                // `Tuist/ProjectDescriptionHelpers`: where the manifests' constants live.
                helpers = swiftFiles.filter { $0.contains("Tuist/ProjectDescriptionHelpers/") }.prefix(64).compactMap(read)
            }
            project.targets += TuistManifestReader.read(bytes, manifest: spec, helpers: helpers ?? []).targets
        }
    }

    /// The file in `path`'s folder whose name is `path`'s but for case, when exactly one is.
    static func ignoringCase(_ path: String) -> String? {
        let folder = FileSystem.directoryName(path), name = FileSystem.baseName(path).lowercased()
        guard let names = try? FileSystem.names(in: folder) else { return nil }
        let found = names.filter { $0.lowercased() == name }
        guard found.count == 1, let only = found.first else { return nil }
        return FileSystem.join(folder, only)
    }

    /// Chooses the application the draft is about when the inputs hold several (`AppProject+Preferred`):
    /// by the name of the folder import reads (the first PATH), the workspaces', the projects', then the Swift files each builds.
    func choosePreferredApplication(_ project: inout AppProject) {
        guard project.targets.filter({ $0.kind == .application }).count >= 2 else { return }
        let root = FileSystem.normalize(FileSystem.absolute(roots.first ?? "."))
        var names: [String] = []
        for workspace in workspaces {
            if workspace.hasSuffix(".xcworkspace") {
                names.append(String(FileSystem.baseName(workspace).dropLast(12)))
            } else if let bytes = readsConfiguration(workspace), let name = TuistManifestReader.workspaceName(bytes) {
                names.append(name)
            }
        }
        project.choosePreferredApplication(repository: FileSystem.baseName(root), workspaces: names, files: swiftFiles.map(FileSystem.display))
    }
}
