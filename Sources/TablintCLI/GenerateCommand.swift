import TabsLint
import TablintGenerate
import TablintWorkspace

/// `tablint generate swift`: check the file as `check` does (its
/// configuration and `exclude`, `--config`, `--rule`, `--symbols`, through
/// the same `InputCollector` and `SettingsResolver`), refuse it when
/// generation cannot keep its promises, and write the Swift source
/// (docs/generated-swift.md).
struct GenerateCommand {
    let options: GenerateOptions
    let console: Console

    func run() -> Int32 {
        // The file, its configuration, levels and catalog, found as `check`
        // finds them (the same collector and resolver).
        let input = InputCollector.input(options.path, stdinFilename: options.settings.stdinFilename)
        // Diagnostics name standard input as `check` does; the header says `<stdin>`.
        let displayPath = input.displayPath
        let sourceName = FileSystem.baseName(input.isStandardInput ? options.settings.stdinFilename ?? "<stdin>" : options.path)
        var standardInput: [UInt8]?
        guard let bytes = console.read(input, standardInput: &standardInput) else { return ExitStatus.trouble }

        guard let (settings, configuration, catalog) = console.settings(for: input, options.settings) else { return ExitStatus.trouble }
        // An excluded file is not linted, as `check` skips it: no rule
        // reports, but what blocks generation still does.
        let levels = configuration.isExcluded ? Self.everyRuleOff : settings.levels(configuration)

        // The check, then what blocks generation whatever the levels.
        let result = Linter.check(bytes, levels: levels, catalog: catalog)
        let diagnostics = SwiftGenerator.diagnostics(result, levels: levels)
        console.writeError(Reporters.concise([CheckedFile(path: displayPath, result: result, diagnostics: diagnostics)]))
        if diagnostics.contains(where: { $0.severity == .error }) { return notWritten(displayPath) }

        let generationInput = GenerationInput(result)
        // The command line's --access and --bundle win over the configuration's `generate`.
        let generate = configuration.configuration?.generate
        let access = options.access ?? generate?.access.flatMap(GenerationOptions.Access.init) ?? .internal
        let bundle = options.bundle ?? generate?.bundle.flatMap(GenerationOptions.Bundle.init) ?? .main
        let generation = GenerationOptions(typeName: options.typeName, access: access, bundle: bundle, sourceName: sourceName)
        let errors = SwiftGenerator.errors(generationInput, options: generation)
        if !errors.isEmpty {
            let lines = errors.map { e in
                "\(TerminalText.escape(displayPath)):\(e.position.line):\(e.position.column): error: \(TerminalText.escape(e.message))\n"
            }
            console.writeError(Array(lines.joined().utf8))
            return notWritten(displayPath)
        }
        let code = SwiftGenerator.render(generationInput, options: generation)
        if options.check, let output = options.output {
            let existing = Console.contents(of: output)
            guard existing != code else { return ExitStatus.success }
            let why = existing == nil ? "is missing" : "is out of date"
            console.error("\(FileSystem.display(output)) \(why); run `tablint generate swift` without --check to write it")
            return ExitStatus.failure
        }
        return console.output(code, to: options.output)
    }

    /// The last line when errors block generation (docs/command-line.md): nothing was written.
    func notWritten(_ displayPath: String) -> Int32 {
        console.writeError(Array("tablint: not written: \(TerminalText.escape(displayPath)) has errors\n".utf8))
        return ExitStatus.failure
    }

    static let everyRuleOff = Dictionary(uniqueKeysWithValues: RuleRegistry.ids.map { ($0, RuleLevel.off) })
}
