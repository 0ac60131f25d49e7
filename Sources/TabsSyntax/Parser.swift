/// The `.tabs` parser: tokens in, a tree and errors out; it never fails.
///
/// Recovery works at statement and brace boundaries: after an error the
/// parser skips to the end of the statement (a newline or `;` outside any
/// braces it skipped, or the `}` closing the enclosing block) and goes on.
/// A skipped `{` that is never closed is skipped alone, so it cannot hide the
/// rest of the file. The grammar nests at most three deep (file, section,
/// tab), and the parser has no recursion that input can drive deeper: skipped
/// braces are matched up front, not descended into, so 100,000 `{` cost one
/// diagnostic and no stack.
public struct Parser {
    private let bytes: [UInt8]
    private let tokens: [Token]
    private var position = 0
    private var errors: [ParseError]
    /// The matching `}` of each `{` that is closed (token indices).
    /// Token indices of every `{` in order, and of the `}` matching each (-1: unclosed).
    private let openBraces: [Int32]
    private let closeBraces: [Int32]
    /// The tree's flat arrays (see `SyntaxTree.blockMembers`). A block's
    /// members wait on `memberStack` while it is open (a section's, with a
    /// tab's above them) and move to `members` in one run when it closes.
    private var members: [Member] = []
    private var memberStack: [Member] = []
    private var values: [TokenIndex] = []

    public static func parse(_ bytes: [UInt8]) -> SyntaxTree {
        let (tokens, lexicalErrors) = Lexer.tokenize(bytes)
        var parser = Parser(bytes: bytes, tokens: tokens, errors: lexicalErrors)
        parser.members.reserveCapacity(tokens.count / 8 + 16)
        parser.values.reserveCapacity(tokens.count / 8 + 16)
        let items = parser.parseFile()
        let errors = parser.errors.enumerated().sorted {
            $0.element.range != $1.element.range ? $0.element.range < $1.element.range : $0.offset < $1.offset
        }.map(\.element)
        return SyntaxTree(bytes: bytes, tokens: tokens, items: items, blockMembers: parser.members,
                          attributeValues: parser.values, errors: errors)
    }

    private init(bytes: [UInt8], tokens: [Token], errors: [ParseError]) {
        self.bytes = bytes
        self.tokens = tokens
        self.errors = errors
        var stack: [Int] = []  // ordinals of the open `{`s
        var opens: [Int32] = []
        var closes: [Int32] = []
        for (k, t) in tokens.enumerated() {
            if t.kind == .leftBrace {
                stack.append(opens.count)
                opens.append(Int32(truncatingIfNeeded: k))
                closes.append(-1)
            } else if t.kind == .rightBrace, let o = stack.popLast() {
                closes[o] = Int32(truncatingIfNeeded: k)
            }
        }
        self.openBraces = opens
        self.closeBraces = closes
    }

