import TabsLint
import TabsSyntax

/// `FixApplier.fix` ends, and its output parses with no more syntax errors
/// than the input (a text with syntax errors is left as it is).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkFix(fuzzBytes(data, size))
    return 0
}

func checkFix(_ bytes: [UInt8]) {
    let inputErrors = SyntaxTree.parse(bytes).errors.count
    for unsafe in [false, true] {
        let outcome = FixApplier.fix(bytes, unsafe: unsafe) { Linter.check($0) }
        let outputErrors = SyntaxTree.parse(outcome.bytes).errors.count
        fuzzCheck(outputErrors <= inputErrors,
                  "fix (unsafe: \(unsafe)) made \(inputErrors) syntax errors into \(outputErrors):\n\(String(decoding: outcome.bytes, as: UTF8.self))")
        if inputErrors > 0 { fuzzCheck(outcome.bytes == bytes, "fix touched a text with syntax errors") }
        if outcome.appliedFixes == 0 { fuzzCheck(outcome.bytes == bytes, "no fix applied, but the text changed") }
    }
}
