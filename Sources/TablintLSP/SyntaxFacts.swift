import TabsLint
import TabsSyntax

/// Where an id appears: a `tab`/`section` declaration, a reference in
/// `selected` or `cached`, or a past name in `retired` or a tab's `formerly`.
struct IDOccurrence {
    enum Kind { case tab, section, reference, pastName }
    var name: String
    var range: ByteRange
    var kind: Kind
    var isDeclaration: Bool { kind == .tab || kind == .section }
}

/// Syntax facts the handlers share, computed from a tree.
struct SyntaxFacts {
    let tree: SyntaxTree

    /// Every id declaration and reference, in source order.
    func occurrences() -> [IDOccurrence] {
        var result: [IDOccurrence] = []
        func addReferences(_ block: Block?, _ kind: BlockKind) {
            for member in tree.members(of: block) {
                guard case .attribute(let a) = member,
                      let role = AttributeSchema.idReferenceRole(of: tree.text(of: a.name), in: kind) else { continue }
                for v in tree.values(of: a) where tree.token(v).kind == .identifier {
                    result.append(IDOccurrence(name: tree.text(of: v), range: tree.range(of: v),
                                               kind: role == .pastName ? .pastName : .reference))
                }
            }
        }
        func addDeclaration(_ id: TokenIndex?, _ kind: IDOccurrence.Kind) {
            guard let id, tree.token(id).kind == .identifier else { return }
            result.append(IDOccurrence(name: tree.text(of: id), range: tree.range(of: id), kind: kind))
        }
        func addTab(_ t: TabDecl) {
            addDeclaration(t.id, .tab)
            addReferences(t.block, .tab)
        }
        for item in tree.items {
            switch item {
            case .tab(let t): addTab(t)
            case .section(let s):
                addDeclaration(s.id, .section)
                for member in tree.members(of: s.block) { if case .tab(let t) = member { addTab(t) } }
            case .defaults(let d): addReferences(d.block, .defaults)
            case .error: break
            }
        }
        return result.sorted { $0.range.start < $1.range.start }
    }

    /// Every condition name written in a `when` of a tab or section, in
    /// source order: their own namespace, never an id occurrence.
    func conditionOccurrences() -> [(name: String, range: ByteRange)] {
        var result: [(name: String, range: ByteRange)] = []
        func add(_ block: Block?, _ kind: BlockKind) {
            for member in tree.members(of: block) {
                switch member {
                case .attribute(let a) where AttributeSchema.shape(of: tree.text(of: a.name), in: kind).map(Self.isConditionList) ?? false:
                    for v in tree.values(of: a) where tree.token(v).kind == .identifier { result.append((tree.text(of: v), tree.range(of: v))) }
                case .tab(let t): add(t.block, .tab)
                default: break
                }
            }
        }
        for item in tree.items {
            switch item {
            case .tab(let t): add(t.block, .tab)
            case .section(let s): add(s.block, .section)
            default: break
            }
        }
        return result
    }

    static func isConditionList(_ shape: ValueShape) -> Bool {
        if case .conditionList = shape { return true }
        return false
    }

    /// The occurrence under a byte offset (touching its end counts).
    func occurrence(at offset: Int) -> IDOccurrence? {
        let all = occurrences()
        return all.first { $0.range.contains(offset) } ?? all.first { $0.range.end == offset }
    }

    /// Byte range covering a token span.
    func byteRange(_ span: Range<Int>) -> ByteRange? {
        guard !span.isEmpty, span.lowerBound >= 0, span.upperBound <= tree.tokens.count else { return nil }
        var last = span.upperBound - 1
        while last > span.lowerBound && (tree.tokens[last].kind == .newline || tree.tokens[last].kind.isTrivia || tree.tokens[last].kind == .endOfFile) {
            last -= 1
        }
        return ByteRange(tree.tokens[span.lowerBound].start, tree.tokens[last].end)
    }

    /// Whether an attribute of this name takes ids in some block (written
    /// in the wrong block, its values are still shown as ids).
    static func takesIDs(_ name: String) -> Bool {
        [BlockKind.tab, .section, .defaults].contains { AttributeSchema.idReferenceRole(of: name, in: $0) != nil }
    }
}
