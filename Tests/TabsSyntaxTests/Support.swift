import Testing
@testable import TabsSyntax

// MARK: - Bytes and markers

func utf8(_ s: String) -> [UInt8] { Array(s.utf8) }

/// Source text with inline position markers removed.
struct Marked {
    var bytes: [UInt8]
    /// Byte offset of each marker (`1️⃣` is marker 1) in `bytes`.
    var offsets: [Int: Int]
    subscript(_ marker: Int) -> Int {
        guard let offset = offsets[marker] else { fatalError("no marker \(marker)") }
        return offset
    }
}

/// Finds keycap markers (`0️⃣`…`9️⃣`: a digit, U+FE0F, U+20E3) in `text`,
/// removes them and records the byte offset where each one stood.
/// Raw bytes can be spliced in with `prefix`/`suffix` when a test needs
/// ill-formed UTF-8 (which a Swift String cannot hold).
func marked(_ text: String) -> Marked {
    var out: [UInt8] = []
    var offsets: [Int: Int] = [:]
    let scalars = Array(text.unicodeScalars)
    var k = 0
    while k < scalars.count {
        let s = scalars[k]
        if k + 2 < scalars.count, ("0"..."9").contains(s),
           scalars[k + 1].value == 0xFE0F, scalars[k + 2].value == 0x20E3 {
            let n = Int(s.value - 0x30)
            precondition(offsets[n] == nil, "marker \(n) used twice")
            offsets[n] = out.count
            k += 3
            continue
        }
        out.append(contentsOf: String(s).utf8)
        k += 1
    }
    return Marked(bytes: out, offsets: offsets)
}

// MARK: - Lexing helpers

func lex(_ bytes: [UInt8]) -> (tokens: [Token], errors: [ParseError]) { Lexer.tokenize(bytes) }
func lex(_ text: String) -> (tokens: [Token], errors: [ParseError]) { Lexer.tokenize(utf8(text)) }

/// Kinds of the tokens, without the final end-of-file token.
func kinds(_ tokens: [Token]) -> [TokenKind] { tokens.dropLast().map(\.kind) }
func significantKinds(_ tokens: [Token]) -> [TokenKind] { kinds(tokens).filter { !$0.isTrivia } }

func texts(_ tokens: [Token], _ bytes: [UInt8]) -> [String] {
    tokens.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
}

func invalidUTF8Errors(_ errors: [ParseError]) -> [ParseError] {
    errors.filter { $0.message.hasPrefix("invalid UTF-8") }
}

// MARK: - Tree helpers

struct TabSummary: Equatable, CustomStringConvertible {
    var id: String?
    var title: String?
    var section: String?
    var description: String { "\(section.map { $0 + "/" } ?? "")\(id ?? "nil") \(title.map { "\"\($0)\"" } ?? "nil")" }
}

/// Every tab declared at the top level or inside a section, in order.
func tabSummaries(_ tree: SyntaxTree) -> [TabSummary] {
    var result: [TabSummary] = []
    func add(_ t: TabDecl, section: String?) {
        result.append(TabSummary(id: t.id.map(tree.text(of:)), title: t.title.map(tree.stringValue(of:)), section: section))
    }
    for item in tree.items {
        switch item {
        case .tab(let t): add(t, section: nil)
        case .section(let s):
            let sid = s.id.map(tree.text(of:)) ?? "?"
            for m in tree.members(of: s.block) { if case .tab(let t) = m { add(t, section: sid) } }
        default: break
        }
    }
    return result
}

func tabIDs(_ tree: SyntaxTree) -> [String] { tabSummaries(tree).compactMap(\.id) }

/// Attributes of a block: name and value texts.
func attributes(_ tree: SyntaxTree, _ block: Block?) -> [(name: String, values: [String])] {
    tree.members(of: block).compactMap { m in
        guard case .attribute(let a) = m else { return nil }
        return (tree.text(of: a.name), tree.values(of: a).map { v in
            tree.token(v).kind == .string ? tree.stringValue(of: v) : tree.text(of: v)
        })
    }
}

func firstTab(_ tree: SyntaxTree) -> TabDecl? {
    for item in tree.items { if case .tab(let t) = item { return t } }
    return nil
}
func firstSection(_ tree: SyntaxTree) -> SectionDecl? {
    for item in tree.items { if case .section(let s) = item { return s } }
    return nil
}
func firstDefaults(_ tree: SyntaxTree) -> DefaultsDecl? {
    for item in tree.items { if case .defaults(let d) = item { return d } }
    return nil
}

