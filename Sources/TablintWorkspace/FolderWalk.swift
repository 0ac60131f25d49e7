import TabsBase

/// The one walk up the folders, shared by configuration discovery
/// (`ConfigurationLocator`), the server's change notice
/// (`SettingsResolver.noticeChanges`) and the string tables' repository
/// root (`StringTableLoader.repositoryRoot`), so that the three agree:
///
/// - It starts in a directory and goes up through its parents, and stops
///   after the first folder that holds `.git` (a directory, or a file as in
///   a worktree or submodule), the repository's top; else at the file
///   system root.
/// - It is lexical: a folder's parent is its path without the last
///   component, so symbolic links are not resolved (a folder reached
///   through a link walks up the link's side). A relative path stays
///   relative to `workingDirectory`, so what is found reads naturally next
///   to it (`.` may find `../.tablint.json`), and never climbs above the root.
///
/// Which folders hold `.git` is cached per folder until `invalidate()`.
/// Safe to share between threads.
public final class FolderWalk: Sendable {
    /// The absolute directory that relative paths are relative to.
    public let workingDirectory: String
    /// How many components `workingDirectory` has (how far up a relative path may climb).
    private let workingDirectoryDepth: Int

    /// Folder (normalized, as walked) -> whether it holds `.git`.
    private let repositoryTops = Lock([String: Bool]())

    /// - Parameter workingDirectory: what relative paths are relative to;
    ///   by default the process's current directory at this call.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = FileSystem.absolute(workingDirectory ?? FileSystem.currentDirectory)
        self.workingDirectoryDepth = FileSystem.componentCount(of: self.workingDirectory)
    }

    /// Calls `visit` with each folder from `directory` (normalized) up,
    /// nearest first, until `visit` returns true or the walk ends (after
    /// the folder holding `.git`, or at the root).
    public func forEachFolder(from directory: String, _ visit: (String) -> Bool) {
        var current = FileSystem.normalize(directory)
        while true {
            if visit(current) || isRepositoryTop(current) { return }
            guard let parent = parent(of: current) else { return }
            current = parent
        }
    }

    /// The folder holding `.git` that the walk from `directory` ends at, or
    /// nil when it ends at the root without one.
    public func repositoryTop(from directory: String) -> String? {
        var last = directory
        forEachFolder(from: directory) { folder in
            last = folder
            return false
        }
        return isRepositoryTop(last) ? last : nil
    }

    /// Forgets which folders hold `.git`.
    public func invalidate() {
        repositoryTops.withLock { $0.removeAll() }
    }

    /// Where a path, absolute or relative to `workingDirectory`, is on disk.
    public func onDisk(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileSystem.join(workingDirectory, path)
    }

    private func isRepositoryTop(_ folder: String) -> Bool {
        if let known = repositoryTops.withLock({ $0[folder] }) { return known }
        let holds = FileSystem.kind(of: onDisk(FileSystem.join(folder, ".git"))) != .missing
        repositoryTops.withLock { $0[folder] = holds }
        return holds
    }

    /// The parent of a normalized directory, or nil at the root.
    private func parent(of directory: String) -> String? {
        if directory.utf8.first == UInt8(ascii: "/") {
            return directory == "/" ? nil : FileSystem.directoryName(directory)
        }
        // Relative: stop once the path would climb above the root.
        let bytes = Array(directory.utf8)
        var ups = 0
        var downs = 0
        var last = 0..<0
        if directory != "." {
            FileSystem.forEachComponent(of: bytes) { component in
                if FileSystem.isDotDot(bytes, component) { ups += 1 } else { downs += 1 }
                last = component
            }
        }
        if workingDirectoryDepth + downs - ups <= 0 { return nil }
        if directory == "." { return ".." }
        if FileSystem.isDotDot(bytes, last) { return directory + "/.." }
        return ups + downs == 1 ? "." : String(decoding: bytes[..<(last.lowerBound - 1)], as: UTF8.self)
    }
}
