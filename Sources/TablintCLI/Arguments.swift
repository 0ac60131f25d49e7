import TabsLint

/// Named exit statuses.
public enum ExitStatus {
    /// No errors, and warnings within `--max-warnings`.
    public static let success: Int32 = 0
    /// Errors found, too many warnings, or `format --check` found files to change.
    public static let failure: Int32 = 1
    /// The command could not do its job: bad arguments, unreadable files, invalid configuration, unknown revision.
    public static let trouble: Int32 = 2
}

public enum OutputFormat: String, CaseIterable, Sendable { case human, concise, json, sarif, github }
public enum ColorChoice: String, CaseIterable, Sendable { case auto, always, never }

/// The options of `tablint check`, parsed from an explicit argument list.
public struct CheckOptions: Sendable, Equatable {
    public var format: OutputFormat = .human
    public var fix = false
    public var unsafeFixes = false
    public var against: String?
    public var settings = SettingsArguments()
    public var maxWarnings: Int?
    public var color: ColorChoice = .auto
    public var quiet = false
    public var reports: [Report] = []
    public var paths: [String] = []

    /// `--report FORMAT=PATH`.
    public struct Report: Sendable, Equatable {
        public var format: OutputFormat
        public var path: String
    }
}

/// The options `check`, `generate swift` and `preview` share: the settings
/// (`SettingsResolver.Options`) and the name of standard input.
public struct SettingsArguments: Sendable, Equatable {
    public var config: String?
    public var noConfig = false
    public var symbols: String?
    public var rules: [String: RuleLevel] = [:]
    public var stdinFilename: String?

    /// The options `ArgumentParser.parseSetting` reads, for each command's
    /// "did you mean" list.
    static let optionNames = ["--config", "--no-config", "--symbols", "--rule", "--stdin-filename"]
}

public enum Command: Sendable, Equatable {
    case check(CheckOptions)
    case format(check: Bool, paths: [String], stdinFilename: String?)
    case generateSwift(GenerateOptions)
    case preview(PreviewOptions)
    case importSwift(ImportOptions)
    case lsp
    case rules(json: Bool)
    case explain(String)
    case version
    /// Usage was asked for (`--help`, `-h`, `help`), with the subcommand it was asked of, if any.
    case help(String?)
}

public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The command's usage line, printed as is after the message (which is
    /// escaped, since it may quote what the user typed).
    public var usage: String?
    public init(_ message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
    }
    public var description: String { usage.map { message + "\n" + $0 } ?? message }
}

