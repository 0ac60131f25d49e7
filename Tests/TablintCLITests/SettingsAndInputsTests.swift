import Foundation
import Testing
import TabsLint
import TablintWorkspace

// The workspace's two shared steps, as the CLI, the server and code
// generation use them: which files a command reads, and which settings
// each file gets.

@Suite("InputCollector: the paths a command is given")
struct InputCollectorTests {
    @Test("files, directories and stdin in command-line order, problems where they stand")
    func orderAndProblems() throws {
        let box = try Sandbox()
        try box.write("dir/b.tabs", "")
        try box.write("dir/a.tabs", "")
        try box.write("dir/notes.txt", "")
        try box.mkdir("empty")
        let one = box.path("one.tabs")
        try box.write("one.tabs", "")
        let items = InputCollector.collect([box.path("missing.tabs"), box.path("dir"), "-", box.path("empty"), one],
                                           stdinFilename: "./Tabs/App.tabs")
        #expect(items == [
            .problem(.missing(box.path("missing.tabs"))),
            .input(Input(displayPath: box.path("dir/a.tabs"), readPath: box.path("dir/a.tabs"), logicalPath: box.path("dir/a.tabs"))),
            .input(Input(displayPath: box.path("dir/b.tabs"), readPath: box.path("dir/b.tabs"), logicalPath: box.path("dir/b.tabs"))),
            .input(Input(displayPath: "Tabs/App.tabs", readPath: nil, logicalPath: "./Tabs/App.tabs")),
            .problem(.noTabsFiles(directory: box.path("empty"))),
            .input(Input(displayPath: one, readPath: one, logicalPath: one)),
        ])
        #expect(InputProblem.missing("x.tabs").description == "cannot read x.tabs: no such file or directory")
    }

    @Test("standard input without a name is \"-\", configured as stdin.tabs")
    func unnamedStandardInput() {
        let items = InputCollector.collect(["-"], stdinFilename: nil)
        #expect(items == [.input(Input(displayPath: "-", readPath: nil, logicalPath: "stdin.tabs"))])
    }
}

@Suite("SettingsResolver: one file's configuration, levels and catalog")
struct SettingsResolverTests {
    @Test("the nearest configuration, its exclude, and --rule over its levels")
    func discoveredConfiguration() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"rules": {"missing-icon": "off", "similar-titles": "error"}, "exclude": ["gen/**"]}"#)
        let resolver = SettingsResolver(options: .init(ruleLevels: ["similar-titles": .info]))
        let settings = resolver.settings(forFile: box.path("src/App.tabs"))
        #expect(settings.configuration.configuration?.path == box.path(".tablint.json"))
        #expect(!settings.configuration.isExcluded && !settings.configuration.isInvalid)
        #expect(settings.levels == ["missing-icon": .off, "similar-titles": .info])
        #expect(resolver.configuration(forFile: box.path("gen/App.tabs")).isExcluded)
        #expect(SettingsResolver(options: .init(ignoresConfigurationFiles: true))
            .settings(forFile: box.path("src/App.tabs")).levels.isEmpty)
    }

    @Test("an invalid configuration is new once, invalid for every file, and new again after invalidate()")
    func invalidConfigurationSaidOnce() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"rules": {"no-such-rule": "off"}}"#)
        let resolver = SettingsResolver()
        let first = resolver.configuration(forFile: box.path("a.tabs"))
        let second = resolver.configuration(forFile: box.path("b.tabs"))
        #expect(first.isInvalid && second.isInvalid)
        #expect(first.newError?.path == box.path(".tablint.json"))
        #expect(second.newError == nil)
        resolver.invalidate()
        #expect(resolver.configuration(forFile: box.path("a.tabs")).newError != nil)
    }

    @Test("an invalid --config is said by the resolver once, and no configuration is discovered")
    func invalidConfigurationFile() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"rules": {"missing-icon": "off"}}"#)
        let resolver = SettingsResolver(options: .init(configurationFile: box.path("nothing.json")))
        #expect(resolver.configurationFileError?.path == box.path("nothing.json"))
        let lookup = resolver.configuration(forFile: box.path("a.tabs"))
        #expect(lookup.isInvalid && lookup.configuration == nil && lookup.newError == nil)
    }

    @Test("a catalog that cannot be loaded is unavailable for every file, its error new once")
    func failedCatalog() throws {
        let box = try Sandbox()
        let resolver = SettingsResolver(options: .init(symbolCatalog: box.path("missing-catalog")))
        let first = resolver.catalog(resolver.configuration(forFile: box.path("a.tabs")))
        let second = resolver.catalog(resolver.configuration(forFile: box.path("b.tabs")))
        #expect(first.isUnavailable && second.isUnavailable)
        #expect(first.newError?.path == box.path("missing-catalog") && second.newError == nil)
        try box.write("names.txt", "house\n")
        resolver.symbolCatalog = box.path("names.txt")
        #expect(resolver.catalog(SettingsResolver.ConfigurationLookup()).catalog?.names == ["house"])
    }

    @Test("noticeChanges sees an edited or new configuration file")
    func noticeChanges() throws {
        let box = try Sandbox()
        let resolver = SettingsResolver()
        let file = box.path("src/App.tabs")
        #expect(!resolver.noticeChanges(forFile: file))
        #expect(resolver.settings(forFile: file).levels.isEmpty)
        try box.write("src/.tablint.json", #"{"rules": {"missing-icon": "off"}}"#)
        #expect(resolver.noticeChanges(forFile: file))
        #expect(resolver.settings(forFile: file).levels == ["missing-icon": .off])
    }
}

