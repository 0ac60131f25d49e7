/// Entry point of `tablint lsp` (placeholder until the server lands).
public enum LanguageServerMain {
    /// Serves LSP over the given file descriptors until `exit` or end of input; returns the exit status.
    public static func run(input: Int32 = 0, output: Int32 = 1) -> Int32 { 2 }
}