/// Parse → validate: turns argv (without the program name) into a command.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var args = arguments[...]
        if let first = args.first {
            switch first {
            case "--version", "-V": return .version
            case "--help", "-h", "help": return .help(args.dropFirst().first)
            case "format": return try parseFormat(Array(args.dropFirst()))
            case "generate": return try parseGenerate(Array(args.dropFirst()))
            case "preview": return try parsePreview(Array(args.dropFirst()))
            case "import": return try parseImport(Array(args.dropFirst()))
            case "lsp":
                if let extra = args.dropFirst().first(where: { $0 != "--stdio" }) {
                    throw UsageError("`tablint lsp` takes no arguments, found '\(extra)'")
                }
                return .lsp
            case "rules":
                var json = false
                var rest = args.dropFirst()
                while let a = rest.popFirst() {
                    if a == "--format" {
                        guard let v = rest.popFirst() else { throw UsageError("--format needs a value: human or json") }
                        guard v == "json" || v == "human" else { throw UsageError("`tablint rules --format` takes human or json, found '\(v)'") }
                        json = v == "json"
                    } else if a == "--format=json" { json = true }
                    else if a == "--format=human" { json = false }
                    else if a == "--help" || a == "-h" { return .help("rules") }
                    else { throw UsageError("unexpected argument '\(a)' for `tablint rules`") }
                }
                return .rules(json: json)
            case "explain":
                let rest = Array(args.dropFirst())
                if rest.contains("--help") || rest.contains("-h") { return .help("explain") }
                guard rest.count == 1 else { throw UsageError("`tablint explain` takes one rule id, like `tablint explain duplicate-title`") }
                return .explain(rest[0])
            case "check": args = args.dropFirst()
            default: break
            }
        }
        return try parseCheck(Array(args))
    }

    /// Splits `--name=value` and reads a value for options that need one.
    static func value(_ name: String, inline: String?, _ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        if let inline { return inline }
        guard let v = rest.popFirst() else { throw UsageError("\(name) needs a value") }
        return v
    }

    /// An option's value that must be one of `T`'s raw values; else the
    /// error is `message` of the value found.
    static func choice<T: RawRepresentable<String>>(_ name: String, inline: String?, _ rest: inout ArraySlice<String>,
                                                    else message: (String) -> String) throws(UsageError) -> T {
        let v = try value(name, inline: inline, &rest)
        guard let choice = T(rawValue: v) else { throw UsageError(message(v)) }
        return choice
    }

    /// An option no case took: the error, with the closest of `known` as a hint.
    static func unknownOption(_ name: String, known: [String], command: String = "", usage: String? = nil) -> UsageError {
        let hint = EditDistance.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError("unknown option '\(name)'\(command)\(hint)", usage: usage)
    }

    /// `--name=value` as its name and inline value; any other argument as itself.
    static func splitInline(_ arg: String) -> (name: String, inline: String?) {
        guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
        return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
    }

    /// The next option in `rest`, split as `splitInline` splits it; the
    /// paths before it (anything not starting with `-`, `-` itself, and all
    /// after `--`) go to `paths`. Nil at the end.
    static func nextOption(_ rest: inout ArraySlice<String>, paths: inout [String]) -> (name: String, inline: String?)? {
        while let arg = rest.popFirst() {
            if arg == "-" || !arg.hasPrefix("-") { paths.append(arg); continue }
            if arg == "--" { paths += rest; rest = []; return nil }
            return splitInline(arg)
        }
        return nil
    }

    /// `tablint check`'s options, or `.help` when they ask for it.
    static func parseCheck(_ arguments: [String]) throws(UsageError) -> Command {
        var o = CheckOptions()
        var rest = arguments[...]
        while let (name, inline) = nextOption(&rest, paths: &o.paths) {
            if try parseSetting(name, inline: inline, &rest, into: &o.settings) { continue }
            switch name {
            case "--format":
                o.format = try choice(name, inline: inline, &rest) {
                    "--format takes one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")), found '\($0)'"
                }
            case "--fix": o.fix = true
            case "--unsafe-fixes": o.unsafeFixes = true
            case "--against": o.against = try value(name, inline: inline, &rest)
            case "--max-warnings":
                let v = try value(name, inline: inline, &rest)
                guard let n = Int(v), n >= 0 else { throw UsageError("--max-warnings takes a whole number of 0 or more, found '\(v)'") }
                o.maxWarnings = n
            case "--color", "--colour":
                o.color = try choice(name, inline: inline, &rest) { "--color takes auto, always or never, found '\($0)'" }
            case "--quiet", "-q": o.quiet = true
            case "--report":
                let v = try value(name, inline: inline, &rest)
                guard let eq = v.firstIndex(of: "="), let f = OutputFormat(rawValue: String(v[..<eq])),
                      v.index(after: eq) < v.endIndex else {
                    throw UsageError("--report takes FORMAT=PATH, like --report sarif=tablint.sarif; found '\(v)'")
                }
                o.reports.append(CheckOptions.Report(format: f, path: String(v[v.index(after: eq)...])))
            case "--help", "-h":
                return .help("check")
            default:
                throw unknownOption(name, known: ["--format", "--fix", "--unsafe-fixes", "--against"] + SettingsArguments.optionNames
                                        + ["--max-warnings", "--color", "--quiet", "--report", "--version", "--help"])
            }
        }
        try checkSettings(o.settings, paths: &o.paths)
        if o.paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) can be given only once") }
        return .check(o)
    }

    /// Reads `name` into `o` when it is one of the options `SettingsArguments`
    /// holds (true); any other option is left to the caller (false).
    static func parseSetting(_ name: String, inline: String?, _ rest: inout ArraySlice<String>,
                             into o: inout SettingsArguments) throws(UsageError) -> Bool {
        switch name {
        case "--config": o.config = try value(name, inline: inline, &rest)
        case "--no-config": o.noConfig = true
        case "--symbols": o.symbols = try value(name, inline: inline, &rest)
        case "--rule":
            let v = try value(name, inline: inline, &rest)
            guard let eq = v.firstIndex(of: "=") else { throw UsageError("--rule takes RULE=LEVEL, like --rule missing-icon=off; found '\(v)'") }
            let id = String(v[..<eq])
            let levelText = String(v[v.index(after: eq)...])
            guard RuleRegistry.ids.contains(id) else {
                let hint = EditDistance.closest(to: id, in: RuleRegistry.rules.map { $0.id }).map { "; did you mean '\($0)'?" } ?? "; `tablint rules` lists them"
                throw UsageError("--rule: unknown rule id '\(id)'\(hint)")
            }
            guard let level = RuleLevel(rawValue: levelText) else {
                throw UsageError("--rule \(id): the level must be error, warning, info or off, found '\(levelText)'")
            }
            o.rules[id] = level
        case "--stdin-filename": o.stdinFilename = try value(name, inline: inline, &rest)
        default: return false
        }
        return true
    }

    /// After the options: `--config` and `--no-config` refuse each other, and
    /// `--stdin-filename` alone means: read standard input.
    static func checkSettings(_ o: SettingsArguments, paths: inout [String]) throws(UsageError) {
        if o.noConfig && o.config != nil { throw UsageError("--config and --no-config cannot be used together") }
        if o.stdinFilename != nil && paths.isEmpty { paths = ["-"] }
    }

    static func parseFormat(_ arguments: [String]) throws(UsageError) -> Command {
        var check = false
        var paths: [String] = []
        var stdinFilename: String?
        var rest = arguments[...]
        while let (name, inline) = nextOption(&rest, paths: &paths) {
            switch name {
            case "--check" where inline == nil: check = true
            case "--stdin-filename": stdinFilename = try value(name, inline: inline, &rest)
            case "--help" where inline == nil, "-h": return .help("format")
            default: throw UsageError("unknown option '\(inline.map { name + "=" + $0 } ?? name)' for `tablint format`")
            }
        }
        if stdinFilename != nil && paths.isEmpty { paths = ["-"] }
        return .format(check: check, paths: paths, stdinFilename: stdinFilename)
    }
}
