// swift-tools-version:6.0
import PackageDescription

// The targets' layers, as ARCHITECTURE.md draws them: each target depends only on
// targets in the tiers above it (no target under Sources/ imports Foundation).
//   TabsBase          Lock, the one UTF-8 decoding step, the one UTF-16 surrogate join
//      ↑
//   TabsSyntax        lexer, lossless tree, parser, line index, formatter
//   TabsJSON          JSON value, parser, pull reader, writer
//      ↑
//   TabsLint          model, attribute schema, rules, suppressions, diagnostics, fixes,
//                     configuration values, localized title checks (no I/O, no threads)
//      ↑
//   TablintImport     Swift lexer, syntax tree and resolver, the reading of an app's tab code,
//                     the .tabs draft, the app's targets as values (no I/O)
//      ↑
//   TablintWorkspace  files, folder walk, inputs, settings, symbol catalogs, string tables, git,
//                     the app's targets read from projects and manifests
//   TablintGenerate   Swift source from a checked file (no I/O)
//   TablintPreview    an HTML page of the tabs from a checked file (no I/O)
//      ↑
//   TablintLSP        the language server
//      ↑
//   TablintCLI        arguments, commands, output formats, the check over many files
//      ↑
//   tablint           main.swift: argv, environment and stdio in, exit status out
// macOS 13 is the lowest the sources need: `firstRange(of:)` and
// `StringProtocol.contains(_:)` with a string come from _StringProcessing,
// macOS 13 (Scripts/check-availability.py checks every call; docs/platforms.md).
let package = Package(
    name: "tablint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tablint", targets: ["tablint"]),
        .plugin(name: "TablintBuildPlugin", targets: ["TablintBuildPlugin"]),
        .plugin(name: "TablintCommandPlugin", targets: ["TablintCommandPlugin"]),
    ],
    targets: [
        .target(name: "TabsBase"),
        .target(name: "TabsSyntax", dependencies: ["TabsBase"]),
        .target(name: "TabsJSON", dependencies: ["TabsBase"]),
        .target(name: "TabsLint", dependencies: ["TabsSyntax", "TabsJSON"]),
        .target(name: "TablintWorkspace", dependencies: ["TabsLint", "TabsJSON", "TabsSyntax", "TabsBase", "TablintImport"]),
        .target(name: "TablintLSP", dependencies: ["TabsLint", "TablintWorkspace", "TabsJSON", "TabsSyntax", "TabsBase", "TablintPreview"]),
        .target(name: "TablintCLI", dependencies: ["TabsBase", "TabsLint", "TablintWorkspace", "TabsJSON", "TablintLSP", "TablintGenerate", "TablintPreview", "TablintImport"]),
        .executableTarget(name: "tablint", dependencies: ["TablintCLI"]),
        .target(name: "TablintGenerate", dependencies: ["TabsBase", "TabsLint", "TabsSyntax"]),
        .target(name: "TablintPreview", dependencies: ["TabsLint", "TabsSyntax"]),
        .target(name: "TablintImport", dependencies: ["TabsBase", "TabsLint"]),
        .plugin(name: "TablintBuildPlugin", capability: .buildTool(), dependencies: ["tablint"]),
        .plugin(name: "TablintCommandPlugin",
                capability: .command(intent: .custom(verb: "tablint",
                                                      description: "Check (or, with format or --fix, rewrite) the package's .tabs files")),
                dependencies: ["tablint"]),
        .testTarget(name: "TabsBaseTests", dependencies: ["TabsBase"]),
        .testTarget(name: "TabsSyntaxTests", dependencies: ["TabsSyntax"], exclude: ["Snapshots"]),
        .testTarget(name: "TabsJSONTests", dependencies: ["TabsJSON"]),
        .testTarget(name: "TabsLintTests", dependencies: ["TabsLint", "TablintWorkspace"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TablintWorkspaceTests", dependencies: ["TablintWorkspace", "TabsLint", "TablintImport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TablintCLITests", dependencies: ["TablintCLI", "tablint"]),
        .testTarget(name: "TablintGenerateTests", dependencies: ["TablintGenerate", "TabsLint", "TabsSyntax", "tablint"],
                    exclude: ["Golden", "Programs"]),
        .testTarget(name: "TablintImportTests", dependencies: ["TablintImport", "tablint"], exclude: ["Fixtures"]),
        .testTarget(name: "TablintLSPTests", dependencies: ["TablintLSP", "TabsLint", "TabsJSON", "tablint"]),
    ]
)