    /// The token index of the `}` matching the `{` at token `open` (binary search).
    private func closingBrace(_ open: Int) -> Int? {
        var lo = 0, hi = openBraces.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(openBraces[mid]) < open { lo = mid + 1 } else { hi = mid }
        }
        guard lo < openBraces.count, Int(openBraces[lo]) == open, closeBraces[lo] >= 0 else { return nil }
        return Int(closeBraces[lo])
    }

    private enum BlockKind { case tab, section, defaults }

    /// Trivia, and runs of invalid UTF-8 between tokens: the lexer has
    /// reported those already, and stepping over them keeps the statement
    /// around them (LANGUAGE.md: "the rest of the file is still checked").
    /// A run inside a word (`ho\xFFme`, `2\xFF3`) splits no word in two:
    /// the parser stops there, as at any unexpected token, and says nothing
    /// more about it.
    @inline(__always) private func passedOver(_ index: Int) -> Bool {
        let kind = tokens[index].kind
        if kind.isTrivia { return true }
        guard kind == .invalidBytes, index > 0, index + 1 < tokens.count else { return false }
        func wordish(_ k: TokenKind) -> Bool { k == .identifier || k == .integer }
        return !(wordish(tokens[index - 1].kind) && wordish(tokens[index + 1].kind))
    }

    // MARK: Cursor

    /// The next significant token (skipping trivia), without consuming it.
    private mutating func peek() -> Int {
        while position < tokens.count - 1 && passedOver(position) { position += 1 }
        return position
    }
    private mutating func peekKind() -> TokenKind { tokens[peek()].kind }
    private mutating func advance() -> Int {
        let index = peek()
        if position < tokens.count - 1 { position += 1 }
        return index
    }

    private func isWord(_ index: Int, _ word: StaticString) -> Bool {
        let t = tokens[index]
        guard t.kind == .identifier, t.end - t.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in
            var k = 0
            for i in t.start..<t.end {
                if bytes[i] != w[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// The start of the next significant token after `index` on any line.
    private func nextSignificant(after index: Int) -> Int {
        var i = index + 1
        while i < tokens.count - 1 && passedOver(i) { i += 1 }
        return min(i, tokens.count - 1)
    }

    // MARK: Errors

    private func describe(_ index: Int) -> String {
        let t = tokens[index]
        switch t.kind {
        case .newline: return "the end of the line"
        case .endOfFile: return "the end of the file"
        case .identifier: return "`\(text(index))`"
        case .string: return "a string"
        case .integer: return "the number `\(text(index))`"
        case .leftBrace: return "`{`"
        case .rightBrace: return "`}`"
        case .comma: return "`,`"
        case .semicolon: return "`;`"
        case .invalidBytes: return "invalid UTF-8"
        case .unknown: return "the character \(visible(index))"
        case .byteOrderMark, .whitespace, .comment: return "trivia"
        }
    }

    private func text(_ index: Int) -> String {
        let t = tokens[index]
        let slice = bytes[t.start..<min(t.end, t.start + 64)]
        return String(decoding: slice, as: UTF8.self)
    }

    /// A character shown safely: printable ASCII in backticks, else U+XXXX.
    private func visible(_ index: Int) -> String {
        let s = text(index)
        guard let scalar = s.unicodeScalars.first else { return "?" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "`\(s)`" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The range an error at this token points to: the token itself, or an
    /// empty range at a newline or the end of the file.
    private func errorRange(_ index: Int) -> ByteRange {
        let t = tokens[index]
        if t.kind == .newline || t.kind == .endOfFile { return .empty(at: t.start) }
        return t.range
    }

    private mutating func error(at index: Int, _ message: String) {
        // Invalid bytes were reported by the lexer already: one diagnostic for them.
        if tokens[index].kind == .invalidBytes { return }
        var message = message
        if tokens[index].kind == .unknown {
            let t = text(index)
            if t == "=" || t == ":" { message += "; write an attribute as `name value`, without `\(t)`" }
        }
        errors.append(ParseError(range: errorRange(index), message: message))
    }

    /// Skips the rest of a statement: up to a newline or `;` outside skipped
    /// braces, or a `}` that would close the enclosing block (not consumed).
    /// Returns the end of the skipped token span.
    private mutating func skipStatement(inBlock: Bool) -> Int {
        while true {
            let i = peek()
            let kind = tokens[i].kind
            switch kind {
            case .endOfFile:
                return i
            case .newline, .semicolon:
                return i
            case .leftBrace:
                // A braced group is skipped whole (it may span lines); a `{`
                // never closed is skipped alone, so the next line still parses.
                if let close = closingBrace(i) { position = close + 1; return close + 1 }
            case .rightBrace:
                if inBlock { return i }
            default: break
            }
            position = i + 1
        }
    }

    /// After a complete statement: a newline, `;`, `}` or the end must follow.
    private mutating func finishStatement(inBlock: Bool, what: String, attribute: Int? = nil) -> Int {
        let i = peek()
        switch tokens[i].kind {
        case .newline, .semicolon, .endOfFile: return i
        case .rightBrace where inBlock: return i
        case .rightBrace:
            error(at: i, "unexpected `}`: it closes no block; remove it, or add the `{` it should close")
            return skipStatement(inBlock: inBlock)
        default:
            error(at: i, "expected a new line or `;` after \(attribute.map { "the value of `\(text($0))`" } ?? what), found \(describe(i))")
            return skipStatement(inBlock: inBlock)
        }
    }

    // MARK: Grammar

    private mutating func parseFile() -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(tokens.count / 64 + 4)
        while true {
            let i = peek()
            switch tokens[i].kind {
            case .endOfFile:
                return items
            case .newline, .semicolon:
                position = i + 1
            case .identifier where isWord(i, "tab"):
                items.append(.tab(parseTab(inBlock: false)))
            case .identifier where isWord(i, "section"):
                items.append(.section(parseSection()))
            case .identifier where isWord(i, "defaults"):
                items.append(.defaults(parseDefaults()))
            case .rightBrace:
                error(at: i, "unexpected `}`: it closes no block; remove it, or add the `{` it should close")
                position = i + 1
                items.append(.error(i..<i + 1))
            case .leftBrace:
                error(at: i, "unexpected `{`: a block must start on the line of its `tab`, `section` or `defaults`")
                let end = skipStatement(inBlock: false)
                items.append(.error(i..<end))
            case .identifier:
                error(at: i, "expected `tab`, `section` or `defaults`, found \(describe(i))")
                let end = skipStatement(inBlock: false)
                items.append(.error(i..<end))
            default:
                error(at: i, "expected `tab`, `section` or `defaults`, found \(describe(i))")
                let end = skipStatement(inBlock: false)
                items.append(.error(i..<max(end, i + 1)))
                if end == i { position = i + 1 }
            }
        }
    }

    /// `tab ID [STRING] [block]`; the cursor is on `tab`.
    private mutating func parseTab(inBlock: Bool) -> TabDecl {
        let keyword = advance()
        var id: Int?
        var title: Int?
        var block: Block?
        var i = peek()
        if tokens[i].kind == .identifier {
            id = i; position = i + 1
        } else {
            error(at: i, "expected a tab id after `tab`, found \(describe(i)); an id is a name like `home`")
        }
        i = peek()
        if tokens[i].kind == .string { title = i; position = i + 1 }
        i = peek()
        if tokens[i].kind == .leftBrace { block = parseBlock(.tab) }
        var end = position
        if id != nil || title != nil || block != nil {
            end = max(end, finishStatement(inBlock: inBlock, what: "a tab declaration"))
        } else {
            end = max(end, skipStatement(inBlock: inBlock))
        }
        return TabDecl(keyword: TokenIndex(keyword), id: id.map(TokenIndex.init), title: title.map(TokenIndex.init),
                       block: block, tokenSpan: keyword..<max(end, keyword + 1))
    }

    /// `section ID [STRING] block`; the cursor is on `section`.
    private mutating func parseSection() -> SectionDecl {
        let keyword = advance()
        var id: Int?
        var title: Int?
        var block: Block?
        var i = peek()
        if tokens[i].kind == .identifier {
            id = i; position = i + 1
        } else {
            error(at: i, "expected a section id after `section`, found \(describe(i))")
        }
        i = peek()
        if tokens[i].kind == .string { title = i; position = i + 1 }
        i = peek()
        var end = position
        if tokens[i].kind == .leftBrace {
            block = parseBlock(.section)
            end = max(position, finishStatement(inBlock: false, what: "a section"))
        } else if id != nil {
            error(at: i, "expected `{` to open the section's block, found \(describe(i))")
            end = max(end, skipStatement(inBlock: false))
        } else {
            end = max(end, skipStatement(inBlock: false))
        }
        return SectionDecl(keyword: TokenIndex(keyword), id: id.map(TokenIndex.init), title: title.map(TokenIndex.init),
                           block: block, tokenSpan: keyword..<max(end, keyword + 1))
    }

    /// `defaults block`; the cursor is on `defaults`.
    private mutating func parseDefaults() -> DefaultsDecl {
        let keyword = advance()
        var block: Block?
        let i = peek()
        var end = position
        if tokens[i].kind == .leftBrace {
            block = parseBlock(.defaults)
            end = max(position, finishStatement(inBlock: false, what: "the defaults block"))
        } else {
            error(at: i, "expected `{` after `defaults`, found \(describe(i))")
            end = max(end, skipStatement(inBlock: false))
        }
        return DefaultsDecl(keyword: TokenIndex(keyword), block: block, tokenSpan: keyword..<max(end, keyword + 1))
    }

    /// Moves the members of the block that began at `base` on the stack
    /// to the tree's array, in one run; returns where they are.
    private mutating func closeMembers(from base: Int) -> Range<Int> {
        let start = members.count
        members.append(contentsOf: memberStack[base...])
        memberStack.removeLast(memberStack.count - base)
        return start..<members.count
    }

    /// Adds a member of the block being parsed. Only a section's block
    /// holds blocks (its tabs'), so only its members wait on the stack; a
    /// tab's or the defaults' go straight to the tree's array, where
    /// nothing else can land between them.
    private mutating func push(_ member: Member, direct: Bool) {
        if direct { members.append(member) } else { memberStack.append(member) }
    }

    /// `{ members }`; the cursor is on `{`.
    private mutating func parseBlock(_ kind: BlockKind) -> Block {
        let open = advance()
        let direct = kind != .section
        let base = direct ? members.count : memberStack.count
        func memberRange(_ parser: inout Parser) -> Range<Int> {
            direct ? base..<parser.members.count : parser.closeMembers(from: base)
        }
        while true {
            let i = peek()
            switch tokens[i].kind {
            case .rightBrace:
                position = i + 1
                return Block(open: TokenIndex(open), close: TokenIndex(i), memberRange: memberRange(&self), tokenSpan: open..<i + 1)
            case .endOfFile:
                errors.append(ParseError(range: .empty(at: tokens[i].start),
                                          message: "missing `}`: the block opened with `{` is not closed before the end of the file",
                                          relatedRange: tokens[open].range, relatedMessage: "the block opened here"))
                return Block(open: TokenIndex(open), close: nil, memberRange: memberRange(&self), tokenSpan: open..<i)
            case .newline, .semicolon:
                position = i + 1
            case .identifier where isWord(i, "tab"):
                if kind == .section {
                    let tab = parseTab(inBlock: true)
                    push(.tab(tab), direct: direct)
                } else {
                    error(at: i, kind == .tab
                          ? "a `tab` cannot be declared inside another tab; declare it at the top level or inside a section (is a `}` missing above?)"
                          : "a `tab` cannot be declared inside `defaults`; declare it at the top level or inside a section")
                    let end = skipStatement(inBlock: true)
                    push(.error(i..<max(end, i + 1)), direct: direct)
                }
            case .identifier where (isWord(i, "section") || isWord(i, "defaults"))
                && [.identifier, .leftBrace].contains(tokens[nextSignificant(after: i)].kind):
                error(at: i, "`\(text(i))` can only be declared at the top level of the file (is a `}` missing above?)")
                let end = skipStatement(inBlock: true)
                push(.error(i..<max(end, i + 1)), direct: direct)
            case .identifier:
                let attribute = parseAttribute()
                push(attribute, direct: direct)
            default:
                error(at: i, "expected an attribute name, found \(describe(i))")
                let end = skipStatement(inBlock: true)
                push(.error(i..<max(end, i + 1)), direct: direct)
                if end == i { position = i + 1 }
            }
        }
    }

    private static func isValue(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .string || kind == .integer
    }

    /// `name value {, value}`; the cursor is on the name.
    private mutating func parseAttribute() -> Member {
        let name = advance()
        let firstValue = values.count
        func valueRange(_ parser: Parser) -> Range<Int> { firstValue..<parser.values.count }
        var i = peek()
        if Parser.isValue(tokens[i].kind) {
            values.append(TokenIndex(i)); position = i + 1
            while peekKind() == .comma {
                let comma = advance()
                // A list may go on to the next line after a comma.
                while true {
                    let k = peekKind()
                    if k == .newline { position = peek() + 1 } else { break }
                }
                i = peek()
                if Parser.isValue(tokens[i].kind) {
                    values.append(TokenIndex(i)); position = i + 1
                } else {
                    error(at: i, "expected a value after `,`, found \(describe(i))")
                    let end = skipStatement(inBlock: true)
                    return .attribute(Attribute(name: TokenIndex(name), valueRange: valueRange(self), tokenSpan: name..<max(end, comma + 1)))
                }
            }
        }
        if values.count == firstValue {
            // `icon , "a"`, `icon = "a"`: no value came first (a statement that ends here is checked as "needs a value").
            let next = peek()
            switch tokens[next].kind {
            case .newline, .semicolon, .rightBrace, .endOfFile:
                break
            default:
                error(at: next, "expected a value after `\(text(name))`, found \(describe(next))")
                let end = skipStatement(inBlock: true)
                return .attribute(Attribute(name: TokenIndex(name), valueRange: valueRange(self), tokenSpan: name..<max(end, name + 1)))
            }
        }
        let end = finishStatement(inBlock: true, what: "", attribute: name)
        return .attribute(Attribute(name: TokenIndex(name), valueRange: valueRange(self), tokenSpan: name..<max(end, name + 1)))
    }
}
