import TabsJSON
import TabsLint
import TablintLSP

public enum Tablint {
    public static let version = TablintVersion.current

    public static let usage = """
    tablint \(version): checks `.tabs` app tab configurations

    USAGE:
      tablint [check] [OPTIONS] [PATH ...]   check files; a directory is searched for *.tabs; "-" reads stdin
      tablint format [--check] [PATH ...]    rewrite files in the canonical layout
      tablint generate swift [OPTIONS] FILE  Swift source for the app's tabs (--output, --check, --type, --access, --bundle)
      tablint preview [OPTIONS] FILE         a picture of the tabs per platform and language, as HTML
                                             (--platform, --language, --output; tablint preview --help)
      tablint import [OPTIONS] [PATH ...]    draft the .tabs file from the app's Swift (--output, --force,
                                             --list, --view, --stdin-filename; see docs/import.md)
      tablint lsp                            language server over stdin/stdout
      tablint rules [--format json]          list every rule: id, default severity, summary
      tablint explain RULE                   a rule's documentation, with a failing and a passing example
      tablint --version | --help

    OPTIONS (check):
      --format human|concise|json|sarif|github   output format (default human)
      --fix                      apply the safe fixes in place, then report what remains
      --unsafe-fixes             with --fix, also apply suggestions; alone, show them as applicable
      --against REV              compare ids with each file at git revision REV (removed-id)
      --config FILE              use this configuration file
      --no-config                ignore configuration files
      --symbols PATH             symbol catalog (text list, name_availability.plist, or its directory)
      --rule RULE=LEVEL          set a rule's level: error, warning, info or off (may repeat)
      --max-warnings N           fail when more than N warnings are reported
      --stdin-filename NAME      the name to report for input read from stdin
      --color auto|always|never  color output (auto: only on a terminal, never with NO_COLOR)
      --quiet                    print diagnostics only, no summary
      --report FORMAT=PATH       also write a report in FORMAT to PATH (may repeat)
    generate swift takes --config, --no-config, --symbols, --rule and --stdin-filename as check does.

    EXIT STATUS:
      0  no errors (and warnings within --max-warnings)
      1  errors found, too many warnings, or format --check found files to change
      2  bad arguments, unreadable files, invalid configuration, unknown --against revision
    import: 0 a draft was written (or --list found tab views), 1 no tab view found, 2 bad arguments,
    an unreadable PATH, --output refused, or a --view that matches nothing

    """

    /// Runs one invocation: argv without the program name in, exit status out.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let command: Command
        do { command = try ArgumentParser.parse(arguments) } catch {
            console.error(error.message)
            if let usage = error.usage { console.writeError(Array((usage + "\n").utf8)) }
            console.writeError(Array("Run `tablint --help` for usage.\n".utf8))
            return ExitStatus.trouble
        }
        switch command {
        case .version:
            console.write(Array("tablint \(version)\n".utf8))
            return ExitStatus.success
        case .help("import"):
            console.write(Array(ArgumentParser.importUsage.utf8) + [0x0A])
            return ExitStatus.success
        case .help("preview"):
            console.write(Array(ArgumentParser.previewUsage.utf8))
            return ExitStatus.success
        case .help:
            console.write(Array(usage.utf8))
            return ExitStatus.success
        case .check(let options):
            var command = CheckCommand(options: options, console: console)
            return command.run()
        case .rules(let json):
            console.write(rulesListing(json: json))
            return ExitStatus.success
        case .explain(let id):
            return explain(id, console: console)
        case .format(let check, let paths, let stdinFilename):
            var command = FormatCommand(check: check, paths: paths, stdinFilename: stdinFilename, console: console)
            return command.run()
        case .generateSwift(let options):
            return GenerateCommand(options: options, console: console).run()
        case .preview(let options):
            return PreviewCommand(options: options, console: console).run()
        case .importSwift(let options):
            return ImportCommand(options: options, console: console).run()
        case .lsp:
            return LanguageServerMain.run(input: 0, output: 1)
        }
    }

    static func rulesListing(json: Bool) -> [UInt8] {
        if json {
            var w = JSONWriter()
            w.value(.array(RuleRegistry.rules.map { rule in
                ["id": .string(rule.id), "severity": .string(rule.defaultSeverity.rawValue),
                 "category": .string(rule.category.rawValue), "summary": .string(rule.summary)]
            }))
            return w.bytes + [0x0A]
        }
        let width = RuleRegistry.rules.map { $0.id.count }.max() ?? 0
        var out = ""
        for rule in RuleRegistry.rules {
            let id = padded(rule.id, to: width)
            let severity = padded(rule.defaultSeverity.rawValue, to: 7)
            out += "\(id)  \(severity)  \(rule.summary)\n"
        }
        return Array(out.utf8)
    }

    /// `text` cut or padded with spaces to `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }

    static func explain(_ id: String, console: Console) -> Int32 {
        guard let rule = RuleRegistry.rule(id) else {
            let ids = RuleRegistry.rules.map { $0.id }
            let close = ids.map { ($0, EditDistance.distance(id, $0, limit: 6) ?? 99) }
                .filter { $0.1 <= 6 }.sorted { $0.1 < $1.1 }.prefix(3).map { "'\($0.0)'" }
            console.error("unknown rule '\(id)'" + (close.isEmpty ? "; `tablint rules` lists them" : "; did you mean \(close.joined(separator: ", "))?"))
            return ExitStatus.trouble
        }
        let text = RuleReference.explanation(of: rule)
        console.write(Array(text.utf8))
        return ExitStatus.success
    }
}
