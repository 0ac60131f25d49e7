import Testing
import TabsSyntax
@testable import TablintGenerate

/// How the generator spells names and literals.
@Suite("Generator spelling") struct SpellingTests {
    /// The literal against the rule as the documentation states it, on random mixes of every kind of scalar.
    @Test func literalsMatchTheScalarByScalarRule() {
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x20...0x7E: out.unicodeScalars.append(scalar)
                default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
            return out + "\""
        }
        let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\u{0}", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}",
                      "\u{202E}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}", "ab", "\t"]
        var seed: UInt32 = 1
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int(seed % 9) {
                seed = seed &* 1_103_515_245 &+ 12_345
                text += pieces[Int(seed >> 16) % pieces.count]
            }
            seed = seed &* 1_103_515_245 &+ 12_345
            #expect(SwiftNames.literal(text) == reference(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func onlyCommentsCanHoldADirective() {
        let inTitle = SyntaxTree.parse(Array("tab a \"tablint\" { icon \"house\" }\n".utf8))
        #expect(!SwiftGenerator.mentionsTablint(inTitle))
        let inComment = SyntaxTree.parse(Array("# tablint-disable-file duplicate-id\ntab a \"A\"\n".utf8))
        #expect(SwiftGenerator.mentionsTablint(inComment))
        let trailing = SyntaxTree.parse(Array("tab a \"A\" # tablint-disable-line missing-icon".utf8))
        #expect(SwiftGenerator.mentionsTablint(trailing))
    }
}
