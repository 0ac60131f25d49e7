import Foundation
import Testing
import TabsLint
import TabsSyntax
import TablintWorkspace

/// `AssetCatalogReader`: the image names of an `*.xcassets` folder, with
/// Xcode's namespaces, read on a scratch repository.
@Suite("asset catalogs")
struct AssetCatalogReaderTests {
    static let namespace = #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#
    static let plainGroup = #"{"info": {"author": "xcode", "version": 1}}"#
    static let imageSet = #"{"images": [{"filename": "a.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#

    func load(_ scratch: Scratch, _ relative: String) -> Result<AssetCatalog, StringTableError> {
        AssetCatalogReader.load(scratch.path + "/" + relative, repository: scratch.path).catalog
    }

    @Test("image and symbol sets give names; namespaces prefix them; other asset types and files give none")
    func names() throws {
        let scratch = try Scratch()
        try scratch.write("App/Assets.xcassets/Contents.json", Self.plainGroup)
        try scratch.write("App/Assets.xcassets/home.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/Assets.xcassets/Home.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/Assets.xcassets/custom.bell.symbolset/Contents.json", "{}")
        try scratch.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", "{}")
        try scratch.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", "{}")
        // A namespace inside a plain group inside a namespace.
        try scratch.write("App/Assets.xcassets/Tabs/Contents.json", Self.namespace)
        try scratch.write("App/Assets.xcassets/Tabs/feed.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/Assets.xcassets/Tabs/Plain/Contents.json", Self.plainGroup)
        try scratch.write("App/Assets.xcassets/Tabs/Plain/Small/Contents.json", Self.namespace)
        try scratch.write("App/Assets.xcassets/Tabs/Plain/Small/dot.imageset/Contents.json", Self.imageSet)
        // A group without Contents.json, and one whose namespace is off.
        try scratch.write("App/Assets.xcassets/Loose/star.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/Assets.xcassets/Off/Contents.json", #"{"properties": {"provides-namespace": false}}"#)
        try scratch.write("App/Assets.xcassets/Off/moon.imageset/Contents.json", Self.imageSet)
        // A file named like a set, and a sprite atlas's image set: no names.
        try scratch.write("App/Assets.xcassets/file.imageset", "not a folder")
        try scratch.write("App/Assets.xcassets/Sprites.spriteatlas/ship.imageset/Contents.json", Self.imageSet)
        let names = try #require(load(scratch, "App/Assets.xcassets").value).names
        #expect(names == ["home", "Home", "custom.bell", "Tabs/feed", "Tabs/Small/dot", "star", "moon"])
    }

    @Test("a group's name keeps its dots unless the extension is an asset type's")
    func dottedGroups() throws {
        let scratch = try Scratch()
        try scratch.write("A.xcassets/Icons.v2/Contents.json", Self.namespace)
        try scratch.write("A.xcassets/Icons.v2/tab.imageset/Contents.json", Self.imageSet)
        try scratch.write("A.xcassets/Tab.Icons/Contents.json", Self.namespace)
        try scratch.write("A.xcassets/Tab.Icons/x.imageset/Contents.json", Self.imageSet)
        try scratch.write("A.xcassets/.hidden/y.imageset/Contents.json", Self.imageSet)
        #expect(load(scratch, "A.xcassets").value?.names == ["Icons.v2/tab", "Tab.Icons/x"])
    }

    @Test("a path that is missing, a file, not named *.xcassets, or outside the repository is refused")
    func refusedPaths() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("inside/repo")
        let repository = scratch.path + "/inside/repo"
        try scratch.write("inside/repo/Media/logo.imageset/Contents.json", Self.imageSet)
        try scratch.write("inside/repo/File.xcassets", "{}")
        try scratch.write("inside/Outside.xcassets/a.imageset/Contents.json", Self.imageSet)
        try scratch.link("inside/repo/Linked.xcassets", to: scratch.path + "/inside/Outside.xcassets")
        func reason(_ relative: String) -> String? {
            AssetCatalogReader.load(repository + "/" + relative, repository: repository).catalog.error?.reason
        }
        #expect(reason("Missing.xcassets") == "it does not exist (the path is relative to the .tabs file)")
        #expect(reason("File.xcassets") == "it is not a folder; name the app's asset catalog folder (`*.xcassets`)")
        #expect(reason("Media") == "it is not an asset catalog (a folder named `*.xcassets`)")
        #expect(reason("../Outside.xcassets") == "it lies outside the repository (after resolving symbolic links)")
        #expect(reason("Linked.xcassets") == "it lies outside the repository (after resolving symbolic links)")
    }

