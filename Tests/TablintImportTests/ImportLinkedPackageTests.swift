import Foundation
import Testing

/// The app's root view in a library target it links, beside another `@main` in a library
/// (a port to another platform built from the same repository): the view the app's entry
/// reaches is drafted, though no application target builds its file.
@Suite("import: a root view in a linked package") struct ImportLinkedPackageTests {
    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "Fair",
        platforms: [.iOS(.v17)],
        targets: [
            .executableTarget(name: "FairApp", dependencies: ["Booths"], path: "FairApp"),
            .target(name: "Booths", path: "Booths"),
            .target(name: "Aside", path: "Aside"),
        ]
    )
    """

    static let entry = """
    import SwiftUI
    import Booths

    @main
    struct FairApp: App {
        var body: some Scene {
            WindowGroup { FairRoot() }
        }
    }
    """

    static let root = """
    import SwiftUI

    public struct FairRoot: View {
        public init() {}
        public var body: some View {
            TabView {
                Text("halls").tabItem { Label("Halls", systemImage: "building.columns") }
                Text("talks").tabItem { Label("Talks", systemImage: "mic") }
            }
        }
    }
    """

    static let port = """
    import SwiftUI

    @main
    struct AsideApp: App {
        var body: some Scene {
            WindowGroup { AsideRoot() }
        }
    }

    struct AsideRoot: View {
        var body: some View {
            TabView {
                Text("a").tabItem { Label("Halls", systemImage: "square") }
                Text("b").tabItem { Label("Talks", systemImage: "circle") }
            }
        }
    }
    """

    @Test func theViewTheEntryReachesIsDrafted() throws {
        let dir = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: dir) }
        for folder in ["FairApp", "Booths", "Aside"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.manifest.write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.entry.write(to: dir.appendingPathComponent("FairApp/FairApp.swift"), atomically: true, encoding: .utf8)
        try Self.root.write(to: dir.appendingPathComponent("Booths/FairRoot.swift"), atomically: true, encoding: .utf8)
        try Self.port.write(to: dir.appendingPathComponent("Aside/AsideApp.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("# Tab view: TabView FairRoot at Booths/FairRoot.swift:6.\n"), "\(r)")
        #expect(r.out.contains("icon \"building.columns\""), "\(r)")
        #expect(r.out.contains("# Also found: TabView AsideRoot at Aside/AsideApp.swift:12"), "\(r)")
    }
}
