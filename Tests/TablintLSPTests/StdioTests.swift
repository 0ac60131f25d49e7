import Foundation
import Testing
import TabsJSON
import TablintLSP

/// The built `tablint` executable: next to the test bundle, else `.build/debug`.
func tablintExecutable() -> URL? {
    let fm = FileManager.default
    var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
    for _ in 0..<6 {
        let candidate = dir.appendingPathComponent("tablint")
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue, fm.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        dir = dir.deletingLastPathComponent()
    }
    for fallback in [".build-lsp/debug/tablint", ".build/debug/tablint"] where fm.isExecutableFile(atPath: fallback) {
        return URL(fileURLWithPath: fallback)
    }
    return nil
}

/// Runs `tablint lsp` with `input` on stdin (stdin then closed unless
/// `keepOpen`), returning the exit status and the messages on stdout.
func runServer(_ input: [UInt8], closeInput: Bool = true, timeout: Double = 20) throws -> (status: Int32, messages: [JSONValue], stdout: [UInt8]) {
    let executable = try #require(tablintExecutable())
    let process = Process()
    process.executableURL = executable
    process.arguments = ["lsp"]
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input))
    if closeInput { try stdin.fileHandleForWriting.close() }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    _ = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var framer = MessageFramer()
    let messages = framer.feed(Array(output)).compactMap { event -> JSONValue? in
        if case .message(let body) = event { return try? JSONValue.parse(body) }
        return nil
    }
    return (process.terminationStatus, messages, Array(output))
}

func initializeMessage(_ encoding: String? = nil) -> JSONValue {
    var caps: JSONObject = [:]
    if let encoding { _ = caps.updateValue(.object(["positionEncodings": .array([.string(encoding)])]), forKey: "general") }
    return request(.integer(1), "initialize", .object(["processId": .null, "capabilities": .object(caps)]))
}

func didOpen(_ uri: String, _ text: String) -> JSONValue {
    notification("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(text)])]))
}

@Suite struct StdioTests {
    @Test func fullSessionExitsZero() throws {
        var input = framed(initializeMessage())
        input += framed(notification("initialized", .object([:])))
        input += framed(didOpen("file:///tmp/stdio/App.tabs", twoTabsSameTitle))
        input += framed(request(.integer(2), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)
        #expect(run.messages.first?["result"]?["capabilities"]?["positionEncoding"] == .string("utf-16"))
        let publish = run.messages.first { $0["method"] == .string("textDocument/publishDiagnostics") }
        let d = publish?["params"]?["diagnostics"]?[0]
        #expect(d?["code"] == .string("duplicate-title"))
        #expect(d?["range"]?.rangeTuple == [1, 6, 1, 9])
        #expect(run.messages.last?["id"] == .integer(2))
        // stdout holds nothing but framed messages.
        #expect(run.stdout.starts(with: Array("Content-Length: ".utf8)))
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let run = try runServer(framed(initializeMessage()) + framed(notification("exit")), closeInput: false)
        #expect(run.status == 1)
    }

    @Test func endOfInputWithoutShutdownIsOne() throws {
        let run = try runServer(framed(initializeMessage()))
        #expect(run.status == 1)
        #expect(run.messages.count == 1)
    }

    @Test func malformedJSONThenAValidRequest() throws {
        var input = framed(raw: "{this is not json")
        input += Array("Content-Length: nope\r\n\r\n".utf8)
        input += framed(initializeMessage())
        input += framed(request(.string("s"), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)
        #expect(errorCode(run.messages.first) == -32700)
        #expect(run.messages.first?["id"] == .null)
        #expect(run.messages.contains { $0["id"] == .integer(1) && $0["result"] != nil })
        #expect(run.messages.contains { $0["id"] == .string("s") && $0["result"] == .null })
    }

    @Test func nonASCIIInEachEncoding() throws {
        let text = "tab a \"😀e\u{301}中\" { icon \"x\" }\ntab b \"x😀e\u{301}中\" { plcement pinned }\n"
        for (encoding, start) in [("utf-8", 22), ("utf-16", 17), ("utf-32", 16)] {
            var input = framed(initializeMessage(encoding))
            input += framed(notification("initialized", .object([:])))
            input += framed(didOpen("file:///tmp/stdio/U%C3%A9.tabs", text))
            input += framed(request(.integer(2), "shutdown"))
            input += framed(notification("exit"))
            let run = try runServer(input, closeInput: false)
            #expect(run.status == 0)
            #expect(run.messages.first?["result"]?["capabilities"]?["positionEncoding"] == .string(encoding))
            let publish = run.messages.first { $0["method"] == .string("textDocument/publishDiagnostics") }
            #expect(publish?["params"]?["uri"] == .string("file:///tmp/stdio/U%C3%A9.tabs"))
            let d = publish?["params"]?["diagnostics"]?.arrayValue?.first { $0["code"] == .string("unknown-attribute") }
            #expect(d?["range"]?.rangeTuple == [1, start, 1, start + 8], "\(encoding)")
        }
    }

    @Test func oversizedBodyIsSkippedAndTheServerGoesOn() throws {
        let size = MessageFramer.maximumBodySize + 1
        var input = Array("Content-Length: \(size)\r\n\r\n".utf8)
        input += [UInt8](repeating: 0x20, count: size)
        input += framed(initializeMessage())
        input += framed(request(.integer(2), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false, timeout: 60)
        #expect(run.status == 0)
        #expect(run.messages.map { $0["id"] } == [.integer(1), .integer(2)])
    }
}
