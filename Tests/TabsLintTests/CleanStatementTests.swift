import Testing
import TabsSyntax
@testable import TabsLint

/// The model keeps no record for a statement `AttributeRecord.isClean`
/// passes, and reads its values straight from the tree. So "clean" must
/// mean exactly what `check` would conclude: no issue, every value valid.
@Suite struct CleanStatementTests {
    static let pool = ["home", "pinned", "sidebarOnly", "search", "action", "iphone", "mac", "tv", "page", "custom", "Pinned",
                       "\"x\"", "\"iOS 17.0\"", "\"pinned\"", "0", "3", "9", "12345678901234567890"]

    @Test(arguments: [BlockKind.tab, .section, .defaults])
    func cleanAgreesWithCheck(_ kind: BlockKind) {
        var cleanSeen = Set<String>()
        for (name, _) in AttributeSchema.attributes(of: kind) {
            for count in 0...3 {
                // Every value pool entry in first place, the rest rotating.
                for start in Self.pool.indices {
                    let values = (0..<count).map { Self.pool[(start + $0 * 5) % Self.pool.count] }
                    let header = kind == .defaults ? "defaults" : kind == .section ? "section s \"S\"" : "tab t \"T\""
                    let source = "\(header) {\n    \(name) \(values.joined(separator: ", "))\n}\n"
                    let tree = SyntaxTree.parse(source)
                    guard let item = tree.items.first else { Issue.record("no item: \(source)"); continue }
                    let block: Block?
                    switch item {
                    case .tab(let t): block = t.block
                    case .section(let s): block = s.block
                    case .defaults(let d): block = d.block
                    case .error: block = nil
                    }
                    guard case .attribute(let attribute)? = tree.members(of: block).first,
                          let slot = tree.slot(of: attribute.name, in: kind) else { Issue.record("no attribute: \(source)"); continue }
                    guard AttributeRecord.isClean(attribute, in: kind, slot: slot, tree: tree) else { continue }
                    cleanSeen.insert(name)
                    // The full checks, without the shortcut under test.
                    let record = AttributeRecord.check(attribute, in: kind, slot: slot, tree: tree, quick: false)
                    #expect(record.issue == nil, "\(source)")
                    #expect(Array(record.validValues) == Array(tree.values(of: attribute)), "\(source)")
                }
            }
        }
        // The quick test settles every attribute but `deployment` for some input.
        let expected = Set(AttributeSchema.attributes(of: kind).map(\.name)).subtracting(["deployment"])
        #expect(cleanSeen == expected)
    }
}
