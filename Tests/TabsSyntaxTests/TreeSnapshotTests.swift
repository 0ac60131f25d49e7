import Foundation
import Testing
@testable import TabsSyntax

/// Data-driven snapshots of the tree's shape: for every `Snapshots/NAME.tabs`
/// the outline `SyntaxTree.dump()` gives is compared with
/// `Snapshots/NAME.tree`. The round trip cannot see a wrong tree that prints
/// the same bytes; these can. Set `TABLINT_BLESS=1` to rewrite the `.tree`
/// files, then review the diff.
enum TreeSnapshots {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let bless = ProcessInfo.processInfo.environment["TABLINT_BLESS"] == "1"

    static func names(_ ext: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }.sorted()
    }

    static var inputs: [String] { names("tabs") }

    static func read(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } }
}

@Suite("Tree snapshots")
struct TreeSnapshotTests {
    @Test func snapshotsArePresent() {
        #expect(TreeSnapshots.inputs.count >= 10, "no snapshot inputs found in \(TreeSnapshots.root.path)")
        #expect(TreeSnapshots.inputs.contains { $0.hasPrefix("valid-") })
        #expect(TreeSnapshots.inputs.contains { $0.hasPrefix("recovery-") })
    }

    @Test func everyExpectationHasItsInput() {
        for name in TreeSnapshots.names("tree") {
            #expect(TreeSnapshots.inputs.contains(name), "\(name).tree has no \(name).tabs")
        }
    }

    @Test(arguments: TreeSnapshots.inputs)
    func treeMatchesItsSnapshot(_ name: String) throws {
        let input = TreeSnapshots.root.appendingPathComponent(name + ".tabs")
        let bytes = try #require(TreeSnapshots.read(input), "cannot read \(input.path)")
        let tree = SyntaxTree.parse(bytes)
        #expect(tree.printed() == bytes, "\(name) does not round-trip")
        #expect(invariantViolations(tree).isEmpty, "\(name): \(invariantViolations(tree).prefix(3))")
        let actual = tree.dump()
        #expect(tree.debugDescription == actual)
        let expectedURL = TreeSnapshots.root.appendingPathComponent(name + ".tree")
        if TreeSnapshots.bless {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = TreeSnapshots.read(expectedURL).map { String(decoding: $0, as: UTF8.self) }
        #expect(expected == actual, "\(name).tree differs: run with TABLINT_BLESS=1 to update, then review the diff\n\(actual)")
        // Valid inputs are valid; every recovery input has an error.
        #expect(name.hasPrefix("valid-") == tree.errors.isEmpty, "\(name): \(tree.errors.map(\.message))")
    }

    @Test func dumpIsDeterministicAndBounded() {
        let source = "x " + String(repeating: "y ", count: 100) + "\ntab a \"\u{7}\\\"\"\n"
        let tree = SyntaxTree.parse(source)
        #expect(tree.dump() == SyntaxTree.parse(source).dump())
        #expect(tree.dump().contains("skipped 85 more"))
        #expect(!tree.dump().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
