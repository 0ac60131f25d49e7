import TabsSyntax

/// Flags an icon that appeared after a deployment target of a platform the tab is on.
public enum IconUnavailable: Rule {
    public static let documentation = RuleDocumentation(
        id: "icon-unavailable", category: .icons, defaultSeverity: .warning,
        summary: "the catalog says the icon appeared in a release later than a `deployment` version",
        rationale: "On an OS older than the symbol, `Image(systemName:)` finds nothing and the tab shows no icon. Needs a catalog with availability (`name_availability.plist`) and `deployment` in `defaults`.",
        failing: "# with a catalog where \"chart.xyaxis.line\" appeared in iOS 16\ndefaults { deployment \"iOS 15.0\" }\ntab plots \"Plots\" { icon \"chart.xyaxis.line\" }\n",
        passing: "# with a catalog where \"chart.xyaxis.line\" appeared in iOS 16\ndefaults { deployment \"iOS 16.0\" }\ntab plots \"Plots\" { icon \"chart.xyaxis.line\" }\n",
        fix: "Use a symbol that exists on the oldest supported OS, or raise the deployment target.")

    public static let reads: Set<RuleInput> = [.symbolCatalog]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let catalog = context.catalog, catalog.knowsAvailability,
              let deployment = context.model.defaults?.deployment, !deployment.isEmpty else { return [] }
        return context.model.tabs.compactMap { tab in
            guard let name = tab.icon?.value, let range = tab.icon?.range, Icons.isWellFormed(name) else { return nil }
            var problems: [String] = []
            var seenOS = Set<String>()
            for platform in tab.availablePlatforms {
                guard let target = platform.operatingSystems.lazy.compactMap({ os in deployment.first { $0.os == os } }).first,
                      seenOS.insert(target.os).inserted,
                      let introduced = catalog.introduction(of: name, os: target.os),
                      introduced > target.version else { continue }
                problems.append("\(target.os) \(introduced) (the app supports \(target.os) \(target.version))")
            }
            guard !problems.isEmpty else { return nil }
            return diagnostic(range,
                "the symbol \(quoted(name)) appeared in \(problems.joined(separator: " and ")); use an older symbol or raise the deployment target")
        }
    }
}
