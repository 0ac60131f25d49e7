import TabsLint
import TablintPreview
import TablintWorkspace

/// `tablint preview`: check the file as `check` does (its configuration,
/// levels, suppressions, catalog and string tables), then draw the page
/// (docs/preview.md). Nothing is written unless the page could be drawn.
struct PreviewCommand {
    let options: PreviewOptions
    let console: Console

    func run() -> Int32 {
        let fromStandardInput = options.path == "-"
        switch fromStandardInput ? .file : FileSystem.kind(of: options.path) {
        case .directory:
            console.error("\(FileSystem.display(options.path)) is a directory; `tablint preview` draws one .tabs file")
            return ExitStatus.trouble
        case .missing:
            console.error(InputProblem.missing(options.path).description)
            return ExitStatus.trouble
        case .file, .other: break
        }
        let file = InputCollector.input(options.path, stdinFilename: options.settings.stdinFilename)

        // Settings as `check` resolves them; `exclude` does not apply (a file named is drawn).
        guard let (settings, configuration, catalog) = console.settings(for: file, options.settings) else { return ExitStatus.trouble }

        // The text.
        var standardInput: [UInt8]?
        guard let bytes = console.read(file, standardInput: &standardInput) else { return ExitStatus.trouble }

        // The check, with the run's one table cache; the page reads the same tables.
        let parsed = Linter.parse(bytes, catalog: catalog)
        let localization = StringTableCache(walk: settings.locator.walk)
            .localization(for: parsed.localizationRequest, tabsPath: file.logicalPath)
        let result = Linter.check(parsed, levels: settings.levels(configuration), localization: localization)

        // An argument the file rejects is exit 2, even when the file also has a blocking error.
        if case .failure(let error) = Preview.platforms(options.platforms, app: result.model.appPlatforms) {
            console.error("\(error.message); pass one of them to --platform")
            return ExitStatus.trouble
        }

        let fileName = fromStandardInput ? options.settings.stdinFilename.map(FileSystem.baseName) ?? "<stdin>"
                                         : FileSystem.baseName(options.path)
        let request = Preview.Request(platforms: options.platforms, languages: options.languages,
                                      fileName: fileName, generator: "tablint \(Tablint.version)")
        let page = Preview.render(Preview.Source(result: result, localization: localization), request)

        console.writeError(Reporters.concise([CheckedFile(path: file.displayPath, result: result, diagnostics: page.diagnostics)]))
        if page.status == .blocked {
            console.writeError(Array("tablint: \(TerminalText.escape(file.displayPath)): no preview: \(page.blockingRules.joined(separator: ", "))\n".utf8))
            return ExitStatus.failure
        }
        if page.isTooLarge {
            console.error("\(file.displayPath): \(page.tooLargeMessage)")
            return ExitStatus.trouble
        }
        return console.output(page.html, to: options.output, creatingDirectories: true)
    }
}
