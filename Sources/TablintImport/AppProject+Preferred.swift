// Which application a repository of several is about (docs/import.md,
// "Several applications"): the one a user running import at the root
// would name. Of the applications that build for iPhone (else every application), the
// first by:
// 1. its name matches the repository's folder (`canvas-ios` and `Canvas`;
//    case, punctuation and an `ios`, `app` or `apple` before or after are ignored);
// 2. its name matches a workspace's (`Canvas.xcworkspace`, Tuist's `Workspace(name:)`);
// 3. its name matches its own project's (`Student.xcodeproj`, XcodeGen's
//    `name:`) while another application's does not;
// 4. it builds the most of the Swift files read;
// 5. it comes first (projects in byte order, targets as the project lists them).
// The entry walk starts from the preferred application's entries first.

extension AppProject {
    /// Chooses `preferred` among the applications: `repository` is the folder import runs in (its name),
    /// `workspaces` the names of the workspaces found, `files` the Swift files read (`SwiftFile.path`s).
    public mutating func choosePreferredApplication(repository: String, workspaces: [String], files: [String]) {
        preferred = nil
        reasonForPreferred = ""
        let candidates = self.candidates
        guard candidates.count >= 2 else { return }
        let repositoryKey = Self.key(repository)
        let workspaceKeys = Set(workspaces.map(Self.key))
        let matchesProject = candidates.filter { n in Self.key(targets[n].name) == Self.key(targets[n].projectName) }
        // Only a distinction counts: every app named like its own project (one project an app) decides nothing.
        let projectDecides = !matchesProject.isEmpty && matchesProject.count < candidates.count
        let counts = candidates.map { n in files.reduce(0) { $0 + (targets[n].builds($1) ? 1 : 0) } }
        let scores = candidates.enumerated().map { k, n -> [Int] in
            let name = Self.key(targets[n].name)
            return [name == repositoryKey ? 1 : 0, workspaceKeys.contains(name) ? 1 : 0,
                    projectDecides && matchesProject.contains(n) ? 1 : 0, counts[k]]
        }
        var best = 0
        for k in scores.indices where scores[best].lexicographicallyPrecedes(scores[k]) { best = k }
        preferred = candidates[best]
        // The reason is the first rule on which it beats every other candidate.
        let rivals = scores.indices.filter { $0 != best }.map { scores[$0] }
        let decisive = (0..<4).first { rule in rivals.allSatisfy { Array($0.prefix(rule + 1)).lexicographicallyPrecedes(Array(scores[best].prefix(rule + 1))) } }
        let reasons = ["its name is the repository's", "its name is the workspace's", "its name is its project's",
                       "it builds the most Swift files (\(scores[best][3]))"]
        reasonForPreferred = decisive.map { reasons[$0] } ?? "it comes first"
    }

    /// The applications the rule chooses among: those that build for iPhone; else every application.
    var candidates: [Int] {
        let apps = targets.indices.filter { targets[$0].kind == .application }
        let phones = apps.filter { targets[$0].platforms.contains(.iphone) }
        return phones.isEmpty ? apps : phones
    }

    /// The preferred application, when the inputs hold several.
    public var preferredApplication: AppTarget? { preferred.flatMap { targets.indices.contains($0) ? targets[$0] : nil } }

    /// Whether the preferred application builds `path`.
    public func isBuiltByPreferred(_ path: String) -> Bool { preferredApplication?.builds(path) ?? false }

    /// The draft's note naming the applications and the one preferred; nil with one application or none.
    public var preferredNote: String? {
        guard let chosen = preferredApplication else { return nil }
        let others = candidates.map { targets[$0] }.filter { $0 != chosen }.map(\.name)
        var names: [String] = []
        for name in others where !names.contains(name) && name != chosen.name { names.append(name) }
        guard !names.isEmpty else { return nil }
        return "the repository holds \(names.count + 1) iPhone applications; the tab view is looked for first in \(chosen.name) (\(reasonForPreferred)), then in \(names.joined(separator: ", "))"
    }

    /// A name compared for the rule: lowercase letters and digits, less an `ios`, `app` or `apple` at either end.
    static func key(_ name: String) -> String {
        var key = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
        for affix in ["apple", "ios", "app"] {
            if key.count > affix.count, key.hasSuffix(affix) { key.removeLast(affix.count) }
            if key.count > affix.count, key.hasPrefix(affix) { key.removeFirst(affix.count) }
        }
        return key
    }
}
