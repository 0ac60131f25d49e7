// Two icon-only constructs of UIKit bars (ReactorKit/RxSwift apps and apps whose
// controllers come from a dependency container):
// - A wrapper whose item only clears its title (`nav.tabBarItem.title = nil`,
//   the insets moved to centre the icon): the bar shows no text, and the image
//   is the wrapped controller's own, set in its class (`init` setting
//   `self.tabBarItem.image`). The wrapped controller may be a parameter of the
//   function giving the tabs, known only by its declared type.
// - An icon-only item whose title is its accessibility label: the id is made from
//   the variable holding its controller (`homeViewController` gives `home`)
//   when the label is a constant-style key (`ACC_HOME_TITLE`, whose id would
//   read `accHOMETITLE`); a key that reads as words keeps its id.

extension Extractor {
    /// `x.tabBarItem.title = nil`: the empty title of an icon-only item.
    static func clearedTitle(_ value: Expr) -> ImportedTitle? {
        if case .name("nil") = value.kind { return .plain("") }
        return nil
    }

    /// A local wrapper whose item gave a title but no image: the image (and, when the wrapper's title is
    /// unknown, the title) from the controller it was made from, read like any element, within the budget.
    func wrappedImage(_ initial: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        guard facts.found, facts.icon.icon == nil, facts.icon.image == nil, facts.icon.unknown == nil, facts.hops < 2 else { return }
        var inner = UIKitFacts(hops: facts.hops + 1, visits: facts.visits)
        controllerFacts(initial, file, body, type, &inner, budget: budget + 1)
        // Only an image found there is taken: the wrapper's own computed icon stays noted.
        guard inner.found, inner.icon.icon != nil || inner.icon.image != nil else { return }
        facts.icon = inner.icon
        facts.className = facts.className ?? inner.className
        if facts.title == nil { (facts.title, facts.titleCode) = (inner.title, inner.titleCode) }
        if facts.accessibilityTitle == nil { facts.accessibilityTitle = inner.accessibilityTitle }
    }

    /// The declared type of a parameter of the function giving the tabs, for an element that names it.
    static func parameterType(_ e: Expr, _ site: TabsSite) -> String? {
        guard case .name(let n) = e.kind, let p = site.parameters.first(where: { $0.name == n }) else { return nil }
        let t = p.type.filter { $0 != "?" && $0 != "!" }
        return t.isEmpty ? nil : t
    }

    /// A key in capitals and underscores (`ACC_HOME_TITLE`): it makes an unreadable id.
    static func isConstantKey(_ title: ImportedTitle) -> Bool {
        guard case .key(let k, _) = title else { return false }
        return k.contains(where: \.isUppercase) && !k.contains(where: \.isLowercase)
    }

    /// The id of an icon-only tab titled by its accessibility label: the controller variable's name without
    /// its `ViewController`/`Controller` suffix, when that leaves a name.
    static func idFromVariable(_ tab: inout ImportedTab, _ variable: String?) {
        guard let variable else { return }
        var name = variable
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        guard !name.isEmpty, name != variable else { return }
        let (id, _) = Identifiers.identifier(from: name)
        guard !id.isEmpty, id != "tab" else { return }
        tab.id = id
        tab.idMadeFromTitle = false
        tab.notes.insert("id made from the variable \"\(variable)\"", at: 0)
    }
}
