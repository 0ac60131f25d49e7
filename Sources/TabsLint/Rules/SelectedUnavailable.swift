import TabsSyntax

public enum SelectedUnavailable: Rule {
    public static let documentation = RuleDocumentation(
        id: "selected-unavailable", category: .references, defaultSeverity: .error,
        summary: "the `selected` tab is not available on one of the app's platforms, or is `sidebarOnly` on iPhone",
        rationale: "Where the selected tab does not exist (its `platforms` leave a platform out, or it lives only in a sidebar that the iPhone never shows), the app launches with a selection that matches no tab.",
        failing: "defaults {\n    selected library\n    platforms iphone, ipad\n}\ntab home \"Home\" { icon \"house\" }\ntab library \"Library\" {\n    icon \"books.vertical\"\n    placement sidebarOnly\n}\n",
        passing: "defaults {\n    selected home\n    platforms iphone, ipad\n}\ntab home \"Home\" { icon \"house\" }\ntab library \"Library\" {\n    icon \"books.vertical\"\n    placement sidebarOnly\n}\n",
        fix: "Select a tab that every platform of the app shows in its tab bar.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let selected = model.defaults?.selected, let tab = model.tab(named: selected.value) else { return [] }
        let missing = model.appPlatforms.filter { !tab.availablePlatforms.contains($0) }
        var reasons = missing.isEmpty ? [] : ["is not available on \(missing.map(\.rawValue).joined(separator: ", "))"]
        if tab.effectivePlacement == .sidebarOnly && model.appPlatforms.contains(.iphone) && !missing.contains(.iphone) {
            reasons.append("is `sidebarOnly`, and the iPhone has no sidebar")
        }
        guard !reasons.isEmpty else { return [] }
        return [diagnostic(selected.range,
            "the selected tab `\(selected.value)` \(reasons.joined(separator: " and ")); select a tab every platform shows")]
    }
}
