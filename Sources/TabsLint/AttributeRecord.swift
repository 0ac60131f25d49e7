import TabsSyntax

/// The first offending value of an attribute statement (one per statement).
public struct ValueIssue: Sendable {
    public var range: ByteRange
    public var message: String
    public var fix: Fix?
}

/// An attribute statement as the checker sees it: where it is, whether its
/// name is known in its block, whether it repeats an earlier one, and
/// which of its values count. `check` makes one for every statement.
public struct AttributeRecord: Sendable {
    public var block: BlockKind
    public var syntax: Attribute
    public var name: String
    public var nameRange: ByteRange
    /// `nil` when the block does not take this attribute.
    public var shape: ValueShape?
    /// The first statement of the same name in this block, when this one repeats it.
    public var firstOccurrence: ByteRange?
    /// The values that count (for a single-valued attribute, at most one).
    public var validValues: [TokenIndex] = []
    /// `validValues` read (a string's decoded text, else the token's), with
    /// their ranges: filled for the records the model builder keeps.
    public var values: [Located<String>] = []
    /// The first offending value (one per statement).
    public var issue: ValueIssue?
}

extension AttributeRecord {
    /// Validates one attribute statement of a `block` against
    /// `AttributeSchema`: which values count, and the first offending one.
    static func check(_ attribute: Attribute, in block: BlockKind, tree: SyntaxTree,
                      firstOccurrence: ByteRange? = nil) -> AttributeRecord {
        let name = tree.text(of: attribute.name)
        let nameRange = tree.range(of: attribute.name)
        let shape = AttributeSchema.shape(of: name, in: block)
        var record = AttributeRecord(block: block, syntax: attribute, name: name, nameRange: nameRange,
                                     shape: shape, firstOccurrence: firstOccurrence)
        guard let shape else { return record }
        let values = tree.values(of: attribute)
        guard let first = values.first else {
            // `icon = "x"`: the syntax error after the name already says what is wrong.
            if !tree.hasError(after: nameRange.end, inTokens: attribute.tokenSpan) {
                record.issue = ValueIssue(range: nameRange, message: "`\(name)` needs a value: \(shape.expectation)", fix: nil)
            }
            return record
        }
        var check = ValueCheck(name: name, first: first)
        switch shape {
        case .string, .identifier, .integer, .choice:
            // One value: the first counts when valid, the extra ones are refused.
            if check.accepts(first, shape, tree) { record.validValues = [first] }
            if values.count > 1 { check.fail(values[values.startIndex + 1], ("`\(name)` takes one value, found \(values.count); remove the extra ones", nil), tree) }
        default:
            for v in values where check.accepts(v, shape, tree) { record.validValues.append(v) }
        }
        record.issue = check.issue
        return record
    }
}

/// One statement's values, checked in order: the first failure is its
/// issue. A plain value (no closures capture it), passed the tree it
/// reads (a copy of the tree would retain each of its arrays).
private struct ValueCheck {
    let name: String
    let first: TokenIndex
    var issue: ValueIssue?
    /// `role`: the visual role given so far, and whether `action` is.
    var visual: String?
    var action = false

    typealias Failure = (message: String, fix: Fix?)

    mutating func fail(_ v: TokenIndex, _ failure: Failure, _ tree: SyntaxTree) {
        if issue == nil { issue = ValueIssue(range: tree.range(of: v), message: failure.message, fix: failure.fix) }
    }

    /// Whether a value counts; records its failure when not.
    mutating func accepts(_ v: TokenIndex, _ shape: ValueShape, _ tree: SyntaxTree) -> Bool {
        guard let failure = failure(of: v, shape, tree) else { return true }
        fail(v, failure, tree)
        return false
    }

    func kindName(_ v: TokenIndex, _ tree: SyntaxTree) -> String {
        switch tree.token(v).kind {
        case .string: "the string \(quoted(tree.stringValue(of: v)))"
        case .integer: "the number `\(tree.text(of: v))`"
        default: "`\(tree.text(of: v))`"
        }
    }

