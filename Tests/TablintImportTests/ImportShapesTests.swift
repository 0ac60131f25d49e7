import Foundation
import Testing

/// The families combined, as apps combine them: an enum feeding `Tab`s
/// through a literal array, a role chosen per case by a conditional, a
/// custom selection binding that presents instead of selecting, a local
/// helper whose parameters carry a tab, static members that construct
/// tabs, `#if os` and `#if DEBUG`; and the app's facts from a package manifest.
@Suite("import: combined shapes") struct ImportShapesTests {
    static let app = """
    import SwiftUI

    enum RootTab: Hashable, CaseIterable {
        case home, explore, compose, settings

        var title: LocalizedStringKey {
            switch self {
            case .home: "Home"
            case .explore: "Explore"
            case .compose: "Compose"
            case .settings: "Settings"
            }
        }

        var symbol: String {
            switch self {
            case .home: return "house"
            case .explore: return "safari"
            case .compose, .settings:
                return self == .compose ? "square.and.pencil" : "gearshape"
            }
        }
    }

    struct Shortcut: Hashable {
        let title: String
        let icon: String
        static let inbox = Shortcut(title: "Inbox", icon: "tray")
        static let starred = Shortcut(title: "Starred", icon: "star")
        static let all: [Shortcut] = [.inbox, .starred]
    }

    struct AppRoot: View {
        @State private var tab: RootTab = .explore
        @State private var composing = false

        var body: some View {
            TabView(selection: Binding(get: { tab }, set: { newValue in
                if newValue == .compose {
                    composing = true
                } else {
                    tab = newValue
                }
            })) {
                ForEach([RootTab.home, .explore, .compose]) { item in
                    Tab(item.title, systemImage: item.symbol, value: item, role: item == .explore ? .search : nil) {
                        Text("screen")
                    }
                }
                #if os(iOS)
                downloadsTab(title: "Downloads", icon: "arrow.down.circle")
                #endif
                #if DEBUG
                Tab("Debug", systemImage: "ant", value: RootTab.settings) { Text("debug") }
                #endif
                TabSection("Shortcuts") {
                    ForEach(Shortcut.all, id: \\.title) { shortcut in
                        Tab(shortcut.title, systemImage: shortcut.icon, value: RootTab.settings) { Text("s") }
                    }
                }
            }
        }

        func downloadsTab(title: String, icon: String) -> some TabContent<RootTab> {
            Tab(title, systemImage: icon, value: RootTab.settings) { Text(title) }
        }
    }

    """

    /// Static members listed in the tab view's body, as a result builder lists them.
    @Test func staticMembersListedInTheBody() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = """
        struct Item {
            let title: LocalizedStringKey
            let systemImage: String
            static let home = Item(title: "Home", systemImage: "house")
            static var library: Item { Item(title: "Library", systemImage: "books.vertical") }
        }
        struct Root: View {
            var body: some View {
                TabView {
                    Item.library
                    Item.home
                }
            }
        }
        """
        try swift.write(to: root.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import"], in: root)
        #expect(r.status == 0, "\(r)")
        #expect(ImportFamilyTests.tabs(r.out) == ["tab library \"Library\"", "tab home \"Home\""], "\(r)")
        #expect(r.out.contains("tab home \"Home\" { icon \"house\" } # Root.swift:4\n"), "\(r)")
        let list = try Tool.tablint(["import", "--list"], in: root)
        #expect(list.lines == ["Root.swift:9: TabView Root: 2 tabs (static-members)"], "\(list)")
    }

    @Test func familiesCombine() throws {
        let root = try Tool.sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.app.write(to: root.appendingPathComponent("AppRoot.swift"), atomically: true, encoding: .utf8)
        try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Reader\", platforms: [.iOS(.v18), .macOS(.v15)], targets: [.executableTarget(name: \"Reader\", path: \".\")])\n"
            .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(ImportFamilyTests.tabs(draft) == ["tab home \"Home\"", "tab explore \"Explore\"", "tab compose \"Compose\"",
                                                  "tab settings \"Downloads\"", "tab inbox \"Inbox\"", "tab starred \"Starred\""], "\(draft)")
        #expect(ImportFamilyTests.block(draft, "tab explore").contains("role search"), "\(draft)")
        // `self == .compose ? "square.and.pencil" : "gearshape"` decided for the case.
        #expect(ImportFamilyTests.block(draft, "tab compose").contains("icon \"square.and.pencil\""), "\(draft)")
        #expect(ImportFamilyTests.block(draft, "tab compose").contains("role action"), "\(draft)")
        #expect(ImportFamilyTests.block(draft, "tab settings").contains("platforms iphone, ipad"), "\(draft)")
        #expect(draft.contains("# import: code under #if DEBUG at AppRoot.swift:53 left out\n"), "\(draft)")
        #expect(draft.contains("section shortcuts \"Shortcuts\" { # AppRoot.swift:56\n"), "\(draft)")
        #expect(draft.contains("    selected explore\n"), "\(draft)")
        #expect(draft.contains("    platforms iphone, ipad, mac\n    deployment \"iOS 18.0\", \"macOS 15.0\"\n"), "\(draft)")
        let list = try Tool.tablint(["import", "--list"], in: root)
        #expect(list.lines == ["AppRoot.swift:38: TabView AppRoot: 6 tabs (swiftui-tab, enum-switch, static-members)"], "\(list)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(check.status == 0 && !check.out.contains("syntax-error"), "\(check)\n\(draft)")
        #expect(try Tool.tablint(["format", "--check", "App.tabs"], in: root).status == 0)
    }
}