func errorItemCount(_ tree: SyntaxTree) -> Int {
    tree.items.filter { if case .error = $0 { return true } else { return false } }.count
}

// MARK: - Invariants

/// Checks everything the tree promises, whatever the input: tokens tile the
/// bytes, printing gives the bytes back, node spans nest in order, token
/// indices point at tokens of the right kind, errors are in order and in range.
/// Returns a list of violations (empty when all hold) so fuzz loops can stop early.
func invariantViolations(_ tree: SyntaxTree) -> [String] {
    var problems: [String] = []
    var memberRuns: [Range<Int>] = []
    var valueRuns: [Range<Int>] = []
    let bytes = tree.bytes
    let tokens = tree.tokens
    let n = bytes.count
    // Tokens tile the input.
    guard let last = tokens.last, last.kind == .endOfFile, last.start == n, last.end == n else {
        return ["last token is not a zero-width end of file at \(n)"]
    }
    var offset = 0
    for (k, t) in tokens.enumerated() {
        if t.start != offset { problems.append("token \(k) starts at \(t.start), expected \(offset)") }
        if k < tokens.count - 1 {
            if t.kind == .endOfFile { problems.append("end of file token at \(k) before the end") }
            if t.end <= t.start { problems.append("token \(k) (\(t.kind)) is empty") }
        }
        offset = t.end
    }
    if offset != n { problems.append("tokens end at \(offset), not \(n)") }
    // Lossless.
    if tree.printed() != bytes { problems.append("printed() differs from the input") }
    // Errors: in order, in range.
    for (k, e) in tree.errors.enumerated() {
        if e.range.start < 0 || e.range.end > n || e.range.start > e.range.end {
            problems.append("error \(k) range \(e.range) out of bounds")
        }
        if k > 0 && e.range < tree.errors[k - 1].range { problems.append("errors out of order at \(k)") }
        if e.message.isEmpty { problems.append("error \(k) has no message") }
        if let r = e.relatedRange, r.start < 0 || r.end > n { problems.append("related range \(r) out of bounds") }
    }
    // Node spans.
    func check(_ span: Range<Int>, within outer: Range<Int>, _ what: String) {
        if span.lowerBound < outer.lowerBound || span.upperBound > outer.upperBound || span.isEmpty {
            problems.append("\(what) span \(span) not inside \(outer)")
        }
    }
    func checkIndex(_ index: TokenIndex?, in span: Range<Int>, kinds: [TokenKind], _ what: String) {
        guard let index else { return }
        if !span.contains(index.raw) { problems.append("\(what) token \(index.raw) outside its span \(span)") }
        else if !kinds.contains(tokens[index.raw].kind) { problems.append("\(what) token \(index.raw) is \(tokens[index.raw].kind)") }
    }
    func checkBlock(_ b: Block, within outer: Range<Int>, _ allowTabs: Bool) {
        memberRuns.append(b.memberRange)
        check(b.tokenSpan, within: outer, "block")
        checkIndex(b.open, in: b.tokenSpan, kinds: [.leftBrace], "open brace")
        if b.tokenSpan.lowerBound != b.open.raw { problems.append("block span does not start at its `{`") }
        if let c = b.close {
            checkIndex(c, in: b.tokenSpan, kinds: [.rightBrace], "close brace")
            if b.tokenSpan.upperBound != c.raw + 1 { problems.append("block span does not end at its `}`") }
        } else if b.tokenSpan.upperBound != tokens.count - 1 {
            problems.append("unclosed block does not run to the end of the file")
        }
        var previous = b.open.raw + 1
        for m in tree.members(of: b) {
            let span = m.tokenSpan
            check(span, within: previous..<(b.close?.raw ?? b.tokenSpan.upperBound), "member")
            previous = max(previous, span.upperBound)
            switch m {
            case .attribute(let a):
                valueRuns.append(a.valueRange)
                checkIndex(a.name, in: span, kinds: [.identifier], "attribute name")
                if span.lowerBound != a.name.raw { problems.append("attribute span does not start at its name") }
                var last = a.name.raw
                for v in tree.values(of: a) {
                    checkIndex(v, in: span, kinds: [.identifier, .string, .integer], "value")
                    if v.raw <= last { problems.append("values out of order") }
                    last = v.raw
                }
            case .tab(let t):
                if !allowTabs { problems.append("tab member outside a section") }
                checkTab(t, span)
            case .error: break
            }
        }
    }
    func checkTab(_ t: TabDecl, _ span: Range<Int>) {
        checkIndex(t.keyword, in: span, kinds: [.identifier], "tab keyword")
        if !tree.tokenIs(t.keyword, "tab") { problems.append("tab keyword is not `tab`") }
        checkIndex(t.id, in: span, kinds: [.identifier], "tab id")
        checkIndex(t.title, in: span, kinds: [.string], "tab title")
        if let b = t.block { checkBlock(b, within: span, false) }
    }
    var previous = 0
    for item in tree.items {
        let span = item.tokenSpan
        check(span, within: previous..<(tokens.count - 1), "item")
        previous = max(previous, span.upperBound)
        switch item {
        case .tab(let t): checkTab(t, span)
        case .section(let s):
            checkIndex(s.keyword, in: span, kinds: [.identifier], "section keyword")
            if !tree.tokenIs(s.keyword, "section") { problems.append("section keyword is not `section`") }
            checkIndex(s.id, in: span, kinds: [.identifier], "section id")
            checkIndex(s.title, in: span, kinds: [.string], "section title")
            if let b = s.block { checkBlock(b, within: span, true) }
        case .defaults(let d):
            checkIndex(d.keyword, in: span, kinds: [.identifier], "defaults keyword")
            if !tree.tokenIs(d.keyword, "defaults") { problems.append("defaults keyword is not `defaults`") }
            if let b = d.block { checkBlock(b, within: span, false) }
        case .error: break
        }
    }
    // The flat arrays: every block's members and every attribute's values
    // are one run each, and the runs cover each array exactly once.
    for (runs, count, what) in [(memberRuns, tree.blockMembers.count, "member"), (valueRuns, tree.attributeValues.count, "value")] {
        var covered = [Int](repeating: 0, count: count)
        for run in runs {
            guard run.lowerBound >= 0 && run.upperBound <= count else { problems.append("\(what) run \(run) outside 0..<\(count)"); continue }
            for k in run { covered[k] += 1 }
        }
        if covered.contains(where: { $0 != 1 }) { problems.append("\(what) runs do not cover the array exactly once") }
    }
    return problems
}

