// A tab bar controller class that sets no tabs itself is given them from
// elsewhere: a coordinator or a split view holds it in a property
// (`var tabBar: MainTabController?`) and another type's method gives it its
// controllers (`split.tabBar?.setViewControllers([tokens, settings], …)`).
// Those files name neither a tab construct nor the class, so reading on
// demand (OnDemand.swift) would never parse them: when no class the app
// declares gives tabs in the files read, the class's name and the names of the
// types holding it (or a plain `UITabBarController`) and of their subclasses
// are noted as called, so the files using them are read.

extension Extractor {
    /// Notes, when no site's type is a class the app declares, each `UITabBarController` subclass the app
    /// declares, each type with a property of one (or of `UITabBarController`) and each class inheriting
    /// from such a type, as names whose users are to be read.
    func noteTabBarHolders(_ sites: [TabsSite]) {
        guard resolver.log != nil else { return }
        let declared = sites.contains { site in resolver.declarations(site.type).contains { $0.node.keyword != "extension" } }
        guard !declared else { return }
        var bars: Set<String> = []
        for (name, refs) in resolver.types.sorted(by: { $0.key < $1.key }) where name != "UITabBarController" {
            guard refs.contains(where: { $0.node.keyword == "class" }), resolver.isSubclass(name, of: "UITabBarController") else { continue }
            bars.insert(name)
            resolver.log?.noteCalls(name)
        }
        // Types holding one in a property (a plain `UITabBarController` too), and their subclasses, which use
        // the property as their own (`class Tabs: BaseTabCoordinator` setting `tabBarController.viewControllers`).
        var holders: Set<String> = []
        for (name, refs) in resolver.types.sorted(by: { $0.key < $1.key }) where !bars.contains(name) && name != "UITabBarController" {
            let holds = refs.contains { ref in
                ref.node.members.contains { m in
                    guard case .variable(let v) = m.kind, let t = v.type else { return false }
                    let clean = String(t.filter { $0 != "?" && $0 != "!" })
                    return bars.contains(clean) || clean == "UITabBarController"
                }
            }
            if holds { holders.insert(name) }
        }
        guard !holders.isEmpty else { return }
        for (name, refs) in resolver.types.sorted(by: { $0.key < $1.key }) where !holders.contains(name) && !bars.contains(name) {
            guard refs.contains(where: { $0.node.keyword == "class" }) else { continue }
            if holders.contains(where: { resolver.isSubclass(name, of: $0) }) { holders.insert(name) }
        }
        for name in holders.sorted() { resolver.log?.noteCalls(name) }
    }
}
