import TabsSyntax

/// Applies fixes to a text: safe ones, and suggestions when asked; never
/// two edits that overlap (or insert at the same place); re-checks and
/// repeats until nothing changes, a bounded number of times.
public enum FixApplier {
    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        public var result: LintResult
        public var appliedFixes: Int
    }

    public static let maximumRounds = 10

    /// Edits of one round, from the diagnostics' fixes, without overlaps.
    public static func selectEdits(_ diagnostics: [Diagnostic], unsafe includeUnsafe: Bool) -> (edits: [TextEdit], fixes: Int) {
        var accepted: [TextEdit] = []
        var fixes = 0
        for d in diagnostics {
            guard let fix = d.fix, !fix.edits.isEmpty, fix.applicability == .safe || includeUnsafe else { continue }
            let clashes = fix.edits.contains { e in
                accepted.contains { a in
                    // Overlap, or touching at an insertion point: order would be ambiguous.
                    e.range.start < a.range.end && a.range.start < e.range.end
                        || (e.range.isEmpty || a.range.isEmpty) && e.range.start <= a.range.end && a.range.start <= e.range.end
                }
            }
            // Edits within one fix must not overlap either.
            let sorted = fix.edits.sorted { $0.range.start < $1.range.start }
            let selfOverlap = zip(sorted, sorted.dropFirst()).contains { $0.range.end > $1.range.start }
            if clashes || selfOverlap { continue }
            accepted += fix.edits
            fixes += 1
        }
        return (accepted, fixes)
    }

    /// Applies non-overlapping edits to bytes.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for e in edits.sorted(by: { $0.range.start < $1.range.start }) {
            let start = min(max(e.range.start, cursor), bytes.count)
            let end = min(max(e.range.end, start), bytes.count)
            out.append(contentsOf: bytes[cursor..<start])
            out.append(contentsOf: e.newText.utf8)
            cursor = end
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }

    /// Fixes a text until it is stable. A text with syntax errors is left as it is.
    public static func fix(_ bytes: [UInt8], unsafe: Bool, check: ([UInt8]) -> LintResult) -> Outcome {
        var current = bytes
        var result = check(current)
        var applied = 0
        for _ in 0..<maximumRounds {
            if result.diagnostics.contains(where: { $0.rule == SyntaxError.id }) { break }
            let (edits, fixes) = selectEdits(result.diagnostics, unsafe: unsafe)
            if edits.isEmpty { break }
            let next = apply(edits, to: current)
            if next == current { break }
            let nextResult = check(next)
            // A round that would introduce syntax errors is not taken.
            if nextResult.diagnostics.contains(where: { $0.rule == SyntaxError.id }) { break }
            current = next
            result = nextResult
            applied += fixes
        }
        return Outcome(bytes: current, result: result, appliedFixes: applied)
    }
}
