import TabsBase

/// The canonical layout (docs/command-line.md, "Formatting"): four-space
/// indentation, one statement a line, one space before `{`, `, ` between
/// values, single-statement tabs on one line, comments kept (a trailing
/// comment stays trailing, after one space), blank-line groups kept as at
/// most one blank line, none at the start or end of a block or the file.
/// The line ending is the file's first one (LF when it has none); a BOM is
/// kept. Only files without syntax errors are formatted: `format` returns
/// nil for the others, so their text is never touched.
public enum Formatter {
    public static func format(_ bytes: [UInt8]) -> [UInt8]? {
        let tree = SyntaxTree.parse(bytes)
        guard tree.errors.isEmpty else { return nil }
        var printer = Printer(tree: tree)
        printer.list(elements: tree.items.map(Element.init), range: 0..<tree.tokens.count, depth: 0)
        return printer.finish()
    }

    /// A statement of a list: a top-level item or a block member.
    enum Element {
        case tab(TabDecl), section(SectionDecl), defaults(DefaultsDecl), attribute(Attribute)

        init(_ item: Item) {
            switch item {
            case .tab(let t): self = .tab(t)
            case .section(let s): self = .section(s)
            case .defaults(let d): self = .defaults(d)
            case .error: self = .attribute(Attribute(name: TokenIndex(0), valueRange: 0..<0, tokenSpan: 0..<0)) // unreachable without errors
            }
        }

        init?(_ member: Member) {
            switch member {
            case .tab(let t): self = .tab(t)
            case .attribute(let a): self = .attribute(a)
            case .error: return nil
            }
        }

        var span: Range<Int> {
            switch self {
            case .tab(let t): t.tokenSpan
            case .section(let s): s.tokenSpan
            case .defaults(let d): d.tokenSpan
            case .attribute(let a): a.tokenSpan
            }
        }
    }

    struct Printer {
        let tree: SyntaxTree
        var lines: [String] = []
        let newline: String

        init(tree: SyntaxTree) {
            self.tree = tree
            let first = tree.tokens.first { $0.kind == .newline }
            let text = first.map { String(decoding: tree.bytes[$0.start..<$0.end], as: UTF8.self) }
            self.newline = text ?? "\n"
        }

        func text(_ i: Int) -> String {
            let t = tree.tokens[i]
            return String(decoding: tree.bytes[t.start..<t.end], as: UTF8.self)
        }

        func comment(_ i: Int) -> String {
            var s = text(i)
            while s.last == " " || s.last == "\t" { s.removeLast() }
            return s
        }

        func indent(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

        mutating func appendTrailing(_ comment: String) {
            if lines.isEmpty { lines.append(comment) } else { lines[lines.count - 1] += " " + comment }
        }

        /// Prints a list of statements with the comments and blank lines between them.
        /// `range` is the token range the list lives in (a block's inside, or the file).
        mutating func list(elements: [Element], range: Range<Int>, depth: Int) {
            var cursor = range.lowerBound
            let startCount = lines.count
            var newlines = 0
            // Comments on the line that opened the block trail that line.
            var lineHasContent = range.lowerBound > 0
            func gap(_ r: Range<Int>, _ p: inout Printer) {
                for i in r {
                    switch p.tree.tokens[i].kind {
                    case .newline:
                        newlines += 1
                        lineHasContent = false
                    case .comment:
                        if lineHasContent && newlines == 0 {
                            p.appendTrailing(p.comment(i))
                        } else {
                            if newlines >= 2 && p.lines.count > startCount { p.lines.append("") }
                            p.lines.append(p.indent(depth) + p.comment(i))
                        }
                        newlines = 0
                        lineHasContent = true
                    default:
                        break
                    }
                }
            }
            for element in elements {
                let span = element.span
                gap(cursor..<max(cursor, span.lowerBound), &self)
                if newlines >= 2 && lines.count > startCount { lines.append("") }
                statement(element, depth: depth)
                newlines = 0
                lineHasContent = true
                cursor = span.upperBound
            }
            gap(cursor..<max(cursor, range.upperBound), &self)
        }

        /// Comments inside a statement's own tokens (not in a nested block):
        /// the last one trails the statement; earlier ones go above it.
        func innerComments(_ r: Range<Int>) -> [Int] {
            r.filter { tree.tokens[$0].kind == .comment }
        }

        mutating func emit(_ line: String, comments: [Int], depth: Int) {
            let above = comments.dropLast()
            for c in above { lines.append(indent(depth) + comment(c)) }
            lines.append(indent(depth) + line + (comments.last.map { " " + comment($0) } ?? ""))
        }

        mutating func statement(_ element: Element, depth: Int) {
            switch element {
            case .attribute(let a):
                let values = valueList(a)
                let line = values.isEmpty ? text(a.name.raw) : text(a.name.raw) + " " + values
                emit(line, comments: innerComments(a.tokenSpan), depth: depth)
            case .tab(let t):
                var header = "tab"
                if let id = t.id { header += " " + text(id.raw) }
                if let title = t.title { header += " " + text(title.raw) }
                printHeader(header, block: t.block, span: t.tokenSpan, depth: depth, collapsible: true)
            case .section(let s):
                var header = "section"
                if let id = s.id { header += " " + text(id.raw) }
                if let title = s.title { header += " " + text(title.raw) }
                printHeader(header, block: s.block, span: s.tokenSpan, depth: depth, collapsible: false)
            case .defaults(let d):
                printHeader("defaults", block: d.block, span: d.tokenSpan, depth: depth, collapsible: false)
            }
        }

        /// An attribute's values, comma-separated; `role action, search` is
        /// written visual role first (`role search, action`).
        func valueList(_ a: Attribute) -> String {
            var values = tree.values(of: a).map { text($0.raw) }
            if values.count == 2, text(a.name.raw) == "role", values[0] == "action", values[1] != "action",
               tree.values(of: a).allSatisfy({ tree.tokens[$0.raw].kind == .identifier }) {
                values.swapAt(0, 1)
            }
            return values.joined(separator: ", ")
        }

        mutating func printHeader(_ head: String, block: Block?, span: Range<Int>, depth: Int, collapsible: Bool) {
            guard let block, let close = block.close else {
                emit(head, comments: innerComments(span), depth: depth)
                return
            }
            // Comments after the closing brace trail the statement.
            let after = innerComments((close.raw + 1)..<span.upperBound)
            let inside = (block.open.raw + 1)..<close.raw
            let members = tree.members(of: block).compactMap(Element.init)
            let hasInnerComments = inside.contains { tree.tokens[$0].kind == .comment }
            if members.isEmpty && !hasInnerComments {
                emit(head + " {}", comments: after, depth: depth)
                return
            }
            if collapsible, members.count == 1, !hasInnerComments, case .attribute(let a) = members[0] {
                let values = valueList(a)
                emit(head + " { " + text(a.name.raw) + (values.isEmpty ? "" : " " + values) + " }", comments: after, depth: depth)
                return
            }
            lines.append(indent(depth) + head + " {")
            list(elements: members, range: inside, depth: depth + 1)
            emit("}", comments: after, depth: depth)
        }

        func finish() -> [UInt8] {
            var out: [UInt8] = []
            if tree.tokens.first?.kind == .byteOrderMark { out = TextDecoding.byteOrderMark }
            // No blank lines at the end.
            var body = lines
            while body.last == "" { body.removeLast() }
            for line in body {
                out.append(contentsOf: line.utf8)
                out.append(contentsOf: newline.utf8)
            }
            return out
        }
    }
}
