import TabsLint
import TablintPreview

/// The options of `tablint preview` (docs/preview.md, "The command").
public struct PreviewOptions: Sendable, Equatable {
    public var platforms: [Platform] = []
    public var languages: [String] = []
    public var output: String?
    public var settings = SettingsArguments()
    /// The `.tabs` file, or "-" for standard input.
    public var path = ""
    public init() {}
}

extension ArgumentParser {
    static let previewUsage = """
    usage: tablint preview [--platform P]... [--language L]... [--output PATH]
                           [--config FILE | --no-config] [--rule RULE=LEVEL]...
                           [--symbols PATH] [--stdin-filename NAME] FILE|-

    Draws what each platform shows for the file's tabs, in each language, as
    one self-contained HTML page (inline SVG, no script, light and dark).

      --platform P           iphone, ipad, mac, vision or tv; one of the app's platforms (may repeat;
                             default: the app's platforms)
      --language L           a language tag (de, pt-BR, zh_Hans) or Base (may repeat; default: the
                             languages `check` checks)
      --output PATH          write the page there (atomically; not rewritten when unchanged)
                             instead of to standard output
      --config FILE          use this configuration file
      --no-config            ignore configuration files
      --rule RULE=LEVEL      set a rule's level: error, warning, info or off (may repeat)
      --symbols PATH         symbol catalog, as for check
      --stdin-filename NAME  the name of the text read from standard input (FILE -)

    Standard error gets the diagnostics the page shows, as concise lines.
    Exit status: 0 drawn (whatever the diagnostics); 1 the file has an error
    that makes a picture impossible (syntax-error, duplicate-id,
    no-selectable-tab on a platform drawn); 2 bad arguments, unreadable
    file, invalid configuration, unwritable output, a page over 16 MiB.

    """

    static func parsePreview(_ arguments: [String]) throws(UsageError) -> Command {
        var o = PreviewOptions()
        var paths: [String] = []
        var rest = arguments[...]
        while let (name, inline) = nextOption(&rest, paths: &paths) {
            if try parseSetting(name, inline: inline, &rest, into: &o.settings) { continue }
            switch name {
            case "--platform":
                let p: Platform = try choice(name, inline: inline, &rest, else: Preview.unknownPlatformMessage)
                if !o.platforms.contains(p) { o.platforms.append(p) }
            case "--language":
                let v = try value(name, inline: inline, &rest)
                guard Preview.isLanguageArgument(v) else {
                    throw UsageError(Preview.malformedLanguageMessage(v))
                }
                if !o.languages.contains(where: { LanguageTags.same($0, v) }) { o.languages.append(v) }
            case "--output", "-o": o.output = try value(name, inline: inline, &rest)
            case "--help", "-h": return .help("preview")
            default:
                throw unknownOption(name, known: ["--platform", "--language", "--output"] + SettingsArguments.optionNames + ["--help"],
                                    command: " for `tablint preview`")
            }
        }
        try checkSettings(o.settings, paths: &paths)
        guard paths.count == 1, let path = paths.first else {
            throw paths.isEmpty
                ? UsageError("`tablint preview` needs one .tabs file (or - for standard input)", usage: "usage: tablint preview [OPTIONS] FILE|-   (tablint preview --help)")
                : UsageError("`tablint preview` draws one .tabs file, found \(paths.count)")
        }
        o.path = path
        return .preview(o)
    }
}
