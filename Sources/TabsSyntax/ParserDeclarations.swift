/// The top-level declarations: `tab`, `section` and `defaults` headers,
/// and the recovery inside a header (docs/language.md, "Structure").
extension Parser {
    /// After an unexpected token in a `tab` or `section` header (reported
    /// already): the `{` later on the same line, if any, whose block is
    /// still that declaration's (docs/language.md, "Structure"). Stops at the end
    /// of the statement; the tokens passed are left inside the
    /// declaration's span, outside its pieces.
    mutating func headerBlockOnThisLine(inBlock: Bool) -> Int? {
        while true {
            let i = peek()
            switch tokens[i].kind {
            case .leftBrace: return i
            case .newline, .semicolon, .endOfFile: return nil
            case .rightBrace where inBlock: return nil
            default: position = i + 1
            }
        }
    }

    /// The `ID [STRING]` after `tab` or `section`: the id's and title's token
    /// indices (nil when absent), and whether a missing id was reported.
    mutating func parseHeaderIdAndTitle(missingId message: (String) -> String) -> (id: Int?, title: Int?, reported: Bool) {
        var id: Int?
        var title: Int?
        var reported = false
        var i = peek()
        if tokens[i].kind == .identifier {
            id = i; position = i + 1
        } else {
            error(at: i, message(describe(i)))
            reported = true
        }
        i = peek()
        if tokens[i].kind == .string { title = i; position = i + 1 }
        return (id, title, reported)
    }

    /// `tab ID [STRING] [block]`; the cursor is on `tab`.
    mutating func parseTab(inBlock: Bool) -> TabDecl {
        let keyword = advance()
        var (id, title, reported) = parseHeaderIdAndTitle(
            missingId: { "expected a tab id after `tab`, found \($0); an id is a name like `home`" })
        var block: Block?
        let i = peek()
        switch tokens[i].kind {
        case .leftBrace:
            block = parseBlock(.tab)
        case .newline, .semicolon, .endOfFile:
            break
        case .rightBrace where inBlock:
            break
        default:
            if !reported {
                error(at: i, tokens[i].kind == .rightBrace
                      ? "unexpected `}`: it closes no block; remove it, or add the `{` it should close"
                      : "expected a new line or `;` after a tab declaration, found \(describe(i))")
            }
            reported = true
            if let open = headerBlockOnThisLine(inBlock: inBlock) { position = open; block = parseBlock(.tab) }
        }
        let end = max(position, finishStatement(inBlock: inBlock, what: "a tab declaration", quiet: reported && block == nil))
        return TabDecl(keyword: TokenIndex(keyword), id: id.map(TokenIndex.init), title: title.map(TokenIndex.init),
                       block: block, tokenSpan: keyword..<max(end, keyword + 1))
    }

    /// `section ID [STRING] block`; the cursor is on `section`.
    mutating func parseSection() -> SectionDecl {
        let keyword = advance()
        var (id, title, reported) = parseHeaderIdAndTitle(
            missingId: { "expected a section id after `section`, found \($0)" })
        var block: Block?
        let i = peek()
        if tokens[i].kind == .leftBrace {
            block = parseBlock(.section)
        } else {
            if !reported { error(at: i, "expected `{` to open the section's block, found \(describe(i))") }
            reported = true
            if let open = headerBlockOnThisLine(inBlock: false) { position = open; block = parseBlock(.section) }
        }
        let end = max(position, finishStatement(inBlock: false, what: "a section", quiet: reported && block == nil))
        return SectionDecl(keyword: TokenIndex(keyword), id: id.map(TokenIndex.init), title: title.map(TokenIndex.init),
                           block: block, tokenSpan: keyword..<max(end, keyword + 1))
    }

    /// `defaults block`; the cursor is on `defaults`.
    mutating func parseDefaults() -> DefaultsDecl {
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
}
