// swift-tools-version:6.0
import PackageDescription

// An app that takes its tabs from a checked `.tabs` file: the build plugin
// generates `AppTab`, `AppTabSection` and `AppTabCache` from
// Sources/TabsApp/App.tabs at each build where the file changed.
// Inside this repository the dependency is by path, named so that
// `package: "tablint"` works whatever the clone's folder is called.
let package = Package(
    name: "TabsApp",
    dependencies: [
        .package(name: "tablint", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TabsApp",
            plugins: [.plugin(name: "TablintBuildPlugin", package: "tablint")]
        ),
    ]
)
