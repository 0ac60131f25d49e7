import Foundation
import Testing
@testable import TablintImport

// The reader tests, in-process: each `Fixtures/Syntax/NAME.swift` against
// `NAME.tree` (the syntax layer's outline), and each `Fixtures/Drafts/NAME/`
// folder's Swift against its `expected.tabs` (the draft the importer writes
// for the tab view it chooses). `TABLINT_BLESS=1 swift test --filter Reader`
// rewrites the expected files from what the code gives; review the diff.
@Suite("import: readers in-process") struct ReaderTests {
    static let bless = ProcessInfo.processInfo.environment["TABLINT_BLESS"] == "1"

    static func compare(_ actual: String, _ expected: URL) {
        if bless { try? actual.write(to: expected, atomically: true, encoding: .utf8); return }
        let wanted = (try? String(contentsOf: expected, encoding: .utf8)) ?? "<missing \(expected.lastPathComponent): run with TABLINT_BLESS=1>"
        #expect(actual == wanted, "\(expected.path) differs:\n\(actual)")
    }

    static func names(_ folder: String, _ ext: String) -> [String] {
        let url = Tool.fixtures.appendingPathComponent(folder)
        let all = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return all.filter { ext.isEmpty || $0.hasSuffix(ext) }.sorted()
    }

    @Test(arguments: names("Syntax", ".swift"))
    func syntaxTree(_ name: String) throws {
        let url = Tool.fixtures.appendingPathComponent("Syntax/\(name)")
        let swift = try String(contentsOf: url, encoding: .utf8)
        Self.compare(SyntaxDump.dump(swift), url.deletingPathExtension().appendingPathExtension("tree"))
    }

    /// A `Fixtures/Drafts/NAME/` folder's Swift files, and the keys its `keys.txt` lists.
    static func draftInputs(_ name: String) throws -> (files: [SwiftFile], keys: [String]) {
        let folder = Tool.fixtures.appendingPathComponent("Drafts/\(name)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let files = try entries.filter { $0.hasSuffix(".swift") }.map { file in
            SwiftFile(path: file, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
        let keys = ((try? String(contentsOf: folder.appendingPathComponent("keys.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
        return (files, keys)
    }

    /// Each `Fixtures/Drafts/NAME/` folder: its Swift files (and `keys.txt`, the tables' keys in every
    /// language, and `assets.txt`, the asset catalogs' image names) read in-process; the draft of the view the importer chooses against `expected.tabs`.
    @Test(arguments: names("Drafts", ""))
    func draft(_ name: String) throws {
        let folder = Tool.fixtures.appendingPathComponent("Drafts/\(name)")
        let (files, keys) = try Self.draftInputs(name)
        // `assets.txt`: the image set names of the app's asset catalogs, when the fixture has one.
        let assetList = ((try? String(contentsOf: folder.appendingPathComponent("assets.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
        let result = Importer.read(files, tableKeys: keys, assets: AssetNames { assetList })
        let draft = result.draftedView.map { view in
            var facts = DraftFacts()
            facts.others = result.views.filter { $0.place != view.place }
            facts.notes = result.notes
            return String(decoding: DraftWriter.draft(view, facts: facts), as: UTF8.self)
        } ?? "no tab view\n"
        Self.compare(draft, folder.appendingPathComponent("expected.tabs"))
    }

    @Test func deepNestingEndsCleanly() {
        for bracket in [("(", ")"), ("[", "]"), ("{", "}")] {
            let swift = "let x = " + String(repeating: bracket.0, count: 10_000) + String(repeating: bracket.1, count: 10_000)
            let file = SwiftParser.parse(SwiftFile(path: "T.swift", bytes: Array(swift.utf8)))
            #expect(file.statements.count == 1)
        }
        let chain = "let x = a" + String(repeating: " + a", count: 20_000) + "\nlet y = b" + String(repeating: ".m", count: 20_000)
        let file = SwiftParser.parse(SwiftFile(path: "T.swift", bytes: Array(chain.utf8)))
        #expect(file.statements.count == 2)
        let ifs = String(repeating: "#if A\n", count: 5_000) + String(repeating: "#endif\n", count: 5_000)
        #expect(SwiftParser.parse(SwiftFile(path: "T.swift", bytes: Array(ifs.utf8))).statements.count == 1)
    }
}

extension ReaderTests {
    // A developer's aid: `TABLINT_DUMP_FILE=path swift test --filter dumpOneFile` prints that file's tree.
    @Test func dumpOneFile() throws {
        guard let path = ProcessInfo.processInfo.environment["TABLINT_DUMP_FILE"] else { return }
        print(SyntaxDump.dump(try String(contentsOfFile: path, encoding: .utf8)))
    }
}
