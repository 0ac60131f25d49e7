import ProjectDescription
import ProjectDescriptionHelpers

// The app, its widget and its tests; the widget's tab view is never the app's.
let project = Project(
    name: "Lantern",
    targets: [
        .target(
            name: "Lantern",
            destinations: Shared.destinations,
            product: .app,
            bundleId: "org.example.lantern",
            deploymentTargets: Shared.oldest,
            sources: ["Lantern/Sources/**"],
            dependencies: [
                .target(name: "Glow"),
            ]
        ),
        .target(
            name: "Glow",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "org.example.lantern.glow",
            deploymentTargets: .iOS("18.0"),
            sources: "Glow/Sources/**"
        ),
        .target(
            name: "LanternTests",
            destinations: [.iPhone, .iPad],
            product: .unitTests,
            bundleId: "org.example.lantern.tests",
            sources: ["LanternTests/**/*.swift"]
        ),
    ]
)
