import Testing
import TabsLint
import TablintImport
@testable import TablintWorkspace

/// The YAML subset XcodeGen's specs use, XcodeGen's targets, Tuist's
/// manifests, and the choice between several applications: specs and
/// manifests written for these tests in the shapes those tools document.
@Suite("YAML subset") struct YAMLReaderTests {
    func read(_ text: String) -> YAMLValue { YAMLReader.read(Array(text.utf8)) }

    @Test func mappingsSequencesAndFlowCollections() {
        let doc = read("""
        ---
        name: Demo  # a comment
        options:
          deploymentTarget: { iOS: "17.0", macOS: 14.0 }
        list:
        - one
        - 'it''s two'
        - path: Sources
          excludes: [a, "b # not a comment"]
        - [x,
           y]
        text: |
          line one
          line two
        url: https://example.org/a#b
        """)
        #expect(doc["name"]?.text == "Demo")
        #expect(doc["options"]?["deploymentTarget"]?["iOS"]?.text == "17.0")
        #expect(doc["options"]?["deploymentTarget"]?["macOS"]?.text == "14.0")
        let items = doc["list"]?.items ?? []
        #expect(items.count == 4)
        #expect(items.first?.text == "one" && items.dropFirst().first?.text == "it's two")
        #expect(items.dropFirst(2).first?["path"]?.text == "Sources")
        #expect(items.dropFirst(2).first?["excludes"]?.items.compactMap(\.text) == ["a", "b # not a comment"])
        #expect(items.last?.items.compactMap(\.text) == ["x", "y"])
        #expect(doc["text"]?.text == "line one\nline two")
        #expect(doc["url"]?.text == "https://example.org/a#b")
    }

    @Test func aJSONSpecReadsAsFlow() {
        let doc = read("{\n  \"name\": \"J\",\n  \"targets\": {\"App\": {\"type\": \"application\", \"sources\": [\"App\"]}}\n}\n")
        #expect(doc["name"]?.text == "J")
        #expect(doc["targets"]?["App"]?["sources"]?.items.compactMap(\.text) == ["App"])
    }

    @Test(arguments: [
        "", "-", ":", "- - - -", "a:\n  - b:\n      - c: [", "{", "[[[[", "\"unterminated", "a: |\n", "\t\t- x\n-y\n  z: :",
        String(repeating: "[", count: 10_000), String(repeating: "- ", count: 5_000) + "x",
        (0..<2_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"),
    ])
    func anyTextGivesAValueNeverATrap(_ text: String) {
        _ = read(text)
    }
}

@Suite("XcodeGen specs") struct XcodeGenReaderTests {
    let files: [String: String] = [
        "Apps/project.yml": """
        name: Garden
        options:
          deploymentTarget:
            iOS: 16.0
            tvOS: "17.0"
        include:
          - Shared/templates.yml
          - path: Extras/extras.yml
        targets:
          Garden:
            type: application
            platform: iOS
            templates: [Signed]
            settings:
              base:
                TARGETED_DEVICE_FAMILY: "1"
            sources:
              - path: Garden
                excludes:
                  - "Preview Content/**"
                  - "**/*.md"
              - Shared/Glue.swift
          Remote:
            type: application
            platform: [iOS, tvOS]
            sources: Remote
          GardenTests:
            type: bundle.unit-test
            platform: iOS
            deploymentTarget: "18.0"
            sources:
              - GardenTests
              - path: Garden
                includes: ["**/*Tests.swift", "Fixtures/**"]
        """,
        "Apps/Shared/templates.yml": """
        targetTemplates:
          Signed:
            settings:
              SUPPORTS_MACCATALYST: YES
        """,
        "Apps/Extras/extras.yml": """
        targets:
          Seeds:
            type: app-extension
            supportedDestinations: [iOS, visionOS]
            deploymentTarget:
              iOS: 17.4
            sources: [Seeds]
        """,
    ]

    func spec() -> XcodeGenReader.Spec {
        XcodeGenReader.read("Apps/project.yml") { path in files[FileSystem.normalize(path)].map { Array($0.utf8) } }
    }

    @Test func targetsWithTheirKindsIncludesFirst() {
        let found = spec()
        #expect(found.name == "Garden")
        #expect(found.targets.map(\.name) == ["Seeds", "Garden", "Remote_iOS", "Remote_tvOS", "GardenTests"])
        #expect(found.targets.map(\.kind) == [.appExtension, .application, .application, .application, .tests])
        #expect(found.targets.allSatisfy { $0.projectName == "Garden" })
        #expect(found.notes.isEmpty)
    }

