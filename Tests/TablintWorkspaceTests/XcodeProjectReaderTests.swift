import Foundation
import Testing
import TabsLint
import TablintWorkspace

/// A project.pbxproj excerpt in Xcode's old-style format, written from the
/// format (not copied from an app): comments, quoted and bare strings,
/// `<hex>` data, a trailing comma, `Base` among the regions.
let oldStyleProject = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXFileReference section */
		1A2B3C4D5E6F708192A3B4C5 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
		1A2B3C4D5E6F708192A3B4C6 /* Sym+Link.swift */ = {isa = PBXFileReference; path = "Sym+Link.swift"; sourceTree = "<group>"; fileEncoding = 4; };
/* End PBXFileReference section */

/* Begin PBXProject section */
		1A2B3C4D5E6F708192A3B4C0 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1600;
				ORGANIZATIONNAME = "Example \\"Org\\"";
			};
			compatibilityVersion = "Xcode 14.0";
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
				de,
				"pt-BR",
				"zh-Hans",
				fr,
				de,
			);
			mainGroup = 1A2B3C4D5E6F708192A3B4C1;
			projectDirPath = "";
			projectRoot = "";
			signature = <0fab 12 ff>;
		};
/* End PBXProject section */
	};
	rootObject = 1A2B3C4D5E6F708192A3B4C0 /* Project object */;
}

"""

/// The same project saved as an XML property list (as `plutil -convert xml1` writes it).
let xmlProject = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>archiveVersion</key>
	<string>1</string>
	<key>objects</key>
	<dict>
		<key>P0</key>
		<dict>
			<key>isa</key>
			<string>PBXProject</string>
			<key>developmentRegion</key>
			<string>de</string>
			<key>knownRegions</key>
			<array>
				<string>de</string>
				<string>Base</string>
				<string>en</string>
				<string>ja</string>
			</array>
		</dict>
	</dict>
	<key>rootObject</key>
	<string>P0</string>
</dict>
</plist>

"""

@Suite struct XcodeProjectReaderTests {
    func read(_ text: String) -> Result<ProjectLanguages, StringTableError> { XcodeProjectReader.read(Array(text.utf8)) }

    @Test func anOldStyleProjectWithQuotedAndBareRegionsAndBase() throws {
        let project = try #require(read(oldStyleProject).value)
        #expect(project.knownRegions == ["en", "de", "pt-BR", "zh-Hans", "fr"])
        #expect(project.developmentRegion == "en")
    }

    @Test func anXMLFormatProject() throws {
        let project = try #require(read(xmlProject).value)
        #expect(project.knownRegions == ["de", "en", "ja"])
        #expect(project.developmentRegion == "de")
    }

    @Test func aKeyGivenTwiceCountsTheLastTime() throws {
        let text = oldStyleProject.replacingOccurrences(of: "\t\t\tmainGroup", with: "\t\t\tknownRegions = (it, Base);\n\t\t\tmainGroup")
        #expect(try #require(read(text).value).knownRegions == ["it"])
    }

