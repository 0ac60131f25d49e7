import TabsJSON

/// How a rule's findings are reported; `off` turns the rule off.
public enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, info, off
}

/// The contents of a `.tablint.json` file, validated. Pure values: reading
/// and finding the file is the workspace layer's job.
///
/// ```
/// {
///   "$schema": "...",                                  (ignored; for editors)
///   "rules": {"duplicate-icon": "off", "missing-icon": "error"},
///   "symbols": "Tools/symbols.txt",
///   "exclude": ["Generated/**"],
///   "generate": {"bundle": "module", "access": "public"}
/// }
/// ```
public struct Configuration: Sendable, Equatable {
    /// The largest configuration file accepted, in bytes (16 MiB).
    public static let maximumFileSize = 16 << 20
    /// The deepest nesting accepted in a configuration file (the schema
    /// needs three levels).
    public static let maximumDepth = 64
    /// The top-level keys, in the order suggestions prefer.
    public static let allowedKeys = ["rules", "symbols", "exclude", "generate", "$schema"]
    /// The keys of the `generate` object, and the values each takes.
    public static let generateValues: [(key: String, values: [String])] = [
        ("bundle", ["main", "module"]), ("access", ["internal", "public"])]

    /// Defaults for `tablint generate swift` (and so for the build plugin):
    /// the command line's options win over them. Nil where not given.
    public struct Generate: Sendable, Equatable {
        /// `main` or `module`.
        public var bundle: String?
        /// `internal` or `public`.
        public var access: String?
        public init(bundle: String? = nil, access: String? = nil) {
            self.bundle = bundle
            self.access = access
        }
    }

    /// Rule id -> level, overriding the rules' default levels.
    public var rules: [String: RuleLevel]
    /// The symbol catalog's path: absolute, or joined to `directory` when
    /// written relative (`directory + "/" + path`, with `./` prefixes dropped).
    public var symbols: String?
    /// Glob patterns (see `Glob`) of paths, relative to `directory`, not to check.
    public var exclude: [String] {
        didSet { excludeGlobs = exclude.map(Glob.init) }
    }
    /// The directory of the configuration file ("." for the current one), or
    /// nil when the configuration was not read from a file.
    public var directory: String?
    /// The configuration file's path as found, or nil.
    public var path: String?
    /// The `generate` object.
    public var generate = Generate()

    private var excludeGlobs: [Glob]

    public init(
        rules: [String: RuleLevel] = [:],
        symbols: String? = nil,
        exclude: [String] = [],
        directory: String? = nil,
        path: String? = nil
    ) {
        self.rules = rules
        self.symbols = symbols
        self.exclude = exclude
        self.excludeGlobs = exclude.map(Glob.init)
        self.directory = directory
        self.path = path
    }

    /// Whether `relativePath` (relative to `directory`, '/'-separated), or a
    /// directory it lies in, matches one of the `exclude` patterns.
    public func isExcluded(relativePath: String) -> Bool {
        excludeGlobs.contains { $0.matches(relativePath) }
    }

    /// Parses and validates a configuration file's bytes.
    ///
    /// - Parameters:
    ///   - path: the file's path, for messages and `Configuration.path`.
    ///   - directory: the file's directory, against which `symbols` is resolved.
    ///   - knownRules: the valid rule ids.
    /// - Throws: a `ConfigurationError` naming the file and, when the JSON is
    ///   well formed, the offending key (`rules.foo`, `exclude[2]`); when it
    ///   is not, the message gives the line and column. The first problem
    ///   found (in the file's order) is reported.
    ///
    /// A key given twice takes its last value (JSON parsing keeps the last).
    public static func parse(
        _ bytes: [UInt8], path: String, directory: String, knownRules: Set<String>
    ) throws(ConfigurationError) -> Configuration {
        if bytes.count > maximumFileSize {
            throw ConfigurationError(
                path: path,
                message: "the file is too large (\(bytes.count) bytes; the limit is \(maximumFileSize >> 20) MiB)")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes, maxDepth: maximumDepth)
        } catch {
            // "line L, column C: message", as the file's error.
            throw ConfigurationError(path: path, message: error.description)
        }
        guard let object = root.objectValue else {
            throw ConfigurationError(
                path: path, message: "expected a JSON object at the top level, found \(root.kindDescription)")
        }

