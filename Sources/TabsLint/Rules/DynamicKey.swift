import TabsSyntax

public enum DynamicKey: Rule {
    public static let documentation = RuleDocumentation(
        id: "dynamic-key", category: .ids, defaultSeverity: .warning,
        summary: "a `dynamic` section is keyed by a field that is not stable (title, name, label, index, position, offset, order)",
        rationale: "The field that identifies each run-time tab becomes its id in persisted selection and customization. A title or name changes when the user renames the item; an index or order changes when items move. Either way users lose their state.",
        failing: "tab home \"Home\" { icon \"house\" }\nsection lists \"Lists\" { dynamic name }\n",
        passing: "tab home \"Home\" { icon \"house\" }\nsection lists \"Lists\" { dynamic id }\n",
        fix: "Key the section by a stable identifier of the data, such as `id`.")

    static let unstable: Set<String> = ["title", "name", "label", "index", "position", "offset", "order"]

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.model.sections.compactMap { section in
            guard let key = section.dynamic, unstable.contains(key.value.lowercased()) else { return nil }
            return diagnostic(key.range,
                "`dynamic \(key.value)` keys run-time tabs by a field that changes when items are renamed or moved; use a stable identifier such as `id`")
        }
    }
}
