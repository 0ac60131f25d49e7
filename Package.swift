// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on the ones above it:
//   TabsSyntax  lexer, lossless tree, parser, line index (no Foundation)
//   TabsJSON    a small JSON value, parser and writer (no Foundation)
//   TabsLint    semantic model, rules, diagnostics, configuration values
//   TablintWorkspace  the edge: files, configuration discovery, symbol catalogs, git
//   TablintLSP  the language server: framing, JSON-RPC, LSP handlers
//   TablintCLI  argument parsing, output formats, commands
//   TablintGenerate  Swift source from a checked file (`generate swift`)
//   TablintPreview  an HTML picture of the tabs from a checked file (`preview`)
//   tablint     the executable: hands argv and stdio to TablintCLI
let package = Package(
    name: "tablint",
    products: [
        .executable(name: "tablint", targets: ["tablint"]),
        .plugin(name: "TablintBuildPlugin", targets: ["TablintBuildPlugin"]),
        .plugin(name: "TablintCommandPlugin", targets: ["TablintCommandPlugin"]),
    ],
    targets: [
        .target(name: "TabsSyntax"),
        .target(name: "TabsJSON"),
        .target(name: "TabsLint", dependencies: ["TabsSyntax", "TabsJSON"]),
        .target(name: "TablintWorkspace", dependencies: ["TabsLint", "TabsJSON", "TabsSyntax"]),
        .target(name: "CTablintSystem"),
        .target(name: "TablintLSP", dependencies: ["TabsLint", "TablintWorkspace", "TabsJSON", "TabsSyntax", "CTablintSystem", "TablintPreview"]),
        .target(name: "TablintCLI", dependencies: ["TabsLint", "TablintWorkspace", "TabsJSON", "TablintLSP", "TablintGenerate", "TablintPreview"]),
        .executableTarget(name: "tablint", dependencies: ["TablintCLI"]),
        .target(name: "TablintGenerate", dependencies: ["TabsLint", "TabsSyntax"]),
        .target(name: "TablintPreview", dependencies: ["TabsLint", "TabsSyntax"]),
        .plugin(name: "TablintBuildPlugin", capability: .buildTool(), dependencies: ["tablint"]),
        .plugin(name: "TablintCommandPlugin",
                capability: .command(intent: .custom(verb: "tablint",
                                                      description: "Check (or, with format or --fix, rewrite) the package's .tabs files")),
                dependencies: ["tablint"]),
        .testTarget(name: "TabsSyntaxTests", dependencies: ["TabsSyntax"], exclude: ["Snapshots"]),
        .testTarget(name: "TabsJSONTests", dependencies: ["TabsJSON"]),
        .testTarget(name: "TabsLintTests", dependencies: ["TabsLint", "TablintWorkspace"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TablintWorkspaceTests", dependencies: ["TablintWorkspace", "TabsLint"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TablintCLITests", dependencies: ["TablintCLI", "tablint", "CTablintSystem"]),
        .testTarget(name: "TablintGenerateTests", dependencies: ["TablintGenerate", "TabsLint", "TabsSyntax", "tablint"],
                    exclude: ["Golden", "Programs"]),
        .testTarget(name: "TablintLSPTests", dependencies: ["TablintLSP", "TabsLint", "TabsJSON", "tablint"]),
    ]
)
