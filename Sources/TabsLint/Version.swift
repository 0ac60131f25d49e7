/// tablint's version: `tablint --version`, the preview page's generator,
/// anything that names the tool.
public enum TablintVersion {
    public static let current = "0.1.0"
}