    @Test(arguments: [
        ("{ rootObject = X; objects = { X = { isa = PBXGroup; knownRegions = (en); }; }; }", "it has no PBXProject root object (the rootObject of its objects)"),
        ("{ objects = { X = { isa = PBXProject; knownRegions = (en); }; }; }", "it has no PBXProject root object (the rootObject of its objects)"),
        ("{ rootObject = Y; objects = { X = { isa = PBXProject; knownRegions = (en); }; }; }", "it has no PBXProject root object (the rootObject of its objects)"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; }; }; }", "its PBXProject has no knownRegions"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; knownRegions = en; }; }; }", "its PBXProject's knownRegions is a string, not an array"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; knownRegions = { a = b; }; }; }; }", "its PBXProject's knownRegions is a dictionary, not an array"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; knownRegions = (en, (de)); }; }; }", "its PBXProject's knownRegions holds an array, not a language name"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; knownRegions = (Base); }; }; }", "its knownRegions lists no language but Base"),
        ("{ rootObject = X; objects = { X = { isa = PBXProject; knownRegions = (); }; }; }", "its knownRegions lists no language but Base"),
        ("( en, de )", "it has no PBXProject root object (the rootObject of its objects)"),
        // A rootObject that names its own dictionary: one lookup, no loop.
        ("{ rootObject = objects; objects = { objects = { isa = PBXGroup; }; }; }", "it has no PBXProject root object (the rootObject of its objects)"),
        ("{\n  rootObject = X;\n  objects = { X = { isa = PBXProject knownRegions = (en); }; };\n}", "not a valid project.pbxproj: line 3, column 38: expected ';'"),
        ("{\n\tsecret = \"never closed;\n}", "not a valid project.pbxproj: line 2, column 11: a string that is never closed"),
        ("{ a = b; } trailing", "not a valid project.pbxproj: line 1, column 12: content after the property list"),
        ("{ a = <0fab 1>; }", "not a valid project.pbxproj: line 1, column 13: data that is not pairs of hex digits"),
        ("", "not a valid project.pbxproj: the file is empty"),
    ])
    func failuresGiveAReasonWithoutTheContent(_ text: String, _ reason: String) {
        let error = read(text).error?.reason
        #expect(error == reason)
        #expect(error?.contains("secret") != true && error?.contains("never closed;") != true)
    }

    @Test func hostileInputIsRefusedQuickly() {
        // Binary garbage, past the `bplist` magic and without it.
        var generator = SplitMix(state: 25)
        let garbage = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(XcodeProjectReader.read(garbage).error != nil)
        #expect(XcodeProjectReader.read(Array("bplist00".utf8) + garbage).error != nil)
        // 10,000 levels deep: refused at 128, without recursion.
        let deep = "{ a = " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + "; }"
        #expect(read(deep).error?.reason == "not a valid project.pbxproj: line 1, column 134: containers nested more than 128 deep")
        let xmlDeep = "<plist>" + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "</plist>"
        #expect(read(xmlDeep).error?.reason.hasSuffix("containers nested more than 128 deep") == true)
        // 128 levels are fine (the top dictionary and 127 arrays); then no PBXProject.
        let ok = "{ a = " + String(repeating: "(", count: 127) + String(repeating: ")", count: 127) + "; }"
        #expect(read(ok).error?.reason == "it has no PBXProject root object (the rootObject of its objects)")
        // Invalid UTF-8, placed.
        let bad = Array("{\n  a = \"x".utf8) + [0xC3, 0x28] + Array("\";\n}".utf8)
        #expect(XcodeProjectReader.read(bad).error?.reason == "not a valid project.pbxproj: line 2, column 9: invalid UTF-8")
        // A binary list whose rootObject entry contains itself is refused by the binary reader.
        var cycle = Array("bplist00".utf8)
        cycle += [0xA1, 0x01]          // object 0: an array holding object 1... 
        cycle += [0xA1, 0x00]          // object 1: an array holding object 0
        let offsets: [UInt8] = [8, 10]
        cycle += offsets
        cycle += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 12]
        #expect(XcodeProjectReader.read(cycle).error?.reason.contains("contains itself") == true)
    }

    @Test func theFileIsFoundInsideTheRepositoryOnly() throws {
        let scratch = try Scratch()
        try scratch.write("App.xcodeproj/project.pbxproj", oldStyleProject)
        let cache = StringTableCache()
        let tabs = scratch.path + "/Sources/App.tabs"
        #expect(cache.project(entry: "../App.xcodeproj", tabsPath: tabs).value?.knownRegions.count == 5)
        #expect(cache.project(entry: "../App.xcodeproj/", tabsPath: tabs).value != nil)
        #expect(cache.project(entry: "../App.xcodeproj/project.pbxproj", tabsPath: tabs).value != nil)
        #expect(cache.project(entry: "../Other.xcodeproj", tabsPath: tabs).error?.reason == "it does not exist (the path is relative to the .tabs file)")
        #expect(cache.project(entry: "../Other.pbxproj", tabsPath: tabs).error?.reason == "it does not exist (the path is relative to the .tabs file)")
        try scratch.makeDirectory("Empty.xcodeproj")
        #expect(cache.project(entry: "../Empty.xcodeproj", tabsPath: tabs).error?.reason == "the project holds no project.pbxproj")
        try scratch.makeDirectory("Dir.xcodeproj/project.pbxproj")
        #expect(cache.project(entry: "../Dir.xcodeproj", tabsPath: tabs).error?.reason == "it is not a regular file")
        // Outside the repository, after resolving symbolic links.
        let outside = try Scratch(repository: false)
        try outside.write("Far.xcodeproj/project.pbxproj", oldStyleProject)
        try scratch.link("Linked.xcodeproj", to: outside.path + "/Far.xcodeproj")
        #expect(cache.project(entry: "../Linked.xcodeproj", tabsPath: tabs).error?.reason == "it lies outside the repository (after resolving symbolic links)")
        // Read once; again only when the file changes.
        let reads = cache.readCount
        _ = cache.project(entry: "../App.xcodeproj", tabsPath: tabs)
        #expect(cache.readCount == reads)
        #expect(cache.uses(scratch.path + "/App.xcodeproj/project.pbxproj"))
    }

    @Test func aProjectOver64MiBIsTooLarge() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("Big.xcodeproj")
        let path = scratch.path + "/Big.xcodeproj/project.pbxproj"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 << 20)   // 100 MB, sparse
        try handle.close()
        #expect(StringTableCache().project(entry: "Big.xcodeproj", tabsPath: scratch.path + "/App.tabs").error?.reason == "it is too large (over 64 MiB)")
    }
}
