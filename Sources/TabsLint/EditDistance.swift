/// Levenshtein distance over Unicode scalars, with an upper bound so that
/// comparing a name against a large catalog stays cheap: rows stop as soon as
/// every cell exceeds the bound.
public enum EditDistance {
    /// The edit distance between `a` and `b`, or `nil` when it is larger than `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return nil }
        if x.isEmpty { return y.count <= limit ? y.count : nil }
        if y.isEmpty { return x.count <= limit ? x.count : nil }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        let result = previous[y.count]
        return result <= limit ? result : nil
    }

    /// The candidate closest to `name` within `limit` edits; ties go to the
    /// earliest candidate, so callers control the order (declaration order,
    /// or sorted for a catalog). Exact matches are not suggestions.
    public static func closest<S: Sequence>(to name: String, in candidates: S, limit: Int = 2) -> String?
    where S.Element == String {
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let bound = best.map { $0.1 - 1 } ?? limit
            if bound < 0 { break }
            if let d = distance(name, candidate, limit: bound) {
                if d < (best?.1 ?? Int.max) { best = (candidate, d) }
            }
        }
        return best?.0
    }
}