    @Test func sourcesAreRelativeToTheirSpecLessTheirFolderExcludes() throws {
        let found = spec().targets
        let garden = try #require(found.first { $0.name == "Garden" })
        #expect(garden.builds("Apps/Garden/Tabs/RootView.swift"))
        #expect(!garden.builds("Apps/Garden/Preview Content/Samples.swift"))
        #expect(garden.builds("Apps/Shared/Glue.swift") && !garden.builds("Apps/Shared/Other.swift"))
        // A test bundle's `includes` over the app's folder: only the folder it names whole.
        let tests = try #require(found.first { $0.name == "GardenTests" })
        #expect(!tests.builds("Apps/Garden/Tabs/RootView.swift") && tests.builds("Apps/Garden/Fixtures/Sample.swift"))
        let seeds = try #require(found.first { $0.name == "Seeds" })
        #expect(seeds.builds("Apps/Extras/Seeds/Widget.swift"))
    }

    @Test func eachTargetsPlatformsAndDeployment() throws {
        let found = spec().targets
        let by = { (name: String) in found.first { $0.name == name } }
        #expect(by("Garden")?.platforms == [.iphone, .mac])
        #expect(by("Garden")?.deployment.map(\.text) == ["iOS 16.0"])
        #expect(by("Remote_tvOS")?.platforms == [.tv])
        #expect(by("Remote_tvOS")?.deployment.map(\.text) == ["tvOS 17.0"])
        #expect(by("Remote_iOS")?.platforms == [.iphone, .ipad])
        #expect(by("Seeds")?.platforms == [.iphone, .ipad, .vision])
        #expect(by("Seeds")?.deployment.map(\.text) == ["iOS 17.4"])
        #expect(by("GardenTests")?.deployment.map(\.text) == ["iOS 18.0"])
    }

    @Test func aSpecWrittenForAProjectRootReadsItsPathsFromThere() throws {
        let specs: [String: String] = ["Apps/One/project.yml": "include: [Apps/Shared/common.yml]\ntargets:\n  One:\n    type: application\n    platform: iOS\n    sources: [Apps/One]\n",
                                       "Apps/Shared/common.yml": "options:\n  deploymentTarget:\n    iOS: 16.2\n"]
        let found = XcodeGenReader.read("Apps/One/project.yml", root: ".") { specs[FileSystem.normalize($0)].map { Array($0.utf8) } }
        let one = try #require(found.targets.first)
        #expect(found.notes.isEmpty)
        #expect(one.builds("Apps/One/Tabs.swift") && !one.builds("Apps/Two/Tabs.swift"))
        #expect(one.deployment.map(\.text) == ["iOS 16.2"])
    }

    @Test func aMissingIncludeIsANoteAndAnIncludeCycleEnds() {
        let cyclic: [String: String] = ["a/project.yml": "include: [b.yml, gone.yml]\ntargets:\n  A:\n    type: application\n",
                                        "a/b.yml": "include: [project.yml]\n"]
        let found = XcodeGenReader.read("a/project.yml") { cyclic[FileSystem.normalize($0)].map { Array($0.utf8) } }
        #expect(found.targets.map(\.name) == ["A"])
        #expect(found.notes == ["a/gone.yml: cannot be read; the targets it declares are unknown"])
    }
}

@Suite("Tuist manifests") struct TuistManifestReaderTests {
    let manifest = """
    import ProjectDescription
    let appName = "Beacon"
    /* .target(name: "Commented", product: .app) */
    let project = Project(
        name: "Beacon",
        targets: [
            .target(name: appName, destinations: Setup.destinations, product: .app, bundleId: "b",
                    deploymentTargets: .multiplatform(iOS: "17.1", macOS: "14.0"), sources: ["App/Sources/**", "Shared/Glue.swift"],
                    dependencies: [.target(name: "BeaconKit")]),
            .target(name: "BeaconKit", destinations: .iOS, product: .framework, bundleId: "k", sources: "Kit/**"),
            Target(name: "Old", platform: .iOS, product: .app, bundleId: "o",
                   deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone]), sources: ["Old/**"]),
            .target(name: "BeaconTests", destinations: [.iPhone], product: .unitTests, bundleId: "t", sources: ["Tests/**"]),
        ]
    )
    """
    let helper = "public enum Setup {\n    public static let destinations: Destinations = [.iPhone, .iPad, .macCatalyst]\n}\n"

    @Test func eachTargetWithAProductItsPlatformsAndGlobs() throws {
        let found = TuistManifestReader.read(Array(manifest.utf8), manifest: "Beacon/Project.swift", helpers: [Array(helper.utf8)])
        #expect(found.name == "Beacon")
        #expect(found.targets.map(\.name) == ["Beacon", "BeaconKit", "Old", "BeaconTests"])
        #expect(found.targets.map(\.kind) == [.application, .library, .application, .tests])
        let app = try #require(found.targets.first)
        #expect(app.platforms == [.iphone, .ipad, .mac])
        #expect(app.deployment.map(\.text) == ["iOS 17.1", "macOS 14.0"])
        #expect(app.builds("Beacon/App/Sources/Home/Tabs.swift") && app.builds("Beacon/Shared/Glue.swift") && !app.builds("Beacon/Kit/A.swift"))
        let old = try #require(found.targets.dropFirst(2).first)
        #expect(old.platforms == [.iphone])
        #expect(old.deployment.map(\.text) == ["iOS 15.0"])
        #expect(found.targets.allSatisfy { $0.projectName == "Beacon" })
    }

