import Testing
import TabsLint

@Suite struct GlobTests {
    private func check(_ pattern: String, matches: [String], rejects: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let glob = Glob(pattern)
        for path in matches {
            #expect(glob.matches(path), "\(pattern) should match \(path)", sourceLocation: sourceLocation)
        }
        for path in rejects {
            #expect(!glob.matches(path), "\(pattern) should not match \(path)", sourceLocation: sourceLocation)
        }
    }

    @Test func starStaysWithinASegment() {
        check("Sources/*.tabs",
              matches: ["Sources/App.tabs", "Sources/.tabs"],
              rejects: ["Sources/a/App.tabs", "App.tabs", "x/Sources/App.tabs", "Sources/App.tabsx"])
        check("a*b", matches: ["ab", "axxb", "dir/ab"], rejects: ["a/b", "abc"])
    }

    @Test func questionMarkAndClasses() {
        check("v?.tabs", matches: ["v1.tabs", "x/vA.tabs"], rejects: ["v.tabs", "v12.tabs", "v/.tabs"])
        check("[abc].tabs", matches: ["a.tabs", "c.tabs"], rejects: ["d.tabs", "ab.tabs"])
        check("[a-c0-9]x", matches: ["bx", "5x"], rejects: ["dx", "-x"])
        check("[!a-c]x", matches: ["dx", "Ax"], rejects: ["ax", "cx", "/x"])
        check("[^a]x", matches: ["bx"], rejects: ["ax"])
        check("[]]x", matches: ["]x"], rejects: ["ax"])
        check("[a-]x", matches: ["ax", "-x"], rejects: ["bx"])
        check("[é]", matches: ["é"], rejects: ["e"])
        // An unclosed class is literal.
        check("[ab", matches: ["[ab"], rejects: ["a", "ab"])
    }

    @Test func escapes() {
        check(#"\*.tabs"#, matches: ["*.tabs"], rejects: ["a.tabs"])
        check(#"a\?"#, matches: ["a?"], rejects: ["ab"])
    }

    @Test func globstar() {
        check("Generated/**",
              matches: ["Generated/a.tabs", "Generated/x/y/z.tabs"],
              rejects: ["Generated", "a/Generated/x.tabs", "Generatedx/a.tabs"])
        check("**/x.tabs", matches: ["x.tabs", "a/x.tabs", "a/b/c/x.tabs"], rejects: ["a/y.tabs", "xx.tabs"])
        check("a/**/b", matches: ["a/b", "a/x/b", "a/x/y/b", "a/b/c.tabs"], rejects: ["b", "x/a/b", "a/bb"])
        check("**", matches: ["a", "a/b/c"], rejects: [""])
        check("a/**/**/b", matches: ["a/b", "a/1/2/3/b"], rejects: ["a/c"])
        check("a**b", matches: ["ab", "aXXb"], rejects: ["a/b"])
    }

    @Test func patternsWithoutSlashMatchAtAnyDepth() {
        check("*.tabs", matches: ["a.tabs", "x/y/a.tabs"], rejects: ["a.tab", "a.tabs.bak"])
        check("Generated",
              matches: ["Generated", "Generated/a.tabs", "x/Generated/y/a.tabs"],
              rejects: ["NotGenerated/a.tabs", "Generated.tabs"])
    }

    @Test func anchoredPatterns() {
        check("/App.tabs", matches: ["App.tabs"], rejects: ["x/App.tabs"])
        check("./App.tabs", matches: ["App.tabs", "./App.tabs"], rejects: ["x/App.tabs"])
        check("Sources/Generated", matches: ["Sources/Generated/a.tabs"], rejects: ["x/Sources/Generated/a.tabs"])
    }

    @Test func directoryMatchesExcludeEverythingBeneath() {
        check("build", matches: ["build/a/b/c.tabs"], rejects: ["builds/a.tabs"])
        check("*.d", matches: ["x.d/a.tabs", "y/x.d/b/c.tabs"], rejects: ["x.dd/a.tabs"])
    }

    @Test func trailingSlashMeansDirectoriesOnly() {
        check("Generated/", matches: ["Generated/a.tabs", "x/Generated/a.tabs"], rejects: ["Generated", "x/Generated"])
        check("a/b/", matches: ["a/b/c"], rejects: ["a/b", "x/a/b/c"])
    }

    @Test func pathNormalization() {
        check("a/b.tabs", matches: ["./a/b.tabs", "a//b.tabs", "/a/b.tabs", "a/./b.tabs"], rejects: ["a/c/b.tabs"])
    }

    @Test func emptyPatternsMatchNothing() {
        check("", matches: [], rejects: ["a", "", "a/b"])
        check("/", matches: [], rejects: ["a"])
        check("./", matches: [], rejects: ["a"])
    }

    @Test func caseAndNormalizationAreExact() {
        check("A.tabs", matches: ["A.tabs"], rejects: ["a.tabs"])
        // Precomposed é does not match e + combining acute.
        check("\u{E9}.tabs", matches: ["\u{E9}.tabs"], rejects: ["e\u{301}.tabs"])
    }

    @Test func pathologicalPatternsStayFast() {
        let long = String(repeating: "a", count: 20_000)
        #expect(!Glob("a*a*a*a*a*a*a*a*a*a*b").matches(long))
        #expect(Glob("a*a*a*a*a*a*a*a*a*a*").matches(long))
        #expect(!Glob("*a*a*a*a*a*a*a*a*?b").matches(long))
        let deep = Array(repeating: "a", count: 2_000).joined(separator: "/")
        #expect(!Glob("**/a/**/a/**/a/**/a/**/b").matches(deep))
        #expect(Glob("**/a/**/a/**/a/**/a/**/a").matches(deep))
    }
}