    @Test("symbolic links inside a catalog are neither entered nor named")
    func linksInside() throws {
        let scratch = try Scratch()
        try scratch.write("Elsewhere/far.imageset/Contents.json", Self.imageSet)
        try scratch.write("Elsewhere/Group/near.imageset/Contents.json", Self.imageSet)
        try scratch.write("A.xcassets/own.imageset/Contents.json", Self.imageSet)
        try scratch.link("A.xcassets/far.imageset", to: scratch.path + "/Elsewhere/far.imageset")
        try scratch.link("A.xcassets/Group", to: scratch.path + "/Elsewhere/Group")
        try scratch.link("A.xcassets/Loop", to: scratch.path + "/A.xcassets")
        #expect(load(scratch, "A.xcassets").value?.names == ["own"])
    }

    @Test("a Contents.json that is not JSON names its folder and position, never its content")
    func badContents() throws {
        let scratch = try Scratch()
        try scratch.write("A.xcassets/Tabs/Contents.json", "{\"properties\": {\"secret\u{202E}\" ]}")
        try scratch.write("A.xcassets/Tabs/x.imageset/Contents.json", Self.imageSet)
        let reason = try #require(load(scratch, "A.xcassets").error?.reason)
        #expect(reason.hasPrefix("Tabs/Contents.json: it is not valid JSON (line 1, column "), "\(reason)")
        #expect(!reason.contains("secret"))
        // A folder name from disk is escaped like any untrusted text.
        let other = try Scratch()
        try other.write("A.xcassets/Bad\u{1B}[31m/Contents.json", "[")
        let escaped = try #require(load(other, "A.xcassets").error?.reason)
        #expect(!escaped.contains("\u{1B}"), "\(escaped)")
    }

    @Test("nesting and size are bounded")
    func bounds() throws {
        let scratch = try Scratch()
        let deep = (0...AssetCatalogReader.maximumDepth).map { "g\($0)" }.joined(separator: "/")
        try scratch.write("Deep.xcassets/" + deep + "/x.imageset/Contents.json", Self.imageSet)
        #expect(load(scratch, "Deep.xcassets").error?.reason == "its folders nest more than \(AssetCatalogReader.maximumDepth) deep")
        let fits = (1..<AssetCatalogReader.maximumDepth).map { "g\($0)" }.joined(separator: "/")
        try scratch.write("Fits.xcassets/" + fits + "/x.imageset/Contents.json", Self.imageSet)
        #expect(load(scratch, "Fits.xcassets").value?.names == ["x"])
        try scratch.makeDirectory("Large.xcassets/Tabs")
        try scratch.write("Large.xcassets/Tabs/Contents.json", String(repeating: " ", count: AssetCatalogReader.maximumContentsSize + 1))
        #expect(load(scratch, "Large.xcassets").error?.reason == "Tabs/Contents.json: it is too large (over 1 MiB)")
    }

    @Test("the cache reads a catalog again when a folder in it changed")
    func cacheNotices() throws {
        let scratch = try Scratch()
        try scratch.write("App/Main.tabs", "")
        try scratch.write("App/A.xcassets/Tabs/one.imageset/Contents.json", Self.imageSet)
        let cache = StringTableCache()
        let tabs = scratch.path + "/App/Main.tabs"
        #expect(cache.assetCatalog(entry: "A.xcassets", tabsPath: tabs).value?.names == ["one"])
        #expect(cache.assetCatalog(entry: "A.xcassets", tabsPath: tabs).value?.names == ["one"])
        #expect(cache.readCount == 1)
        #expect(cache.uses(scratch.path + "/App/A.xcassets/Tabs"))
        // A namespace turned on: the group's Contents.json is new (the group's stamp changes).
        try scratch.write("App/A.xcassets/Tabs/Contents.json", Self.namespace)
        #expect(cache.hasChangedDependencies)
        #expect(cache.assetCatalog(entry: "A.xcassets", tabsPath: tabs).value?.names == ["Tabs/one"])
        #expect(cache.readCount == 2)
        // The request's entries come back in order, with their ranges.
        let request = LocalizationRequest(assets: [Located("A.xcassets", ByteRange(3, 15)), Located("B.xcassets", ByteRange(20, 32))])
        let inputs = cache.localization(for: request, tabsPath: tabs)
        #expect(inputs.assets.map { $0.path } == ["A.xcassets", "B.xcassets"])
        #expect(inputs.assets.map { $0.range } == [ByteRange(3, 15), ByteRange(20, 32)])
        #expect(inputs.assets[1].result.error != nil)
    }
}
