import TabsSyntax

/// Which block an attribute is written in.
public enum BlockKind: String, Sendable { case tab, section, defaults }

/// What values an attribute takes (docs/language.md, "Attributes").
public enum ValueShape: Sendable {
    case string
    case identifier
    case identifierList
    case stringList
    case integer(ClosedRange<Int>)
    case choice([String])
    case choiceList([String])
    /// `role`: one of the choices, or a visual role and `action` (`role
    /// search, action`): at most one value other than `action`, and no
    /// value twice (docs/language.md, "Attributes").
    case roleList([String])
    case deploymentList
    /// `languages`: language tags, or one Xcode project path (docs/language.md, "The languages an app ships").
    case languageList
}

public enum AttributeSchema {
    public static let placements = Placement.allCases.map(\.rawValue)
    public static let roles = Role.allCases.map(\.rawValue)
    public static let platforms = Platform.allCases.map(\.rawValue)
    public static let styles = TabViewStyle.allCases.map(\.rawValue)
    public static let bars = TabBar.allCases.map(\.rawValue)

    static let tabAttributes: [(name: String, shape: ValueShape)] = [
        ("icon", .string), ("placement", .choice(placements)), ("role", .roleList(roles)),
        ("platforms", .choiceList(platforms)), ("formerly", .identifierList)]
    static let sectionAttributes: [(name: String, shape: ValueShape)] = [
        ("placement", .choice(placements)), ("platforms", .choiceList(platforms)), ("dynamic", .identifier)]
    static let defaultsAttributes: [(name: String, shape: ValueShape)] = [
        ("selected", .identifier), ("cached", .identifierList), ("limit", .integer(1...5)),
        ("more", .stringList), ("platforms", .choiceList(platforms)), ("deployment", .deploymentList),
        ("bar", .choice(bars)), ("style", .choice(styles)), ("retired", .identifierList), ("strings", .stringList),
        ("languages", .languageList)]

    /// Attribute names each block takes, in documentation order.
    public static func attributes(of block: BlockKind) -> [(name: String, shape: ValueShape)] {
        switch block {
        case .tab: tabAttributes
        case .section: sectionAttributes
        case .defaults: defaultsAttributes
        }
    }

    public static func shape(of name: String, in block: BlockKind) -> ValueShape? {
        attributes(of: block).first { $0.name == name }?.shape
    }

    /// The position of a name in its block's list; -1 when the block has no such attribute.
    static func slot(named name: String, in block: BlockKind) -> Int {
        attributes(of: block).firstIndex { $0.name == name } ?? -1
    }

    /// The position of an attribute name in its block's list (the order of
    /// `attributes(of:)`), compared on bytes: this runs for every statement.
    static func slot(of bytes: UnsafeBufferPointer<UInt8>, in block: BlockKind) -> Int? {
        let names: [[UInt8]]
        switch block {
        case .tab: names = tabNameBytes
        case .section: names = sectionNameBytes
        case .defaults: names = defaultsNameBytes
        }
        return names.firstIndex { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }
    static let tabNameBytes = tabAttributes.map { Array($0.name.utf8) }
    static let sectionNameBytes = sectionAttributes.map { Array($0.name.utf8) }
    static let defaultsNameBytes = defaultsAttributes.map { Array($0.name.utf8) }

    /// The operating systems `deployment` names, matched in any case.
    public static let operatingSystems = ["iOS", "iPadOS", "macOS", "visionOS", "tvOS"]

    /// Parses `"iOS 17.0"`: an OS name, white space, a version of 1 to 3 numbers.
    public static func parseDeployment(_ text: String) -> (os: String, version: OSVersion)? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2 else { return nil }
        let name = parts[0].lowercased()
        guard let os = operatingSystems.first(where: { $0.lowercased() == name }) else { return nil }
        let versionText = String(parts[1])
        let pieces = versionText.split(separator: ".", omittingEmptySubsequences: false)
        let isNumber = { (piece: Substring) in
            !piece.isEmpty && piece.count <= 9 && piece.utf8.allSatisfy { byte in byte >= 0x30 && byte <= 0x39 }
        }
        guard pieces.count <= 3, pieces.allSatisfy(isNumber), let version = OSVersion(versionText) else { return nil }
        return (os, version)
    }
}

