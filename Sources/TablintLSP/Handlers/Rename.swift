import TabsJSON
import TabsLint
import TabsSyntax

enum Rename {
    /// Why an id cannot be renamed, or renamed to `newName`; nil when it can.
    /// Past names (`retired`, `formerly`) are history: never rewritten, and
    /// an id that is only a past name has nothing to rename. A new name
    /// must be free: not declared, not a past name.
    static func refusal(of target: IDOccurrence, among all: [IDOccurrence]) -> String? {
        guard all.contains(where: { $0.kind != .pastName }) else {
            return "`\(target.name)` is a retired id: it names no tab or section, and retired ids are never renamed"
        }
        guard target.kind != .pastName else {
            return "`\(target.name)` here is a retired id, which a rename leaves alone: rename it at its declaration or a reference"
        }
        return nil
    }

    static func conflict(_ newName: String, target: IDOccurrence, in facts: [IDOccurrence]) -> String? {
        guard newName != target.name else { return nil }
        if facts.contains(where: { $0.name == newName && $0.isDeclaration }) {
            return "`\(newName)` is already the id of a tab or section: choose another name"
        }
        if facts.contains(where: { $0.name == newName && $0.kind == .pastName }) {
            return "`\(newName)` is a retired id, never to be used again: choose another name"
        }
        return nil
    }

    /// The edits of a rename: every declaration and reference, no past name.
    static func edits(_ all: [IDOccurrence], to newName: String) -> [TabsLint.TextEdit] {
        all.filter { $0.kind != .pastName }.map { TabsLint.TextEdit(range: $0.range, newText: newName) }
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else { return false }
        return s.utf8.allSatisfy { $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
    }
}

extension ResponseError {
    static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.requestFailed, message: message)
    }
}

extension LanguageServer {
    func prepareRename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, all, target) = idContext(p) else { return .null }
        if let refusal = Rename.refusal(of: target, among: all) { throw .requestFailed(refusal) }
        return .object(["range": writer(for: document).range(target.range), "placeholder": .string(target.name)])
    }

    /// Refused, with nothing applied, when the new name is not an id, is
    /// taken, or is retired, and at a retired id.
    func rename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try RenameParams(params)
        guard Rename.isIdentifier(p.newName) else {
            throw .invalidParams("`\(p.newName)` is not a valid id: use letters, digits and `_`, not starting with a digit")
        }
        let at = TextDocumentPositionParams(uri: p.uri, position: p.position)
        guard let (document, all, target) = idContext(at), let (_, analysis) = openDocument(p.uri) else { return .null }
        if let refusal = Rename.refusal(of: target, among: all) { throw .requestFailed(refusal) }
        if let conflict = Rename.conflict(p.newName, target: target, in: SyntaxFacts(tree: analysis.tree).occurrences()) {
            throw .requestFailed(conflict)
        }
        return writer(for: document).workspaceEdit(Rename.edits(all, to: p.newName))
    }
}