    @Test func aDeploymentTargetSetInTheTargetsSettings() throws {
        let text = """
        import ProjectDescription
        let oldest: SettingValue = "16.1"
        let project = Project(name: "S", targets: [
            .target(name: "S", destinations: .iOS, product: .app, bundleId: "s", sources: ["S/**"],
                    settings: .settings(base: ["SWIFT_VERSION": "6.0", "IPHONEOS_DEPLOYMENT_TARGET": oldest])),
        ])
        """
        let found = TuistManifestReader.read(Array(text.utf8), manifest: "Project.swift")
        #expect(try #require(found.targets.first).deployment.map(\.text) == ["iOS 16.1"])
    }

    @Test(arguments: ["", "Project(", ".target(", ".target(name: \"A\", product:", "Target(name: \"A\", product: .app, sources: [\"",
                      String(repeating: "(", count: 10_000) + ".target(name: \"Deep\", product: .app)", "let x = [[[[ .target(product: .app"])
    func anyTextGivesTargetsOrNoneNeverATrap(_ text: String) {
        let found = TuistManifestReader.read(Array(text.utf8), manifest: "Project.swift", helpers: [Array(text.utf8)])
        #expect(found.targets.allSatisfy { $0.name == "Deep" || $0.name == "A" })
    }

    @Test func aWorkspacesName() {
        #expect(TuistManifestReader.workspaceName(Array("let w = Workspace(name: \"Suite\", projects: [\"A\"])".utf8)) == "Suite")
    }
}

@Suite("Several applications") struct PreferredApplicationTests {
    func app(_ name: String, project: String, folder: String, platforms: [Platform] = [.iphone]) -> AppTarget {
        AppTarget(name: name, kind: .application, container: project, sources: TargetSources(folders: [SourceFolder(path: folder)]), platforms: platforms)
    }

    var project: AppProject {
        AppProject(targets: [
            app("Mentor", project: "Mentor/Mentor.xcodeproj", folder: "Mentor"),
            app("Pupil", project: "Pupil/Pupil.xcodeproj", folder: "Pupil"),
            app("PupilTV", project: "Pupil/Pupil.xcodeproj", folder: "TV", platforms: [.tv]),
            AppTarget(name: "Kit", kind: .library, container: "Kit/Kit.xcodeproj", sources: TargetSources(folders: [SourceFolder(path: "Kit")])),
        ])
    }
    let files = ["Mentor/A.swift", "Pupil/A.swift", "Pupil/B.swift", "TV/A.swift", "TV/B.swift", "TV/C.swift", "Kit/A.swift"]

    @Test(arguments: [
        ("pupil-ios", [String](), "Pupil", "its name is the repository's"),
        ("school", ["Mentor"], "Mentor", "its name is the workspace's"),
        ("school", [], "Pupil", "it builds the most Swift files (2)"),
    ])
    func theRuleInOrder(_ repository: String, _ workspaces: [String], _ expected: String, _ reason: String) {
        var p = project
        p.choosePreferredApplication(repository: repository, workspaces: workspaces, files: files)
        #expect(p.preferredApplication?.name == expected)
        #expect(p.reasonForPreferred == reason)
        #expect(p.isBuiltByPreferred(expected + "/A.swift") && !p.isBuiltByPreferred("Kit/A.swift"))
    }

    @Test func anAppNamedLikeItsProjectWinsOnlyWhenAnotherIsNot() {
        var p = AppProject(targets: [app("Viewer", project: "Suite/Suite.xcodeproj", folder: "V"), app("Suite", project: "Suite/Suite.xcodeproj", folder: "S")])
        p.choosePreferredApplication(repository: "x", workspaces: [], files: ["V/a.swift", "V/b.swift"])
        #expect(p.preferredApplication?.name == "Suite")
        var tie = project
        tie.choosePreferredApplication(repository: "x", workspaces: [], files: [])
        #expect(tie.preferredApplication?.name == "Mentor" && tie.reasonForPreferred == "it comes first")
    }

    @Test func oneApplicationChoosesNothing() {
        var p = AppProject(targets: [app("Only", project: "O.xcodeproj", folder: ".")])
        p.choosePreferredApplication(repository: "only", workspaces: [], files: ["a.swift"])
        #expect(p.preferredApplication == nil && p.preferredNote == nil)
    }
}
