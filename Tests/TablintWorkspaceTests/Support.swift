import Foundation
import TabsLint
import TablintWorkspace

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

func fixtureBytes(_ relative: String) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + relative)))) ?? []
}

/// A directory made for one test (with `.git` when it plays a repository), removed at the end.
final class Scratch {
    let path: String

    init(repository: Bool = true) throws {
        path = FileManager.default.temporaryDirectory.path + "/tablint-strings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if repository { try FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }
}

extension Result {
    var value: Success? { if case .success(let v) = self { return v }; return nil }
    var error: Failure? { if case .failure(let e) = self { return e }; return nil }
}

/// The catalog read from `text`, or nil.
func catalog(_ text: String) -> Result<StringTable, StringTableError> {
    CatalogReader.read(Array(text.utf8), file: "Localizable.xcstrings")
}

/// A deterministic generator (SplitMix64), so every run builds the same values.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
