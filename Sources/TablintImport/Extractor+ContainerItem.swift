// A controller that sets the item of the navigation controller holding it
// (`navigationController?.tabBarItem.title = …`, `.image`, in any of its
// methods; apps write it in `awakeFromNib`, when the storyboard makes the
// controller): that item is the one the tab bar shows, so what the code
// sets there wins over the storyboard's item, as a root's own `title =`
// (which the bar shows only once the tab has been chosen) does not.

extension Extractor {
    /// What the class `name` (or a superclass) sets on `navigationController`'s item, in any of its methods.
    func containerItemFacts(_ name: String) -> UIKitFacts {
        var facts = UIKitFacts()
        // A container's children are not followed from here (`navigationController?.viewControllers = …` is no item).
        facts.hops = 2
        var current = name
        for _ in 0..<8 where !facts.found && resolver.isType(current) && facts.visits.enter("container:\(current)", cost: resolver.members(of: current).count) {
            for m in resolver.members(of: current) {
                guard case .function(let fn) = m.stmt.kind, let body = fn.body else { continue }
                assignments(body, owner: "navigationController", m.file, bodyScope(body, m.file, current), &facts)
            }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { break }
            current = next
        }
        return facts
    }
}

extension CodeItems {
    /// What a class of the storyboard tab sets on the navigation controller holding it: its title and image
    /// replace the tab's. The Swift file that sets them, if a class does.
    func containerItem(_ item: StoryboardTab, _ tab: inout ImportedTab, _ title: inout ImportedTitle) -> String? {
        guard let extractor else { return nil }
        for name in item.classes {
            let facts = extractor.containerItemFacts(name)
            guard facts.found else { continue }
            let at = facts.place.map { extractor.place($0.file, $0.token) }
            if let value = facts.title {
                title = value
                if case .plain(let text) = value, !text.isEmpty { tab.untranslated = true } else { tab.untranslated = false }
                tab.notes.removeAll()
                if let at { tab.notes.append("the title is set in code on the navigation controller that holds the tab's root, at \(at.description)") }
            }
            if facts.icon.icon != nil || facts.icon.image != nil { tab.icon = facts.icon.icon; tab.image = facts.icon.image }
            return at?.path
        }
        return nil
    }
}

extension CodeItems {
    /// The enum case a class of the storyboard tab tags its item with in code (`tabBarItem.tag =
    /// Place.contacts.rawValue`, on its own item or its navigation controller's): the tab's id, as for
    /// a tab bar made in code. Nil when no class sets a tag that names a case.
    func codeTag(_ item: StoryboardTab) -> String? {
        guard let extractor else { return nil }
        for name in item.classes {
            var facts = UIKitFacts()
            extractor.classFacts(name, &facts)
            if let tag = facts.tag, Identifiers.isIdentifier(tag) { return tag }
            if let tag = extractor.containerItemFacts(name).tag, Identifiers.isIdentifier(tag) { return tag }
        }
        return nil
    }
}
