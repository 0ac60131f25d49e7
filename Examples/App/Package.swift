// swift-tools-version:6.0
import PackageDescription

// An app that takes its tabs from a checked `.tabs` file: the build plugin
// generates `AppTab`, `AppTabSection`, `AppTabCache`, `AppTabSelection`,
// `AppTabItem` and `AppTabView` from Sources/TabsApp/App.tabs at each build
// where the file changed. `.tablint.json` sets `"generate": {"bundle":
// "module"}`: the titles are looked up in this target's resources
// (`Bundle.module`, which SwiftPM declares because the target has some).
// Inside this repository the dependency is by path, named so that
// `package: "tablint"` works whatever the clone's folder is called.
//
// Linux has no SwiftUI: there the app uses the tests' stand-in for it
// (Sources/SwiftUI/SwiftUI.swift, a symbolic link to
// Tests/TablintGenerateTests/Programs/SwiftUI.swift, so there is one copy),
// so `#if canImport(SwiftUI)` holds and the tab view compiles and runs.
#if os(Linux)
let standIn: [Target.Dependency] = ["SwiftUI"]
let standInTargets: [Target] = [.target(name: "SwiftUI")]
#else
let standIn: [Target.Dependency] = []
let standInTargets: [Target] = []
#endif

let package = Package(
    name: "TabsApp",
    dependencies: [
        .package(name: "tablint", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TabsApp",
            dependencies: standIn,
            resources: [.process("Resources")],
            plugins: [.plugin(name: "TablintBuildPlugin", package: "tablint")]
        ),
    ] + standInTargets
)
