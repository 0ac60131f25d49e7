import Testing
@testable import TablintLSP

@Suite struct FramingTests {
    func messages(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case .message(let b) = $0 { String(decoding: b, as: UTF8.self) } else { nil } }
    }
    func problems(_ events: [MessageFramer.Event]) -> Int {
        events.filter { if case .problem = $0 { true } else { false } }.count
    }

    @Test func oneMessage() {
        var f = MessageFramer()
        #expect(messages(f.feed(Array("Content-Length: 2\r\n\r\n{}".utf8))) == ["{}"])
        #expect(f.isIdle)
    }

    @Test func headerNamesIgnoreCaseAndValuesMayHaveWhiteSpace() {
        var f = MessageFramer()
        let input = "content-LENGTH:   3  \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]"
        #expect(messages(f.feed(Array(input.utf8))) == ["[1]"])
        var g = MessageFramer()
        #expect(messages(g.feed(Array("Content-Type: x\r\nCONTENT-LENGTH:\t2\r\n\r\n{}".utf8))) == ["{}"])
    }

    @Test func severalMessagesInOneRead() {
        var f = MessageFramer()
        let input = "Content-Length: 1\r\n\r\naContent-Length: 2\r\n\r\nbcContent-Length: 0\r\n\r\n"
        #expect(messages(f.feed(Array(input.utf8))) == ["a", "bc", ""])
    }

    @Test func oneMessageSplitAcrossManyReads() {
        var f = MessageFramer()
        let input = Array("Content-Length: 11\r\n\r\n{\"a\": \"é\"}".utf8)
        var out: [String] = []
        for b in input { out += messages(f.feed([b])) }
        #expect(out == ["{\"a\": \"é\"}"])
    }

    @Test func oversizedBodyIsSkippedWithoutStoringIt() {
        var f = MessageFramer()
        let size = MessageFramer.maximumBodySize + 10
        var events = f.feed(Array("Content-Length: \(size)\r\n\r\n".utf8))
        #expect(problems(events) == 1)
        let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
        var left = size
        while left > 0 {
            let n = min(left, chunk.count)
            events = f.feed(chunk[0..<n])
            #expect(messages(events).isEmpty)
            #expect(f.buffer.count < 70_000)
            left -= n
        }
        #expect(messages(f.feed(Array("Content-Length: 2\r\n\r\n{}".utf8))) == ["{}"])
    }

    @Test func badLengthsAreLoggedAndTheStreamResyncs() {
        for bad in ["-5", "abc", "", "99999999999999999999999"] {
            var f = MessageFramer()
            let input = "Content-Length: \(bad)\r\n\r\n{\"x\":1}Content-Length: 2\r\n\r\n{}"
            let events = f.feed(Array(input.utf8))
            #expect(messages(events) == ["{}"], "for \(bad)")
            #expect(problems(events) >= 1)
        }
    }

    @Test func garbageHeadersAreSkipped() {
        var f = MessageFramer()
        let input = "hello there\r\n\r\n\r\n\r\nContent-Length: 2\r\n\r\n{}"
        let events = f.feed(Array(input.utf8))
        #expect(messages(events) == ["{}"])
        #expect(problems(events) >= 1)
    }

    @Test func endlessHeaderIsDropped() {
        var f = MessageFramer()
        let junk = [UInt8](repeating: 0x41, count: 200_000)
        let events = f.feed(junk)
        #expect(problems(events) >= 1)
        #expect(messages(f.feed(Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))) == ["{}"])
    }

    @Test func frameWritesHeader() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
    }
}
