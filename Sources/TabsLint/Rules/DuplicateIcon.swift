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
        // Icons with icons, images with images (an icon and an image of one name are different pictures).
        (repeatReports(context.model, \.icon, at: \.iconRange, "icon") + repeatReports(context.model, \.image, at: \.imageRange, "image"))
            .sorted { $0.range.start < $1.range.start }
    }
}

extension Rule {
    /// A report at each tab whose `value` (an icon, a title) an earlier tab
    /// has too, quoting the first tab's spelling (`duplicate-icon`, `duplicate-title`).
    static func repeatReports(_ model: Model, _ value: KeyPath<TabModel, String?>, at range: KeyPath<TabModel, ByteRange?>, _ kind: String) -> [Diagnostic] {
        model.repeats(of: { $0[keyPath: value] }).compactMap { index, first in
            let earlier = model.tabs[first]
            guard let here = model.tabs[index][keyPath: range], let written = earlier[keyPath: value], let there = earlier[keyPath: range] else { return nil }
            return diagnostic(here, "the \(kind) \(quoted(written)) is already used by tab `\(earlier.id)`; give each tab its own \(kind)",
                              related: [RelatedLocation(range: there, message: "first used here")])
        }
    }
}
