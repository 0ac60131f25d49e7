import Testing
import TabsLint
import TablintImport
import TablintWorkspace

/// A target's storyboards (its Resources phase, a localized one through its
/// variant group) count among the files it builds, so that a storyboard's
/// tab bar gets the platforms of the app that builds it, not an extension's.
@Suite("import: the storyboards a target builds") struct StoryboardTargetsTests {
    static let project = Array("""
    // !$*UTF8*$!
    { objects = {
        B1 = {isa = PBXBuildFile; fileRef = V1; };
        B2 = {isa = PBXBuildFile; fileRef = F3; };
        V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F1, F2); name = Main.storyboard; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = Widget.xib; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (V1, F3); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXResourcesBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P2); name = Widget; productType = "com.apple.product-type.app-extension"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
        C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
    }; rootObject = R0; }
    """.utf8)

    @Test func theAppBuildsItsStoryboards() throws {
        let read = XcodeTargetsReader.read(Self.project, project: "Demo/App.xcodeproj")
        let project = AppProject(targets: read.targets)
        #expect(project.applications(building: "Demo/App/Base.lproj/Main.storyboard").map(\.name) == ["App"])
        #expect(project.targets(building: "Demo/App/fr.lproj/Main.strings").isEmpty)
        #expect(project.isBuiltOnlyOutsideApplications("Demo/App/Widget.xib"))
        #expect(project.platforms(of: "Demo/App/Base.lproj/Main.storyboard")?.deployment == [OSDeployment(os: "iOS", version: "16.0")])
    }
}
