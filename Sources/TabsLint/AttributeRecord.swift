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
        func kindName(_ v: TokenIndex) -> String {
            switch tree.token(v).kind {
            case .string: "the string \(quoted(tree.stringValue(of: v)))"
            case .integer: "the number `\(tree.text(of: v))`"
            default: "`\(tree.text(of: v))`"
            }
        }
        func fail(_ v: TokenIndex, _ message: String, fix: Fix? = nil) {
            if record.issue == nil { record.issue = ValueIssue(range: tree.range(of: v), message: message, fix: fix) }
        }
        /// Whether a value is a token of `kind`; reports `message` when not.
        func expect(_ v: TokenIndex, _ kind: TokenKind, else message: @autoclosure () -> String) -> Bool {
            if tree.token(v).kind == kind { return true }
            fail(v, message())
            return false
        }
        func checkChoice(_ v: TokenIndex, _ choices: [String]) -> Bool {
            let kind = tree.token(v).kind
            if kind == .identifier {
                let text = tree.text(of: v)
                if choices.contains(text) { return true }
                let fix = EditDistance.closest(to: text, in: choices).map {
                    Fix(message: "replace `\(text)` with `\($0)`", applicability: .unsafe,
                        edits: [TextEdit(range: tree.range(of: v), newText: $0)])
                }
                fail(v, "`\(text)` is not a valid value of `\(name)`; use one of \(choices.map { "`\($0)`" }.joined(separator: ", "))"
                     + (fix.map { ". Did you mean `\($0.edits[0].newText)`?" } ?? ""), fix: fix)
                return false
            }
            if kind == .string, choices.contains(tree.stringValue(of: v)) {
                let word = tree.stringValue(of: v)
                fail(v, "`\(name)` takes a name, not a string: write `\(word)` without quotes",
                     fix: Fix(message: "remove the quotes", applicability: .safe,
                              edits: [TextEdit(range: tree.range(of: v), newText: word)]))
                return false
            }
            // A quoted near miss (`"Pinned"`): suggest the name, unquoted, as a suggestion (unsafe).
            let fix = kind == .string
                ? EditDistance.closest(to: tree.stringValue(of: v), in: choices).map {
                    Fix(message: "replace with `\($0)`", applicability: .unsafe,
                        edits: [TextEdit(range: tree.range(of: v), newText: $0)])
                }
                : nil
            fail(v, "`\(name)` takes one of \(choices.map { "`\($0)`" }.joined(separator: ", ")), found \(kindName(v))"
                 + (fix.map { ". Did you mean `\($0.edits[0].newText)`?" } ?? ""), fix: fix)
            return false
        }
        /// Keeps the values `accept` takes (every value is checked).
        func keep(_ accept: (TokenIndex) -> Bool) {
            record.validValues = values.filter(accept)
        }
        func single(_ accept: (TokenIndex) -> Bool) {
            if accept(first) { record.validValues = [first] }
            if values.count > 1 {
                fail(values[values.startIndex + 1], "`\(name)` takes one value, found \(values.count); remove the extra ones")
            }
        }
        switch shape {
        case .string:
            single { expect($0, .string, else: "`\(name)` takes a string, found \(kindName($0)); write it in double quotes") }
        case .identifier:
            single { expect($0, .identifier, else: "`\(name)` takes an id (a name like `home`), found \(kindName($0))") }
        case .integer(let bounds):
            single { v in
                guard tree.token(v).kind == .integer else {
                    fail(v, "`\(name)` takes a whole number from \(bounds.lowerBound) to \(bounds.upperBound), found \(kindName(v))")
                    return false
                }
                let text = tree.text(of: v)
                if let n = Int(text), bounds.contains(n) { return true }
                fail(v, "`\(name)` must be from \(bounds.lowerBound) to \(bounds.upperBound), found \(text.count > 20 ? String(text.prefix(20)) + "…" : text)")
                return false
            }
        case .choice(let choices):
            single { checkChoice($0, choices) }
        case .identifierList:
            keep { expect($0, .identifier, else: "`\(name)` takes tab ids (names like `home`), found \(kindName($0))") }
        case .stringList:
            keep { expect($0, .string, else: "`\(name)` takes strings, found \(kindName($0)); write it in double quotes") }
        case .choiceList(let choices):
            keep { checkChoice($0, choices) }
        case .roleList(let choices):
            // A visual role and `action`: a second visual role, or a value
            // twice, is refused at the second.
            var visual: String?
            var action = false
            keep { v in
                guard checkChoice(v, choices) else { return false }
                let text = tree.text(of: v)
                if text == "action" {
                    if action {
                        fail(v, "`action` is given twice in `role`; remove this one")
                        return false
                    }
                    action = true
                } else if let visual {
                    fail(v, visual == text ? "`\(text)` is given twice in `role`; remove this one"
                                           : "`role` takes one visual role, and `\(visual)` is given already; a tab cannot be both `\(visual)` and `\(text)` (only `action` pairs with a visual role)")
                    return false
                } else {
                    visual = text
                }
                return true
            }
        case .deploymentList:
            keep { v in
                guard tree.token(v).kind == .string else {
                    fail(v, "`deployment` takes strings like \"iOS 17.0\", found \(kindName(v))")
                    return false
                }
                if AttributeSchema.parseDeployment(tree.stringValue(of: v)) != nil { return true }
                fail(v, "\(quoted(tree.stringValue(of: v))) is not a deployment target: write an OS (iOS, iPadOS, macOS, visionOS, tvOS) and a version, like \"iOS 17.0\"")
                return false
            }
        case .languageList:
            // Either tags or one project: the first value decides which.
            let projectList = tree.token(first).kind == .string && LanguageTags.isProjectPath(tree.stringValue(of: first))
            keep { v in
                let kind = tree.token(v).kind
                guard kind == .string || kind == .identifier else {
                    fail(v, "`languages` takes language tags (`en`, \"pt-BR\") or one Xcode project path (\"App.xcodeproj\"), found \(kindName(v))")
                    return false
                }
                let text = kind == .string ? tree.stringValue(of: v) : tree.text(of: v)
                let isProject = kind == .string && LanguageTags.isProjectPath(text)
                if isProject && v == first { return true }
                if isProject && projectList {
                    fail(v, "`languages` names one Xcode project, not several; remove \(kindName(v))")
                    return false
                }
                if isProject || projectList {
                    fail(v, "`languages` lists either language tags or one Xcode project, not both; remove \(kindName(v)) or the \(isProject ? "tags" : "project path")")
                    return false
                }
                if LanguageTags.isBase(text) {
                    fail(v, "`Base` is not a language (it stands for the source language); list the languages the app ships")
                    return false
                }
                if LanguageTags.isTag(text) { return true }
                fail(v, "\(kindName(v)) is not a language tag or an Xcode project path: write a tag like `en`, `pt_BR` or \"zh-Hans\", or a path ending in .xcodeproj or .pbxproj")
                return false
            }
        }
        return record
    }
}

