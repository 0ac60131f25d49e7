/// One input to a command: a file path (as reported) or standard input.
public struct Input: Sendable, Equatable {
    /// The name to report: the path without `./` prefixes, or for standard
    /// input the `--stdin-filename` (else "-").
    public var displayPath: String
    /// The path to read, or nil for standard input.
    public var readPath: String?
    /// The path used for configuration discovery, excludes and `--against`:
    /// for standard input, the `--stdin-filename` (else "stdin.tabs").
    public var logicalPath: String

    public init(displayPath: String, readPath: String?, logicalPath: String) {
        self.displayPath = displayPath
        self.readPath = readPath
        self.logicalPath = logicalPath
    }

    public var isStandardInput: Bool { readPath == nil }
}

/// Why a path given on the command line gave no input.
public enum InputProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// A directory (or one below it) that could not be listed.
    case unreadableDirectory(FileError)
    /// A directory that holds no `.tabs` file.
    case noTabsFiles(directory: String)
    /// A path that does not exist.
    case missing(String)

    public var description: String {
        switch self {
        case .unreadableDirectory(let error): "cannot read directory \(error.path): \(error.reason)"
        case .noTabsFiles(let directory): "no .tabs files found in \(FileSystem.display(directory))"
        case .missing(let path): "cannot read \(path): no such file or directory"
        }
    }
}

/// Turns the paths given to a command into its inputs, in the order
/// given: "-" is standard input (named by `--stdin-filename`), a
/// directory expands to its `.tabs` files in sorted order (see
/// `FileSystem.walk`), anything else is a file. No paths means ".".
/// Every command that reads `.tabs` files collects them here.
public enum InputCollector {
    /// One step of the collection, in command-line order: an input, or a problem to report there.
    public enum Item: Sendable, Equatable {
        case input(Input)
        case problem(InputProblem)
    }

    public static func collect(_ paths: [String], stdinFilename: String?) -> [Item] {
        var items: [Item] = []
        for path in paths.isEmpty ? ["."] : paths {
            // "-" is standard input, whatever a file of that name is.
            switch path == "-" ? .file : FileSystem.kind(of: path) {
            case .directory:
                let (files, errors) = FileSystem.walk(path)
                items += errors.map { .problem(.unreadableDirectory($0)) }
                if files.isEmpty && errors.isEmpty { items.append(.problem(.noTabsFiles(directory: path))) }
                for file in files {
                    let joined = FileSystem.join(path, file)
                    items.append(.input(Input(displayPath: FileSystem.display(joined), readPath: joined, logicalPath: joined)))
                }
            case .missing:
                items.append(.problem(.missing(path)))
            case .file, .other:
                items.append(.input(input(path, stdinFilename: stdinFilename)))
            }
        }
        return items
    }

    /// The input a path names as it stands, a directory not expanded (for
    /// a command that takes one file): "-" is standard input.
    public static func input(_ path: String, stdinFilename: String?) -> Input {
        guard path == "-" else { return Input(displayPath: FileSystem.display(path), readPath: path, logicalPath: path) }
        return Input(displayPath: FileSystem.display(stdinFilename ?? "-"), readPath: nil,
                     logicalPath: stdinFilename ?? "stdin.tabs")
    }
}
