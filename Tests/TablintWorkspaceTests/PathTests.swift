import Testing
import TablintWorkspace

/// The lexical path arithmetic, against a table and against the
/// component-list definition: split at `/` bytes, drop empty and `.`
/// components, fold `x/..`. (The code it replaced split at `/`
/// `Character`s, so a combining mark right after a slash hid the slash;
/// a path's separators are bytes.)
@Suite struct PathTests {
    @Test(arguments: [
        ("", "."), (".", "."), ("./", "."), ("a", "a"), ("a/", "a"), ("a//b", "a/b"), ("./a/./b/.", "a/b"),
        ("a/..", "."), ("a/../..", ".."), ("../a", "../a"), ("../../a/..", "../.."), ("a/b/../../c", "c"),
        ("/", "/"), ("//", "/"), ("/..", "/"), ("/../a", "/a"), ("/a/b/..", "/a"), ("/a/./b//c/", "/a/b/c"),
        ("/a/../../b", "/b"), ("/ü/ß/../é", "/ü/é"), ("/a/\u{301}b", "/a/\u{301}b"), ("..", ".."),
        ("é/\u{301}/..", "é"),
    ])
    func normalize(path: String, expected: String) {
        #expect(FileSystem.normalize(path) == expected)
        #expect(FileSystem.normalize(path) == componentNormalize(path))
    }

    @Test func absoluteJoinsTheBaseAndFolds() {
        #expect(FileSystem.absolute("x/../y.tabs", from: "/srv/app") == "/srv/app/y.tabs")
        #expect(FileSystem.absolute("../../../../y", from: "/srv/app") == "/y")
        #expect(FileSystem.absolute("/abs/./z", from: "/ignored") == "/abs/z")
        #expect(FileSystem.absolute("z", from: "rel") == "/rel/z")
    }

    @Test func directoryAndBaseNames() {
        #expect(FileSystem.directoryName("a/b/c.tabs") == "a/b")
        #expect(FileSystem.directoryName("/c.tabs") == "/")
        #expect(FileSystem.directoryName("c.tabs") == ".")
        #expect(FileSystem.baseName("a/b/c.tabs") == "c.tabs")
        #expect(FileSystem.baseName("c.tabs") == "c.tabs")
        #expect(FileSystem.baseName("a/") == "")
        // A combining mark after the slash is still after the slash.
        #expect(FileSystem.directoryName("a/\u{301}b") == "a")
        #expect(FileSystem.baseName("a/\u{301}b") == "\u{301}b")
    }

    @Test func randomPathsMatchTheComponentDefinition() {
        var random = SplitMix(state: 7)
        let pieces = ["a", "b", ".", "..", "", "ü", "c.d", "\u{301}", "\u{301}x", "e\u{301}"]
        for _ in 0..<2_000 {
            let count = random.below(7)
            var path = random.next() % 2 == 0 ? "/" : ""
            path += (0..<count).map { _ in pieces[random.below(pieces.count)] }.joined(separator: "/")
            #expect(FileSystem.normalize(path) == componentNormalize(path), "\(path)")
        }
    }
}

/// The definition: split at `/` bytes, drop empty and `.`, fold `x/..`.
private func componentNormalize(_ path: String) -> String {
    let absolute = path.utf8.first == UInt8(ascii: "/")
    var parts: [String] = []
    let components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
    for part in components.map({ String(decoding: $0, as: UTF8.self) }) where part != "." {
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
        } else if part == ".." && absolute && parts.isEmpty {
            continue
        } else {
            parts.append(part)
        }
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
}
