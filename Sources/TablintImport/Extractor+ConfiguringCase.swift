// A tab bar item configured from an enum case written out, one fact at a
// time (`vc.tabBarItem.image = HomepageTab.items.image`,
// `vc.tabBarItem.accessibilityLabel = HomepageTab.items.hint`): the case
// names the tab, as an enum case does everywhere else (IMPORT.md: ids prefer
// the enum case), rather than an id made from a title.

extension Extractor {
    /// The enum case whose property (or method) gives an item's fact: `Tab.home.image`, `Tab.home.icon(selected: false)`.
    func configuringCase(_ value: Expr, _ file: Int, _ scope: Scope) -> String? {
        guard case .member(let base?, _) = (value.call?.callee ?? value).kind, (base.path?.count ?? 0) >= 2,
              let c = resolver.caseValue(base, file: file, scope), let type = c.type,
              index.enumCases[type]?.contains(where: { $0.name == c.name }) ?? false else { return nil }
        return c.name
    }
}
