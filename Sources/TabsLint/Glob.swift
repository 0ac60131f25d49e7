/// A gitignore-like glob over '/'-separated relative paths, as used by the
/// configuration's `exclude` list.
///
/// - `*` matches any run of characters within one path segment, `?` one
///   character (never '/'), `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) one
///   character of (or not of) a class; `\` escapes the next character. A `[`
///   without a closing `]` is literal.
/// - `**` as a whole segment matches any number of segments, none included:
///   `**/x.tabs` matches `x.tabs` at any depth, `a/**/b` matches `a/b` and
///   `a/x/y/b`, and `Generated/**` matches everything under `Generated`.
///   Elsewhere (`a**b`) it is the same as `*`.
/// - A pattern without a '/' (a trailing one aside) matches the last segment
///   at any depth, like `.gitignore`: `*.tabs` and `Generated` match
///   `a/b/x.tabs` and `a/Generated`. A pattern with a '/' at the start or in
///   the middle is anchored to the configuration's directory: `/App.tabs` and
///   `./App.tabs` match only the top-level `App.tabs` (the leading `./` or
///   `/` is stripped).
/// - A pattern that matches a directory matches everything beneath it:
///   `Generated` also matches `Generated/a/b.tabs`. A trailing '/' means the
///   pattern matches only directories (so `Generated/` does not match a file
///   named `Generated`).
/// - Matching is case-sensitive and compares Unicode scalars exactly (no
///   normalization). `!` negation is not supported: a leading `!` is literal.
///
/// Matching is a dynamic program over pattern and path segments, and a
/// single-backtrack wildcard match within a segment: at worst proportional
/// to the product of the lengths, never exponential.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]
    private let directoryOnly: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        var anchored = false
        while text.hasPrefix("./") || text.hasPrefix("/") {
            text = text.dropFirst(text.hasPrefix("./") ? 2 : 1)
            anchored = true
        }
        var directoryOnly = false
        while text.hasSuffix("/") {
            text = text.dropLast()
            directoryOnly = true
        }
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.count > 1 { anchored = true }
        if parts.count > 1 && parts.last == "**" {
            parts.removeLast()
            directoryOnly = true
        }
        var segments = parts.map(Segment.init)
        if !anchored && !segments.isEmpty && segments != [.globstar] {
            segments.insert(.globstar, at: 0)
        }
        self.segments = segments
        self.directoryOnly = directoryOnly
    }

    public var description: String { pattern }

    /// Whether `path` (relative, '/'-separated; a leading `./` or `/` and
    /// empty or `.` segments are ignored) or one of the directories it lies
    /// in matches the pattern.
    public func matches(_ path: String) -> Bool {
        if segments.isEmpty { return false }
        let names: [[Unicode.Scalar]] = path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        let count = names.count
        if count == 0 { return false }

        // reach[j]: the pattern segments so far match the first j path segments.
        var reach = [Bool](repeating: false, count: count + 1)
        reach[0] = true
        var next = reach
        for segment in segments {
            var any = false
            switch segment {
            case .globstar:
                var seen = false
                for j in 0...count {
                    seen = seen || reach[j]
                    next[j] = seen
                    any = any || seen
                }
            case .tokens(let tokens):
                next[0] = false
                for j in 0..<count {
                    let hit = reach[j] && Segment.match(tokens, names[j])
                    next[j + 1] = hit
                    any = any || hit
                }
            }
            if !any { return false }
            swap(&reach, &next)
        }
        // A match of a leading directory covers everything beneath it.
        for k in 1..<count where reach[k] { return true }
        return !directoryOnly && reach[count]
    }
}

// MARK: - Segments

private enum Segment: Sendable, Equatable {
    /// `**`: any number of path segments.
    case globstar
    /// Any other segment: its characters, wildcards and classes.
    case tokens([Token])

    init(_ text: Substring) {
        if text == "**" {
            self = .globstar
            return
        }
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "\\":
                if i + 1 < scalars.count {
                    tokens.append(.scalar(scalars[i + 1]))
                    i += 2
                } else {
                    tokens.append(.scalar(c))
                    i += 1
                }
            case "*":
                if tokens.last != .star { tokens.append(.star) }
                i += 1
            case "?":
                tokens.append(.any)
                i += 1
            case "[":
                if let (token, end) = Segment.parseClass(scalars, from: i) {
                    tokens.append(token)
                    i = end
                } else {
                    tokens.append(.scalar(c))
                    i += 1
                }
            default:
                tokens.append(.scalar(c))
                i += 1
            }
        }
        self = .tokens(tokens)
    }

    /// Parses a class starting at the `[` at `start`.
    /// - Returns: the token and the index just past the closing `]`, or nil
    ///   when the class is not closed.
    static func parseClass(_ s: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var i = start + 1
        var negated = false
        if i < s.count && (s[i] == "!" || s[i] == "^") {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while i < s.count {
            var c = s[i]
            if c == "]" && !first {
                return (.set(ranges, negated: negated), i + 1)
            }
            first = false
            if c == "\\" && i + 1 < s.count {
                i += 1
                c = s[i]
            }
            i += 1
            // A range `c-d` (a '-' before the closing ']' is literal).
            if i + 1 < s.count && s[i] == "-" && s[i + 1] != "]" {
                var d = s[i + 1]
                i += 2
                if d == "\\" && i < s.count {
                    d = s[i]
                    i += 1
                }
                if c <= d { ranges.append(c...d) }
            } else {
                ranges.append(c...c)
            }
        }
        return nil
    }

    /// Wildcard matching with one backtrack point (the last `*`): when a
    /// later token fails, the last `*` absorbs one more character and
    /// matching resumes after it. Earlier stars never need revisiting, so
    /// this is O(tokens × characters) at worst.
    static func match(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var t = 0
        var starToken = -1
        var starText = 0
        while t < name.count {
            if p < tokens.count {
                if tokens[p] == .star {
                    starToken = p
                    starText = t
                    p += 1
                    continue
                }
                if tokens[p].matches(name[t]) {
                    p += 1
                    t += 1
                    continue
                }
            }
            guard starToken >= 0 else { return false }
            p = starToken + 1
            starText += 1
            t = starText
        }
        while p < tokens.count && tokens[p] == .star { p += 1 }
        return p == tokens.count
    }
}

private enum Token: Sendable, Equatable {
    case scalar(Unicode.Scalar)
    case any
    case star
    case set([ClosedRange<Unicode.Scalar>], negated: Bool)

    func matches(_ c: Unicode.Scalar) -> Bool {
        switch self {
        case .scalar(let s): return s == c
        case .any: return true
        case .star: return true
        case .set(let ranges, let negated):
            return ranges.contains { $0.contains(c) } != negated
        }
    }
}
