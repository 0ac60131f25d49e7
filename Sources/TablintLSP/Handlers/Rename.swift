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

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else { return false }
        return s.utf8.allSatisfy { $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
    }
}

/// `textDocument/prepareRename`: the id's range, or why it cannot be renamed.
enum PrepareRenameRequest: RequestHandler {
    static let method = "textDocument/prepareRename"

    static func handle(_ p: TextDocumentPositionParams, _ context: ServerContext) throws(ResponseError) -> PrepareRenameResult {
        guard let id = IDContext(p, context) else { return PrepareRenameResult() }
        if let refusal = Rename.refusal(of: id.target, among: id.all) { throw .requestFailed(refusal) }
        return PrepareRenameResult(writer: context.writer(for: id.document), target: id.target)
    }
}

/// `textDocument/rename`: refused, with nothing applied, when the new name
/// is not an id, is taken, or is retired, and at a retired id.
enum RenameRequest: RequestHandler {
    static let method = "textDocument/rename"
    static let capability: Capability? = Capability(name: "renameProvider", value: .rename(prepare: true))

    static func handle(_ p: RenameParams, _ context: ServerContext) throws(ResponseError) -> WorkspaceEditResult {
        guard Rename.isIdentifier(p.newName) else {
            throw .invalidParams("`\(p.newName)` is not a valid id: use letters, digits and `_`, not starting with a digit")
        }
        guard let id = IDContext(p.at, context) else { return WorkspaceEditResult() }
        if let refusal = Rename.refusal(of: id.target, among: id.all) { throw .requestFailed(refusal) }
        if let conflict = Rename.conflict(p.newName, target: id.target, in: SyntaxFacts(tree: id.analysis.tree).occurrences()) {
            throw .requestFailed(conflict)
        }
        // Every declaration and reference is renamed, no past name.
        let edits = id.all.filter { $0.kind != .pastName }.map { TabsLint.TextEdit(range: $0.range, newText: p.newName) }
        return WorkspaceEditResult(writer: context.writer(for: id.document), edits: edits)
    }
}
