import Foundation
import Testing

/// Projects that tools generate, read through the executable: the
/// `XcodeGenApps` fixture (two apps, each with an XcodeGen spec and its own
/// `@main`, in a workspace named like the second) and the `TuistApp`
/// fixture (a `Project.swift` whose app takes its destinations and
/// deployment from a helper's constants, beside a widget with a tab view of its own).
@Suite("import: generated projects through the command") struct GeneratedProjectsImportTests {
    @Test func theAppNamedLikeTheWorkspaceIsDraftedWithItsOwnPlatforms() throws {
        let root = try Tool.sandbox("XcodeGenApps")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        // Weather's view, though Almanac's entry comes first by name and its view has more tabs.
        #expect(r.out.contains("tab today \"Today\""), "\(r)")
        #expect(!r.out.contains("tab days"), "\(r)")
        #expect(r.out.contains("""
            platforms iphone
            deployment "iOS 17.0"
        """), "\(r)")
        #expect(r.out.contains("the repository holds 2 iPhone applications; the tab view is looked for first in Weather (its name is the workspace's), then in Almanac"), "\(r)")
        // The other app's view stays listed, with the `--view` that picks it.
        #expect(r.out.contains("AlmanacTabs"), "\(r)")
        let other = try Tool.tablint(["import", "--view", "AlmanacTabs"], in: root)
        #expect(other.status == 0 && other.out.contains("tab days \"Days\"") && other.out.contains("deployment \"iOS 15.0\""), "\(other)")
    }

    @Test func aTuistManifestGivesTheAppsPlatformsNeverTheWidgets() throws {
        let root = try Tool.sandbox("TuistApp")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("tab library \"Library\""), "\(r)")
        #expect(r.out.contains("""
            platforms iphone
            deployment "iOS 17.2"
        """), "\(r)")
    }

    @Test func aBrokenSpecIsANoteNeverAFailure() throws {
        let root = try Tool.sandbox("TuistApp")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("targets: [ {{ \n  - : :\n\t\"".utf8).write(to: root.appendingPathComponent("project.yml"))
        try Data("name: X\ninclude: [missing.yml]\n".utf8).write(to: root.appendingPathComponent("Lantern/project.yml"))
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0 && r.out.contains("tab library"), "\(r)")
        #expect(r.out.contains("missing.yml: cannot be read"), "\(r)")
    }
}
