import TabsJSON
import TabsLint
import TabsSyntax

/// A code action as a plain value: what it does and the edits it makes.
struct ActionValue {
    var title: String
    var kind: String
    /// The diagnostic it fixes (quick fixes).
    var diagnostic: Diagnostic?
    var isPreferred: Bool?
    var edits: [TabsLint.TextEdit]
}

/// `textDocument/codeAction`: `CodeAction`s, or `Command`s for a client
/// without `codeActionLiteralSupport` (run by `ExecuteCommandRequest`).
enum CodeActionRequest: RequestHandler {
    static let method = "textDocument/codeAction"
    static func capability(for client: ClientCapabilities) -> Capability? {
        Capability(name: "codeActionProvider", value: client.codeActionLiterals
                   ? .codeActionKinds([CodeActionKind.quickfix, CodeActionKind.fixAll]) : .supported)
    }

    static func handle(_ p: CodeActionParams, _ context: ServerContext) -> CodeActionsResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return CodeActionsResult() }
        let writer = context.writer(for: document)
        let span = writer.lines.byteRange(of: p.range, in: writer.client.encoding)
        // Quick fixes of the diagnostics overlapping the range, then "fix all" when wanted.
        var actions: [ActionValue] = []
        if p.wants(CodeActionKind.quickfix) {
            for d in analysis.diagnostics {
                guard let fix = d.fix, !fix.edits.isEmpty else { continue }
                guard d.range.start <= span.upperBound && span.lowerBound <= d.range.end else { continue }
                actions.append(ActionValue(title: fix.message, kind: CodeActionKind.quickfix, diagnostic: d,
                                           isPreferred: fix.applicability == .safe, edits: fix.edits))
            }
        }
        if p.wants(CodeActionKind.fixAll), !analysis.excluded,
           let edit = fixAllEdit(document.text, settings: context.workspace.settings(forURI: document.uri)) {
            actions.append(ActionValue(title: "Fix all safe tablint problems", kind: CodeActionKind.fixAll, edits: [edit]))
        }
        return CodeActionsResult(writer: writer, actions: actions)
    }

    /// What `tablint check --fix` would make of `old` (the same
    /// `FixApplier`: safe fixes, re-checked and repeated, nothing when the
    /// text has syntax errors), as one edit over the part that changes; nil
    /// when nothing would.
    static func fixAllEdit(_ old: [UInt8], settings: LintSettings) -> TabsLint.TextEdit? {
        let outcome = FixApplier.fix(old, unsafe: false) { text in
            Linter.check(text, levels: settings.levels, catalog: settings.catalog)
        }
        let new = outcome.bytes
        guard new != old else { return nil }
        // The common start and end, kept whole: no edit boundary inside a
        // UTF-8 sequence or between CR and LF.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        func splits(_ bytes: [UInt8], _ at: Int) -> Bool {
            guard at > 0 && at < bytes.count else { return false }
            return bytes[at] & 0xC0 == 0x80 || (bytes[at - 1] == 0x0D && bytes[at] == 0x0A)
        }
        while prefix > 0 && (splits(old, prefix) || splits(new, prefix)) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && (splits(old, old.count - suffix) || splits(new, new.count - suffix)) { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return TabsLint.TextEdit(range: ByteRange(prefix, old.count - suffix), newText: replacement)
    }
}
