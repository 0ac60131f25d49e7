// A generated strings file, written the way SwiftGen writes one.
internal enum Strings {
    internal enum Shell {
        internal static let pantry = Strings.tr("Localizable", "Shell.pantryTab")
        internal static let recipes = Strings.tr("Localizable", "Shell.recipesTab")
    }
}

extension Strings {
    private static func tr(_ table: String, _ key: String) -> String {
        NSLocalizedString(key, tableName: table, comment: "")
    }
}
