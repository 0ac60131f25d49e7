import TabsSyntax

/// How an attribute's identifier values name declarations: the schema's
/// answer, so the server and the rules ask it instead of keeping a list.
public enum IDReferenceRole: Sendable, Equatable {
    /// Names a tab declared in this file (`selected`, `cached`).
    case current
    /// Names an id the app used before and never uses again (`retired`, a
    /// tab's `formerly`): a past name, which a rename leaves alone.
    case pastName
}

extension AttributeSchema {
    /// What the identifier values of `name` in `block` refer to; nil when
    /// they are not ids (an enum value, or a section's `dynamic` key).
    public static func idReferenceRole(of name: String, in block: BlockKind) -> IDReferenceRole? {
        switch shape(of: name, in: block) {
        case .identifier?, .identifierList?: break
        default: return nil
        }
        if name == "retired" || name == "formerly" { return .pastName }
        // A section's identifier (`dynamic`) names a key of the app's data, not a tab.
        return block == .section ? nil : .current
    }
}
