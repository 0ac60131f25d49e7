import TabsJSON

/// JSON-RPC 2.0 and LSP error codes.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let requestFailed = -32803
}

/// An error answered to a request.
public struct ResponseError: Error, Sendable, Equatable {
    public var code: Int
    public var message: String
    public init(code: Int, message: String) { self.code = code; self.message = message }

    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.invalidParams, message: message)
    }

    static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.requestFailed, message: message)
    }
}

/// A decoded incoming message. Decoding is separate from framing (bytes)
/// and from dispatch (what a method means).
public enum IncomingMessage: Sendable {
    /// `id` is a number or a string, kept as sent so the answer echoes it.
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent; ignored.
    case response(id: JSONValue)
    /// Not a message: answer with this error (id null when none is readable).
    case invalid(id: JSONValue, error: ResponseError)

    /// Decodes one body.
    public static func decode(_ body: [UInt8]) -> IncomingMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            return .invalid(id: .null, error: ResponseError(code: ErrorCode.parseError, message: "parse error: \(error.description)"))
        }
        guard let object = value.objectValue else {
            return .invalid(id: .null, error: ResponseError(
                code: ErrorCode.invalidRequest, message: "a message must be a JSON object, not \(value.kindDescription)"))
        }
        let rawID = object["id"]
        let id: JSONValue? = switch rawID {
        case .some(.integer), .some(.double), .some(.string): rawID
        default: nil
        }
        func invalid(_ message: String) -> IncomingMessage {
            .invalid(id: id ?? .null, error: ResponseError(code: ErrorCode.invalidRequest, message: message))
        }
        guard object["jsonrpc"]?.stringValue == "2.0" else { return invalid("`jsonrpc` must be \"2.0\"") }
        if rawID != nil && id == nil { return invalid("`id` must be a number or a string") }
        guard let methodValue = object["method"] else {
            if let id, object["result"] != nil || object["error"] != nil { return .response(id: id) }
            return invalid("a request needs a `method`")
        }
        guard let method = methodValue.stringValue else { return invalid("`method` must be a string") }
        let params = object["params"]
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}

/// Builders of outgoing messages.
public enum OutgoingMessage {
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "result": result])
    }

    public static func error(id: JSONValue, _ error: ResponseError) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "error": .object(["code": .integer(Int64(error.code)), "message": .string(error.message)])])
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// A request to the client; `params` nil leaves the member out (JSON-RPC
    /// allows an object or an array there, not null).
    public static func request(id: JSONValue, _ method: String, _ params: JSONValue?) -> JSONValue {
        .members(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params])
    }
}
