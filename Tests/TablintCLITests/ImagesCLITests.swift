import Foundation
import Testing

/// `image` and `assets` through the real executable: the catalogs read
/// next to the `.tabs` file (or the `--stdin-filename`), the exit status,
/// the unsafe fix, escaping of names from disk, and `format`.
@Suite("Images and asset catalogs") struct ImagesCLITests {
    static let tabs = """
    defaults {
        assets "Assets.xcassets"
    }
    tab home "Home" { image "Tabs/hom" }
    tab feed "Feed" { image "Tabs/feed" }
    tab search "Search" { icon "magnifyingglass"; role search }

    """

    func box(tabs: String = ImagesCLITests.tabs) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("App/Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try box.write("App/Assets.xcassets/Tabs/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        for name in ["home", "feed"] {
            try box.write("App/Assets.xcassets/Tabs/\(name).imageset/Contents.json", #"{"images": []}"#)
        }
        try box.write("App/Main.tabs", tabs)
        return box
    }

    @Test func anUnknownImageWarnsAndTheUnsafeFixReplacesIt() throws {
        let box = try box()
        let r = try box.run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out == """
        App/Main.tabs:4:25: warning: the asset catalog "Assets.xcassets" has no image named "Tabs/hom"; did you mean "Tabs/home"? [unknown-image]

        """, "\(r)")
        // A suggestion: `--fix` alone leaves it, `--unsafe-fixes` takes it.
        _ = try box.run(["check", "--fix", "--no-config", "App/Main.tabs"])
        #expect(try String(contentsOf: box.url("App/Main.tabs"), encoding: .utf8) == Self.tabs)
        let fixed = try box.run(["check", "--fix", "--unsafe-fixes", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(fixed.status == 0 && fixed.out.isEmpty, "\(fixed)")
        #expect(try String(contentsOf: box.url("App/Main.tabs"), encoding: .utf8)
                == Self.tabs.replacingOccurrences(of: "Tabs/hom\"", with: "Tabs/home\""))
    }

    @Test func aMissingCatalogIsAnErrorAndStopsTheImageCheck() throws {
        let box = try box(tabs: Self.tabs.replacingOccurrences(of: "\"Assets.xcassets\"", with: "\"Assets.xcassets\", \"../Missing.xcassets\""))
        let r = try box.run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
        App/Main.tabs:2:31: error: cannot use the asset catalog "../Missing.xcassets": it does not exist (the path is relative to the .tabs file) [invalid-assets]

        """, "\(r)")
        // A level and a suppression work on it as on any rule.
        let off = try box.run(["check", "--format", "concise", "--no-config", "--rule", "invalid-assets=off", "App/Main.tabs"])
        #expect(off.status == 0 && off.out.isEmpty, "\(off)")
    }

    @Test func standardInputResolvesTheCatalogsFromTheNamedFile() throws {
        let box = try box()
        let r = try box.run(["check", "--format", "concise", "--no-config", "--stdin-filename", "App/Main.tabs", "-"],
                            stdin: Array(Self.tabs.utf8))
        #expect(r.conciseLines().map(\.rule) == ["unknown-image"], "\(r)")
        let elsewhere = try box.run(["check", "--format", "concise", "--no-config", "--stdin-filename", "Other.tabs", "-"],
                                    stdin: Array(Self.tabs.utf8))
        #expect(elsewhere.conciseLines().map(\.rule) == ["invalid-assets"], "\(elsewhere)")
    }

    @Test func namesFromDiskAreEscapedInMessagesAndFixes() throws {
        let box = try box()
        // An image set whose name holds an escape character and a quote.
        try box.write("App/Assets.xcassets/Tabs/x\u{1B}[2J\".imageset/Contents.json", "{}")
        let text = Self.tabs.replacingOccurrences(of: "\"Tabs/hom\"", with: "\"Tabs/x[2J\\\"\"")
        try box.write("App/Main.tabs", text)
        let r = try box.run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(!r.out.contains("\u{1B}"), "\(r)")
        #expect(r.out.contains(#"did you mean "Tabs/x\u{1B}[2J\""?"#), "\(r)")
        _ = try box.run(["check", "--fix", "--unsafe-fixes", "--no-config", "App/Main.tabs"])
        let fixed = try String(contentsOf: box.url("App/Main.tabs"), encoding: .utf8)
        #expect(fixed.contains(#"image "Tabs/x\u{1B}[2J\"""#), "\(fixed)")
        let again = try box.run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(again.status == 0 && again.out.isEmpty, "\(again)")
    }

    @Test func formatKeepsImagesAndAssets() throws {
        let box = try box(tabs: "defaults {\n  assets   \"Assets.xcassets\" ,\"B.xcassets\"\n}\ntab home \"Home\" {image \"Tabs/home\"}\n")
        let r = try box.run(["format", "App/Main.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(try String(contentsOf: box.url("App/Main.tabs"), encoding: .utf8)
                == "defaults {\n    assets \"Assets.xcassets\", \"B.xcassets\"\n}\ntab home \"Home\" { image \"Tabs/home\" }\n")
    }
}
