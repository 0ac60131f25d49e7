import Testing
@testable import TablintImport

// The index's lookups that replaced scans of every type (issue 39, speed):
// they answer as the scans did, nested and unbalanced code included.
@Suite("import: the index's lookups") struct IndexLookupTests {
    static func index(_ files: [String]) -> SwiftIndex {
        SwiftIndex(files.enumerated().map { SwiftParser.parse(SwiftFile(path: "F\($0.offset).swift", bytes: Array($0.element.utf8))) })
    }

    /// The name of the innermost type around the first token spelled `word` in file `f`.
    static func enclosing(_ index: SwiftIndex, _ f: Int, _ word: String) -> String? {
        let s = index.sources[f]
        guard let i = (0..<s.count).first(where: { s.text($0) == word }) else { return nil }
        return index.enclosingType(file: f, token: i)?.name
    }

    @Test func innermostTypeAroundAToken() {
        let index = Self.index([
            """
            let topLevel = 1
            struct Outer {
                func f() { let inOuter = 1 }
                enum Inner { case inInner; func g() { if true { let deepInInner = 2 } } }
                let afterInner = 3
            }
            extension Outer { var inExtension: Int { 4 } }
            """,
            "class Other { let inOther = 5 }",
        ])
        #expect(Self.enclosing(index, 0, "topLevel") == nil)
        #expect(Self.enclosing(index, 0, "inOuter") == "Outer")
        #expect(Self.enclosing(index, 0, "inInner") == "Inner")
        #expect(Self.enclosing(index, 0, "deepInInner") == "Inner")
        #expect(Self.enclosing(index, 0, "afterInner") == "Outer")
        #expect(Self.enclosing(index, 0, "inExtension") == "Outer")
        #expect(Self.enclosing(index, 1, "inOther") == "Other")
        #expect(index.enclosingType(file: 0, token: -1) == nil)
        #expect(index.enclosingType(file: 0, token: 100_000) == nil)
        #expect(index.enclosingType(file: 7, token: 3) == nil)
    }

    @Test func unbalancedCodeKeepsTheOpenType() {
        // The struct's brace is never closed: its body runs to the end of the file.
        let index = Self.index(["struct Open {\n    func f() { (1, [2 }\n    let later = 1\n"])
        #expect(Self.enclosing(index, 0, "later") == "Open")
    }

    @Test func declarationsByNameInOrder() {
        let index = Self.index(["struct A { }\nextension B { }\n", "extension A { }\nclass B { }\n"])
        #expect(index.types(named: "A").map(\.keyword) == ["struct", "extension"])
        #expect(index.types(named: "B").map(\.file) == [0, 1])
        #expect(index.types(named: "C").isEmpty)
    }

    @Test func keywordsWithAndWithoutBackticks() {
        let s = SwiftSource(Array("case `default` defaults \"case\"".utf8))
        #expect(s.isIdentifier(0, oneOf: ["let", "case"]))
        #expect(s.isIdentifier(1, oneOf: ["default"]))
        #expect(!s.isIdentifier(2, oneOf: ["default"]))
        #expect(!s.isIdentifier(3, oneOf: ["case"]))
        #expect(!s.isIdentifier(9, oneOf: ["case"]))
    }

    @Test func firstLetters() {
        #expect(FastText.startsUppercase("Tab") && !FastText.startsUppercase("tab") && !FastText.startsUppercase(""))
        #expect(FastText.startsUppercase("Über") && !FastText.startsUppercase("über") && !FastText.startsUppercase("_X"))
        #expect(FastText.isWordCharacter("a") && FastText.isWordCharacter("_") && FastText.isWordCharacter("9"))
        #expect(FastText.isWordCharacter("é") && !FastText.isWordCharacter("<") && !FastText.isWordCharacter("\r\n"))
    }
}
