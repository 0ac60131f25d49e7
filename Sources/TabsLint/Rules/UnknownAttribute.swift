import TabsSyntax

public enum UnknownAttribute: Rule {
    public static let documentation = RuleDocumentation(
        id: "unknown-attribute", category: .structure, defaultSeverity: .error,
        summary: "an attribute name that this block does not take",
        rationale: "An unknown attribute is ignored, so whatever it meant to set silently keeps its default: a misspelt `placment sidebarOnly` leaves the tab in the tab bar.",
        failing: "tab home \"Home\" {\n    icon \"house\"\n    placment pinned\n}\n",
        passing: "tab home \"Home\" {\n    icon \"house\"\n    placement pinned\n}\n",
        fix: "Use an attribute of the block (\(everyBlocksAttributes)). With `--unsafe-fixes`, a name within two edits of a valid one is renamed to it.")

    /// "tab: icon, image, …; section: …; defaults: …", from the schema, so the fix text lists every attribute there is.
    static var everyBlocksAttributes: String {
        [BlockKind.tab, .section, .defaults].map { block in
            "\(block.rawValue): " + AttributeSchema.attributes(of: block).map(\.name).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let records = context.attributes
        return records.indices.compactMap { i in
            guard records[i].shape == nil else { return nil }
            let record = records[i]
            let names = AttributeSchema.attributes(of: record.block).map(\.name)
            let closest = EditDistance.closest(to: record.name, in: names)
            let elsewhere = [BlockKind.tab, .section, .defaults].filter {
                $0 != record.block && AttributeSchema.shape(of: record.name, in: $0) != nil
            }
            var message = "`\(record.name)` is not an attribute of a \(record.block.rawValue) block"
            if let closest { message += "; did you mean `\(closest)`?" }
            else if let other = elsewhere.first { message += "; it belongs in a \(other.rawValue) block" }
            else { message += "; use one of " + names.map { "`\($0)`" }.joined(separator: ", ") }
            let fix = closest.map {
                Fix(message: "rename to `\($0)`", applicability: .unsafe, edits: [TextEdit(range: record.nameRange, newText: $0)])
            }
            return diagnostic(record.nameRange, message, fix: fix)
        }
    }
}
