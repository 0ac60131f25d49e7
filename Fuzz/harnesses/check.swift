import TabsJSON
import TabsLint
import TabsSyntax
import TablintCLI

/// `Linter.check` on any bytes, then every output format through the CLI's
/// own code (`Tablint.run` with an in-memory console and the bytes as stdin).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkCheck(fuzzBytes(data, size))
    return 0
}

final class Sink: @unchecked Sendable { var out: [UInt8] = []; var err: [UInt8] = [] }

func inBounds(_ r: ByteRange, _ count: Int) -> Bool { r.start >= 0 && r.start <= r.end && r.end <= count }

func checkCheck(_ bytes: [UInt8]) {
    // Half the inputs also compare against an earlier version (removed-id).
    let previous: [UInt8]? = bytes.first.map { $0 & 1 == 1 ? Array(bytes.prefix(bytes.count / 2)) : nil } ?? nil
    let result = Linter.check(bytes, catalog: nil, previous: previous)
    for d in result.diagnostics {
        fuzzCheck(inBounds(d.range, bytes.count), "\(d.rule) range \(d.range) out of bounds")
        for r in d.related { fuzzCheck(inBounds(r.range, bytes.count), "\(d.rule) related \(r.range) out of bounds") }
        for e in d.fix?.edits ?? [] { fuzzCheck(inBounds(e.range, bytes.count), "\(d.rule) fix edit \(e.range) out of bounds") }
        _ = result.lineIndex.location(of: d.range.start)
        _ = result.lineIndex.location(of: d.range.end)
    }
    for format in ["human", "concise", "json", "sarif", "github"] {
        let sink = Sink()
        let console = Console(readStandardInput: { bytes }, write: { sink.out += $0 }, writeError: { sink.err += $0 },
                              stdoutIsTerminal: false, environment: { _ in nil })
        var args = ["check", "-", "--no-config", "--format", format, "--stdin-filename", "fuzz.tabs", "--color", "never"]
        if format == "human" { args.append("--unsafe-fixes") }
        let status = Tablint.run(args, console: console)
        fuzzCheck(status == 0 || status == 1, "\(format): exit status \(status): \(String(decoding: sink.err, as: UTF8.self))")
        // With `strings`, `assets`, or `languages` naming an Xcode project, the
        // CLI also reads from disk (here the files are missing:
        // `invalid-strings`, `invalid-assets`), which the pure check above does not.
        var readsTables = !(result.model.defaults?.strings.isEmpty ?? true) || !(result.model.defaults?.assets.isEmpty ?? true)
        if case .project? = result.model.defaults?.languages { readsTables = true }
        fuzzCheck(readsTables || status == (result.errorCount > 0 ? 1 : 0),
                  "\(format): exit status \(status) with \(result.errorCount) errors")
        switch format {
        case "json", "sarif":
            do { _ = try JSONValue.parse(sink.out, maxDepth: 64) } catch {
                fuzzFail("\(format) output is not JSON: \(error)")
            }
        default:
            // Nothing from the input reaches a terminal raw: no control bytes but LF.
            if let bad = sink.out.first(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }) {
                fuzzFail("\(format) output holds raw control byte \(bad)")
            }
            // No bidi controls either (U+202A-E, U+2066-9 as UTF-8).
            let text = String(decoding: sink.out, as: UTF8.self)
            if let s = text.unicodeScalars.first(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
                fuzzFail("\(format) output holds raw bidi control U+\(String(s.value, radix: 16))")
            }
        }
    }
}