/// The first offending value of an attribute statement (one per statement).
public struct ValueIssue: Sendable {
    public var range: ByteRange
    public var message: String
    public var fix: Fix?
}

/// An attribute statement as the checker sees it: where it is, whether its
/// name is known in its block, whether it repeats an earlier one, and
/// which of its values count.
public struct AttributeRecord: Sendable {
    public var block: BlockKind
    public var syntax: Attribute
    public var name: String
    public var nameRange: ByteRange
    /// The attribute's position in its block's schema list; -1 when the block does not take it.
    public var slot: Int8
    /// `nil` when the block does not take this attribute. Looked up from
    /// `slot`: a stored shape would cost a retain in every record copy.
    public var shape: ValueShape? {
        let list = AttributeSchema.attributes(of: block)
        return slot >= 0 && Int(slot) < list.count ? list[Int(slot)].shape : nil
    }
    /// The first statement of the same name in this block, when this one repeats it.
    public var firstOccurrence: ByteRange?
    /// The values that count (for a single-valued attribute, at most one).
    public var validValues: TokenList
    public var issue: ValueIssue?
}

extension AttributeRecord {
    /// Whether `check` would find every value of this statement valid, told
    /// without making a record: one value of the right kind (or every value,
    /// for a list), a choice among its choices, a number within its bounds.
    /// `false` only means "ask `check`" (`deployment` always does).
    static func isClean(_ attribute: Attribute, in block: BlockKind, slot: Int, tree: SyntaxTree) -> Bool {
        let list = AttributeSchema.attributes(of: block)
        guard slot >= 0 && slot < list.count else { return false }
        let values = tree.values(of: attribute)
        guard let first = values.first else { return false }
        func kind(_ v: TokenIndex) -> TokenKind { tree.token(v).kind }
        switch list[slot].shape {
        case .string: return values.count == 1 && kind(first) == .string
        case .identifier: return values.count == 1 && kind(first) == .identifier
        case .stringList: return values.allSatisfy { kind($0) == .string }
        case .identifierList: return values.allSatisfy { kind($0) == .identifier }
        case .integer(let bounds):
            return values.count == 1 && kind(first) == .integer && Int(tree.text(of: first)).map(bounds.contains) == true
        case .choice(let choices):
            return values.count == 1 && kind(first) == .identifier && choices.contains(tree.text(of: first))
        case .choiceList(let choices):
            return values.allSatisfy { kind($0) == .identifier && choices.contains(tree.text(of: $0)) }
        case .roleList(let choices):
            guard values.count <= 2, values.allSatisfy({ kind($0) == .identifier && choices.contains(tree.text(of: $0)) }) else {
                return false
            }
            // Two values: one of them `action`, the other a visual role.
            return values.count == 1 || (tree.text(of: values[values.startIndex]) == "action") != (tree.text(of: values[values.startIndex + 1]) == "action")
        case .languageList:
            func text(_ v: TokenIndex) -> String { kind(v) == .string ? tree.stringValue(of: v) : tree.text(of: v) }
            if values.count == 1, kind(first) == .string, LanguageTags.isProjectPath(text(first)) { return true }
            return values.allSatisfy { v in
                guard kind(v) == .identifier || kind(v) == .string else { return false }
                let t = text(v)
                return LanguageTags.isTag(t) && !LanguageTags.isBase(t)
            }
        case .deploymentList:
            return false
        }
    }

