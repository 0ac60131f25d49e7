import TabsSyntax

public enum DuplicateIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-icon", category: .icons, defaultSeverity: .warning,
        summary: "two tabs use the same icon, or the same image",
        rationale: "Icons are how users tell tabs apart at a glance, especially where titles are hidden (compact tab bars, the sidebar collapsed to icons).",
        failing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"flag\" }\n",
        fix: "Give each tab its own icon or image.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let tabs = context.model.tabs
        // Icons with icons, images with images (an icon and an image of one name are different pictures).
        func repeats(_ name: KeyPath<TabModel, Located<String>?>, _ kind: String) -> [Diagnostic] {
            context.model.repeats(of: { $0[keyPath: name]?.value }).compactMap { index, first in
                // The message quotes the first tab's spelling.
                guard let here = tabs[index][keyPath: name], let earlier = tabs[first][keyPath: name] else { return nil }
                return diagnostic(here.range, "the \(kind) \(quoted(earlier.value)) is already used by tab `\(tabs[first].id)`; give each tab its own \(kind)",
                                  related: [RelatedLocation(range: earlier.range, message: "first used here")])
            }
        }
        return (repeats(\.icon, "icon") + repeats(\.image, "image"))
            .sorted { $0.range.start < $1.range.start }
    }
}
