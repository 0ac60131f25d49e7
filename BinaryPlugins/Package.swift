// swift-tools-version:6.0
import PackageDescription

// tablint's two plugins on a prebuilt tablint (docs/plugins.md, "Without
// compiling tablint"): the same plugins as the tablint package's, whose
// sources these are (symbolic links to ../Plugins), with the `tablint` tool
// an artifact bundle (Scripts/artifactbundle.sh) instead of the executable
// built from source. A consumer compiles none of tablint.
//
// The bundle is the release asset of `version`, fetched by URL and checked
// against `checksum` (both set when a release is made; downloads work from
// the first published release on), or a local one when the environment
// variable TABLINT_ARTIFACTBUNDLE names a `tablint.artifactbundle` folder
// (CI, or a bundle built on this machine).
let version = "0.2.0"
let home = "https://github.com/tablint/tablint"
// `swift package compute-checksum tablint.artifactbundle.zip` of the release asset.
let checksum = "0000000000000000000000000000000000000000000000000000000000000000"

/// `path` relative to this package's folder: SwiftPM takes a local binary
/// target's path only relative to the package root (`..` is fine).
func relativeToPackage(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let from = Context.packageDirectory.split(separator: "/")
    let to = path.split(separator: "/")
    var common = 0
    while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
    let up = Array(repeating: "..", count: from.count - common)
    return (up + to[common...].map(String.init)).joined(separator: "/")
}

let tablint: Target
if let local = Context.environment["TABLINT_ARTIFACTBUNDLE"], !local.isEmpty {
    tablint = .binaryTarget(name: "tablint", path: relativeToPackage(local))
} else {
    tablint = .binaryTarget(name: "tablint",
                            url: "\(home)/releases/download/v\(version)/tablint.artifactbundle.zip",
                            checksum: checksum)
}

let package = Package(
    name: "TablintPlugins",
    products: [
        .plugin(name: "TablintBuildPlugin", targets: ["TablintBuildPlugin"]),
        .plugin(name: "TablintCommandPlugin", targets: ["TablintCommandPlugin"]),
    ],
    targets: [
        tablint,
        .plugin(name: "TablintBuildPlugin", capability: .buildTool(), dependencies: ["tablint"]),
        .plugin(name: "TablintCommandPlugin",
                capability: .command(intent: .custom(verb: "tablint",
                                                      description: "Check (or, with format or --fix, rewrite) the package's .tabs files")),
                dependencies: ["tablint"]),
    ]
)