@Suite("FolderWalk: one walk up the folders for configurations, change notices and string tables")
struct FolderWalkTests {
    @Test("discovery, the change notice and the string tables' root all stop at the folder holding .git")
    func theThreeStopAtTheSameFolder() throws {
        let box = try Sandbox(gitBoundary: false)
        try box.mkdir(".git")   // bounds the test inside the sandbox
        try box.write("outer/.tablint.json", #"{"rules": {"missing-icon": "off"}}"#)
        try box.mkdir("outer/repo/.git")
        try box.write("outer/repo/app/App.tabs", "")
        let file = box.path("outer/repo/app/App.tabs")
        let resolver = SettingsResolver()
        #expect(resolver.configuration(forFile: file).configuration == nil, "the configuration above the repository is not its")
        #expect(StringTableLoader.repositoryRoot(forTabsFile: file, walk: resolver.locator.walk) == box.path("outer/repo"))
        #expect(!resolver.noticeChanges(forFile: file))
        // A change above the repository is no change for its files...
        try box.write("outer/.tablint.json", #"{"rules": {"missing-icon": "error"}}"#)
        #expect(!resolver.noticeChanges(forFile: file))
        // ...one inside it is.
        try box.write("outer/repo/.tablint.json", #"{"rules": {"missing-icon": "info"}}"#)
        #expect(resolver.noticeChanges(forFile: file))
        #expect(resolver.settings(forFile: file).levels == ["missing-icon": .info])
    }

    @Test("none of the three resolves a symbolic link on the way up")
    func linksAreWalkedOnTheirOwnSide() throws {
        let box = try Sandbox(gitBoundary: false)
        try box.mkdir(".git")
        try box.mkdir("repo/.git")
        try box.write("repo/.tablint.json", #"{"rules": {"missing-icon": "off"}}"#)
        try box.write("repo/app/App.tabs", "")
        try box.mkdir("elsewhere")
        try box.symlink("elsewhere/link", to: box.path("repo/app"))
        let file = box.path("elsewhere/link/App.tabs")
        let resolver = SettingsResolver()
        #expect(resolver.configuration(forFile: file).configuration == nil, "repo/.tablint.json is on the link target's side")
        #expect(StringTableLoader.repositoryRoot(forTabsFile: file, walk: resolver.locator.walk) == box.root.path)
        #expect(!resolver.noticeChanges(forFile: file))
        try box.write("repo/.tablint.json", #"{"rules": {"missing-icon": "error"}}"#)
        #expect(!resolver.noticeChanges(forFile: file))
        try box.write("elsewhere/.tablint.json", #"{"rules": {"missing-icon": "info"}}"#)
        #expect(resolver.noticeChanges(forFile: file))
        #expect(resolver.configuration(forFile: file).configuration?.path == box.path("elsewhere/.tablint.json"))
    }

    @Test("relative paths stay relative and stop at the root; .git is remembered until invalidate()")
    func relativePathsAndTheCache() throws {
        let box = try Sandbox(gitBoundary: false)
        try box.mkdir("a/b")
        let walk = FolderWalk(workingDirectory: box.path("a/b"))
        var folders: [String] = []
        walk.forEachFolder(from: "./") { folder in
            folders.append(folder)
            return false
        }
        #expect(Array(folders.prefix(3)) == [".", "..", "../.."])
        let depth = box.path("a/b").split(separator: "/").count
        if walk.repositoryTop(from: ".") == nil { #expect(folders.count == depth + 1, "\(folders)") }
        var visited = 0
        walk.forEachFolder(from: ".") { _ in
            visited += 1
            return visited == 2
        }
        #expect(visited == 2, "the visitor stops the walk")
        try box.mkdir("a/.git")
        #expect(walk.repositoryTop(from: ".") != "..", "what was looked at is remembered")
        walk.invalidate()
        #expect(walk.repositoryTop(from: ".") == "..")
        #expect(walk.repositoryTop(from: box.path("a/b/c")) == box.path("a"))
    }
}
