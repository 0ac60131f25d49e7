import TabsSyntax

public enum TooManyCached: Rule {
    public static let documentation = RuleDocumentation(
        id: "too-many-cached", category: .cached, defaultSeverity: .error,
        summary: "`cached` lists more than `limit` tabs, or more tab-bar tabs than `limit` exist on iPhone or iPad",
        rationale: "A tab view holds at most `limit` tabs (five by default). On iPhone, a UIKit tab bar with more than five tabs shows the first four and a system \"More\" tab that holds the rest (the message names them), and a custom bar (`bar custom`) that keeps more views than it may hold evicts them anyway. Tabs with `when` are counted as if every condition held (the worst case: a feature flag that adds a sixth tab brings the More tab), and the message names the conditions when only they make the bar too long.",
        failing: "tab a \"A\" { icon \"1.circle\" }\ntab b \"B\" { icon \"2.circle\" }\ntab c \"C\" { icon \"3.circle\" }\ntab d \"D\" { icon \"4.circle\" }\ntab e \"E\" { icon \"5.circle\" }\ntab f \"F\" { icon \"6.circle\" }\n",
        passing: "defaults { cached a, b, c, d }\ntab a \"A\" { icon \"1.circle\" }\ntab b \"B\" { icon \"2.circle\" }\ntab c \"C\" { icon \"3.circle\" }\ntab d \"D\" { icon \"4.circle\" }\ntab e \"E\" { icon \"5.circle\" }\ntab f \"F\" { icon \"6.circle\" }\n",
        fix: "Cache at most `limit` tabs (leave one slot to rotate), move tabs to a sidebar section with `placement sidebarOnly`, or declare which tabs stay cached.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        let limit = model.limit
        if let defaults = model.defaults, defaults.cached != nil, let at = defaults.cachedFirstValue {
            return perPlatform(context) { platform in
                let count = model.cachedTabs(on: platform).count
                guard count > limit else { return nil }
                return (at, "`cached` lists \(count) tabs but the tab view holds at most \(limit) (`limit`); cache fewer tabs")
            }
        }
        let phones = model.appPlatforms.filter { $0 == .iphone || $0 == .ipad }
        return perPlatform(context, phones) { platform in
            let bar = model.tabBarTabs(on: platform)
            guard bar.count > limit else { return nil }
            let tab = model.tabs[bar[limit]]
            let fix = "Declare `cached` tabs, lower the tab count, or make some tabs `sidebarOnly`"
            let message: String
            if let split = model.moreSplit(on: platform) {
                // UIKit shows the first four and its More tab (so two or more are behind it), whatever `limit` is.
                let behind = split.behindMore.map { model.tabs[$0].id }
                message = "the tab bar has \(split.shown.count + split.behindMore.count) tabs and holds \(limit): the system shows \(split.shown.count) and a \"More\" tab; \(codeList(behind)) are behind More. \(fix)"
            } else if model.bar == .custom || platform == .iphone {
                // No More tab appears, but the tab view keeps every tab's view.
                message = "the tab bar has \(bar.count) tabs, and without `cached` the tab view would hold them all, more than \(limit) (`limit`). \(fix)"
            } else {
                message = "the tab bar has \(bar.count) tabs and holds \(limit); from tab `\(tab.id)` on, the system moves tabs into a \"More\" tab. \(fix)"
            }
            return (tab.keyword, model.onlyWithConditions(bar, over: limit) + message)
        }
    }
}
