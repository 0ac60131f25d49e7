import Testing
import TablintCLI

@Suite("ArgumentParser: asking for help is a command, not an error")
struct ArgumentsTests {
    @Test func helpIsACommand() throws {
        #expect(try ArgumentParser.parse(["--help"]) == .help(nil))
        #expect(try ArgumentParser.parse(["check", "--help"]) == .help("check"))
        #expect(try ArgumentParser.parse(["App.tabs", "-h", "--no-such-option"]) == .help("check"))
        #expect(try ArgumentParser.parse(["format", "--help"]) == .help("format"))
        #expect(try ArgumentParser.parse(["rules", "-h"]) == .help("rules"))
    }

    @Test func usageErrorsAlwaysSaySomething() {
        for arguments in [["--no-such-option"], ["--rule", "x"], ["lsp", "extra"], ["explain"], ["--config", "a", "--no-config"]] {
            #expect(throws: UsageError.self, "\(arguments)") { try ArgumentParser.parse(arguments) }
            do { _ = try ArgumentParser.parse(arguments) } catch { #expect(!error.message.isEmpty, "\(arguments)") }
        }
    }
}
