import TabsLint
import TabsSyntax

/// What the Swift generator renders: a checked file's model, and what the
/// generator works out of it once. Made only from a file the generator's
/// checks passed (`SwiftGenerator.diagnostics` holds no error): every tab
/// and section then has an id and a title, and every reference names a
/// declared tab.
public struct GenerationInput: Sendable {
    /// A position in the source, for generation errors (1-based; columns
    /// count Unicode scalars).
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) { self.line = line; self.column = column }
    }

    public let model: Model
    /// The tabs in declaration order, those inside sections included.
    public var tabs: [TabModel] { model.tabs }
    public var sections: [SectionModel] { model.sections }
    /// Where each tab's id is written (by index in `tabs`), and each section's.
    public let tabPositions: [Position]
    public let sectionPositions: [Position]
    /// Index into `tabs` of the launch tab (`selected`, else the first selectable tab without `when`, else the first selectable tab).
    public let launch: Int
    /// Indexes into `tabs`, in `cached` order, without repeats.
    public let cached: [Int]
    /// The condition names of `when`, in order of first use (empty without `when`).
    public var conditions: [String] { model.conditionNames.map(\.value) }
    /// Where each condition is first written.
    public let conditionPositions: [Position]

    public init(_ result: LintResult) {
        let model = result.model
        func position(_ range: ByteRange) -> Position {
            let at = result.lineIndex.location(of: range.start)
            return Position(line: at.line.value, column: at.column.value)
        }
        self.model = model
        tabPositions = model.tabs.map { position($0.idRange) }
        sectionPositions = model.sections.map { position($0.id?.range ?? $0.keyword) }
        conditionPositions = model.conditionNames.map { position($0.range) }
        cached = model.listedCached
        launch = model.launch() ?? 0
    }

    /// A tab's title as written (not trimmed): the localization key.
    public func title(ofTab k: Int) -> String { tabs[k].writtenTitle ?? "" }
    public func id(ofSection k: Int) -> String { sections[k].id?.value ?? "" }
    public func title(ofSection k: Int) -> String { sections[k].writtenTitle ?? "" }
    /// `retired`, in order.
    public var retired: [String] { model.defaults?.retired.map(\.value) ?? [] }

    /// The file's top-level tabs and sections in declaration order (a
    /// section's tabs are its own), as indexes into `tabs` and `sections`.
    public enum TopLevel: Sendable, Equatable { case tab(Int), section(Int) }

    public var topLevel: [TopLevel] {
        let tabs = self.tabs.indices.filter { self.tabs[$0].section == nil }.map { (self.tabs[$0].keyword.start, TopLevel.tab($0)) }
        let sections = self.sections.indices.map { (self.sections[$0].keyword.start, TopLevel.section($0)) }
        return (tabs + sections).sorted { $0.0 < $1.0 }.map(\.1)
    }
}
