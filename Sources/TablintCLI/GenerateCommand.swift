import TabsLint
import TablintGenerate
import TablintWorkspace

/// `tablint generate swift`: check the file as `check` does (its
/// configuration, `--rule`), refuse it when generation cannot keep its
/// promises, and write the Swift source (GENERATED.md).
struct GenerateCommand {
    let options: GenerateOptions
    let console: Console

    func run() -> Int32 {
        let fromStandardInput = options.path == "-"
        // Diagnostics name standard input as `check` does; the header says `<stdin>`.
        let displayPath = fromStandardInput ? FileSystem.display(options.stdinFilename ?? "-")
                                            : FileSystem.display(options.path)
        let sourceName = fromStandardInput ? FileSystem.baseName(options.stdinFilename ?? "<stdin>")
                                           : FileSystem.baseName(options.path)

        // The text.
        let bytes: [UInt8]
        if fromStandardInput {
            bytes = console.readStandardInput()
            if bytes.count > FileSystem.maximumFileSize {
                console.error("standard input is larger than \(FileSystem.maximumFileSize >> 20) MiB; tablint reads up to that much")
                return ExitStatus.trouble
            }
        } else {
            do { bytes = try FileSystem.read(options.path) } catch {
                console.error("cannot read \(FileSystem.display(options.path)): \(error.reason)")
                return ExitStatus.trouble
            }
        }

        // The configuration, found and loaded as `check` does; --rule wins.
        let locator = ConfigurationLocator(knownRules: RuleRegistry.ids)
        var configuration: Configuration?
        do {
            if let path = options.config {
                configuration = try locator.load(path: path)
            } else if !options.noConfig {
                let logical = fromStandardInput ? options.stdinFilename ?? "stdin.tabs" : options.path
                configuration = try locator.configuration(
                    forDirectory: FileSystem.directoryName(FileSystem.absolute(logical)))
            }
        } catch {
            console.error("invalid configuration \(error.description); fix it, or pass --no-config")
            return ExitStatus.trouble
        }
        var levels = configuration?.rules ?? [:]
        for (id, level) in options.rules { levels[id] = level }

        var catalog: SymbolCatalog?
        if let path = configuration?.symbols ?? SymbolCatalogLoader.systemCatalogPath {
            do { catalog = try SymbolCatalogLoader.load(path: path) } catch {
                console.error("cannot use the symbol catalog \(error.description)")
                return ExitStatus.trouble
            }
        }

        // The check, then what blocks generation whatever the levels.
        let result = Linter.check(bytes, levels: levels, catalog: catalog)
        let diagnostics = SwiftGenerator.diagnostics(result, levels: levels)
        var file = CheckedFile(path: displayPath, result: result)
        file.result = CheckedFile.Report(diagnostics: diagnostics, lineIndex: result.lineIndex)
        console.writeError(Reporters.concise([file]))
        if diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.failure }

        let input = GenerationInput(result)
        // The command line's --access and --bundle win over the configuration's `generate`.
        let access = options.access ?? configuration?.generate.access.flatMap(GenerationOptions.Access.init) ?? .internal
        let bundle = options.bundle ?? configuration?.generate.bundle.flatMap(GenerationOptions.Bundle.init) ?? .main
        let generation = GenerationOptions(typeName: options.typeName, access: access, bundle: bundle, sourceName: sourceName)
        let errors = SwiftGenerator.errors(input, options: generation)
        if !errors.isEmpty {
            var lines = ""
            for e in errors {
                lines += "\(TerminalText.escape(displayPath)):\(e.position.line):\(e.position.column): error: \(TerminalText.escape(e.message))\n"
            }
            console.writeError(Array(lines.utf8))
            return ExitStatus.failure
        }
        let code = SwiftGenerator.render(input, options: generation)

        guard let output = options.output else {
            console.write(code)
            return ExitStatus.success
        }
        // Not rewritten when unchanged, so build systems see no change.
        let existing: [UInt8]? = FileSystem.kind(of: output) == .file ? try? FileSystem.read(output) : nil
        if existing == code { return ExitStatus.success }
        if options.check {
            let why = existing == nil ? "is missing" : "is out of date"
            console.error("\(FileSystem.display(output)) \(why); run `tablint generate swift` without --check to write it")
            return ExitStatus.failure
        }
        do { try FileSystem.writeAtomically(code, to: output) } catch {
            console.error("cannot write \(FileSystem.display(output)): \(error.reason)")
            return ExitStatus.trouble
        }
        return ExitStatus.success
    }
}
