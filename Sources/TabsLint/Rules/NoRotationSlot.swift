import TabsSyntax

public enum NoRotationSlot: Rule {
    public static let documentation = RuleDocumentation(
        id: "no-rotation-slot", category: .cached, defaultSeverity: .warning,
        summary: "`cached` lists exactly `limit` tabs while another selectable tab exists",
        rationale: "The tab view keeps the cached tabs plus one rotating slot for the most recently opened other tab. With every slot taken by `cached`, opening any other tab evicts a cached one and loses its state. Tabs with `when` count as if every condition held; the message names the conditions when only conditional tabs make it hold.",
        failing: "defaults {\n    cached a, b\n    limit 2\n}\ntab a \"A\" { icon \"1.circle\" }\ntab b \"B\" { icon \"2.circle\" }\ntab c \"C\" { icon \"3.circle\" }\n",
        passing: "defaults {\n    cached a\n    limit 2\n}\ntab a \"A\" { icon \"1.circle\" }\ntab b \"B\" { icon \"2.circle\" }\ntab c \"C\" { icon \"3.circle\" }\n",
        fix: "Cache one tab fewer than `limit`, or raise `limit`.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let name = model.defaults?.cachedName else { return [] }
        let limit = model.limit
        return perPlatform(context) { platform in
            let cached = model.cachedTabs(on: platform)
            guard cached.count == limit else { return nil }
            let cachedSet = Set(cached)
            // The worst case: conditional tabs count; one without `when` is named first.
            let others = model.tabs.indices.filter {
                !cachedSet.contains($0) && model.tabs[$0].isSelectable && model.tabs[$0].availablePlatforms.contains(platform)
            }
            guard let other = others.first(where: { !model.tabs[$0].isConditional }) ?? others.first else { return nil }
            // Without conditional tabs: a free slot, or no other tab to open.
            let always = cached.filter { !model.tabs[$0].isConditional }.count == limit && !model.tabs[other].isConditional
            let prefix = always ? "" : "with \(codeList(model.conditions(of: cached + [other]))): "
            let otherName = "`\(model.tabs[other].id)`"
            let message = limit == 1
                ? "`cached` takes the only slot of the tab view, so opening \(otherName) evicts the cached tab and loses its state; raise `limit` or stop caching"
                : "`cached` takes all \(limit) slots of the tab view, so opening \(otherName) evicts a cached tab and loses its state; cache at most \(limit - 1) \(limit - 1 == 1 ? "tab" : "tabs")"
            return (name, prefix + message)
        }
    }
}
