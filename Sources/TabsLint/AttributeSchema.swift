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
    /// `when`: names of run-time conditions (their own namespace: never tab ids).
    case conditionList
}

public enum AttributeSchema {
    public static let placements = Placement.allCases.map(\.rawValue)
    public static let roles = Role.allCases.map(\.rawValue)
    public static let platforms = Platform.allCases.map(\.rawValue)
    public static let styles = TabViewStyle.allCases.map(\.rawValue)
    public static let bars = TabBar.allCases.map(\.rawValue)

    static let tabAttributes: [(name: String, shape: ValueShape)] = [
        ("icon", .string), ("image", .string), ("placement", .choice(placements)), ("role", .roleList(roles)),
        ("platforms", .choiceList(platforms)), ("when", .conditionList), ("formerly", .identifierList)]
    static let sectionAttributes: [(name: String, shape: ValueShape)] = [
        ("placement", .choice(placements)), ("platforms", .choiceList(platforms)), ("when", .conditionList), ("dynamic", .identifier)]
    static let defaultsAttributes: [(name: String, shape: ValueShape)] = [
        ("selected", .identifier), ("cached", .identifierList), ("limit", .integer(1...5)),
        ("more", .stringList), ("platforms", .choiceList(platforms)), ("deployment", .deploymentList),
        ("bar", .choice(bars)), ("style", .choice(styles)), ("retired", .identifierList), ("assets", .stringList), ("strings", .stringList),
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

    /// The operating systems `deployment` names, matched in any case.
    public static let operatingSystems = ["iOS", "iPadOS", "macOS", "visionOS", "tvOS"]

    /// Parses `"iOS 17.0"`: an OS name (in any case), white space, a
    /// version of 1 to 3 numbers. Read as an array of bytes (a valid target
    /// is ASCII): slicing an array costs a fraction of slicing `utf8`.
    public static func parseDeployment(_ text: String) -> (os: String, version: OSVersion)? {
        let parts = Array(text.utf8).split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        guard parts.count == 2 else { return nil }
        // ASCII letters are equal ignoring case when equal with the case bit (0x20) set.
        guard let os = operatingSystems.first(where: { $0.utf8.count == parts[0].count && zip($0.utf8, parts[0]).allSatisfy { $0 | 0x20 == $1 | 0x20 } })
        else { return nil }
        // Then 1 to 3 numbers between dots, of 1 to 9 ASCII digits each (so each fits in an `Int`).
        let pieces = parts[1].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard pieces.count <= 3, pieces.allSatisfy({ (1...9).contains($0.count) && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else { return nil }
        return (os, OSVersion(components: pieces.map { piece in piece.reduce(0) { value, digit in value * 10 + Int(digit - 0x30) } }))
    }
}

extension SyntaxTree {
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
        case .conditionList: "one or more condition names separated by commas, like `signedIn`"
        }
    }
}
