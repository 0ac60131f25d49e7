import TabsLint
import TabsSyntax

/// The options of `tablint generate swift` that shape the code.
public struct GenerationOptions: Sendable, Equatable {
    public enum Access: String, Sendable, CaseIterable { case `internal`, `public` }
    /// Where the generated views look titles up (`--bundle`): the app's
    /// main bundle, or `Bundle.module` of the target compiling the file.
    public enum Bundle: String, Sendable, CaseIterable { case main, module }
    /// The tab enum's name; the other types add `Section`, `Cache`,
    /// `Selection`, `Item` and `View`.
    public var typeName: String
    public var access: Access
    public var bundle: Bundle
    /// The file's base name, for the header line (never an absolute path).
    public var sourceName: String

    public init(typeName: String = "AppTab", access: Access = .internal, bundle: Bundle = .main, sourceName: String) {
        self.typeName = typeName
        self.access = access
        self.bundle = bundle
        self.sourceName = sourceName
    }
}

/// Why an id cannot become a Swift name: printed as
/// `PATH:LINE:COL: error: MESSAGE`, with no rule id.
public struct GenerationError: Sendable, Equatable {
    public var position: GenerationInput.Position
    public var message: String
}

/// Turns a checked `.tabs` file into Swift source (docs/generated-swift.md).
public enum SwiftGenerator {
    /// The rules whose reports block generation whatever the levels and
    /// suppression comments: without them the code could not compile or
    /// keep its promises.
    public static let blockingRules: [any Rule.Type] = [
        SyntaxError.self, DuplicateId.self, ReusedId.self, MissingTitle.self, NoSelectableTab.self, UnknownTab.self,
        ActionTabSelected.self, ActionTabCached.self, TooManyCached.self,
    ]

    /// The diagnostics to report for a checked file: its own (after the
    /// configuration's levels and the suppressions), with every report of a
    /// blocking rule made an error, and added when the levels or a
    /// suppression hid it. Generation goes on only when none is an error.
    /// `levels` are those the file was checked with.
    public static func diagnostics(_ result: LintResult, levels: [String: RuleLevel] = [:]) -> [Diagnostic] {
        let blocking = Set(blockingRules.map { $0.id })
        // Every blocking rule reports at `error` by default, so the check
        // hid none of their reports unless a level turned one off or a
        // comment suppressed it (a directive names `tablint`).
        var again: [Diagnostic] = []
        if blockingRules.contains(where: { levels[$0.id] == .off }) || mentionsTablint(result.tree) {
            // The blocking rules again, on the same tree, without levels or
            // suppressions: anything they report that the check did not is added.
            let context = LintContext(result)
            for rule in blockingRules { again += rule.check(context) }
        }
        return result.diagnostics(blocking: blocking, adding: again)
    }

    /// Whether a comment holds `tablint` (as every suppression directive does).
    static func mentionsTablint(_ tree: SyntaxTree) -> Bool {
        let word: [UInt8] = Array("tablint".utf8)
        return tree.tokens.contains { $0.kind == .comment && tree.bytes[$0.start..<$0.end].firstRange(of: word) != nil }
    }

    /// The ids no generated name can take: `_`, and those that clash with
    /// a member of the generated types or of Swift's synthesized conformances.
    public static func errors(_ input: GenerationInput, options: GenerationOptions) -> [GenerationError] {
        var errors: [GenerationError] = []
        func check(_ id: String, _ position: GenerationInput.Position, kind: String, type: String, refused: Set<String>) {
            if id == "_" {
                errors.append(GenerationError(position: position,
                    message: "the \(kind) id '_' cannot be generated: no Swift case can be named `_`; rename the \(kind)"))
            } else if refused.contains(id) {
                let clash = id == "SwiftUI" ? "the module `SwiftUI`, which the generated \(type)'s `label` and tab view name"
                                            : "the member `\(id)` of the generated \(type)"
                errors.append(GenerationError(position: position,
                    message: "the \(kind) id '\(id)' cannot be generated: it clashes with \(clash); rename the \(kind)"))
            }
        }
        for k in input.sections.indices {
            check(input.id(ofSection: k), input.sectionPositions[k], kind: "section", type: options.typeName + "Section",
                  refused: SwiftNames.refusedSectionIDs)
        }
        // With `when`, `conditions` and `available` are members of the tab enum too.
        let tabRefused = input.conditions.isEmpty ? SwiftNames.refusedTabIDs : SwiftNames.refusedTabIDs.union(SwiftNames.conditionMembers)
        for (k, tab) in input.tabs.enumerated() {
            check(tab.id, input.tabPositions[k], kind: "tab", type: options.typeName, refused: tabRefused)
        }
        // A condition becomes a case of `TYPECondition`: the names refused as ids are refused for it.
        for (k, name) in input.conditions.enumerated() where name == "_" || tabRefused.contains(name) {
            let why = name == "_" ? "no Swift case can be named `_`"
                                  : "the generated code refuses it as a name, as it refuses it as a tab id"
            errors.append(GenerationError(position: input.conditionPositions[k],
                message: "the condition '\(name)' cannot be generated: \(why); rename the condition"))
        }
        // In the file's order.
        errors.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        return errors
    }

    /// The Swift source, as UTF-8 bytes (pure ASCII: every literal is escaped).
    public static func render(_ input: GenerationInput, options: GenerationOptions) -> [UInt8] {
        var renderer = SwiftRenderer(input: input, options: options)
        renderer.render()
        return renderer.out
    }
}
