/// Every rule, in the order of docs/rules.md. Swift has no reflection, so this
/// list is the registry; a test fails when a rule of the spec is missing
/// here or lacks fixtures.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        SyntaxError.self,
        UnknownAttribute.self, DuplicateAttribute.self, InvalidValue.self, DuplicateDefaults.self,
        MissingTitle.self, EmptyTitle.self, DuplicateTitle.self, SimilarTitles.self, MoreTitleClash.self,
        UntranslatedTitle.self, MissingLanguage.self, InvalidStrings.self,
        DuplicateId.self, ReusedId.self, RemovedId.self, DynamicKey.self,
        TooManyCached.self, NoRotationSlot.self, SelectedNotCached.self,
        UnknownTab.self, DuplicateReference.self, ActionTabSelected.self, ActionTabCached.self,
        ConditionalSelected.self, SelectedUnavailable.self, NoSelectableTab.self,
        MultipleSearch.self, MultipleProminent.self, UnreachableTab.self, EmptySection.self,
        MissingIcon.self, ConflictingIcon.self, UnknownImage.self, InvalidAssets.self,
        InvalidIconName.self, UnknownIcon.self, DuplicateIcon.self, FilledIcon.self,
        RenamedIcon.self, IconUnavailable.self,
        InvalidSuppression.self, UnusedSuppression.self,
    ]

    public static let ids: Set<String> = Set(rules.map { $0.id })
    /// The rules that judge the others' results (`FinalPassRule`), in
    /// registry order, and the others: sorted once, not at each check.
    public static let finalPass: [any FinalPassRule.Type] = rules.compactMap { $0 as? any FinalPassRule.Type }
    public static let firstPass: [any Rule.Type] = rules.filter { !($0 is any FinalPassRule.Type) }

    public static func rule(_ id: String) -> (any Rule.Type)? { rules.first { $0.id == id } }
}
