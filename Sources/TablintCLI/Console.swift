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
    /// Set by the executable, which exits right after the command: results
    /// are then not freed one by one (the process's exit frees them at once),
    /// which saves a sixth of the time on large inputs.
    public var skipsTeardown = false

    public init(readStandardInput: @escaping () -> [UInt8], write: @escaping ([UInt8]) -> Void,
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
    func settings(for input: Input, _ options: SettingsResolver.Options)
        -> (resolver: SettingsResolver, configuration: SettingsResolver.ConfigurationLookup, catalog: SymbolCatalog?)? {
        let resolver = SettingsResolver(options: options)
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

    func error(_ message: String) {
        writeError(Array("tablint: error: \(TerminalText.escape(message))\n".utf8))
    }
    func warning(_ message: String) {
        writeError(Array("tablint: warning: \(TerminalText.escape(message))\n".utf8))
    }
}

