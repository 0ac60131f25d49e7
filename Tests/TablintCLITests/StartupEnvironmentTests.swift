import CTablintSystem
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// CTablintSystem/backtracer_path.c tells the Swift runtime where its crash
/// backtracer is before the runtime looks (the look costs a scan of
/// libswiftCore's symbol table at every start). To do that it lends one
/// spare environment entry to `SWIFT_BACKTRACE` while the shared libraries
/// initialize. These tests pin that the root is derived as the runtime
/// derives it, that the path it hands over is the helper's, and that from
/// main on the environment is exactly the one the process was given: a
/// child (`git`, for `--against`) sees the spare entry back and no setting
/// of ours. `.ci/run` runs this suite a second time against the release
/// build (`TABLINT_EXECUTABLE`), where the C file is compiled optimized.
@Suite("Start-up environment") struct StartupEnvironmentTests {
    /// The toolchain root for a libswiftCore path, as the runtime's
    /// `_swift_getDefaultRootPath` finds it; nil where this code leaves the
    /// search to the runtime.
    @Test(arguments: [
        ("/opt/swift/usr/lib/swift/linux/libswiftCore.so", "/opt/swift/usr/"),
        ("/opt/swift/usr/lib/swift/linux/x86_64/libswiftCore.so", "/opt/swift/usr/"),
        ("/opt/swift/usr/lib/swift/libswiftCore.so", "/opt/swift/usr/"),
        ("/a/b/lib/swift/x/y/libswiftCore.so", "/a/b/"),
        ("/toolchain with spaces/usr/lib/swift/linux/libswiftCore.so", "/toolchain with spaces/usr/"),
        ("/usr/lib/libswiftCore.so", nil),
        ("/a/lib/swift/x/y/z/libswiftCore.so", nil),
        ("/a/xlib/swift/linux/libswiftCore.so", nil),
        ("/a/lib/swiftx/linux/libswiftCore.so", nil),
        ("/lib/swift/linux/libswiftCore.so", nil),
        ("lib/swift/linux/libswiftCore.so", nil),
        ("libswiftCore.so", nil),
        ("", nil),
    ] as [(String, String?)])
    func rootIsDerivedAsTheRuntimeDerivesIt(library: String, root: String?) {
        let length = library.withCString { tablint_swift_root_length($0) }
        if let root {
            #expect(length == root.utf8.count)
            #expect(String(library.utf8.prefix(length)) == root)
        } else {
            #expect(length == 0)
        }
    }

    /// Whether this test process loaded libswiftCore as a shared library
    /// (it does on Linux, unless the tests were linked statically).
    static var loadsSharedSwiftCore: Bool {
        // /proc files report a size of 0: read to the end rather than by size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return false }
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        return maps.contains("/libswiftCore.so")
    }

    static var spareEntryPresent: Bool {
        ProcessInfo.processInfo.environment.contains { name, value in
            "\(name)=\(value)".withCString { tablint_spare_rank($0) } >= 0
        }
    }

    @Test func spareVariablesAreRankedAndTheRuntimesOwnAreNot() {
        func rank(_ entry: String) -> Int32 { entry.withCString { tablint_spare_rank($0) } }
        #expect(rank("_=/usr/bin/tablint") == 0)
        #expect(rank("OLDPWD=/a") == 1)
        #expect(rank("SHELL=/bin/sh") > rank("SHLVL=1"))
        for entry in ["PATH=/bin", "HOME=/root", "TERM=xterm", "LANG=C", "__=x", "_X=1", "OLDPWDX=1", "_"] {
            #expect(rank(entry) == -1, "\(entry)")
        }
    }

