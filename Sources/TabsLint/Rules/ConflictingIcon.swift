import TabsSyntax

public enum ConflictingIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "conflicting-icon", category: .icons, defaultSeverity: .error,
        summary: "a tab has both `icon` and `image`",
        rationale: "A tab shows one picture: an SF Symbol (`icon`) or an image from the app's asset catalog (`image`). With both, the file no longer says which one the tab bar shows, and the generated label could only pick one silently.",
        failing: "tab home \"Home\" {\n    icon \"house\"\n    image \"Tabs/home\"\n}\n",
        passing: "tab home \"Home\" { image \"Tabs/home\" }\n",
        fix: "Keep the one the app shows and delete the other statement.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.model.tabs.compactMap { tab in
            guard let icon = tab.iconKeyword, let image = tab.imageKeyword else { return nil }
            let (first, second) = icon.start < image.start ? (icon, image) : (image, icon)
            return diagnostic(second, "tab `\(tab.id)` has both `icon` and `image`; keep one: an SF Symbol (`icon`) or an image from the app's asset catalog (`image`)",
                              related: [RelatedLocation(range: first, message: icon == first ? "`icon` is here" : "`image` is here")])
        }
    }
}