    /// What is wrong with one value of a statement of `shape`; nil when it counts.
    mutating func failure(of v: TokenIndex, _ shape: ValueShape, _ tree: SyntaxTree) -> Failure? {
        let kind = tree.token(v).kind
        switch shape {
        case .string:
            return kind == .string ? nil : ("`\(name)` takes a string, found \(kindName(v, tree)); write it in double quotes", nil)
        case .identifier:
            return kind == .identifier ? nil : ("`\(name)` takes an id (a name like `home`), found \(kindName(v, tree))", nil)
        case .identifierList:
            return kind == .identifier ? nil : ("`\(name)` takes tab ids (names like `home`), found \(kindName(v, tree))", nil)
        case .conditionList:
            return kind == .identifier ? nil : ("`\(name)` takes condition names (names like `signedIn`), found \(kindName(v, tree))", nil)
        case .stringList:
            return kind == .string ? nil : ("`\(name)` takes strings, found \(kindName(v, tree)); write it in double quotes", nil)
        case .integer(let bounds):
            guard kind == .integer else { return ("`\(name)` takes a whole number from \(bounds.lowerBound) to \(bounds.upperBound), found \(kindName(v, tree))", nil) }
            let text = tree.text(of: v)
            if let n = Int(text), bounds.contains(n) { return nil }
            return ("`\(name)` must be from \(bounds.lowerBound) to \(bounds.upperBound), found \(text.count > 20 ? String(text.prefix(20)) + "…" : text)", nil)
        case .choice(let choices), .choiceList(let choices):
            return choiceFailure(v, choices, tree)
        case .roleList(let choices):
            // A visual role and `action`: a second visual role, or a value
            // twice, is refused at the second.
            if let failure = choiceFailure(v, choices, tree) { return failure }
            let text = tree.text(of: v)
            if text == "action" {
                if action { return ("`action` is given twice in `role`; remove this one", nil) }
                action = true
            } else if let visual {
                return (visual == text ? "`\(text)` is given twice in `role`; remove this one"
                                       : "`role` takes one visual role, and `\(visual)` is given already; a tab cannot be both `\(visual)` and `\(text)` (only `action` pairs with a visual role)", nil)
            } else {
                visual = text
            }
            return nil
        case .deploymentList:
            guard kind == .string else { return ("`deployment` takes strings like \"iOS 17.0\", found \(kindName(v, tree))", nil) }
            if AttributeSchema.parseDeployment(tree.stringValue(of: v)) != nil { return nil }
            return ("\(quoted(tree.stringValue(of: v))) is not a deployment target: write an OS (iOS, iPadOS, macOS, visionOS, tvOS) and a version, like \"iOS 17.0\"", nil)
        case .languageList:
            return languageFailure(v, kind, tree)
        }
    }

    func choiceFailure(_ v: TokenIndex, _ choices: [String], _ tree: SyntaxTree) -> Failure? {
        let kind = tree.token(v).kind
        if kind == .identifier {
            let text = tree.text(of: v)
            if choices.contains(text) { return nil }
            let fix = EditDistance.closest(to: text, in: choices).map {
                Fix(message: "replace `\(text)` with `\($0)`", applicability: .unsafe,
                    edits: [TextEdit(range: tree.range(of: v), newText: $0)])
            }
            return ("`\(text)` is not a valid value of `\(name)`; use one of \(choices.map { "`\($0)`" }.joined(separator: ", "))"
                    + (fix.map { ". Did you mean `\($0.edits[0].newText)`?" } ?? ""), fix)
        }
        if kind == .string, choices.contains(tree.stringValue(of: v)) {
            let word = tree.stringValue(of: v)
            return ("`\(name)` takes a name, not a string: write `\(word)` without quotes",
                    Fix(message: "remove the quotes", applicability: .safe,
                        edits: [TextEdit(range: tree.range(of: v), newText: word)]))
        }
        // A quoted near miss (`"Pinned"`): suggest the name, unquoted, as a suggestion (unsafe).
        let fix = kind == .string
            ? EditDistance.closest(to: tree.stringValue(of: v), in: choices).map {
                Fix(message: "replace with `\($0)`", applicability: .unsafe,
                    edits: [TextEdit(range: tree.range(of: v), newText: $0)])
            }
            : nil
        return ("`\(name)` takes one of \(choices.map { "`\($0)`" }.joined(separator: ", ")), found \(kindName(v, tree))"
                + (fix.map { ". Did you mean `\($0.edits[0].newText)`?" } ?? ""), fix)
    }

    /// `languages`: tags or one project, as the first value decides.
    func languageFailure(_ v: TokenIndex, _ kind: TokenKind, _ tree: SyntaxTree) -> Failure? {
        guard kind == .string || kind == .identifier else {
            return ("`languages` takes language tags (`en`, \"pt-BR\") or one Xcode project path (\"App.xcodeproj\"), found \(kindName(v, tree))", nil)
        }
        let projectList = tree.token(first).kind == .string && LanguageTags.isProjectPath(tree.stringValue(of: first))
        let text = kind == .string ? tree.stringValue(of: v) : tree.text(of: v)
        let isProject = kind == .string && LanguageTags.isProjectPath(text)
        if isProject && v == first { return nil }
        if isProject && projectList { return ("`languages` names one Xcode project, not several; remove \(kindName(v, tree))", nil) }
        if isProject || projectList {
            return ("`languages` lists either language tags or one Xcode project, not both; remove \(kindName(v, tree)) or the \(isProject ? "tags" : "project path")", nil)
        }
        if LanguageTags.isBase(text) {
            return ("`Base` is not a language (it stands for the source language); list the languages the app ships", nil)
        }
        if LanguageTags.isTag(text) { return nil }
        return ("\(kindName(v, tree)) is not a language tag or an Xcode project path: write a tag like `en`, `pt_BR` or \"zh-Hans\", or a path ending in .xcodeproj or .pbxproj", nil)
    }
}
