import TabsLint
import TablintGenerate

/// The options of `tablint generate swift`.
public struct GenerateOptions: Sendable, Equatable {
    public var output: String?
    public var check = false
    public var typeName = "AppTab"
    /// Nil: the configuration's `generate.access`, else internal.
    public var access: GenerationOptions.Access?
    /// Nil: the configuration's `generate.bundle`, else main.
    public var bundle: GenerationOptions.Bundle?
    public var settings = SettingsArguments()
    /// The `.tabs` file, or "-" for standard input.
    public var path = ""
    public init() {}
}

extension ArgumentParser {
    static let generateUsage = "usage: tablint generate swift [--output PATH] [--check] [--type NAME] [--access internal|public] [--bundle main|module] [--config FILE|--no-config] [--symbols PATH] [--rule RULE=LEVEL]... [--stdin-filename NAME] FILE|-"

    static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        guard let language = rest.popFirst() else {
            throw UsageError("`tablint generate` needs a language: swift", usage: generateUsage)
        }
        if language == "--help" || language == "-h" { return .help("generate") }
        guard language == "swift" else {
            throw UsageError("`tablint generate` knows one language, swift; found '\(language)'")
        }
        var o = GenerateOptions()
        var paths: [String] = []
        while let (name, inline) = nextOption(&rest, paths: &paths) {
            if try parseSetting(name, inline: inline, &rest, into: &o.settings) { continue }
            switch name {
            case "--output", "-o": o.output = try value(name, inline: inline, &rest)
            case "--check": o.check = true
            case "--type":
                let v = try value(name, inline: inline, &rest)
                if let problem = SwiftNames.problem(withTypeName: v) { throw UsageError(problem) }
                o.typeName = v
            case "--access":
                o.access = try choice(name, inline: inline, &rest) { "--access takes internal or public, found '\($0)'" }
            case "--bundle":
                o.bundle = try choice(name, inline: inline, &rest) { "--bundle takes main or module, found '\($0)'" }
            case "--help", "-h": return .help("generate")
            default:
                throw unknownOption(name, known: ["--output", "--check", "--type", "--access", "--bundle"] + SettingsArguments.optionNames + ["--help"],
                                    command: " for `tablint generate swift`")
            }
        }
        try checkSettings(o.settings, paths: &paths)
        if o.check && o.output == nil {
            throw UsageError("--check compares with the file named by --output; give --output PATH")
        }
        guard paths.count == 1, let path = paths.first else {
            throw paths.isEmpty ? UsageError("`tablint generate swift` needs one .tabs file (or - for standard input)", usage: generateUsage)
                                : UsageError("`tablint generate swift` takes one .tabs file, found \(paths.count)")
        }
        o.path = path
        return .generateSwift(o)
    }
}
