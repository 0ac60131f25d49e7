import TabsLint
import TabsSyntax

/// The canonical layout is idempotent; the formatting that `tablint format`
/// and the server use (`SafeFormatting`) keeps meaning: the same multiset
/// of (rule, message) before and after, and its output is already formatted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkFormat(fuzzBytes(data, size))
    return 0
}

func meaning(_ bytes: [UInt8]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for d in Linter.check(bytes).diagnostics { counts["\(d.rule)\u{0}\(d.message)", default: 0] += 1 }
    return counts
}

func show(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

func checkFormat(_ bytes: [UInt8]) {
    // The layout alone: idempotent, and never introduces a syntax error.
    guard let once = Formatter.format(bytes) else {
        fuzzCheck(SafeFormatting.format(bytes) == .syntaxErrors, "Formatter refuses, SafeFormatting does not")
        return
    }
    fuzzCheck(SyntaxTree.parse(once).errors.isEmpty, "formatted text has syntax errors:\n\(show(once))")
    let twice = Formatter.format(once)
    fuzzCheck(twice != nil, "formatter refuses its own output")
    fuzzCheck(twice! == once, "not idempotent:\n--- once ---\n\(show(once))\n--- twice ---\n\(show(twice!))")

    // What users get: the layout only when it keeps the diagnostics.
    switch SafeFormatting.format(bytes) {
    case .syntaxErrors:
        fuzzFail("SafeFormatting reports syntax errors the formatter did not")
    case .unchanged:
        fuzzCheck(once == bytes, "unchanged, but the layout differs")
    case .wouldChangeMeaning:
        fuzzCheck(meaning(once) != meaning(bytes), "refused a layout that keeps the diagnostics")
    case .formatted(let text):
        fuzzCheck(text == once, "SafeFormatting's text is not the layout")
        let before = meaning(bytes), after = meaning(text)
        if before != after {
            let lost = before.filter { after[$0.key] != $0.value }.keys.map { $0.split(separator: "\u{0}").joined(separator: ": ") }
            let gained = after.filter { before[$0.key] != $0.value }.keys.map { $0.split(separator: "\u{0}").joined(separator: ": ") }
            fuzzFail("formatting changed the diagnostics\nbefore only: \(lost)\nafter only: \(gained)\n--- formatted ---\n\(show(text))")
        }
        fuzzCheck(SafeFormatting.format(text) == .unchanged, "formatted text formats again")
    }
}