/// Parses `bytes` and records an issue for each broken invariant.
@discardableResult
func parseChecked(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxTree {
    let tree = SyntaxTree.parse(bytes)
    let problems = invariantViolations(tree)
    #expect(problems.isEmpty, "\(problems.prefix(5)) for input \(describeInput(bytes))", sourceLocation: sourceLocation)
    return tree
}
@discardableResult
func parseChecked(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxTree {
    parseChecked(utf8(text), sourceLocation: sourceLocation)
}

func describeInput(_ bytes: [UInt8]) -> String {
    if bytes.count > 200 { return "<\(bytes.count) bytes>" }
    return bytes.map { b in
        b >= 0x20 && b < 0x7F && b != 0x5C ? String(UnicodeScalar(b)) : "\\x" + String(b, radix: 16)
    }.joined()
}

// MARK: - Random

/// SplitMix64: small, fast, and the same on every platform.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - A realistic file

let realisticFile = """
# Reflect: a scrolling custom bar shows every tab; the tab view holds five.
defaults {
    selected reflect
    cached reflect, plots, experiments, insights   # always kept; one slot rotates
    limit 5
    more "More", "Mehr"
    deployment "iOS 17.0", "macOS 14"
}

tab reflect "Reflect" { icon "menucard" }
tab plots "Plots" { icon "chart.xyaxis.line" }
tab experiments "Expériences \\u{1F9EA}" { icon "testtube.2" }
tab insights "Insights" { icon "lightbulb"; placement pinned }
tab history "History" { icon "clock" }
tab goals "目標 👍🏽" { icon "target" }
tab tabEditor "Edit" {
    icon "rectangle.stack.badge.plus"
    role action        # opens the tab editor; never becomes the selection
}

section library "Library" {
    placement sidebarOnly
    platforms ipad,
        mac
    tab reports "Reports" { icon "chart.line.uptrend.xyaxis" }
    tab timers "Timers" { icon "stopwatch" }
}

section lists "Lists" {
    dynamic id         # tabs made from data at run time, each identified by its `id` field
}

"""
