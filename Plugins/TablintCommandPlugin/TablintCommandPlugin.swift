import Foundation
import PackagePlugin

/// `swift package tablint [check options]` checks the package's `.tabs`
/// files (every target's, or those of `--target NAME`); `... tablint format`
/// and `... tablint --fix` rewrite them (with
/// `--allow-writing-to-package-directory`). It declares no permission, so
/// checking needs no flag and no prompt.
@main
struct TablintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var rest = arguments[...]
        var targetNames: [String] = []
        var passed: [String] = []
        while let argument = rest.popFirst() {
            if argument == "--target" {
                guard let name = rest.popFirst() else { throw PluginFailure("--target needs a target name") }
                targetNames.append(name)
            } else if argument.hasPrefix("--target=") {
                targetNames.append(String(argument.dropFirst("--target=".count)))
            } else {
                passed.append(argument)
            }
        }
        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try targetNames.map { name in
                guard let target = context.package.targets.first(where: { $0.name == name }) else {
                    throw PluginFailure("no target named '\(name)' in this package")
                }
                return target
            }
        }
        let root = context.package.directoryURL.standardizedFileURL.path
        var files: [String] = []
        for target in targets {
            guard let module = target.sourceModule else { continue }
            for file in module.sourceFiles(withSuffix: "tabs") {
                let path = file.url.standardizedFileURL.path
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                if !files.contains(relative) { files.append(relative) }
            }
        }
        files.sort()
        if files.isEmpty {
            Diagnostics.remark("tablint: no .tabs files among the sources of \(targetNames.isEmpty ? "this package's targets" : targetNames.joined(separator: ", "))")
            return
        }

        var toolArguments: [String]
        if passed.first == "format" || passed.first == "check" {
            toolArguments = [passed.removeFirst()] + passed
        } else {
            toolArguments = ["check"] + passed
        }
        let writes = toolArguments.first == "format" || toolArguments.contains("--fix")
        toolArguments += ["--"] + files

        let process = Process()
        process.executableURL = try context.tool(named: "tablint").url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else {
            if writes && status == 2 {
                throw PluginFailure("tablint could not write every file (exit status 2); to let it rewrite files, run `swift package --allow-writing-to-package-directory tablint \(arguments.joined(separator: " "))`")
            }
            throw PluginFailure("tablint exited with status \(status)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
