// A tolerant reader of the YAML that XcodeGen's specs are written in
// (docs/import.md, "The app's targets"): block mappings and sequences by
// indentation, `- key: value` items, flow collections (`[a, b]`,
// `{ a: b }`, over several lines, and so JSON too), plain, single- and
// double-quoted scalars, comments, `---` markers, block scalars (`|`,
// `>`) read as text, anchors dropped and aliases kept as their `*name`.
// Not read: tags, complex keys (`? `), multi-line plain scalars (their
// later lines are dropped), merge keys (`<<` stays a key). Any bytes give a
// value; each line is visited a bounded number of times and nesting deeper
// than `maximumDepth` ends as an empty scalar.

/// A value of the YAML subset: a scalar's text, a sequence, or a mapping in written order.
public indirect enum YAMLValue: Sendable, Equatable {
    case scalar(String)
    case list([YAMLValue])
    case map([YAMLEntry])

    /// A mapping's value for `key` (the last one written, as YAML readers keep); nil for anything else.
    public subscript(key: String) -> YAMLValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    public var text: String? { if case .scalar(let s) = self { return s }; return nil }
    public var entries: [YAMLEntry] { if case .map(let e) = self { return e }; return [] }
    /// A sequence's items; a scalar or mapping alone is a list of one (XcodeGen allows either).
    public var items: [YAMLValue] {
        switch self {
        case .list(let l): return l
        case .scalar(let s): return s.isEmpty ? [] : [self]
        case .map: return [self]
        }
    }
}

public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var value: YAMLValue
}

public enum YAMLReader {
    static let maximumDepth = 48

    /// The document in `bytes` (several documents: their top-level entries together).
    public static func read(_ bytes: [UInt8]) -> YAMLValue {
        var parser = Parser(lines: Line.split(bytes))
        return parser.document()
    }

    struct Line {
        var indent: Int
        var text: Substring

        /// The lines that hold something: comments stripped, tabs counted as one column, blank lines dropped.
        static func split(_ bytes: [UInt8]) -> [Line] {
            let text = String(decoding: bytes, as: UTF8.self)
            var lines: [Line] = []
            for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
                let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
                let body = stripComment(raw.dropFirst(indent))
                if body.isEmpty || body == "---" || body == "..." { continue }
                lines.append(Line(indent: indent, text: body))
            }
            return lines
        }

