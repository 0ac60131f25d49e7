import Foundation
import Testing
import TabsJSON
import TabsLint
@testable import TablintLSP

/// Hostile traffic: floods, cancellation storms, edits racing requests, and
/// junk on a real stdio connection. Each test ends by checking the server
/// still answers a fresh request, and that every request got one answer.
/// Serialized: each test loads the machine on its own.
@Suite(.serialized) struct StormTests {
    /// A URI in a folder that does not exist, so no configuration applies.
    static let uri = "file:///nonexistent-tablint-storm/Storm.tabs"
    static let document = "tab home \"Home\" { icon \"house\" }\ntab feed \"Feed\" { icon \"list\" }\ntab me \"Me\" { icon \"person\" }\n"

    static func textDocument(_ uri: String = uri) -> JSONValue { .object(["uri": .string(uri)]) }

    static func at(_ line: Int, _ character: Int, _ uri: String = uri) -> JSONValue {
        .object(["textDocument": textDocument(uri), "position": position(line, character)])
    }

    /// Responses (messages with an id and no method), counted by integer id.
    static func answerCounts(_ messages: [JSONValue]) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for m in messages where m["method"] == nil {
            if let id = m["id"]?.intValue { counts[id, default: 0] += 1 }
        }
        return counts
    }

    /// The server still answers a fresh, valid request.
    static func expectStillAnswers(_ c: TestClient, id: Int) {
        let answer = c.call(.integer(Int64(id)), "shutdown")
        #expect(answer != nil, "no answer to a fresh shutdown")
        #expect(answer?["error"] == nil)
        #expect(answer?["result"] == .null)
        c.send(notification("exit"))
        #expect(c.server.exitStatus == 0)
    }

    @Test func tenThousandRequestsWithoutReading() {
        let c = TestClient()
        c.initialize()
        c.open(Self.uri, Self.document)
        let total = 10_000
        for i in 1...total {
            if i % 2 == 0 {
                c.send(request(.integer(Int64(i)), "textDocument/hover", Self.at(i % 3, 6)))
            } else {
                c.send(request(.integer(Int64(i)), "textDocument/documentSymbol", .object(["textDocument": Self.textDocument()])))
            }
        }
        c.settle()
        let messages = c.messages
        let counts = Self.answerCounts(messages)
        #expect(counts.count == total + 1)  // + initialize (id 0)
        #expect((1...total).allSatisfy { counts[$0] == 1 })
        #expect(counts.values.allSatisfy { $0 == 1 })
        let errors = messages.filter { $0["method"] == nil && $0["error"] != nil }
        #expect(errors.isEmpty, "\(errors.prefix(3))")
        Self.expectStillAnswers(c, id: total + 1)
    }

    @Test func cancellationStorm() {
        let c = TestClient()
        c.initialize()
        c.open(Self.uri, Self.document)
        let total = 2_000
        func cancel(_ id: Int) { c.send(notification("$/cancelRequest", .object(["id": .integer(Int64(id))]))) }
        for i in 1...total {
            let method = ["textDocument/hover", "textDocument/documentSymbol", "textDocument/completion", "textDocument/foldingRange"][i % 4]
            c.send(request(.integer(Int64(i)), method, Self.at(i % 3, 7)))
            cancel(i)
            if i % 5 == 0 { cancel(i) }                    // a duplicate cancel
            if i % 7 == 0 { cancel(1_000_000 + i) }        // an id that never existed
            if i % 11 == 0 { cancel(i - 1) }               // a late cancel for an earlier id
            if i % 13 == 0 {                               // odd-shaped cancels
                c.send(notification("$/cancelRequest", .object(["id": .string("\(i)")])))
                c.send(notification("$/cancelRequest", .object(["id": .null])))
                c.send(notification("$/cancelRequest", .object([:])))
            }
        }
        c.settle()
        let messages = c.messages
        let counts = Self.answerCounts(messages)
        #expect((1...total).allSatisfy { counts[$0] == 1 })
        #expect(counts.count == total + 1, "answers to ids never sent")
        var cancelled = 0
        for m in messages where m["method"] == nil {
            guard let id = m["id"]?.intValue, id >= 1 else { continue }
            if m["error"] != nil {
                #expect(errorCode(m) == ErrorCode.requestCancelled, "\(m)")
                cancelled += 1
            } else {
                #expect(m["result"] != nil, "\(m)")
            }
        }
        // Cancels follow their requests at once, so (almost) all are cancelled;
        // at least some must be, or cancellation does nothing.
        #expect(cancelled > 0)
        // A request sent after the storm is not hit by stale cancels.
        let after = c.call(.integer(Int64(total + 1)), "textDocument/documentSymbol", .object(["textDocument": Self.textDocument()]))
        #expect(after?["result"]?.arrayValue != nil)
        Self.expectStillAnswers(c, id: total + 2)
    }

    @Test func editsRacingRequests() throws {
        let c = TestClient()
        c.initialize()
        c.open(Self.uri, Self.document, version: 1)
        var text = Self.document
        var lineCount = 3
        var nextID = 1
        var sentIDs: [Int] = []
        let edits = 300
        for k in 1...edits {
            // Insert a tab line: alternately at the top and at the end; titles
            // repeat, so duplicate-title diagnostics come and go.
            let line = "tab t\(k) \"Title \(k % 17)\" { icon \"i\" }\n"
            let at = k % 2 == 0 ? 0 : lineCount
            c.change(Self.uri, version: k + 1, [.object(["range": range(at, 0, at, 0), "text": .string(line)])])
            if at == 0 {
                text = line + text
            } else {
                text += line
            }
            lineCount += 1
            // Requests at positions that may be stale or out of range.
            let positions = [(k % (lineCount + 5), (k * 7) % 40), (lineCount + 100, 0), (k % 3, 1_000), (0, 0)]
            let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition"]
            // One request per edit (two every fifth), cycling through the
            // kinds of position and the methods.
            for j in (k % 5 == 0 ? [k % 4, (k + 1) % 4] : [k % 4]) {
                let p = positions[j]
                c.send(request(.integer(Int64(nextID)), methods[(k + j) % 3], Self.at(p.0, p.1)))
                sentIDs.append(nextID)
                nextID += 1
            }
        }
        c.settle()
        let messages = c.messages
        let counts = Self.answerCounts(messages)
        #expect(sentIDs.allSatisfy { counts[$0] == 1 })
        #expect(counts.count == sentIDs.count + 1)
        let internalErrors = messages.filter { errorCode($0) == ErrorCode.internalError }
        #expect(internalErrors.isEmpty, "\(internalErrors.prefix(3))")

        // The last publication is for the final version, and agrees with a
        // fresh check of the final text.
        let finalVersion = edits + 1
        let published = try #require(c.diagnostics(Self.uri, version: finalVersion))
        let last = c.publications(Self.uri).last
        #expect(last?["params"]?["version"]?.intValue == finalVersion)
        let expected = Linter.check(Array(text.utf8))
        #expect(!expected.diagnostics.isEmpty)  // duplicate titles, at least
        #expect(published.count == expected.diagnostics.count)
        #expect(published.compactMap { $0["code"]?.stringValue }.sorted() == expected.diagnostics.map(\.rule).sorted())
        // The server's copy of the text is the client's.
        #expect(c.server.requests.documents.document(Self.uri).map { String(decoding: $0.text, as: UTF8.self) } == text)
        Self.expectStillAnswers(c, id: nextID)
    }

    @Test func junkOverStdioThenAValidSession() throws {
        // Garbage: deterministic pseudo-random bytes (no header names in them).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var garbage: [UInt8] = []
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            garbage.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        var input = garbage + Array("\r\n\r\n".utf8)
        input += Array("Content-Len\r\n\r\n".utf8)               // truncated header
        input += Array("Content-Length: -5\r\n\r\n".utf8)
        input += Array("Content-Length: 99999999999999999999\r\n\r\n".utf8)
        input += framed(raw: "[1,2]")
        input += framed(raw: "\"x\"")
        input += framed(raw: "42")
        input += framed(initializeMessage())
        input += framed(notification("initialized", .object([:])))
        input += framed(request(.integer(2), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)
        let counts = Self.answerCounts(run.messages)
        #expect(counts == [1: 1, 2: 1])
        #expect(run.messages.contains { $0["id"] == .integer(1) && $0["result"]?["capabilities"] != nil })
        #expect(run.messages.contains { $0["id"] == .integer(2) && $0["result"] == .null && $0["error"] == nil })
        // The three non-object bodies are each refused once, with id null.
        let refused = run.messages.filter { $0["id"] == .null && errorCode($0) == ErrorCode.invalidRequest }
        #expect(refused.count == 3)
    }
}
