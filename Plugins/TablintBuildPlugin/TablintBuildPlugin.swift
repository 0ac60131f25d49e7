import Foundation
import PackagePlugin

/// For each `.tabs` file among a target's sources, a build command runs
/// `tablint generate swift` into the plugin's work directory; the target
/// compiles the result. A build command (never a prebuild one) reruns
/// whenever one of its inputs changes: the `.tabs` file, the configuration
/// that applies to it, or the `tablint` executable. Problems this plugin
/// finds itself (a base name that is no identifier, two files giving one
/// type name) become build commands that print the error and fail: a
/// plugin that throws would stop the planning of every target.
///
/// The configuration's `generate` object (`{"bundle": "module", "access":
/// "public"}`) reaches the generator through `--config`: `tablint generate
/// swift` reads it as the defaults of `--bundle` and `--access`, so an edit
/// to it regenerates (the file is an input) and a bad value fails the build
/// naming the file and the key. The type's name stays the file's own.
@main
struct TablintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "tabs").map(\.url)
        return try TablintBuildPlan.commands(for: files, root: context.package.directoryURL,
                                             workDirectory: context.pluginWorkDirectoryURL,
                                             tool: context.tool(named: "tablint").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TablintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "tabs" }
        return try TablintBuildPlan.commands(for: files, root: context.xcodeProject.directoryURL,
                                             workDirectory: context.pluginWorkDirectoryURL,
                                             tool: context.tool(named: "tablint").url)
    }
}
#endif

enum TablintBuildPlan {
    static func commands(for files: [URL], root: URL, workDirectory: URL, tool: URL) -> [Command] {
        let sorted = files.sorted { $0.path < $1.path }
        var byType: [String: [URL]] = [:]
        for file in sorted {
            if let name = typeName(for: file) { byType[name, default: []].append(file) }
        }
        var commands: [Command] = []
        var failures = 0
        func fail(_ message: String, inputs: [URL]) {
            failures += 1
            // `sh -c SCRIPT sh MESSAGE`: the message is an argument, never parsed as shell text.
            commands.append(.buildCommand(
                displayName: "tablint: cannot generate Swift from \(inputs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s\\n' \"$1\" >&2; exit 1", "sh", message],
                inputFiles: inputs,
                outputFiles: [workDirectory.appendingPathComponent("tablint-error-\(failures).swift")]))
        }
        for file in sorted {
            let base = file.deletingPathExtension().lastPathComponent
            guard let type = typeName(for: file) else {
                fail("\(file.path):1:1: error: tablint: the file name '\(base)' does not make a Swift identifier, so no type can be named after it; rename the file (App.tabs gives AppTab)",
                     inputs: [file])
                continue
            }
            if let clashing = byType[type], clashing.count > 1 {
                if clashing.first == file {
                    let names = clashing.map(\.path).joined(separator: ", ")
                    fail("\(file.path):1:1: error: tablint: these files all give the type \(type), and one target can hold it once: \(names); rename all but one",
                         inputs: clashing)
                }
                continue
            }
            let output = workDirectory.appendingPathComponent(file.lastPathComponent + ".swift")
            var arguments = ["generate", "swift", file.path, "--output", output.path, "--type", type]
            var inputs = [file]
            if let configuration = configuration(for: file, root: root) {
                arguments += ["--config", configuration.path]
                inputs.append(configuration)
            } else {
                arguments.append("--no-config")
            }
            commands.append(.buildCommand(displayName: "tablint: generating \(type) from \(file.lastPathComponent)",
                                          executable: tool, arguments: arguments,
                                          inputFiles: inputs, outputFiles: [output]))
        }
        return commands
    }

    /// The base name with its first letter uppercased, then `Tab`; nil
    /// when that is plainly not a Swift identifier (empty, a leading digit,
    /// or an ASCII character other than letters, digits and `_`). Names
    /// with other characters (`Überblick.tabs`) go to `tablint generate
    /// swift --type`, which knows Swift's whole identifier grammar and
    /// fails the build command when the name is not one.
    static func typeName(for file: URL) -> String? {
        let base = file.deletingPathExtension().lastPathComponent
        guard let first = base.unicodeScalars.first, !(first >= "0" && first <= "9") else { return nil }
        func allowed(_ s: Unicode.Scalar) -> Bool {
            !s.isASCII || (s >= "A" && s <= "Z") || (s >= "a" && s <= "z") || (s >= "0" && s <= "9") || s == "_"
        }
        guard base.unicodeScalars.allSatisfy(allowed) else { return nil }
        return base.prefix(1).uppercased() + base.dropFirst() + "Tab"
    }

    /// The nearest `.tablint.json` from the file's directory up to `root`.
    static func configuration(for file: URL, root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var directory = file.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(".tablint.json")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            if directory.path == rootPath || directory.path == "/" || !directory.path.hasPrefix(rootPath) { return nil }
            directory = directory.deletingLastPathComponent().standardizedFileURL
        }
    }
}
