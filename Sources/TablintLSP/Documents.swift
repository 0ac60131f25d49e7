import TabsBase
import TabsLint
import TabsSyntax

/// An open document: its text as bytes, the client's version, and a
/// revision the server bumps on every change (to tell stale checks).
struct Document: Sendable {
    let uri: String
    var version: Int?
    var revision: Int
    /// The revision it was opened with (tells a document closed and opened again).
    let opened: Int
    var lines: TextLines
    var text: [UInt8] { lines.bytes }
    /// Whether the server lints and serves it, decided once when it is opened.
    let linting: Linting
    /// Whether the document is `.tabs` text, which is checked and served.
    var isTabs: Bool { linting == .tabs }

    init(uri: String, languageId: String?, version: Int?, text: [UInt8], revision: Int) {
        self.uri = uri
        self.linting = Linting(languageId: languageId, uri: uri)
        self.version = version
        self.revision = revision
        self.opened = revision
        self.lines = TextLines(text)
    }

    /// A change from `didChange`: a range edit, or the whole text when `range` is nil.
    struct Change: Sendable {
        var range: LSPRange?
        var text: String
    }

    /// Applies changes in order; ranges outside the text are clamped.
    mutating func apply(_ changes: [Change], encoding: PositionEncoding) {
        var bytes = lines.bytes
        var current = lines
        for change in changes {
            if let range = change.range {
                let span = current.byteRange(of: range, in: encoding)
                bytes.replaceSubrange(span, with: Array(change.text.utf8))
            } else {
                bytes = Array(change.text.utf8)
            }
            current = TextLines(bytes)
        }
        lines = current
    }
}

/// Which open documents the server lints and serves (docs/language-server.md,
/// "Documents it lints"): those the client opened as `tabs` (in any case),
/// whatever the URI, and those whose URI ends in `.tabs` (in any case,
/// `App.TABS` too) when the client names no language for them (`languageId` absent, `""`, `plaintext` or
/// `text`, in any case: an editor that does not know the extension yet;
/// and `fundamental`, which is what eglot sends for a buffer in Emacs's
/// `fundamental-mode`, the mode of a file Emacs does not know).
/// A document opened as another language (`json`, `swift`) is not.
enum Linting: Sendable, Equatable {
    case tabs
    /// The client opened it as another language.
    case otherLanguage(String)
    /// The client names no language, and the URI does not end in `.tabs`.
    case notTabsFile

    init(languageId: String?, uri: String) {
        let language = languageId?.lowercased() ?? ""
        if language == "tabs" {
            self = .tabs
        } else if language.isEmpty || language == "plaintext" || language == "text" || language == "fundamental" {
            self = uri.suffix(5).lowercased() == ".tabs" ? .tabs : .notTabsFile
        } else {
            self = .otherLanguage(languageId ?? "")
        }
    }

    /// Why a document is not linted, for the client's log; nil when it is.
    func reason(uri: String) -> String? {
        switch self {
        case .tabs:
            return nil
        case .otherLanguage(let language):
            return "not checking \(Self.shown(uri)): the client opened it as `\(Self.shown(language))`, not `tabs` "
                + "(set the editor's language or file type for it to `tabs`)"
        case .notTabsFile:
            return "not checking \(Self.shown(uri)): the client names no language for it and its name does not end in `.tabs`"
        }
    }

    /// Client text as it may be shown in a log: printable ASCII kept,
    /// anything else (control characters, bidi overrides) as `\u{…}`, and
    /// at most 200 characters.
    static func shown(_ text: String) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 200 { out += "…"; break }
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}

/// A document's lint result and model, cached per revision and settings.
struct Analysis: Sendable {
    let revision: Int
    let generation: Int
    let result: LintResult
    /// The configuration's `exclude` covers the file: `tablint check`
    /// skips it, so the server reports nothing for it either.
    var excluded = false
    var tree: SyntaxTree { result.tree }
    var model: Model { result.model }
    /// The diagnostics to report (none for an excluded file).
    var diagnostics: [Diagnostic] { excluded ? [] : result.diagnostics }
}

/// The open documents, keyed by URI exactly as the client sent it, and
/// their analyses. Shared by the request queue (which edits) and the check
/// worker (which reads); everything is under one lock.
final class DocumentStore: Sendable {
    struct Contents {
        var documents: [String: Document] = [:]
        var analyses: [String: Analysis] = [:]
        var nextRevision = 1
    }
    private let contents = Lock(Contents())

    func withLock<T: Sendable>(_ body: (inout [String: Document]) -> T) -> T {
        contents.withLock { body(&$0.documents) }
    }

    func document(_ uri: String) -> Document? { contents.withLock { $0.documents[uri] } }

    var uris: [String] { contents.withLock { Array($0.documents.keys) } }

    func open(uri: String, languageId: String?, version: Int?, text: [UInt8]) {
        contents.withLock {
            $0.documents[uri] = Document(uri: uri, languageId: languageId, version: version, text: text, revision: $0.nextRevision)
            $0.nextRevision += 1
            $0.analyses[uri] = nil
        }
    }

    /// Applies a change; false when the document is not open.
    func change(uri: String, version: Int?, changes: [Document.Change], encoding: PositionEncoding) -> Bool {
        contents.withLock { contents in
            guard var document = contents.documents[uri] else { return false }
            document.apply(changes, encoding: encoding)
            // A change without a version (which LSP requires) leaves none: publishing the old
            // number with the new text's diagnostics would mislabel them.
            document.version = version
            document.revision = contents.nextRevision
            contents.nextRevision += 1
            contents.documents[uri] = document
            contents.analyses[uri] = nil
            return true
        }
    }

    /// Removes a document and its analysis; `whileLocked` runs, when it
    /// was open, before anyone else can see the store again.
    func close(_ uri: String, whileLocked: () -> Void) {
        contents.withLock {
            if $0.documents.removeValue(forKey: uri) != nil { whileLocked() }
            $0.analyses[uri] = nil
        }
    }

    func cachedAnalysis(_ uri: String, revision: Int, generation: Int) -> Analysis? {
        contents.withLock {
            guard let a = $0.analyses[uri], a.revision == revision, a.generation == generation else { return nil }
            return a
        }
    }

    func store(_ analysis: Analysis, for uri: String) {
        contents.withLock {
            guard $0.documents[uri]?.revision == analysis.revision else { return }
            $0.analyses[uri] = analysis
        }
    }
}

/// Turns a `file://` URI into a path (percent-decoded); nil for other schemes.
func filePath(fromURI uri: String) -> String? {
    let lower = uri.lowercased()
    guard lower.hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst(7))
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    guard rest.hasPrefix("/") else { return nil }
    var path = percentDecoded(rest)
    // Windows drive letters (`/c:/x`) are not expected here; leave as is.
    if path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
}

/// URI text with its `%XX` escapes decoded (a `%` not followed by two hex digits stays).
func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let b = utf8.first {
        utf8 = utf8.dropFirst()
        if b == 0x25, utf8.count >= 2, let h = TextDecoding.hexValue(utf8[utf8.startIndex]), let l = TextDecoding.hexValue(utf8[utf8.startIndex + 1]) {
            bytes.append(h << 4 | l)
            utf8 = utf8.dropFirst(2)
        } else {
            bytes.append(b)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
