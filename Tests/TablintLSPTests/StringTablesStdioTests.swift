import Foundation
import Testing
import TabsJSON
import TablintLSP

/// `tablint lsp` over real stdio, talked to turn by turn: the messages it
/// writes are collected on a reader thread and waited for one at a time.
final class LiveServer: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let lock = NSLock()
    private var messages: [JSONValue] = []
    private var seen = 0

    init() throws {
        let executable: URL = try #require(tablintExecutable())
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                let found = framer.feed(Array(data)).compactMap { event -> JSONValue? in
                    if case .message(let body) = event { return try? JSONValue.parse(body) }
                    return nil
                }
                lock.withLock { messages += found }
            }
        }
        Thread.detachNewThread { [errors] in _ = errors.fileHandleForReading.readDataToEndOfFile() }
    }

    func send(_ message: JSONValue) { input.fileHandleForWriting.write(Data(framed(message))) }

    /// The next message (after those already returned) that `matches`; nil when none comes within `timeout` seconds.
    func next(timeout: Double = 30, where matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found: JSONValue? = lock.withLock {
                while seen < messages.count {
                    let m = messages[seen]
                    seen += 1
                    if matches(m) { return m }
                }
                return nil
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    func stop() -> Int32 {
        send(request(.integer(99), "shutdown"))
        _ = next { $0["id"] == .integer(99) }
        send(notification("exit"))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

@Suite struct StringTablesStdioTests {
    static func catalog(profile: String) -> String {
        #"{"sourceLanguage": "en", "strings": {"Profile": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(profile)"}}}}}}"#
    }

    @Test func aCatalogChangedOnDiskIsCheckedAgainAfterTheWatchedFileNotice() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("tablint-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let text = "defaults {\n    more \"More\", \"Mehr\"\n    strings \"Localizable.xcstrings\"\n}\ntab profile \"Profile\" { icon \"person\" }\n"
        let tabs = root.appendingPathComponent("App.tabs"), catalog = root.appendingPathComponent("Localizable.xcstrings")
        try text.write(to: tabs, atomically: true, encoding: .utf8)
        try Self.catalog(profile: "Profil").write(to: catalog, atomically: true, encoding: .utf8)
        let uri = "file://" + tabs.path

        let server = try LiveServer()
        let caps: JSONValue = .object([
            "textDocument": .object(["publishDiagnostics": .object(["relatedInformation": true])]),
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])]),
        ])
        server.send(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": caps])))
        server.send(notification("initialized", .object([:])))
        let registration = server.next { $0["method"] == .string("client/registerCapability") }
        let watchers = registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue ?? []
        let globs = watchers.compactMap { $0["globPattern"]?.stringValue }
        #expect(globs.contains("**/*.xcstrings") && globs.contains("**/*.strings") && globs.contains("**/*.stringsdict") && globs.contains("**/.tablint.json"), "\(globs)")
        if let id = registration?["id"] { server.send(.object(["jsonrpc": "2.0", "id": id, "result": .null])) }

        server.send(didOpen(uri, text))
        let first = server.next { $0["method"] == .string("textDocument/publishDiagnostics") }
        #expect(first?["params"]?["diagnostics"]?.arrayValue?.isEmpty == true, "\(String(describing: first))")

        // German now shows "Mehr", the system "More" tab's title.
        try Self.catalog(profile: "Mehr").write(to: catalog, atomically: true, encoding: .utf8)
        server.send(notification("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string("file://" + catalog.path), "type": 2])])])))
        let second = server.next { $0["method"] == .string("textDocument/publishDiagnostics") }
        let d = second?["params"]?["diagnostics"]?[0]
        #expect(d?["code"] == .string("more-title-clash"), "\(String(describing: second))")
        #expect(d?["message"] == .string("in de: tab `profile` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently"))
        let related = d?["relatedInformation"]?[0]
        #expect(related?["location"]?["uri"] == .string("file://" + catalog.path), "\(String(describing: d))")
        #expect(related?["location"]?["range"]?["start"]?["line"] == .integer(0))
        // Hover on the tab's id shows its title in each language.
        server.send(request(.integer(5), "textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": 4, "character": 6])])))
        let hover = server.next { $0["id"] == .integer(5) }
        let contents = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(contents.contains("title in each language:\n- en: \"Profile\"\n- de: \"Mehr\""), "\(contents)")
        #expect(server.stop() == 0)
    }

    /// A client that registers no watchers and pulls: the next pull after the
    /// catalog changed on disk sees the change (the stat-compare before each check).
    @Test func withoutWatchersAPullAfterTheCatalogChangedSeesIt() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("tablint-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let text = "defaults {\n    more \"More\", \"Mehr\"\n    strings \"Localizable.xcstrings\"\n}\ntab profile \"Profile\" { icon \"person\" }\n"
        let tabs = root.appendingPathComponent("App.tabs"), catalog = root.appendingPathComponent("Localizable.xcstrings")
        try text.write(to: tabs, atomically: true, encoding: .utf8)
        try Self.catalog(profile: "Profil").write(to: catalog, atomically: true, encoding: .utf8)
        let uri = "file://" + tabs.path

        let server = try LiveServer()
        let caps: JSONValue = .object(["textDocument": .object(["diagnostic": .object([:])])])
        server.send(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": caps])))
        server.send(notification("initialized", .object([:])))
        server.send(didOpen(uri, text))
        func pull(_ id: Int) -> [String] {
            server.send(request(.integer(Int64(id)), "textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])])))
            let answer = server.next { $0["id"] == .integer(Int64(id)) }
            return (answer?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        }
        #expect(pull(2) == [])
        try Self.catalog(profile: "Mehr").write(to: catalog, atomically: true, encoding: .utf8)
        #expect(pull(3) == ["more-title-clash"])
        #expect(server.stop() == 0)
    }
}
