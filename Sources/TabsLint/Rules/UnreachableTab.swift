import TabsSyntax

public enum UnreachableTab: Rule {
    public static let documentation = RuleDocumentation(
        id: "unreachable-tab", category: .placements, defaultSeverity: .warning,
        summary: "a tab is `sidebarOnly` while `style` is `tabBarOnly` or `page`, so no user can reach it",
        rationale: "`tabBarOnly` and `page` styles never show a sidebar, so a tab that appears only in the sidebar cannot be opened at all.",
        failing: "defaults { style tabBarOnly }\ntab home \"Home\" { icon \"house\" }\ntab archive \"Archive\" {\n    icon \"archivebox\"\n    placement sidebarOnly\n}\n",
        passing: "defaults { style sidebarAdaptable }\ntab home \"Home\" { icon \"house\" }\ntab archive \"Archive\" {\n    icon \"archivebox\"\n    placement sidebarOnly\n}\n",
        fix: "Use `style sidebarAdaptable` (or `automatic`), or give the tab another placement.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let style = context.model.style
        guard style == .tabBarOnly || style == .page else { return [] }
        var order: [ByteRange] = []
        var names: [ByteRange: [String]] = [:]
        for tab in context.model.tabs where tab.effectivePlacement == .sidebarOnly {
            guard let range = tab.effectivePlacementRange else { continue }
            if names[range] == nil { order.append(range) }
            names[range, default: []].append(tab.id)
        }
        return order.map { range in
            let list = names[range] ?? []
            let subject = list.count == 1 ? "tab `\(list[0])` is" : "tabs " + list.map { "`\($0)`" }.joined(separator: ", ") + " are"
            return diagnostic(range, "\(subject) `sidebarOnly`, but `style \(style.rawValue)` shows no sidebar, so no one can reach \(list.count == 1 ? "it" : "them"); change the placement or the style")
        }
    }
}
