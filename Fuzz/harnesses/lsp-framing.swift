import TabsJSON
import TablintLSP

/// Arbitrary bytes into the framer (whole, and in chunks the input picks),
/// every body through JSON-RPC decoding; and any body framed by `frame`
/// comes back out whole, however it is split.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkFraming(fuzzBytes(data, size))
    return 0
}

func messages(_ events: [MessageFramer.Event]) -> [[UInt8]] {
    events.compactMap { if case .message(let body) = $0 { body } else { nil } }
}

func checkFraming(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let input = Array(bytes.dropFirst())
    // The whole input at once.
    var whole = MessageFramer()
    let wholeEvents = whole.feed(input)
    for body in messages(wholeEvents) {
        switch IncomingMessage.decode(body) {
        case .request(let id, _, _): _ = id.serialized()
        default: break
        }
    }
    // The same input in chunks of 1...16 bytes (sizes from the first byte).
    var chunked = MessageFramer()
    var chunkedEvents: [MessageFramer.Event] = []
    var i = 0
    var step = UInt(first)
    while i < input.count {
        let n = 1 + Int(step % 16)
        step = step &* 31 &+ 7
        chunkedEvents += chunked.feed(input[i..<min(i + n, input.count)])
        i += n
    }
    chunkedEvents += chunked.feed([UInt8]())
    fuzzCheck(messages(wholeEvents) == messages(chunkedEvents),
              "chunking changed the messages: \(messages(wholeEvents).count) whole, \(messages(chunkedEvents).count) chunked")
    fuzzCheck(whole.isIdle == chunked.isIdle, "chunking changed the final state")

    // Framing round trip: any body, framed, split anywhere, comes back.
    var framer = MessageFramer()
    let framed = MessageFramer.frame(input) + MessageFramer.frame(Array(input.prefix(3)))
    var out: [MessageFramer.Event] = []
    let cut = Int(first) % (framed.count + 1)
    out += framer.feed(framed[..<cut])
    out += framer.feed(framed[cut...])
    fuzzCheck(out == [.message(input), .message(Array(input.prefix(3)))], "frame/feed round trip lost a message: \(out.count) events")
    fuzzCheck(framer.isIdle, "framer not idle after whole messages")

    // The JSON parser on the raw input (bodies are JSON).
    _ = try? JSONValue.parse(input)
}
