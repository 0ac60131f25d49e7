import Testing
import TabsLint
import TablintImport
import TablintWorkspace

/// Build settings from `.xcconfig` files (docs/import.md, "The app's
/// targets"): layered under the settings that name them, with
/// `$(inherited)`, `$(VAR)` and `#include`; in-process, files given by a
/// dictionary. The project is written for these tests.
@Suite("import: xcconfig settings") struct XcconfigTests {
    static func project(target: String, project: String = "SDKROOT = iphoneos;") -> [UInt8] {
        Array("""
        // !$*UTF8*$!
        { objects = {
            F1 = {isa = PBXFileReference; path = Target.xcconfig; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1, F2); path = Config; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
            R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1); };
            C0 = {isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = { \(project) }; name = Release; };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { \(target) }; name = Release; };
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
        }; rootObject = R0; }
        """.utf8)
    }

    static func target(_ pbx: [UInt8], _ files: [String: String]) throws -> AppTarget {
        let read = XcodeTargetsReader.read(pbx, project: "Demo/App.xcodeproj", xcconfig: { files[$0].map { Array($0.utf8) } })
        return try #require(read.targets.first)
    }

    @Test func theDeploymentTargetMayBeOnlyInTheXcconfig() throws {
        let app = try Self.target(Self.project(target: ""), ["Demo/Config/Target.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.2 // the oldest\n"])
        #expect(app.platforms == [.iphone])
        #expect(app.deployment == [OSDeployment(os: "iOS", version: "17.2")])
        // Without a reading function, no xcconfig is read.
        let none = XcodeTargetsReader.read(Self.project(target: ""), project: "Demo/App.xcodeproj")
        #expect(none.targets.first?.deployment == [])
    }

    @Test func theTargetsOwnSettingsWinOverItsXcconfigWhichWinsOverTheProjects() throws {
        let files = ["Demo/Config/Project.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 14.0\nTARGETED_DEVICE_FAMILY = 1\n",
                     "Demo/Config/Target.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\nTARGETED_DEVICE_FAMILY = $(inherited),2\n"]
        let fromXcconfig = try Self.target(Self.project(target: ""), files)
        #expect(fromXcconfig.deployment == [OSDeployment(os: "iOS", version: "15.0")])
        #expect(fromXcconfig.platforms == [.iphone, .ipad])
        let own = try Self.target(Self.project(target: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"), files)
        #expect(own.deployment == [OSDeployment(os: "iOS", version: "16.0")])
    }

    @Test func includesVariablesAndConditionalSettings() throws {
        let files = [
            "Demo/Config/Target.xcconfig": """
            #include "Shared/Base.xcconfig"
            #include? "Absent.xcconfig"
            #include "Target.xcconfig"
            #include "<DEVELOPER_DIR>/Makefiles/Outside.xcconfig"
            OLDEST = 16.4;
            IPHONEOS_DEPLOYMENT_TARGET = $(OLDEST)
            SUPPORTED_PLATFORMS = ${inherited} xros
            XROS_DEPLOYMENT_TARGET[sdk=xros*] = 9.9
            XROS_DEPLOYMENT_TARGET = $(UNDEFINED_SOMEWHERE)
            """,
            "Demo/Config/Shared/Base.xcconfig": "SUPPORTED_PLATFORMS = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
        ]
        let app = try Self.target(Self.project(target: ""), files)
        #expect(app.platforms == [.iphone, .vision])
        // `$(OLDEST)` is put in; the conditional key is ignored; an undefined variable leaves the version out.
        #expect(app.deployment == [OSDeployment(os: "iOS", version: "16.4")])
    }
}

extension XcconfigTests {
    /// References that multiply, and includes of includes, end quickly with the values they can give.
    @Test func hostileXcconfigsEnd() throws {
        let doubling = (0..<40).map { "V\($0 + 1) = $(V\($0))$(V\($0))$(V\($0))$(V\($0))" }.joined(separator: "\n")
        var files = ["Demo/Config/Target.xcconfig": "#include \"Chain0.xcconfig\"\nV0 = x\n\(doubling)\nIPHONEOS_DEPLOYMENT_TARGET = $(V40)\n"]
        for n in 0..<50 { files["Demo/Config/Chain\(n).xcconfig"] = "#include \"Chain\(n + 1).xcconfig\"\n#include \"Chain\(n).xcconfig\"\n" }
        let app = try Self.target(Self.project(target: ""), files)
        #expect(app.platforms == [.iphone] && app.deployment.isEmpty)
    }
}

extension XcconfigTests {
    final class Reads { var count = 0 }

    /// An xcconfig that includes itself many times under other spellings
    /// (`./Target.xcconfig`) is one file: before, each spelling was a new
    /// path, so these two lines read 511 files, and twelve such lines 12^9 (a hang).
    @Test func includesUnderOtherSpellingsDoNotMultiply() throws {
        let selfIncludes = String(repeating: "#include \"./Target.xcconfig\"\n#include \"../Config/Target.xcconfig\"\n", count: 1)
        let files = ["Demo/Config/Target.xcconfig": selfIncludes + "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n"]
        let reads = Reads()
        let read = XcodeTargetsReader.read(Self.project(target: ""), project: "Demo/App.xcodeproj", xcconfig: { path in
            reads.count += 1
            // As the file system reads it: `Config/./Target.xcconfig` is `Config/Target.xcconfig`.
            return files[FileSystem.normalize(path)].map { Array($0.utf8) }
        })
        #expect(read.targets.first?.deployment == [OSDeployment(os: "iOS", version: "17.0")])
        // The target's xcconfig once, and the project's (absent) once.
        #expect(reads.count == 2, "\(reads.count) reads")
    }

    /// Includes that fan out over distinct files stop after a bounded number of reads
    /// (three includes a level, ten levels: 3^9 reads before; twenty a level would never end).
    @Test func includesThatFanOutAreBounded() throws {
        var files: [String: String] = [:]
        for n in 0..<10 {
            files["Demo/Config/L\(n).xcconfig"] = String(repeating: "#include \"L\(n + 1).xcconfig\"\n", count: 3) + "IPHONEOS_DEPLOYMENT_TARGET = 1\(n).0\n"
        }
        files["Demo/Config/Target.xcconfig"] = "#include \"L0.xcconfig\"\n"
        let reads = Reads()
        _ = XcodeTargetsReader.read(Self.project(target: ""), project: "Demo/App.xcodeproj", xcconfig: { path in
            reads.count += 1
            // As the file system reads it: `Config/./Target.xcconfig` is `Config/Target.xcconfig`.
            return files[FileSystem.normalize(path)].map { Array($0.utf8) }
        })
        #expect(reads.count <= 2 * 64, "\(reads.count) reads")
    }

    /// The files one configuration reads hold 1 MiB at most in all: the fourth include of 300 kB is skipped
    /// (each line costs a substitution, so a megabyte included 64 times took minutes).
    @Test func includesPastAMegabyteAreSkipped() throws {
        let filler = String(repeating: "FILLER = $(inherited) x\n", count: 300_000 / 24)
        var files = ["Demo/Config/Target.xcconfig": (1...4).map { "#include \"Big\($0).xcconfig\"\n" }.joined()]
        for n in 1...4 { files["Demo/Config/Big\(n).xcconfig"] = filler + "IPHONEOS_DEPLOYMENT_TARGET = 1\(n).0\n" }
        let app = try Self.target(Self.project(target: ""), files)
        #expect(app.deployment == [OSDeployment(os: "iOS", version: "13.0")])
    }
}