        /// The text without a `#` comment (one at the start or after a blank, outside quotes) and trailing blanks.
        static func stripComment(_ s: Substring) -> Substring {
            var quote: Character?
            var previous: Character = " "
            var end = s.endIndex
            for i in s.indices {
                let c = s[i]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || previous == "-" { quote = c }
                } else if c == "#" && (previous == " " || previous == "\t") || c == "#" && i == s.startIndex {
                    end = i
                    break
                }
                previous = c
            }
            var result = s[s.startIndex..<end]
            while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
            return result
        }
    }

    struct Parser {
        var lines: [Line]
        var at = 0

        mutating func document() -> YAMLValue {
            guard at < lines.count else { return .scalar("") }
            if let first = lines[at].text.first, first == "{" || first == "[" { return flowLines(depth: 0) }
            var entries: [YAMLEntry] = []
            var items: [YAMLValue] = []
            // Each pass reads the block at the next line's indent; a line left of it starts another pass.
            while at < lines.count {
                let before = at
                switch block(indent: lines[at].indent, depth: 0) {
                case .map(let e): entries += e
                case .list(let l): items += l
                case .scalar: break
                }
                if at == before { at += 1 }
            }
            return entries.isEmpty && !items.isEmpty ? .list(items) : .map(entries)
        }

        /// The block whose lines start at column `indent`: a sequence when its first line starts with `-`, else a mapping.
        mutating func block(indent: Int, depth: Int) -> YAMLValue {
            guard at < lines.count else { return .scalar("") }
            guard depth < YAMLReader.maximumDepth else { skip(deeperThan: indent - 1); return .scalar("") }
            if isItem(lines[at].text) { return sequence(indent: indent, depth: depth) }
            if key(of: lines[at].text) == nil {
                // A lone scalar line (or one this reader does not know): its text.
                let text = lines[at].text
                at += 1
                return scalar(text)
            }
            return mapping(indent: indent, depth: depth)
        }

        mutating func mapping(indent: Int, depth: Int) -> YAMLValue {
            var entries: [YAMLEntry] = []
            while at < lines.count, lines[at].indent == indent, !isItem(lines[at].text), let (key, rest) = key(of: lines[at].text) {
                at += 1
                entries.append(YAMLEntry(key: key, value: value(rest, indent: indent, depth: depth, sameIndentList: true)))
            }
            return .map(entries)
        }

        mutating func sequence(indent: Int, depth: Int) -> YAMLValue {
            var items: [YAMLValue] = []
            while at < lines.count, lines[at].indent == indent, isItem(lines[at].text) {
                let text = lines[at].text
                let rest = text.dropFirst().drop { $0 == " " || $0 == "\t" }
                if rest.isEmpty {
                    at += 1
                    items.append(nested(indent: indent, depth: depth))
                } else if key(of: rest) != nil && !rest.hasPrefix("{") && !rest.hasPrefix("[") {
                    // `- key: value`: a mapping whose first line is this one, at the column of `key`.
                    let column = indent + (text.count - rest.count)
                    lines[at] = Line(indent: column, text: rest)
                    items.append(block(indent: column, depth: depth + 1))
                } else {
                    at += 1
                    items.append(value(rest, indent: indent, depth: depth, sameIndentList: false))
                }
            }
            return .list(items)
        }

        /// The value after `key:` or `- `: inline, a flow collection, a block scalar, or the block below.
        mutating func value(_ rest: Substring, indent: Int, depth: Int, sameIndentList: Bool) -> YAMLValue {
            var rest = rest
            if rest.hasPrefix("&") { rest = rest.drop { $0 != " " }.drop { $0 == " " } }   // an anchor
            if rest.hasPrefix("!") { rest = rest.drop { $0 != " " }.drop { $0 == " " } }   // a tag
            if rest.isEmpty {
                // `key:` then a sequence at the same column, or a block further in.
                if sameIndentList, at < lines.count, lines[at].indent == indent, isItem(lines[at].text) {
                    return sequence(indent: indent, depth: depth + 1)
                }
                return nested(indent: indent, depth: depth)
            }
            if rest.hasPrefix("|") || rest.hasPrefix(">") {
                var text: [Substring] = []
                while at < lines.count, lines[at].indent > indent { text.append(lines[at].text); at += 1 }
                return .scalar(text.joined(separator: rest.hasPrefix("|") ? "\n" : " "))
            }
            if rest.hasPrefix("[") || rest.hasPrefix("{") {
                var text = String(rest)
                // A flow collection that goes on to the next lines: gather them until the brackets close (bounded).
                var quote: Character?
                var open = FlowParser.depth(rest, quote: &quote)
                var count = 0
                while open > 0, at < lines.count, count < 4096 {
                    text += " " + lines[at].text
                    open += FlowParser.depth(lines[at].text, quote: &quote)
                    at += 1
                    count += 1
                }
                var flow = FlowParser(Array(text))
                return flow.value(depth: depth)
            }
            return scalar(rest)
        }

        mutating func flowLines(depth: Int) -> YAMLValue {
            let text = lines[at...].map { String($0.text) }.joined(separator: " ")
            at = lines.count
            var flow = FlowParser(Array(text))
            return flow.value(depth: depth)
        }

        /// The block below a line at `indent`, or an empty scalar when none is further in.
        mutating func nested(indent: Int, depth: Int) -> YAMLValue {
            guard at < lines.count, lines[at].indent > indent else { return .scalar("") }
            return block(indent: lines[at].indent, depth: depth + 1)
        }

        mutating func skip(deeperThan indent: Int) {
            while at < lines.count, lines[at].indent > indent { at += 1 }
        }

        func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") || text.hasPrefix("-\t") }

        /// `key: rest` (a plain or quoted key, then `:` and a blank or the end); nil for anything else.
        func key(of text: Substring) -> (String, Substring)? {
            guard let first = text.first, first != "[", first != "{", first != "-" || !isItem(text) else { return nil }
            if first == "\"" || first == "'" {
                guard let close = text.dropFirst().firstIndex(of: first) else { return nil }
                let after = text[text.index(after: close)...]
                guard after.hasPrefix(":") else { return nil }
                return (String(text[text.index(after: text.startIndex)..<close]), after.dropFirst().drop { $0 == " " || $0 == "\t" })
            }
            var i = text.startIndex
            while i < text.endIndex {
                if text[i] == ":" {
                    let next = text.index(after: i)
                    if next == text.endIndex || text[next] == " " || text[next] == "\t" {
                        let key = text[text.startIndex..<i]
                        return (String(key.reversed().drop { $0 == " " }.reversed()), text[next...].drop { $0 == " " || $0 == "\t" })
                    }
                }
                i = text.index(after: i)
            }
            return nil
        }

        func scalar(_ text: Substring) -> YAMLValue {
            var chars = FlowParser(Array(text))
            return chars.value(depth: 0, plainToEnd: true)
        }
    }

    /// Flow collections and scalars, character by character.
    struct FlowParser {
        var chars: [Character]
        var i = 0

        init(_ chars: [Character]) { self.chars = chars }

        /// How many more `[` and `{` than closers `text` has outside quotes (`quote`: a quote still open, carried across lines).
        static func depth(_ text: Substring, quote: inout Character?) -> Int {
            var depth = 0
            for c in text {
                if let q = quote { if c == q { quote = nil }; continue }
                switch c {
                case "\"", "'": quote = c
                case "[", "{": depth += 1
                case "]", "}": depth -= 1
                default: break
                }
            }
            return depth
        }

        mutating func blanks() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }

        /// One value; `plainToEnd`: a plain scalar runs to the end (block context), else to `,`, `]`, `}` or `: `.
        mutating func value(depth: Int, plainToEnd: Bool = false) -> YAMLValue {
            blanks()
            guard i < chars.count else { return .scalar("") }
            switch chars[i] {
            case "[" where depth < YAMLReader.maximumDepth:
                i += 1
                var items: [YAMLValue] = []
                while i < chars.count {
                    blanks()
                    if i < chars.count, chars[i] == "]" { i += 1; break }
                    if i < chars.count, chars[i] == "," { i += 1; continue }
                    let before = i
                    items.append(value(depth: depth + 1))
                    if i == before { i += 1 }
                }
                return .list(items)
            case "{" where depth < YAMLReader.maximumDepth:
                i += 1
                var entries: [YAMLEntry] = []
                while i < chars.count {
                    blanks()
                    if i < chars.count, chars[i] == "}" { i += 1; break }
                    if i < chars.count, chars[i] == "," { i += 1; continue }
                    let before = i
                    let key = value(depth: depth + 1).text ?? ""
                    blanks()
                    if i < chars.count, chars[i] == ":" {
                        i += 1
                        entries.append(YAMLEntry(key: key, value: value(depth: depth + 1)))
                    } else {
                        entries.append(YAMLEntry(key: key, value: .scalar("")))
                    }
                    if i == before { i += 1 }
                }
                return .map(entries)
            case "\"", "'":
                return .scalar(quoted())
            default:
                let start = i
                while i < chars.count {
                    let c = chars[i]
                    if !plainToEnd {
                        if c == "," || c == "]" || c == "}" { break }
                        if c == ":", i + 1 >= chars.count || chars[i + 1] == " " || chars[i + 1] == "," { break }
                    }
                    i += 1
                }
                var text = chars[start..<i]
                while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
                return .scalar(String(text))
            }
        }

        /// A quoted scalar at `i`: `''` in single quotes, the common backslash escapes in double quotes.
        mutating func quoted() -> String {
            let q = chars[i]
            i += 1
            var out = ""
            while i < chars.count {
                let c = chars[i]
                if c == q {
                    if q == "'", i + 1 < chars.count, chars[i + 1] == "'" { out.append("'"); i += 2; continue }
                    i += 1
                    break
                }
                if q == "\"", c == "\\", i + 1 < chars.count {
                    let e = chars[i + 1]
                    out.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                    i += 2
                    continue
                }
                out.append(c)
                i += 1
            }
            return out
        }
    }
}
