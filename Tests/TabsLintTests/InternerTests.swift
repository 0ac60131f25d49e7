import Testing
@testable import TabsLint

/// The interner must agree with Swift's `==` (and, when folding, with
/// `Titles.folded`) on every input, in both of its modes: the ASCII table
/// and the dictionary it moves to at the first non-ASCII string.
@Suite struct InternerTests {
    @Test func equalStringsShareAKeyInFirstSeenOrder() {
        var interner = Interner()
        #expect(interner.intern("home") == 0)
        #expect(interner.intern("feed") == 1)
        #expect(interner.intern("home") == 0)
        #expect(interner.intern("Home") == 2)
        #expect(interner.count == 3)
        #expect(interner.key(of: "feed") == 1)
        #expect(interner.key(of: "missing") == nil)
        #expect(Interner().key(of: "x") == nil)
    }

    @Test func bytesAndStringsShareKeysAndTexts() {
        // The model interns source bytes; lookups come with `String`s. Both
        // must land on the same key, across the arena's growth (64 bytes
        // first) and the move to the dictionary, and every key keeps the
        // text it was first seen with.
        var interner = Interner(expected: 2, averageLength: 1)
        func bytes(_ text: String) -> Int32 {
            Array(text.utf8).withUnsafeBufferPointer { interner.intern(bytes: $0) }
        }
        var texts: [String] = []
        for i in 0..<300 {
            let text = "tab.\(i).\(String(repeating: "x", count: i % 19))"
            texts.append(text)
            #expect((i.isMultiple(of: 2) ? bytes(text) : interner.intern(text)) == Int32(i))
        }
        for (i, text) in texts.enumerated() {
            #expect(interner.key(of: text) == Int32(i))
            #expect(bytes(text) == Int32(i))
            #expect(interner.string(Int32(i)) == text)
        }
        let cafe = bytes("caf\u{E9}")
        #expect(interner.intern("cafe\u{301}") == cafe)
        #expect(bytes("tab.7.xxxxxxx") == 7)
        #expect(interner.string(cafe) == "caf\u{E9}")
        #expect(interner.string(-1) == "" && interner.string(Int32(interner.count)) == "")
    }

    @Test func foldingBytesKeepTheFirstSpelling() {
        var folds = Interner(foldsCase: true)
        let first = Array("Home Tab".utf8).withUnsafeBufferPointer { folds.intern(bytes: $0) }
        #expect(Array("HOME tab".utf8).withUnsafeBufferPointer { folds.intern(bytes: $0) } == first)
        #expect(folds.key(of: "home TAB") == first)
        #expect(folds.string(first) == "Home Tab")
    }

    @Test func manyKeysSurviveGrowth() {
        var interner = Interner(expected: 3)
        for i in 0..<5_000 { #expect(interner.intern("t\(i)") == Int32(i)) }
        for i in stride(from: 0, to: 5_000, by: 7) { #expect(interner.key(of: "t\(i)") == Int32(i)) }
        #expect(interner.count == 5_000)
    }

    @Test func nonASCIIMovesToCanonicalEquivalence() {
        var interner = Interner()
        let k = interner.intern("K")
        let e = interner.intern("caf\u{E9}")
        // The Kelvin sign is canonically equivalent to K; e + combining acute to é.
        #expect(interner.intern("\u{212A}") == k)
        #expect(interner.intern("cafe\u{301}") == e)
        #expect(interner.key(of: "K") == k)
        #expect(interner.intern("home") == 2)
        #expect(interner.key(of: "home") == 2)
    }

    @Test func foldingMatchesTitlesFolded() {
        var folds = Interner(foldsCase: true)
        let photos = folds.intern("Photos")
        #expect(folds.intern("PHOTOS") == photos)
        #expect(folds.intern("photos") == photos)
        #expect(folds.key(of: "pHoToS") == photos)
        #expect(folds.intern("Photo") != photos)
        // Past the first non-ASCII title, full case folding.
        let strasse = folds.intern("Stra\u{DF}e")
        #expect(folds.intern("STRASSE") == strasse)
        #expect(folds.key(of: "photos") == photos)
        #expect(folds.intern("\u{39F}\u{394}\u{39F}\u{3A3}") == folds.intern("\u{3BF}\u{3B4}\u{3BF}\u{3C2}"))
    }

    @Test(arguments: [["More", "more", "MORE", "Mor", "M\u{F6}re", "MO\u{308}RE"],
                      ["a", "A", "\u{212A}", "k", "K", "ǅ", "ǆ", "Ǆ"]])
    func agreesWithPairwiseComparison(_ words: [String]) {
        var exact = Interner()
        var folds = Interner(foldsCase: true)
        let exactKeys = words.map { exact.intern($0) }
        let foldKeys = words.map { folds.intern($0) }
        for i in words.indices {
            for j in words.indices {
                #expect((exactKeys[i] == exactKeys[j]) == (words[i] == words[j]), "\(words[i]) \(words[j])")
                #expect((foldKeys[i] == foldKeys[j]) == (Titles.folded(words[i]) == Titles.folded(words[j])), "\(words[i]) \(words[j])")
            }
        }
    }
}

extension InternerTests {
    @Test func nonASCIIQueriesFindASCIIEntries() {
        var folds = Interner(foldsCase: true)
        let strasse = folds.intern("STRASSE")
        #expect(folds.key(of: "Stra\u{DF}e") == strasse)
        #expect(folds.key(of: "Stra\u{DF}en") == nil)
        var exact = Interner()
        let k = exact.intern("K")
        let semicolon = exact.intern(";")
        #expect(exact.key(of: "\u{212A}") == k)
        #expect(exact.key(of: "\u{37E}") == semicolon)  // Greek question mark ≡ ";"
        #expect(exact.key(of: "\u{E9}") == nil)
    }
}

extension InternerTests {
    @Test func wordHashFoldsExactlyTheASCIILetters() {
        // Every ASCII byte, in every position of a word and across the tail.
        for length in [1, 7, 8, 9, 15, 16, 17] {
            for b in UInt8(0)..<0x80 {
                let text = String(decoding: Array(repeating: UInt8(ascii: "x"), count: length - 1) + [b], as: UTF8.self)
                let lowered = String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
                #expect(Interner.asciiHash(text, foldsCase: true) == Interner.asciiHash(lowered, foldsCase: false),
                        "byte \(b) at \(length - 1)")
            }
        }
        #expect(Interner.asciiHash("caf\u{E9}") == nil)
        #expect(Interner.asciiHash("a") != Interner.asciiHash("a\u{0}"))
        #expect(Interner.asciiHash("") != nil)
    }
}

extension Interner {
    /// `asciiHash` of a string's UTF-8 bytes.
    static func asciiHash(_ string: String, foldsCase: Bool = false) -> UInt64? {
        string.withUTF8Bytes { asciiHash($0, foldsCase: foldsCase) }
    }
}