        var configuration = Configuration(directory: directory, path: path)
        for (key, value) in object {
            switch key {
            case "rules":
                configuration.rules = try parseRules(value, path: path, knownRules: knownRules)
            case "symbols":
                let text = try string(value, "a path", empty: "the path is empty", path: path, key: key)
                configuration.symbols = resolve(text, against: directory)
            case "exclude":
                guard let items = value.arrayValue else {
                    throw ConfigurationError(
                        path: path, key: key,
                        message: "expected an array of glob patterns, found \(value.kindDescription)")
                }
                var patterns: [String] = []
                for (index, item) in items.enumerated() {
                    patterns.append(try string(item, "a glob pattern", empty: "the pattern is empty",
                                               path: path, key: "exclude[\(index)]"))
                }
                configuration.exclude = patterns
            case "generate":
                configuration.generate = try parseGenerate(value, path: path)
            case "$schema":
                _ = try string(value, "a URL", path: path, key: key)
            default:
                let message = suggesting("unknown key", EditDistance.closest(to: key, in: allowedKeys, limit: 3),
                                         otherwise: "; expected 'rules', 'symbols', 'exclude', 'generate' or '$schema'")
                throw ConfigurationError(path: path, key: key, message: message)
            }
        }
        return configuration
    }

    /// `{"bundle": "module", "access": "public"}`: an unknown key, or a
    /// value not listed, is an error like any unknown key.
    private static func parseGenerate(_ value: JSONValue, path: String) throws(ConfigurationError) -> Generate {
        guard let object = value.objectValue else {
            throw ConfigurationError(
                path: path, key: "generate",
                message: "expected an object ({\"bundle\": \"main\"|\"module\", \"access\": \"internal\"|\"public\"}), found \(value.kindDescription)")
        }
        var generate = Generate()
        for (key, item) in object {
            let name = "generate.\(key)"
            guard let allowed = generateValues.first(where: { $0.key == key })?.values else {
                let message = suggesting("unknown key", EditDistance.closest(to: key, in: generateValues.map(\.key), limit: 3),
                                         otherwise: "; expected 'bundle' or 'access'")
                throw ConfigurationError(path: path, key: name, message: message)
            }
            let choices = allowed.map { "'\($0)'" }.joined(separator: " or ")
            guard let text = item.stringValue else {
                throw ConfigurationError(path: path, key: name, message: "expected \(choices), found \(item.kindDescription)")
            }
            guard allowed.contains(text) else {
                let message = suggesting("invalid value '\(text)'", closestChoice(to: text, in: allowed),
                                         otherwise: "; expected \(choices)")
                throw ConfigurationError(path: path, key: name, message: message)
            }
            if key == "bundle" { generate.bundle = text } else { generate.access = text }
        }
        return generate
    }

    private static func parseRules(
        _ value: JSONValue, path: String, knownRules: Set<String>
    ) throws(ConfigurationError) -> [String: RuleLevel] {
        guard let object = value.objectValue else {
            throw ConfigurationError(
                path: path, key: "rules",
                message: "expected an object mapping rule ids to levels, found \(value.kindDescription)")
        }
        let levels = RuleLevel.allCases.map(\.rawValue)
        let levelList = "'error', 'warning', 'info' or 'off'"
        var rules: [String: RuleLevel] = [:]
        for (id, level) in object {
            let key = "rules.\(id)"
            guard knownRules.contains(id) else {
                let message = suggesting("unknown rule id", EditDistance.closest(to: id, in: knownRules.sorted(), limit: 3))
                throw ConfigurationError(path: path, key: key, message: message)
            }
            guard let text = level.stringValue else {
                throw ConfigurationError(
                    path: path, key: key, message: "expected a level (\(levelList)), found \(level.kindDescription)")
            }
            guard let parsed = RuleLevel(rawValue: text) else {
                let message = suggesting("invalid level '\(text)'", closestChoice(to: text, in: levels),
                                         otherwise: "; expected \(levelList)")
                throw ConfigurationError(path: path, key: key, message: message)
            }
            rules[id] = parsed
        }
        return rules
    }

    /// The string `value`; else an error that it should be a string
    /// (`what`), or `empty` when it is empty and `empty` is given.
    private static func string(
        _ value: JSONValue, _ what: String, empty: String? = nil, path: String, key: String
    ) throws(ConfigurationError) -> String {
        guard let text = value.stringValue else {
            throw ConfigurationError(path: path, key: key, message: "expected a string (\(what)), found \(value.kindDescription)")
        }
        if let empty, text.isEmpty { throw ConfigurationError(path: path, key: key, message: empty) }
        return text
    }

    /// `message` and "; did you mean 'SUGGESTION'?", or `otherwise` without a suggestion.
    private static func suggesting(_ message: String, _ suggestion: String?, otherwise: String = "") -> String {
        suggestion.map { "\(message); did you mean '\($0)'?" } ?? message + otherwise
    }

    /// The choice closest to a value ignoring case; the lowercased value
    /// itself when it is a choice (a value in the wrong case).
    private static func closestChoice(to text: String, in choices: [String]) -> String? {
        let lowered = text.lowercased()
        return EditDistance.closest(to: lowered, in: choices, limit: 2) ?? (choices.contains(lowered) ? lowered : nil)
    }

    /// `path` joined to `directory` unless absolute, with `./` prefixes dropped.
    static func resolve(_ path: String, against directory: String) -> String {
        if path.hasPrefix("/") { return path }
        let relative = dropDotSlash(path)
        var base = dropDotSlash(directory)
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if base.isEmpty || base == "." { return relative.isEmpty ? "." : relative }
        if relative.isEmpty || relative == "." { return base }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    private static func dropDotSlash(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./") {
            text = text.dropFirst(2)
            while text.hasPrefix("/") { text = text.dropFirst() }
        }
        return String(text)
    }
}

/// An invalid configuration: the file, the key at fault (a path such as
/// `rules.duplicate-icn` or `exclude[2]`; nil for problems with the whole
/// file, like malformed JSON), and what is wrong.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var key: String?
    public var message: String

    public init(path: String, key: String? = nil, message: String) {
        self.path = path
        self.key = key
        self.message = message
    }

    /// "PATH: KEY: MESSAGE", or "PATH: MESSAGE" without a key.
    public var description: String {
        key.map { "\(path): \($0): \(message)" } ?? "\(path): \(message)"
    }
}
