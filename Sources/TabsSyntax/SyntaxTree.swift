/// The lossless syntax tree of a `.tabs` file.
///
/// Every byte of the source is in exactly one token; every node covers a
/// contiguous run of tokens (`tokens`, half-open token indices), and a
/// node's children lie inside it in order. Trivia (white space, comments,
/// the BOM) sits between nodes. Printing the tree (`printed()`) gives the
/// source back byte for byte. Missing pieces are `nil`, never invented.
public struct SyntaxTree: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let items: [Item]
    /// The members of every block, each block's in one run
    /// (`members(of:)`), and the values of every attribute, likewise
    /// (`values(of:)`). Flat arrays, not an array per block and per
    /// statement: the tree is a handful of allocations whatever the size
    /// of the file, and nodes are plain values (copying one retains
    /// nothing, freeing the tree frees five buffers).
    public let blockMembers: [Member]
    public let attributeValues: [TokenIndex]
    /// Lexical and syntax errors, in source order.
    public let errors: [ParseError]

    /// A block's members, in order (none for `nil`).
    public func members(of block: Block?) -> ArraySlice<Member> {
        guard let block else { return [] }
        return blockMembers[block.memberRange.clamped(to: blockMembers.indices)]
    }

    /// An attribute's values: identifier, string and integer tokens, in order.
    public func values(of attribute: Attribute) -> ArraySlice<TokenIndex> {
        attributeValues[attribute.valueRange.clamped(to: attributeValues.indices)]
    }

    public static func parse(_ bytes: [UInt8]) -> SyntaxTree { Parser.parse(bytes) }
    public static func parse(_ text: String) -> SyntaxTree { Parser.parse(Array(text.utf8)) }

    @inlinable public func token(_ index: TokenIndex) -> Token { tokens[index.raw] }
    public func range(of index: TokenIndex) -> ByteRange { tokens[index.raw].range }
    /// The source text of a token, with invalid UTF-8 replaced.
    public func text(of index: TokenIndex) -> String {
        let t = tokens[index.raw]
        return String(decoding: bytes[t.start..<t.end], as: UTF8.self)
    }
    /// Whether an identifier token spells `word` (ASCII, compared on bytes).
    public func tokenIs(_ index: TokenIndex, _ word: StaticString) -> Bool {
        tokens[index.raw].spells(word, in: bytes)
    }
    /// The value of a string token (escapes resolved).
    public func stringValue(of index: TokenIndex) -> String { Lexer.stringValue(of: tokens[index.raw], in: bytes) }

    /// The value of the closed string token that starts at `range` (a title
    /// range the model kept, say), found by binary search; nil when no such
    /// token starts there.
    public func stringValue(at range: ByteRange) -> String? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < range.start { low = mid + 1 } else { high = mid }
        }
        guard low < tokens.count, tokens[low].start == range.start, tokens[low].kind == .string,
              !tokens[low].isUnterminated else { return nil }
        return Lexer.stringValue(of: tokens[low], in: bytes)
    }

    /// The source rebuilt from the tokens, which tile it (every byte is
    /// in exactly one token, trivia included): equal to `bytes`, and the
    /// tests check it on every fixture. The nodes cover runs of these tokens.
    public func printed() -> [UInt8] {
        tokens.flatMap { bytes[$0.start..<$0.end] }
    }
}

/// An index into `SyntaxTree.tokens`.
/// 32 bits, like `ByteRange`: a text of at most 1 GiB has fewer tokens than that.
public struct TokenIndex: Hashable, Sendable, Comparable {
    @usableFromInline let stored: Int32
    @inlinable public var raw: Int { Int(stored) }
    @inlinable public init(_ raw: Int) { stored = Int32(truncatingIfNeeded: raw) }
    public static func < (a: TokenIndex, b: TokenIndex) -> Bool { a.raw < b.raw }
}

public enum Item: Sendable {
    case tab(TabDecl)
    case section(SectionDecl)
    case defaults(DefaultsDecl)
    /// Tokens the parser skipped after a syntax error.
    case error(Range<Int>)

    public var tokenSpan: Range<Int> {
        switch self {
        case .tab(let t): t.tokenSpan
        case .section(let s): s.tokenSpan
        case .defaults(let d): d.tokenSpan
        case .error(let r): r
        }
    }
}

/// `tab ID ["Title"] [{ ... }]`
public struct TabDecl: Sendable {
    public var keyword: TokenIndex
    public var id: TokenIndex?
    public var title: TokenIndex?
    public var block: Block?
    public var tokenSpan: Range<Int>
}

/// `section ID ["Title"] { ... }`
public struct SectionDecl: Sendable {
    public var keyword: TokenIndex
    public var id: TokenIndex?
    public var title: TokenIndex?
    public var block: Block?
    public var tokenSpan: Range<Int>
}

/// `defaults { ... }`
public struct DefaultsDecl: Sendable {
    public var keyword: TokenIndex
    public var block: Block?
    public var tokenSpan: Range<Int>
}

public struct Block: Sendable {
    public var open: TokenIndex
    /// `nil` when the block is not closed before the end of the file.
    public var close: TokenIndex?
    /// Where its members are in `SyntaxTree.blockMembers` (`tree.members(of:)`).
    public var memberRange: Range<Int>
    public var tokenSpan: Range<Int>
}

public enum Member: Sendable {
    case attribute(Attribute)
    case tab(TabDecl)
    case error(Range<Int>)

    public var tokenSpan: Range<Int> {
        switch self {
        case .attribute(let a): a.tokenSpan
        case .tab(let t): t.tokenSpan
        case .error(let r): r
        }
    }
}

/// `name value, value, ...`
public struct Attribute: Sendable {
    public var name: TokenIndex
    /// Where its values (identifier, string and integer tokens, in order,
    /// commas not included) are in `SyntaxTree.attributeValues`
    /// (`tree.values(of:)`).
    public var valueRange: Range<Int>
    public var tokenSpan: Range<Int>
}