    /// The test runner links CTablintSystem too, so its own start-up went
    /// through the same hand-over: the helper's path, and the setting gone
    /// from the environment before any test ran.
    @Test(.enabled(if: Self.loadsSharedSwiftCore, "libswiftCore is not a shared library here"))
    func thisProcessHandedOverTheHelperAndGotItsEnvironmentBack() throws {
        #if os(Linux)
        let userSetting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]
        let userRoot = ProcessInfo.processInfo.environment["SWIFT_ROOT"]
        guard userSetting == nil, userRoot == nil, Self.spareEntryPresent else {
            #expect(tablint_backtracer_path() == nil)
            return
        }
        let path = try #require(tablint_backtracer_path().map { String(cString: $0) })
        #expect(path.hasSuffix("/swift-backtrace"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        // The runtime's own answer: its search never ran in this process
        // (the hand-over spared it), so this call does it now, with dladdr.
        typealias Search = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_copyAuxiliaryExecutablePath"))
        let search = unsafeBitCast(symbol, to: Search.self)
        let runtimes = try #require(search("swift-backtrace"))
        defer { free(runtimes) }
        #expect(String(cString: runtimes) == path)
        #expect(getenv("SWIFT_BACKTRACE") == nil)
        var entry = environ
        while let text = entry.pointee {
            #expect(!String(cString: text).hasPrefix("SWIFT_BACKTRACE="))
            entry += 1
        }
        #endif
    }

    /// Runs `tablint --against HEAD` with a stand-in `git` first on PATH
    /// that records the environment it was started with (read from
    /// /proc, so no shell can have changed it), and returns that.
    static func environmentGitSees(_ env: [String: String?]) throws -> [String] {
        let box = try Sandbox(gitBoundary: true)
        let dump = box.path("git-environment")
        _ = try box.write("bin/git", """
            #!/bin/sh
            tr '\\000' '\\n' < /proc/$$/environ > "$TABLINT_TEST_ENVIRONMENT_DUMP"
            exit 1
            """)
        chmod(box.path("bin/git"), 0o755)
        _ = try box.write("App.tabs", "tab home \"Home\" { icon \"house\" }\n")
        var environment = env
        environment["PATH"] = box.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["TABLINT_TEST_ENVIRONMENT_DUMP"] = dump
        _ = try box.run(["--against", "HEAD", "App.tabs"], env: environment)
        let text = try String(contentsOfFile: dump, encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "no /proc here"))
    func childrenGetTheSpareEntryBackAndNoSettingOfOurs() throws {
        let seen = try Self.environmentGitSees([
            "_": "tablint-spare-marker", "OLDPWD": "/tablint/old", "SWIFT_BACKTRACE": nil, "SWIFT_ROOT": nil,
        ])
        #expect(seen.contains("_=tablint-spare-marker"))
        #expect(seen.contains("OLDPWD=/tablint/old"))
        #expect(!seen.contains { $0.hasPrefix("SWIFT_BACKTRACE=") })
        #expect(seen.filter { $0.hasPrefix("_=") }.count == 1)
    }

    /// Without `_`, the next spare entry is lent; PATH and HOME, which the
    /// runtime copies for its crash helper, never are.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "no /proc here"))
    func theNextSpareEntryStandsInWhenThereIsNoUnderscore() throws {
        let seen = try Self.environmentGitSees([
            "_": nil, "OLDPWD": "/tablint/old", "SHLVL": "7", "HOME": "/tablint/home",
            "SWIFT_BACKTRACE": nil, "SWIFT_ROOT": nil,
        ])
        #expect(seen.contains("OLDPWD=/tablint/old"))
        #expect(seen.contains("SHLVL=7"))
        #expect(seen.contains("HOME=/tablint/home"))
        #expect(!seen.contains { $0.hasPrefix("SWIFT_BACKTRACE=") })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "no /proc here"))
    func aUsersOwnSettingPassesThroughUntouched() throws {
        let seen = try Self.environmentGitSees([
            "_": "tablint-spare-marker", "SWIFT_BACKTRACE": "enable=no", "SWIFT_ROOT": nil,
        ])
        #expect(seen.contains("SWIFT_BACKTRACE=enable=no"))
        #expect(seen.filter { $0.hasPrefix("SWIFT_BACKTRACE=") }.count == 1)
        #expect(seen.contains("_=tablint-spare-marker"))
    }
}
