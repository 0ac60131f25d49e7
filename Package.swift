// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on the ones above it (no target imports Foundation):
//   TabsBase    Lock, the UTF-8 decoding step, the UTF-16 surrogate join (no dependencies)
//   TabsSyntax  lexer, lossless tree, parser, line index, formatter
//   TabsJSON    a small JSON value, parser and writer
//   TabsLint    semantic model, rules, diagnostics, configuration values (no I/O, no threads)
//   TablintWorkspace  the edge: files, configuration discovery, symbol catalogs, string tables, git
//   TablintGenerate  Swift source from a checked file (`generate swift`)
//   TablintPreview  an HTML picture of the tabs from a checked file (`preview`)
//   TablintLSP  the language server: framing, JSON-RPC, LSP handlers, its Dispatch queues
//               (CTablintSystem: the C library call Swift's Glibc module lacks)
//   TablintCLI  argument parsing, output formats, commands, the parallel check over files
//   tablint     the executable: hands argv and stdio to TablintCLI
let package = Package(
    name: "tablint",
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
        .target(name: "TablintWorkspace", dependencies: ["TabsLint", "TabsJSON", "TabsSyntax", "TabsBase"]),
        .target(name: "CTablintSystem"),
        .target(name: "TablintLSP", dependencies: ["TabsLint", "TablintWorkspace", "TabsJSON", "TabsSyntax", "TabsBase", "CTablintSystem", "TablintPreview"]),
        .target(name: "TablintCLI", dependencies: ["TabsBase", "TabsLint", "TablintWorkspace", "TabsJSON", "TablintLSP", "TablintGenerate", "TablintPreview"]),
        .executableTarget(name: "tablint", dependencies: ["TablintCLI"]),
        .target(name: "TablintGenerate", dependencies: ["TabsLint", "TabsSyntax"]),
        .target(name: "TablintPreview", dependencies: ["TabsLint", "TabsSyntax"]),
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
        .testTarget(name: "TablintWorkspaceTests", dependencies: ["TablintWorkspace", "TabsLint"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TablintCLITests", dependencies: ["TablintCLI", "tablint"]),
        .testTarget(name: "TablintGenerateTests", dependencies: ["TablintGenerate", "TabsLint", "TabsSyntax", "tablint"],
                    exclude: ["Golden", "Programs"]),
        .testTarget(name: "TablintLSPTests", dependencies: ["TablintLSP", "TabsLint", "TabsJSON", "tablint"]),
    ]
)
