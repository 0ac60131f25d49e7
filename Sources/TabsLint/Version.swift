/// tablint's version: `tablint --version`, the preview page's generator,
/// anything that names the tool. CHANGELOG.md's top entry and the editor
/// packages carry the same (Scripts/tests/test-release.py checks them).
public enum TablintVersion {
    public static let current = "0.2.0"
    /// The project's home, the one place its address is written: every other
    /// URL in the repository starts with it, or with its raw-file form
    /// (Scripts/tests/test-release.py checks them).
    public static let home = "https://github.com/tablint/tablint"
}