    /// Validates an attribute whose name is `slot` in its block's list (nil:
    /// unknown there). `quick: false` skips the `isClean` shortcut, so a test
    /// can hold the shortcut to the full checks below.
    static func check(_ attribute: Attribute, in block: BlockKind, slot: Int?, tree: SyntaxTree,
                      firstOccurrence: ByteRange? = nil, quick: Bool = true) -> AttributeRecord {
        let known = slot.map { AttributeSchema.attributes(of: block)[$0] }
        let name = known?.name ?? tree.text(of: attribute.name)
        let nameRange = tree.range(of: attribute.name)
        var record = AttributeRecord(block: block, syntax: attribute, name: name, nameRange: nameRange,
                                     slot: Int8(truncatingIfNeeded: known == nil ? -1 : slot ?? -1),
                                     firstOccurrence: firstOccurrence, validValues: TokenList(), issue: nil)
        guard let shape = known?.shape else { return record }
        // Numbered from 0 (the tree's slice is not), and inline for one value.
        let values = TokenList(tree.values(of: attribute))
        // The common case, decided without the closures below: every value valid
        // (the same test the model uses to keep no record at all).
        if quick, let slot, isClean(attribute, in: block, slot: slot, tree: tree) {
            record.validValues = values
            return record
        }
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
        /// Keeps the values `accept` takes (every value is checked); shares
        /// the statement's array when it takes them all.
        func keep(_ accept: (TokenIndex) -> Bool) {
            var kept = TokenList()
            var all = true
            for (k, v) in values.enumerated() {
                if accept(v) {
                    if !all { kept.append(v) }
                } else if all {
                    all = false
                    kept = TokenList(values[..<k])
                }
            }
            record.validValues = all ? values : kept
        }
        func single(_ accept: (TokenIndex) -> Bool) {
            // One value: share the statement's array instead of allocating another.
            if accept(first) { record.validValues = values.count == 1 ? values : TokenList(CollectionOfOne(first)) }
            if values.count > 1 {
                fail(values[1], "`\(name)` takes one value, found \(values.count); remove the extra ones")
            }
        }
        switch shape {
        case .string:
            single { v in
                if tree.token(v).kind == .string { return true }
                fail(v, "`\(name)` takes a string, found \(kindName(v)); write it in double quotes")
                return false
            }
        case .identifier:
            single { v in
                if tree.token(v).kind == .identifier { return true }
                fail(v, "`\(name)` takes an id (a name like `home`), found \(kindName(v))")
                return false
            }
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
            keep { v in
                if tree.token(v).kind == .identifier { return true }
                fail(v, "`\(name)` takes tab ids (names like `home`), found \(kindName(v))")
                return false
            }
        case .stringList:
            keep { v in
                if tree.token(v).kind == .string { return true }
                fail(v, "`\(name)` takes strings, found \(kindName(v)); write it in double quotes")
                return false
            }
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

extension SyntaxTree {
    /// The slot of an attribute name token in a block's schema.
    func slot(of name: TokenIndex, in block: BlockKind) -> Int? {
        let t = token(name)
        guard t.start >= 0 && t.start <= t.end && t.end <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { all in
            AttributeSchema.slot(of: UnsafeBufferPointer(rebasing: all[t.start..<t.end]), in: block)
        }
    }

    /// Whether a syntax error starts inside the tokens `span`, at or after
    /// byte `offset` (binary search: `errors` are sorted by range).
    func hasError(after offset: Int, inTokens span: Range<Int>) -> Bool {
        guard !span.isEmpty, span.upperBound <= tokens.count else { return false }
        let end = tokens[span.upperBound - 1].end
        var lo = 0
        var hi = errors.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if errors[mid].range.start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < errors.count && errors[lo].range.start < end
    }
}

extension ValueShape {
    var expectation: String {
        switch self {
        case .string: "a string in double quotes"
        case .identifier: "an id, like `home`"
        case .identifierList: "one or more tab ids separated by commas"
        case .stringList: "one or more strings in double quotes"
        case .integer(let r): "a whole number from \(r.lowerBound) to \(r.upperBound)"
        case .choice(let c): "one of " + c.map { "`\($0)`" }.joined(separator: ", ")
        case .choiceList(let c): "one or more of " + c.map { "`\($0)`" }.joined(separator: ", ")
        case .roleList(let c): "one of " + c.map { "`\($0)`" }.joined(separator: ", ") + ", or a visual role and `action` (`search, action`)"
        case .deploymentList: "one or more strings like \"iOS 17.0\""
        case .languageList: "language tags like `en`, \"pt-BR\", or one Xcode project path like \"App.xcodeproj\""
        }
    }
}
