/// The `.tabs` parser: tokens in, a tree and errors out; it never fails.
///
/// Recovery works at statement and brace boundaries: after an error the
/// parser skips to the end of the statement (a newline or `;` outside any
/// braces it skipped, or the `}` closing the enclosing block) and goes on.
/// A skipped `{` that is never closed is skipped alone, so it cannot hide the
/// rest of the file. After an unexpected token in a `tab` or `section`
/// header (a missing id included), a `{` later on that line still opens the
/// declaration's block (`ParserDeclarations.swift`). Inside a block, a
/// statement beginning with `section` or `defaults` is an error at the word
/// and is skipped, with its block. The grammar nests at most three deep (file, section,
/// tab), and the parser has no recursion that input can drive deeper: skipped
/// braces are matched up front, not descended into, so 100,000 `{` cost one
/// diagnostic and no stack.
public struct Parser {
    let bytes: [UInt8]
    let tokens: [Token]
    var position = 0
    var errors: [ParseError]
    /// Token indices of every `{` in order, and of the `}` matching each (-1: unclosed).
    let openBraces: [Int32]
    let closeBraces: [Int32]
    /// The tree's flat arrays (see `SyntaxTree.blockMembers`). A block's
    /// members wait on `memberStack` while it is open (a section's, with a
    /// tab's above them) and move to `members` in one run when it closes.
    var members: [Member] = []
    var memberStack: [Member] = []
    var values: [TokenIndex] = []

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
    func closingBrace(_ open: Int) -> Int? {
        var lo = 0, hi = openBraces.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(openBraces[mid]) < open { lo = mid + 1 } else { hi = mid }
        }
        guard lo < openBraces.count, Int(openBraces[lo]) == open, closeBraces[lo] >= 0 else { return nil }
        return Int(closeBraces[lo])
    }

    enum BlockKind { case tab, section, defaults }

    /// Trivia, and runs of invalid UTF-8 between tokens: the lexer has
    /// reported those already, and stepping over them keeps the statement
    /// around them (docs/language.md: "the rest of the file is still checked").
    /// A run inside a word (`ho\xFFme`, `2\xFF3`) splits no word in two:
    /// the parser stops there, as at any unexpected token, and says nothing
    /// more about it.
    @inline(__always) private func passedOver(_ index: Int) -> Bool {
        let kind = tokens[index].kind
        if kind.isTrivia { return true }
        guard kind == .invalidBytes else { return false }
        // At the start of the file (or the end) there is no word to split.
        guard index > 0, index + 1 < tokens.count else { return true }
        func wordish(_ k: TokenKind) -> Bool { k == .identifier || k == .integer }
        return !(wordish(tokens[index - 1].kind) && wordish(tokens[index + 1].kind))
    }

    // MARK: Cursor

    /// The next significant token (skipping trivia), without consuming it.
    mutating func peek() -> Int {
        while position < tokens.count - 1 && passedOver(position) { position += 1 }
        return position
    }
    mutating func peekKind() -> TokenKind { tokens[peek()].kind }
    mutating func advance() -> Int {
        let index = peek()
        if position < tokens.count - 1 { position += 1 }
        return index
    }

    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        tokens[index].kind == .identifier && tokens[index].spells(word, in: bytes)
    }

    /// Skips the rest of a statement: up to a newline or `;` outside skipped
    /// braces, or a `}` that would close the enclosing block (not consumed).
    /// Returns the end of the skipped token span.
    mutating func skipStatement(inBlock: Bool) -> Int {
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
    /// `quiet`: the statement has been reported already; skip the rest silently.
    mutating func finishStatement(inBlock: Bool, what: String, attribute: Int? = nil, quiet: Bool = false) -> Int {
        let i = peek()
        switch tokens[i].kind {
        case .newline, .semicolon, .endOfFile: return i
        case .rightBrace where inBlock: return i
        case _ where quiet:
            return skipStatement(inBlock: inBlock)
        case .rightBrace:
            error(at: i, "unexpected `}`: it closes no block; remove it, or add the `{` it should close")
            return skipStatement(inBlock: inBlock)
        default:
            error(at: i, "expected a new line or `;` after \(attribute.map { "the value of `\(text($0))`" } ?? what), found \(describe(i))")
            return skipStatement(inBlock: inBlock)
        }
    }

    // MARK: Grammar

    mutating func parseFile() -> [Item] {
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

    /// Moves the members of the block that began at `base` on the stack
    /// to the tree's array, in one run; returns where they are.
    mutating func closeMembers(from base: Int) -> Range<Int> {
        let start = members.count
        members.append(contentsOf: memberStack[base...])
        memberStack.removeLast(memberStack.count - base)
        return start..<members.count
    }

    /// Adds a member of the block being parsed. Only a section's block
    /// holds blocks (its tabs'), so only its members wait on the stack; a
    /// tab's or the defaults' go straight to the tree's array, where
    /// nothing else can land between them.
    mutating func push(_ member: Member, direct: Bool) {
        if direct { members.append(member) } else { memberStack.append(member) }
    }

    /// `{ members }`; the cursor is on `{`.
    mutating func parseBlock(_ kind: BlockKind) -> Block {
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
            case .identifier where isWord(i, "section") || isWord(i, "defaults"):
                // Whatever follows (`defaults;` too): they do not nest.
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

    static func isValue(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .string || kind == .integer
    }

    /// `name value {, value}`; the cursor is on the name.
    mutating func parseAttribute() -> Member {
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
