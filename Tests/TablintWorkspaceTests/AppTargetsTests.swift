import Foundation
import Testing
import TabsLint
import TablintImport
import TablintWorkspace

/// A project written for these tests in the shapes Xcode 16 saves (not
/// copied from an app): an iPhone and iPad app whose files come through
/// nested groups, one placed from `SOURCE_ROOT` and one under a group with
/// a `name`; a unit-test bundle and a widget extension with other
/// deployment targets; a tvOS app sharing one file; a synchronized folder
/// with exceptions for the app (left out) and for the widget (added); a
/// Debug configuration that is not the default; a project-level setting
/// that the app's own overrides.
let targetsProject = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 77;
	objects = {
/* Begin PBXBuildFile section */
		B001 /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* Main.swift */; };
		B002 /* HomeView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* HomeView.swift */; };
		B003 /* RootView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* RootView.swift */; };
		B004 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* Generated.swift */; };
		B005 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F005 /* Assets.xcassets */; };
		B006 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F006 /* AppTests.swift */; };
		B007 /* RootView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* RootView.swift */; };
		B008 /* Missing in Sources */ = {isa = PBXBuildFile; fileRef = F404; };
		B009 /* TVMain.swift in Sources */ = {isa = PBXBuildFile; fileRef = F009 /* TVMain.swift */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		F001 /* Main.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = "<group>"; };
		F002 /* HomeView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = HomeView.swift; path = "Home Screen/HomeView.swift"; sourceTree = "<group>"; };
		F003 /* RootView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = RootView.swift; sourceTree = "<group>"; };
		F004 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Tools/Generated.swift; sourceTree = SOURCE_ROOT; };
		F005 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		F006 /* AppTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppTests.swift; sourceTree = "<group>"; };
		F007 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
		F008 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
		F009 /* TVMain.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TVMain.swift; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		E001 /* Exceptions for "Shared" folder in "Demo" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Info.plist,
				"Previews/Sample Data.swift",
				Debugging,
			);
			target = T001 /* Demo */;
		};
		E002 /* Exceptions for "Shared" folder in "DemoWidget" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Model/Item.swift,
			);
			target = T003 /* DemoWidget */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		S001 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* Exceptions for "Shared" folder in "Demo" target */, E002 /* Exceptions for "Shared" folder in "DemoWidget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
		S002 /* DemoWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = DemoWidget; sourceTree = "<group>"; };
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		G000 = {
			isa = PBXGroup;
			children = (
				G001 /* App */,
				G003 /* DemoTests */,
				G004 /* TV */,
				S001 /* Shared */,
				S002 /* DemoWidget */,
				F004 /* Generated.swift */,
				G009 /* Products */,
			);
			sourceTree = "<group>";
		};
		G001 /* App */ = {
			isa = PBXGroup;
			children = (
				F001 /* Main.swift */,
				G002 /* Screens */,
				F005 /* Assets.xcassets */,
			);
			path = App;
			sourceTree = "<group>";
		};
		G002 /* Screens */ = {
			isa = PBXGroup;
			children = (
				F002 /* HomeView.swift */,
				F003 /* RootView.swift */,
			);
			name = Screens;
			path = Views;
			sourceTree = "<group>";
		};
		G003 /* DemoTests */ = {
			isa = PBXGroup;
			children = (
				F006 /* AppTests.swift */,
			);
			path = DemoTests;
			sourceTree = "<group>";
		};
		G004 /* TV */ = {
			isa = PBXGroup;
			children = (
				F009 /* TVMain.swift */,
			);
			name = TV;
			sourceTree = "<group>";
		};
		G009 /* Products */ = {
			isa = PBXGroup;
			children = (
				F007 /* Demo.app */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		T001 /* Demo */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L001 /* Build configuration list for PBXNativeTarget "Demo" */;
			buildPhases = (
				P001 /* Sources */,
				P002 /* Resources */,
			);
			fileSystemSynchronizedGroups = (
				S001 /* Shared */,
			);
			name = Demo;
			productName = Demo;
			productReference = F007 /* Demo.app */;
			productType = "com.apple.product-type.application";
		};
		T002 /* DemoTests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L002;
			buildPhases = (
				P003 /* Sources */,
			);
			name = DemoTests;
			productType = "com.apple.product-type.bundle.unit-test";
		};
		T003 /* DemoWidget */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L003;
			buildPhases = (
			);
			fileSystemSynchronizedGroups = (
				S002 /* DemoWidget */,
			);
			name = DemoWidget;
			productType = "com.apple.product-type.app-extension";
		};
		T004 /* DemoTV */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L004;
			buildPhases = (
				P004 /* Sources */,
			);
			name = DemoTV;
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		R000 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = L000 /* Build configuration list for PBXProject "Demo" */;
			developmentRegion = en;
			knownRegions = (
				en,
				Base,
				fr,
			);
			mainGroup = G000;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				T001 /* Demo */,
				T002 /* DemoTests */,
				T003 /* DemoWidget */,
				T004 /* DemoTV */,
			);
		};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
		P001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B001 /* Main.swift in Sources */, B002 /* HomeView.swift in Sources */, B003 /* RootView.swift in Sources */, B004 /* Generated.swift in Sources */, B008, ); };
		P002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B005 /* Assets.xcassets in Resources */, ); };
		P003 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B006 /* AppTests.swift in Sources */, ); };
		P004 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B007 /* RootView.swift in Sources */, B009 /* TVMain.swift in Sources */, ); };
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
		C000 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 18.0; SDKROOT = iphoneos; }; name = Debug; };
		C001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = iphoneos; }; name = Release; };
		C010 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 18.0; TARGETED_DEVICE_FAMILY = 1; }; name = Debug; };
		C011 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				SUPPORTS_MACCATALYST = NO;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		C021 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; name = Release; };
		C031 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
		C041 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3; TVOS_DEPLOYMENT_TARGET = "17.2"; IPHONEOS_DEPLOYMENT_TARGET = "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"; }; name = Release; };
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		L000 = {isa = XCConfigurationList; buildConfigurations = (C000, C001, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
		L001 = {isa = XCConfigurationList; buildConfigurations = (C010 /* Debug */, C011 /* Release */, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
		L002 = {isa = XCConfigurationList; buildConfigurations = (C021, ); defaultConfigurationName = Release; };
		L003 = {isa = XCConfigurationList; buildConfigurations = (C031, ); defaultConfigurationName = Release; };
		L004 = {isa = XCConfigurationList; buildConfigurations = (C041, ); defaultConfigurationName = Release; };
/* End XCConfigurationList section */
	};
	rootObject = R000 /* Project object */;
}

"""

@Suite struct AppTargetsTests {
    /// The project read as if it were `Demo/Demo.xcodeproj`.
    func read(_ text: String = targetsProject) -> (targets: [AppTarget], notes: [String], listsLanguages: Bool) {
        XcodeTargetsReader.read(Array(text.utf8), project: "Demo/Demo.xcodeproj")
    }

    func target(_ name: String) throws -> AppTarget { try #require(read().targets.first { $0.name == name }) }

    @Test func eachNativeTargetWithItsKindInTheProjectsOrder() {
        let read = read()
        #expect(read.targets.map(\.name) == ["Demo", "DemoTests", "DemoWidget", "DemoTV"])
        #expect(read.targets.map(\.kind) == [.application, .tests, .appExtension, .application])
        #expect(read.notes.isEmpty)
        #expect(read.listsLanguages)
    }

    @Test func theSourcesPhaseIsPlacedThroughTheGroupTree() throws {
        // A group's `name` is only shown; its `path` places; SOURCE_ROOT is the project's folder;
        // a build file whose reference is missing, and resources, are left out.
        #expect(try target("Demo").sources.files == ["Demo/App/Main.swift", "Demo/App/Views/Home Screen/HomeView.swift",
                                                     "Demo/App/Views/RootView.swift", "Demo/Tools/Generated.swift"])
        // A group without a path is its parent's folder.
        #expect(try target("DemoTV").sources.files == ["Demo/App/Views/RootView.swift", "Demo/TVMain.swift"])
    }

    @Test func aSynchronizedFolderLessItsExceptionsAndPlusAnothersForThisTarget() throws {
        let app = try target("Demo"), widget = try target("DemoWidget")
        #expect(app.sources.folders == [SourceFolder(path: "Demo/Shared", exceptions: ["Demo/Shared/Info.plist", "Demo/Shared/Previews/Sample Data.swift", "Demo/Shared/Debugging"])])
        #expect(app.builds("Demo/Shared/Model/Item.swift"))
        #expect(app.builds("./Demo/Shared/Deep/Er/File.swift"))
        #expect(!app.builds("Demo/Shared/Previews/Sample Data.swift"))
        #expect(!app.builds("Demo/Shared/Debugging/Console.swift"))
        #expect(!app.builds("Demo/SharedNot/File.swift"))
        #expect(widget.builds("Demo/DemoWidget/Entry.swift"))
        #expect(widget.builds("Demo/Shared/Model/Item.swift"))
        #expect(!widget.builds("Demo/Shared/Other.swift"))
    }

    @Test func eachTargetHasItsOwnPlatformsAndDeployment() throws {
        let app = try target("Demo")
        #expect(app.platforms == [.iphone, .ipad])
        // The default configuration (Release), the target's setting over the project's; macOS is not built.
        #expect(app.deployment == [OSDeployment(os: "iOS", version: "17.0")])
        #expect(try target("DemoTests").deployment == [OSDeployment(os: "iOS", version: "14.0")])
        #expect(try target("DemoTests").platforms == [.iphone])
        #expect(try target("DemoWidget").deployment == [OSDeployment(os: "iOS", version: "16.4")])
        let tv = try target("DemoTV")
        #expect(tv.platforms == [.tv])
        #expect(tv.deployment == [OSDeployment(os: "tvOS", version: "17.2")])
    }

    @Test func aFilesPlatformsComeFromTheAppsThatBuildItNeverFromTestsOrExtensions() throws {
        let project = AppProject(targets: read().targets)
        let home = try #require(project.platforms(of: "Demo/App/Views/Home Screen/HomeView.swift"))
        #expect(home.platforms == [.iphone, .ipad] && home.deployment == [OSDeployment(os: "iOS", version: "17.0")] && home.targets == ["Demo"])
        // Two apps build it: both their platforms.
        let root = try #require(project.platforms(of: "Demo/App/Views/RootView.swift"))
        #expect(root.platforms == [.iphone, .ipad, .tv] && root.targets == ["Demo", "DemoTV"])
        #expect(root.deployment.map(\.text) == ["iOS 17.0", "tvOS 17.2"])
        // The widget's and the tests' files: no app builds them, and two apps are in the project.
        #expect(project.platforms(of: "Demo/DemoWidget/Entry.swift") == nil)
        #expect(project.platforms(of: "Demo/DemoTests/AppTests.swift") == nil)
        #expect(project.isBuiltOnlyOutsideApplications("Demo/DemoWidget/Entry.swift"))
        #expect(!project.isBuiltOnlyOutsideApplications("Demo/Shared/Model/Item.swift"))
        #expect(!project.isBuiltOnlyOutsideApplications("Elsewhere/Unknown.swift"))
        #expect(project.applications(building: "Demo/Shared/Model/Item.swift").map(\.name) == ["Demo"])
        #expect(project.targets(building: "Demo/Shared/Model/Item.swift").map(\.name) == ["Demo", "DemoWidget"])
    }

    @Test func withOneAppAFileNoTargetClaimsTakesThatApp() throws {
        let project = AppProject(targets: read().targets.filter { $0.name != "DemoTV" })
        #expect(try #require(project.platforms(of: "Packages/Feature/Sources/Feature/TabsView.swift")).targets == ["Demo"])
        // But a widget's own file never does.
        #expect(project.platforms(of: "Demo/DemoWidget/Entry.swift") == nil)
    }

    @Test func narrowingByIfOSKeepsTheDeploymentOfTheOSesLeft() throws {
        let root = try #require(AppProject(targets: read().targets).platforms(of: "Demo/App/Views/RootView.swift"))
        let tvOnly = root.narrowed(to: [.tv])
        #expect(tvOnly.platforms == [.tv] && tvOnly.deployment.map(\.text) == ["tvOS 17.2"])
        #expect(root.narrowed(to: []) == root)
        #expect(root.narrowed(to: [.vision]) == root)
    }

    @Test(arguments: [
        "", "{", "( a, b )", "{ objects = (); rootObject = X; }", "{ objects = { X = { isa = PBXProject; targets = x; }; }; rootObject = X; }",
        "{ objects = { X = { isa = PBXProject; targets = (T, (U), V); }; T = { isa = PBXNativeTarget; buildPhases = P; buildConfigurationList = (L); }; U = 1; }; rootObject = X; }",
    ])
    func anyBytesGiveTargetsOrANoteNeverATrap(_ text: String) {
        let read = read(text)
        #expect(read.targets.count <= 1)
        if !text.contains("PBXProject") { #expect(!read.notes.isEmpty) }
    }

    @Test func aGroupTreeThatLoopsEnds() throws {
        let text = """
        { rootObject = R; objects = {
          R = { isa = PBXProject; mainGroup = G; targets = (T); };
          G = { isa = PBXGroup; children = (H, F); path = a; };
          H = { isa = PBXGroup; children = (G); path = b; };
          F = { isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
          B = { isa = PBXBuildFile; fileRef = F; };
          P = { isa = PBXSourcesBuildPhase; files = (B); };
          T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (P); };
        }; }
        """
        let read = read(text)
        #expect(read.targets.map(\.name) == ["App"])
        #expect(read.targets.first?.sources.files.isEmpty == true)
    }

    @Test(arguments: [
        ("com.apple.product-type.application", AppTarget.Kind.application), ("com.apple.product-type.application.watchapp2", .application),
        ("com.apple.product-type.bundle.unit-test", .tests), ("com.apple.product-type.bundle.ui-testing", .tests),
        ("com.apple.product-type.app-extension", .appExtension), ("com.apple.product-type.extensionkit-extension", .appExtension),
        ("com.apple.product-type.framework", .library), ("com.apple.product-type.library.static", .library),
        ("com.apple.product-type.bundle", .other), ("", .other),
    ])
    func productTypes(_ type: String, _ kind: AppTarget.Kind) {
        let text = """
        { rootObject = R; objects = { R = { isa = PBXProject; targets = (T); }; T = { isa = PBXNativeTarget; name = X; productType = "\(type)"; }; }; }
        """
        #expect(read(text).targets.first?.kind == kind)
    }
}

@Suite struct PackageManifestReaderTests {
    let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    // .target(name: "Commented") is not a target.
    let package = Package(
        name: "Demo",
        platforms: [
            .iOS(.v17), .macOS("14.1"), /* .tvOS(.v18), */ .visionOS(.v1_2),
        ],
        products: [.library(name: "Feature", targets: ["Feature"])],
        dependencies: [.package(path: "../Core")],
        targets: [
            .executableTarget(
                name: "DemoApp",
                dependencies: [.product(name: "Networking", package: "Core"), "Feature"],
                path: "App",
                exclude: ["Previews", "Info.plist"]
            ),
            .target(name: "Feature", dependencies: [.target(name: "Design")]),
            .target(name: "Design", path: "Sources/Design System", sources: ["Colors.swift", "Views"]),
            .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            .binaryTarget(name: "Blob", path: "Blob.xcframework"),
            .target(name: "Odd \\(x)", path: "x"),
        ]
    )
    """

    func targets(_ text: String) -> [AppTarget] { PackageManifestReader.read(Array(text.utf8), manifest: "Packages/Demo/Package.swift") }

    @Test func eachTargetWithItsKindAndFolder() {
        let targets = targets(manifest)
        #expect(targets.map(\.name) == ["DemoApp", "Feature", "Design", "FeatureTests"])
        #expect(targets.map(\.kind) == [.application, .library, .library, .tests])
        #expect(targets.map { $0.sources.folders.map(\.path) } == [
            ["Packages/Demo/App"], ["Packages/Demo/Sources/Feature"],
            ["Packages/Demo/Sources/Design System/Colors.swift", "Packages/Demo/Sources/Design System/Views"],
            ["Packages/Demo/Tests/FeatureTests"],
        ])
        let app = targets[0]
        #expect(app.builds("Packages/Demo/App/Root/TabsView.swift"))
        #expect(!app.builds("Packages/Demo/App/Previews/TabsPreview.swift"))
        #expect(targets[2].builds("Packages/Demo/Sources/Design System/Views/Bar.swift"))
        #expect(!targets[2].builds("Packages/Demo/Sources/Design System/Fonts.swift"))
    }

    @Test func thePackagesPlatformsAreEveryTargets() {
        for target in targets(manifest) {
            #expect(target.platforms == [.iphone, .ipad, .mac, .vision])
            #expect(target.deployment.map(\.text) == ["iOS 17.0", "macOS 14.1", "visionOS 1.2"])
        }
    }

    @Test(arguments: ["", "Package(", ".target(", ".target(name:", ".target(name: \"A", "platforms: [.iOS(", "platforms: [", "\"\"\"\n.target(name: \"A\")",
                      String(repeating: "(", count: 10_000) + ".target(name: \"Deep\")"])
    func anyTextGivesTargetsOrNoneNeverATrap(_ text: String) {
        let found = targets(text)
        #expect(found.allSatisfy { $0.name == "Deep" })
    }
}
