import Foundation
import Testing

/// What the command says and writes around the draft, through the
/// executable: `--output` into missing folders with its one line on
/// standard error, "no tab view found" naming what was read, and the
/// draft's platforms from the app target that builds the view.
@Suite("import: output and the app's targets") struct ImportOutputTests {
    static let phone = """
    import SwiftUI
    struct PhoneRoot: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("a") }
                Tab("Search", systemImage: "magnifyingglass") { Text("b") }
            }
        }
    }

    """

    /// An Xcode 16 project written for this test: the app builds the
    /// `App` folder for iPhone and iPad from iOS 17; a widget (iOS 16.4,
    /// iPhone) and a test bundle (iOS 15, with macOS) build other folders.
    static let project = """
    // !$*UTF8*$!
    {
    	objects = {
    		S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    		S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
    		S3 = {isa = PBXFileSystemSynchronizedRootGroup; path = Checks; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (S1, S2, S3); sourceTree = "<group>"; };
    		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (S1); name = Demo; productType = "com.apple.product-type.application"; };
    		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; fileSystemSynchronizedGroups = (S2); name = DemoWidget; productType = "com.apple.product-type.app-extension"; };
    		T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; fileSystemSynchronizedGroups = (S3); name = DemoChecks; productType = "com.apple.product-type.bundle.unit-test"; };
    		C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
    		C2 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
    		C3 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; MACOSX_DEPLOYMENT_TARGET = 12.0; SUPPORTED_PLATFORMS = "iphoneos macosx"; }; name = Release; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
    		L3 = {isa = XCConfigurationList; buildConfigurations = (C3); defaultConfigurationName = Release; };
    		R0 = {isa = PBXProject; knownRegions = (en, Base); mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3); };
    	};
    	rootObject = R0;
    }

    """

