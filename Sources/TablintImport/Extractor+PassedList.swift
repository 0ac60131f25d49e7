// Tabs passed to a custom view over a UIKit tab bar: a type (a SwiftUI
// representable, a controller) stores a list its initializer is given
// (`self.pages = pages`), its callers pass the list (`BarHost(pages:
// [PageItem(title: "Reading", …), …])`), and the tab bar's controllers are
// mapped from it (`pages.enumerated().map { PageController(page: $1, index:
// $0) }`). Each controller's class sets its item from what its initializer
// is given (`tabBarItem = UITabBarItem(title: page.title, …)`), read with the
// initializer's parameters bound to the call's arguments.

extension Extractor {
    /// The elements of a stored list `name` of `site.type` that an initializer stores from its argument:
    /// the list the first caller passes.
    func storedListElements(_ name: String, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)] {
        guard let label = storingLabel(name, of: site.type) else { return [] }
        for caller in callers(of: site.type, label: label) {
            var outer = site
            (outer.file, outer.body, outer.type, outer.function) = (caller.file, caller.body, caller.type, nil)
            let found = elements(caller.argument, outer, scope, budget: budget + 1)
            if !found.isEmpty { return found.map { ($0.0, casedSite($0.0, $0.1)) } }
        }
        return []
    }

    /// An element made with a tab enum's case (`PageItem(.reading, …)`, its initializer's parameter typed
    /// `Shelf.Page`): the case is the tab's id, and the enum is read through this view.
    func casedSite(_ e: Expr, _ site: TabsSite) -> TabsSite {
        guard let call = e.call, let type = call.callee.lastName, resolver.isType(type), let fn = resolver.matchingInit(of: type, call.arguments),
              let p = fn.node.parameters.first, p.label == nil, case .member(nil, let c)? = call.arguments.first(nil)?.kind else { return site }
        let enumType = p.type.filter { $0 != "?" && $0 != "!" }
        guard !enumType.isEmpty, resolver.cases(of: enumType).contains(where: { $0.name == c }) else { return site }
        var cased = site
        (cased.caseName, cased.caseType) = (c, resolver.canonical(enumType))
        return cased
    }

    /// `list.enumerated()`: the list whose elements a closure receives second (`$1`, or its second parameter).
    static func enumeratedBase(_ e: Expr) -> Expr? {
        guard case .call(let callee, let args, let trailing) = e.kind, args.isEmpty, trailing.isEmpty,
              case .member(let base?, "enumerated") = callee.kind else { return nil }
        return base
    }

    /// A controller made by a project class's initializer (`PageController(page: item, index: 0)`) that sets
    /// its item from its parameters: read in the initializer's body with them bound to the call's arguments.
    func initializerFacts(_ type: String, _ arguments: [Argument], _ file: Int, _ body: [Stmt], _ owner: String, _ facts: inout UIKitFacts) {
        guard !arguments.isEmpty else { return }
        let labels = Set(arguments.compactMap(\.label))
        for m in resolver.methods("init", of: type) where !facts.found {
            guard let fb = m.node.body, labels.isSubset(of: Set(m.node.parameters.compactMap(\.label))) else { continue }
            var scope = bodyScope(fb, m.file, type)
            resolver.bind(m.node.parameters, arguments, callerFile: file, callerScope: bodyScope(body, file, owner), into: &scope)
            assignments(fb, owner: nil, m.file, scope, &facts)
            if facts.found { facts.className = type }
        }
    }
}
