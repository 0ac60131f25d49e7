import Foundation
import Testing

/// `platforms` and `deployment` from `.xcconfig` files through the
/// executable (the `Xcconfig` fixture: a project whose iOS deployment
/// target is only in an xcconfig that the app's configuration names,
/// through `#include` and a variable).
@Suite("import: xcconfig through the command") struct XcconfigImportTests {
    @Test func theDeploymentComesFromTheXcconfig() throws {
        let root = try Tool.sandbox("Xcconfig")
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("""
        defaults {
            platforms iphone, ipad
            deployment "iOS 16.4"
        }
        """), "\(r)")
        // An xcconfig outside the PATHs given is not read.
        let outside = try Tool.tablint(["import", "Tasks.xcodeproj", "App"], in: root)
        #expect(outside.status == 0 && !outside.out.contains("deployment"), "\(outside)")
    }
}
