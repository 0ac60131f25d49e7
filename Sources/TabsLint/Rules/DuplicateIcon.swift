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
        // By icon key (interned by the model): the first tab with it.
        var first = FirstPositions<IconKey>(keys: context.model.icons.count)
        var found: [Diagnostic] = []
        let tabs = context.model.tabs
        for (index, tab) in tabs.enumerated() {
            guard let key = tab.iconKey, let range = tab.iconRange,
                  let earlierIndex = first.earlier(than: index, for: key),
                  let earlierRange = tabs[earlierIndex].iconRange else { continue }
            found.append(diagnostic(range, "the icon \(quoted(context.model.icons.string(key))) is already used by tab `\(context.model.idText(of: tabs[earlierIndex]))`; give each tab its own icon",
                                    related: [RelatedLocation(range: earlierRange, message: "first used here")]))
        }
        // Images with images, by name.
        var firstImage: [String: Int] = [:]
        for index in tabs.indices {
            guard let image = context.model.image(ofTab: index) else { continue }
            guard let earlier = firstImage[image.value], let earlierImage = context.model.image(ofTab: earlier) else {
                firstImage[image.value] = index
                continue
            }
            found.append(diagnostic(image.range, "the image \(quoted(image.value)) is already used by tab `\(context.model.idText(of: tabs[earlier]))`; give each tab its own image",
                                    related: [RelatedLocation(range: earlierImage.range, message: "first used here")]))
        }
        found.sort { $0.range.start < $1.range.start }
        return found
    }
}
