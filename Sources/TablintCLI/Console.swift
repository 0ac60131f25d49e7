import TablintWorkspace
import TabsLint

/// The process's streams and environment, passed in so tests can run
/// commands without a process.
public struct Console {
    public var readStandardInput: () -> [UInt8]
    public var write: ([UInt8]) -> Void
    public var writeError: ([UInt8]) -> Void
    public var stdoutIsTerminal: Bool
    /// Looks up an environment variable (the executable asks the process
    /// for each name when it is needed, instead of copying the whole
    /// environment into a dictionary at start-up).
    public var environment: (String) -> String?

    /// `readStandardInput` defaults to the process's own (read up to one
    /// byte past `FileSystem.maximumFileSize`, which is then refused).
    public init(readStandardInput: @escaping () -> [UInt8] = FileSystem.readStandardInput, write: @escaping ([UInt8]) -> Void,
                writeError: @escaping ([UInt8]) -> Void, stdoutIsTerminal: Bool, environment: @escaping (String) -> String?) {
        self.readStandardInput = readStandardInput
        self.write = write
        self.writeError = writeError
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
    }

    /// Standard input, for every command that reads it: at most
    /// `FileSystem.maximumFileSize` bytes. Larger, it is refused: nil, and
    /// the error said (after `name` when given). Read once into `cache`.
    func readStandardInputWithinLimit(name: String? = nil, cache: inout [UInt8]?) -> [UInt8]? {
        let bytes = cache ?? readStandardInput()
        cache = bytes
        guard bytes.count > FileSystem.maximumFileSize else { return bytes }
        error("\(name.map { "\($0): " } ?? "")standard input is larger than \(FileSystem.maximumFileSize >> 20) MiB; tablint reads up to that much")
        return nil
    }

    /// An input's text: the file's, or standard input's (read once into
    /// `standardInput`, for a command line that names it twice); nil, and
    /// the error said, when it cannot be read.
    func read(_ input: Input, standardInput: inout [UInt8]?) -> [UInt8]? {
        guard let path = input.readPath else { return readStandardInputWithinLimit(cache: &standardInput) }
        do { return try FileSystem.read(path) } catch {
            self.error("cannot read \(FileSystem.display(path)): \(error.reason)")
            return nil
        }
    }

    /// One named file's settings as `check` resolves them, for the commands
    /// that take one FILE (`generate swift`, `preview`): nil, and the error
    /// said, when the configuration or the symbol catalog cannot be used.
    func settings(for input: Input, _ options: SettingsArguments)
        -> (resolver: SettingsResolver, configuration: SettingsResolver.ConfigurationLookup, catalog: SymbolCatalog?)? {
        let resolver = SettingsResolver(options: options.resolverOptions)
        let configuration = resolver.configuration(forFile: input.logicalPath)
        if let problem = resolver.configurationFileError ?? configuration.newError {
            error("invalid configuration \(problem.description); fix it, or pass --no-config")
            return nil
        }
        let catalog = resolver.catalog(configuration)
        if let problem = catalog.newError {
            error("cannot use the symbol catalog \(problem.description)")
            return nil
        }
        return (resolver, configuration, catalog.catalog)
    }

    /// A command's output (`--output PATH`): written atomically, and not
    /// rewritten when the file already holds it, so build systems see no
    /// change; without a path, to standard output.
    func output(_ bytes: [UInt8], to path: String?, creatingDirectories: Bool = false) -> Int32 {
        guard let path else {
            write(bytes)
            return ExitStatus.success
        }
        if Console.contents(of: path) == bytes { return ExitStatus.success }
        do {
            if creatingDirectories { try FileSystem.createDirectories(FileSystem.directoryName(path)) }
            try FileSystem.writeAtomically(bytes, to: path)
        } catch {
            self.error("cannot write \(FileSystem.display(path)): \(error.reason)")
            return ExitStatus.trouble
        }
        return ExitStatus.success
    }

    /// A file's bytes, or nil when it is no file or cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        FileSystem.kind(of: path) == .file ? try? FileSystem.read(path) : nil
    }

    func error(_ message: String) {
        writeError(Array("tablint: error: \(TerminalText.escape(message))\n".utf8))
    }
}

extension SettingsArguments {
    /// The settings as `SettingsResolver` takes them.
    var resolverOptions: SettingsResolver.Options {
        SettingsResolver.Options(configurationFile: config, ignoresConfigurationFiles: noConfig,
                                 ruleLevels: rules, symbolCatalog: symbols)
    }
}
