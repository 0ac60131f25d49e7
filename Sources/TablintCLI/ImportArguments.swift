import TabsLint

/// The options of `tablint import` (docs/import.md).
public struct ImportOptions: Sendable, Equatable {
    public var output: String?
    public var force = false
    public var list = false
    public var view: String?
    public var stdinFilename: String?
    /// Swift files, directories, or "-"; empty means the current directory.
    public var paths: [String] = []
    public init() {}
}

extension ArgumentParser {
    static let importUsage = "usage: tablint import [--output FILE [--force]] [--list] [--view NAME|PATH:LINE] [--stdin-filename NAME] [PATH ...]"

    static func parseImport(_ arguments: [String]) throws(UsageError) -> Command {
        var o = ImportOptions()
        var rest = arguments[...]
        while let (name, inline) = nextOption(&rest, paths: &o.paths) {
            switch name {
            case "--output", "-o": o.output = try value(name, inline: inline, &rest)
            case "--force", "-f": o.force = true
            case "--list": o.list = true
            case "--view": o.view = try value(name, inline: inline, &rest)
            case "--stdin-filename": o.stdinFilename = try value(name, inline: inline, &rest)
            case "--help", "-h": return .help("import")
            default:
                throw unknownOption(name, known: ["--output", "--force", "--list", "--view", "--stdin-filename", "--help"],
                                    command: " for `tablint import`", usage: importUsage)
            }
        }
        if o.paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) can be given only once") }
        if o.force && o.output == nil { throw UsageError("--force replaces the file named by --output; give --output FILE") }
        if o.list && (o.output != nil || o.view != nil) { throw UsageError("--list prints the tab views found and drafts nothing; drop --output and --view") }
        if o.output == "" { throw UsageError("--output needs a file name") }
        return .importSwift(o)
    }
}
