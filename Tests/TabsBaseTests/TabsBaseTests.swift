import Testing
import TabsBase

@Suite("UTF-8 decoding")
struct UTF8DecodingTests {
    func steps(_ bytes: [UInt8]) -> [(UInt32, Int, Bool)] {
        bytes.withUnsafeBufferPointer { s in
            var i = 0
            var out: [(UInt32, Int, Bool)] = []
            while i < s.count {
                let r = UTF8Decoding.decode(s, at: i)
                out.append((r.scalar, r.length, r.valid))
                i += r.length
            }
            return out
        }
    }

    @Test func wellFormed() {
        let text = "aé€😀\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"
        let s = steps(Array(text.utf8))
        #expect(s.map(\.0) == text.unicodeScalars.map(\.value))
        #expect(s.allSatisfy { $0.2 })
    }

    /// The number of replacement characters matches Swift's decoder (maximal
    /// subparts) on every sequence of up to three bytes drawn from the
    /// boundary values of each byte class, and on four-byte sequences of
    /// the four-byte leads and their continuation limits.
    @Test func matchesSwiftsDecoder() {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
                                    0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var inputs: [[UInt8]] = interesting.map { [$0] }
        for a in interesting { for b in interesting { inputs.append([a, b]) } }
        for a in interesting { for b in interesting { for c in interesting { inputs.append([a, b, c]) } } }
        let four: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0xBF, 0xF0, 0xF4]
        for a in four { for b in four { for c in four { for d in four { inputs.append([a, b, c, d]) } } } }
        var mismatches = 0
        for bytes in inputs {
            let ours = steps(bytes).map { $0.2 ? $0.0 : 0xFFFD }
            let swift = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            if ours != swift {
                mismatches += 1
                if mismatches <= 3 { Issue.record("\(bytes): \(ours) != \(swift)") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func specificMaximalSubparts() {
        #expect(steps([0xE2, 0x82]).map(\.1) == [2])
        #expect(steps([0xC0, 0xAF]).map(\.1) == [1, 1])
        #expect(steps([0xED, 0xA0, 0x80]).map(\.1) == [1, 1, 1])
        #expect(steps([0xF0, 0x9F, 0x98, 0x78]).map(\.1) == [3, 1])
        #expect(steps([0xF4, 0x90]).map(\.1) == [1, 1])
        #expect(steps([0xE0, 0x9F]).map(\.1) == [1, 1])
        #expect(steps([0xE0, 0xA0]).map(\.1) == [2])
    }
}

@Suite("UTF-16 surrogates")
struct UTF16SurrogatesTests {
    @Test func joinsAPairAsSwiftsDecoderDoes() {
        for (high, low) in [(0xD800, 0xDC00), (0xD83D, 0xDE00), (0xDBFF, 0xDFFF), (0xD801, 0xDC37)] as [(UInt16, UInt16)] {
            let swift = String(decoding: [high, low], as: UTF16.self).unicodeScalars
            #expect(swift.count == 1)
            #expect(UTF16Surrogates.join(UInt32(high), UInt32(low)) == swift.first)
        }
    }

    @Test func refusesWhatIsNotAPair() {
        #expect(UTF16Surrogates.join(0xDC00, 0xD800) == nil)   // low then high
        #expect(UTF16Surrogates.join(0xD800, 0xD800) == nil)   // two highs
        #expect(UTF16Surrogates.join(0xD800, 0x0041) == nil)   // high then a letter
        #expect(UTF16Surrogates.join(0x0041, 0xDC00) == nil)   // a letter then low
        #expect(UTF16Surrogates.join(0xDFFF, 0xDFFF) == nil)
    }

    @Test func classifiesUnits() {
        #expect(UTF16Surrogates.isHigh(0xD800) && UTF16Surrogates.isHigh(0xDBFF))
        #expect(!UTF16Surrogates.isHigh(0xD7FF) && !UTF16Surrogates.isHigh(0xDC00))
        #expect(UTF16Surrogates.isLow(0xDC00) && UTF16Surrogates.isLow(0xDFFF))
        #expect(!UTF16Surrogates.isLow(0xDBFF) && !UTF16Surrogates.isLow(0xE000))
    }
}

@Suite("Lock")
struct LockTests {
    /// Two threads (Swift concurrency's) increment one counter under the
    /// lock; none of the increments is lost.
    @Test func excludes() async {
        let counter = Lock(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 40_000)
    }

    @Test func returnsAndRethrows() {
        struct Failure: Error {}
        let lock = Lock(7)
        #expect(lock.withLock { $0 } == 7)
        #expect(throws: Failure.self) { try lock.withLock { _ in throw Failure() } }
        #expect(lock.withLock { _ in true })   // not left held by the throw
    }
}