    func write(_ text: String, _ relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func outputCreatesMissingFoldersAndSaysWhatItWrote() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.phone, "Views.swift", in: root)
        let r = try Tool.tablint(["import", "--output", "Design/Tabs/App.tabs"], in: root)
        #expect(r.status == 0 && r.out.isEmpty, "\(r)")
        #expect(r.err == "tablint: wrote Design/Tabs/App.tabs: 2 tabs from TabView PhoneRoot (Views.swift:4)\n", "\(r)")
        #expect(Tool.read(root.appendingPathComponent("Design/Tabs/App.tabs")).hasPrefix("# A draft by `tablint import`"))
        // No temporary file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Design/Tabs").path)
        #expect(names == ["App.tabs"])
    }

    @Test func outputUnderAFileIsRefusedWithTheReason() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.phone, "Views.swift", in: root)
        try write("plain\n", "Design", in: root)
        let r = try Tool.tablint(["import", "--output", "Design/App.tabs"], in: root)
        #expect(r.status == 2 && r.out.isEmpty, "\(r)")
        #expect(r.err.hasPrefix("tablint: error: cannot write Design/App.tabs: "), "\(r)")
        #expect(Tool.read(root.appendingPathComponent("Design")) == "plain\n")
    }

    @Test func nothingFoundNamesTheFileOrTheFirstFew() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("struct A {}\n", "Sources/A.swift", in: root)
        let one = try Tool.tablint(["import", "Sources/A.swift"], in: root)
        #expect(one.status == 1 && one.err.contains("no tab view found in Sources/A.swift; looked for TabView"), "\(one)")
        for name in ["B", "C", "D", "E"] { try write("struct \(name) {}\n", "Sources/\(name).swift", in: root) }
        let five = try Tool.tablint(["import"], in: root)
        #expect(five.status == 1, "\(five)")
        #expect(five.err.contains("no tab view found in 5 Swift files (Sources/A.swift, Sources/B.swift, Sources/C.swift and 2 more); looked for"), "\(five)")
    }

    @Test func platformsAndDeploymentComeFromTheAppThatBuildsTheView() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.phone, "App/Root/PhoneRoot.swift", in: root)
        try write("struct Entry {}\n", "Widget/Entry.swift", in: root)
        try write("struct Check {}\n", "Checks/Check.swift", in: root)
        try write(Self.project, "Demo.xcodeproj/project.pbxproj", in: root)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("    platforms iphone, ipad\n"), "\(r)")
        #expect(r.out.contains("    deployment \"iOS 17.0\"\n"), "\(r)")
        #expect(!r.out.contains("16.4") && !r.out.contains("15.0") && !r.out.contains("mac"), "\(r)")
    }

    @Test func anUnreadableProjectIsANoteNotAFailure() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.phone, "App/PhoneRoot.swift", in: root)
        try write("{ objects = { \u{1}\u{0}", "Demo.xcodeproj/project.pbxproj", in: root)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0 && !r.crashed, "\(r)")
        #expect(r.out.contains("Demo.xcodeproj/project.pbxproj: not a valid project.pbxproj"), "\(r)")
        #expect(r.out.contains("its targets are unknown"), "\(r)")
    }

    @Test func aKeyOnlyATranslationHoldsStillListsItsTable() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        import SwiftUI
        struct Root: View {
            var body: some View {
                TabView {
                    Text("a").tabItem { Label("tab.home", systemImage: "house") }
                    Text("b").tabItem { Label("tab.more", systemImage: "ellipsis") }
                }
            }
        }

        """, "App/Root.swift", in: root)
        try write("\"other\" = \"Other\";\n", "App/en.lproj/Localizable.strings", in: root)
        try write("\"tab.home\" = \"Accueil\";\n\"tab.more\" = \"Plus\";\n", "App/fr.lproj/Localizable.strings", in: root)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("    strings \"App\"\n"), "\(r)")
    }

    /// Xcode's generated asset symbols (`Image.tabBarnDoor`, `Image(.tabSilo)`) that no input declares:
    /// the catalog's one asset with the same name but for case and punctuation, with a comment; a name
    /// no catalog holds, or two assets could give, stays as written.
    @Test func generatedAssetSymbolsAreTheCatalogsAssets() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        import SwiftUI
        struct Farm: View {
            var body: some View {
                TabView {
                    Text("b").tabItem { Image.tabBarnDoor; Text("Barn") }
                    Text("s").tabItem { Image(.tabSilo); Text("Silo") }
                    Text("f").tabItem { Image.tabField; Text("Field") }
                    Text("p").tabItem { Image.tabPond; Text("Pond") }
                }
            }
        }

        """, "Farm.swift", in: root)
        for name in ["tab-barn-door", "tab_silo", "tab.pond", "tab-pond"] {
            try write("{\"info\":{\"version\":1,\"author\":\"xcode\"}}\n", "Assets.xcassets/\(name).imageset/Contents.json", in: root)
        }
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("""
            # import: tabBarnDoor read as the asset tab-barn-door (the name Xcode's generated asset symbols give it)
            image "tab-barn-door"
        """), "\(r)")
        #expect(r.out.contains("image \"tab_silo\""), "\(r)")
        #expect(r.out.contains("image \"tabField\""), "\(r)")
        #expect(r.out.contains("image \"tabPond\""), "\(r)")
    }

    /// A `.strings` file in no `LANG.lproj` folder is a table of its own: its keys name R.swift's
    /// constants (`R.string.garden.beds()` is the key `beds`), but `strings` does not list it, since
    /// `check` reads a `.strings` file only in a language folder.
    @Test func aStringsFileOutsideALanguageFolderGivesItsKeysUnlisted() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        import UIKit
        final class GardenTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let beds = UIViewController()
                beds.tabBarItem = UITabBarItem(title: R.string.garden.beds(), image: UIImage(systemName: "leaf"), tag: 0)
                viewControllers = [beds]
            }
        }

        """, "App/GardenTabs.swift", in: root)
        try write("\"beds\" = \"Beds\";\n", "App/Garden.strings", in: root)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("tab beds \"beds\" {"), "\(r)")
        #expect(!r.out.contains("strings "), "\(r)")
    }
}
