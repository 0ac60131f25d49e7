import Foundation
import Testing

/// The code generated for `Examples/*.tabs`, compared byte for byte with
/// `Golden/NAME.tabs.swift`. Set `TABLINT_BLESS=1` to rewrite the golden
/// files after an intended change (and read the diff).
@Suite("Golden generated code") struct GoldenTests {
    static let bless = ProcessInfo.processInfo.environment["TABLINT_BLESS"] == "1"

    @Test(arguments: ["Reflect", "IceCubes", "Podcasts"])
    func example(_ name: String) throws {
        let r = try Toolchain.tablint(["generate", "swift", "Examples/\(name).tabs"], in: Toolchain.packageRoot)
        #expect(r.status == 0, "\(r)")
        let golden = Toolchain.packageRoot.appendingPathComponent("Tests/TablintGenerateTests/Golden/\(name).tabs.swift")
        if Self.bless {
            try Data(r.stdout).write(to: golden)
            return
        }
        let expected = try Data(contentsOf: golden)
        #expect(expected == Data(r.stdout), "Golden/\(name).tabs.swift differs: run with TABLINT_BLESS=1 to update")
    }
}
