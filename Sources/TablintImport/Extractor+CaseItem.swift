// A controller made with a property of a tab enum's case (`tabs.map { tab in
// TabNavigation(item: tab.barItem) }`, each element made from `.market`):
// the case is the tab and its id. The property, read with `self` the case
// (`switch self { case .market: return .market }`), gives the item: a
// `UITabBarItem(...)`, or a project's own item type built by a static member
// of that type (`static var market: BarItem { BarItem(selected: …,
// unselected: …) }`), whose first image argument (those not labelled
// `selected…` first) is the tab's image; made with no argument labelled for
// a title, the tab's title is `""` (an icon-only bar, as the app draws it).

extension Extractor {
    /// The facts of a controller built with `case.property` among its arguments.
    func caseItemFacts(_ arguments: [Argument], _ file: Int, _ facts: inout UIKitFacts) {
        for a in arguments where !facts.found {
            guard case .member(let base?, let name) = a.value.kind, let c = resolver.caseValue(base, file: file, Scope()),
                  let type = c.type ?? enumHolding([c.name]), let p = resolver.property(name, of: type) else { continue }
            var inner = Scope(depth: 1)
            inner.names["self"] = .enumCase(type: type, name: c.name)
            inner.selfType = type
            guard var (x, f2, s2) = p.node.initial.map({ ($0, p.file, inner) })
                    ?? p.node.accessor.flatMap({ resolver.value(of: $0, file: p.file, inner, literalIsKey: false) }) else { continue }
            // `.market` of the property's own type: that type's static member.
            if case .member(nil, let m) = x.kind, let t = p.node.type.map({ String($0.filter { $0 != "?" && $0 != "!" }) }),
               let q = resolver.property(m, of: t), q.node.isStatic,
               let made = q.node.initial.map({ ($0, q.file, s2) }) ?? q.node.accessor.flatMap({ resolver.value(of: $0, file: q.file, s2, literalIsKey: false) }) {
                (x, f2, s2) = made
            }
            if x.call?.callee.lastName == "UITabBarItem" { item(x, f2, s2, &facts) }
            if !facts.found, let call = x.call {
                // The app's own item type made with no title: the bar it draws shows icons only.
                if !call.arguments.contains(where: { ($0.label ?? "").lowercased().contains("title") }) { facts.title = .plain("") }
                // The image shown when the tab is not selected first (`selectedIcon:` after `unselectedIcon:`).
                let selected = call.arguments.filter { ($0.label ?? "").hasPrefix("selected") }
                for arg in call.arguments.filter({ !($0.label ?? "").hasPrefix("selected") }) + selected where facts.icon.isEmpty {
                    let icon = iconOf(arg.value, f2, s2, budget: 0)
                    if icon.icon != nil || icon.image != nil { facts.icon = icon }
                }
            }
            facts.tag = facts.tag ?? c.name
            facts.found = true
        }
    }
}
