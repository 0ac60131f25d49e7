// A tab's container handed to a project object's initializer: the tab bar is
// given a container (`menuBox`, a property), and the container is handed to
// a coordinator (`MenuFlow(box: menuBox, …)`) that stores it (`self.box =
// box`) and gives it its child later, in any of its methods
// (`box.shownController = UINavigationController(rootViewController: menu)`):
// the tab shows that child's item.
//
// Containers and coordinators can hand each other on without end (two boxes
// given each other as children, a coordinator that swaps them, the same
// types declared in several files): one element's reading visits each
// container, coordinator and class once (`UIKitVisits`), and all the
// readings of one extraction read at most `UIKitBudget.maximum` members, so
// the walk ends in time linear in the input.

/// What one element's reading has visited, shared by the facts of every container it follows; its
/// steps come from the extraction's budget (`Extractor.uiKitBudget`).
final class UIKitVisits {
    private var seen: Set<String> = []
    let budget: UIKitBudget

    init(budget: UIKitBudget = UIKitBudget()) { self.budget = budget }

    /// Whether `key` is visited for the first time and its `cost` (members to read) fits the budget; records it.
    func enter(_ key: String, cost: Int) -> Bool {
        guard budget.spent + cost <= UIKitBudget.maximum, seen.insert(key).inserted else { return false }
        budget.spent += max(cost, 1)
        return true
    }
}

/// Members that the readings of UIKit elements may read in one extraction, all elements together.
final class UIKitBudget {
    var spent = 0
    static let maximum = 50_000
}

extension Extractor {
    /// A controller property of `type` handed to a project object's initializer (`MenuFlow(box: menuBox)`)
    /// that stores it and gives it its child later, in any of its methods: that child's item.
    func handedOnFacts(_ property: String, _ type: String, _ facts: inout UIKitFacts) {
        let members = resolver.members(of: type)
        guard facts.visits.enter("handed:\(type).\(property)", cost: members.count) else { return }
        // The calls that hand it on, by a walk whose closure copies no extractor.
        var handed: [(made: String, label: String)] = []
        for m in members {
            TreeWalk.expressions(m.stmt, skipDebug: true) { e in
                guard let call = e.call, let made = call.callee.lastName, made != type, made.first?.isUppercase ?? false,
                      let label = call.arguments.first(where: { $0.value.path == [property] || $0.value.path == ["self", property] })?.label else { return }
                handed.append((made, label))
            }
        }
        for (made, label) in handed where !facts.found && resolver.isType(made) {
            guard let member = storedMember(label, of: made) else { continue }
            let coordinator = resolver.members(of: made)
            guard facts.visits.enter("stored:\(made).\(member)", cost: coordinator.count) else { continue }
            for m in coordinator where !facts.found { memberAssignments(m.stmt, owner: member, m.file, made, &facts) }
        }
    }

    /// The member an initializer of `type` stores its argument labelled `label` in (`self.box = box`).
    func storedMember(_ label: String, of type: String) -> String? {
        for m in resolver.methods("init", of: type) {
            guard let p = m.node.parameters.first(where: { $0.label == label }) else { continue }
            for st in m.node.body ?? [] {
                if case .assignment(let target, "=", let value) = st.kind, case .name(p.name) = value.kind, let member = target.path?.last { return member }
            }
        }
        return nil
    }
}
