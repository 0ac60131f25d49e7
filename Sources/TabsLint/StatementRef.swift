import TabsSyntax

/// Where the builder finds a statement it has checked: its attribute
/// record, or, for a clean statement whose record was not kept (see
/// `ModelBuilder.records`), the statement itself in the tree.
enum StatementRef: Equatable {
    /// An index into `ModelBuilder.records`.
    case record(Int)
    /// An index into `SyntaxTree.blockMembers` of a clean statement.
    case clean(Int)
}

/// The first counting statement of each attribute of a block, by its slot
/// in the block's schema (`AttributeSchema.attributes(of:)`).
///
/// Made for every block of the file, so it is eight lanes of one SIMD
/// vector rather than an array: nothing is allocated, copied or hashed.
/// How a `StatementRef?` fits a lane is private to this type: a record is
/// its index (0 and up), a clean statement -2 minus its member index, and
/// "none" -1.
struct FirstRecords {
    /// Room for a block of up to sixteen attribute names (a test keeps the schema within it).
    static let capacity = 16
    private var lanes = SIMD16<Int32>(repeating: -1)

    @inline(__always) subscript(slot: Int) -> StatementRef? {
        guard slot >= 0 && slot < FirstRecords.capacity else { return nil }
        let lane = Int(lanes[slot])
        if lane >= 0 { return .record(lane) }
        return lane == -1 ? nil : .clean(-2 - lane)
    }

    @inline(__always) mutating func set(_ slot: Int, _ statement: StatementRef) {
        guard slot >= 0 && slot < FirstRecords.capacity else { return }
        switch statement {
        case .record(let index): lanes[slot] = Int32(truncatingIfNeeded: index)
        case .clean(let member): lanes[slot] = Int32(truncatingIfNeeded: -2 - member)
        }
    }
}

/// Slots of the attributes the builder reads, looked up in
/// `AttributeSchema`'s lists once (so reordering a list cannot misplace one).
enum TabSlot {
    static let icon = AttributeSchema.slot(named: "icon", in: .tab)
    static let placement = AttributeSchema.slot(named: "placement", in: .tab)
    static let role = AttributeSchema.slot(named: "role", in: .tab)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .tab)
    static let formerly = AttributeSchema.slot(named: "formerly", in: .tab)
}
enum SectionSlot {
    static let placement = AttributeSchema.slot(named: "placement", in: .section)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .section)
    static let dynamic = AttributeSchema.slot(named: "dynamic", in: .section)
}
enum DefaultsSlot {
    static let selected = AttributeSchema.slot(named: "selected", in: .defaults)
    static let cached = AttributeSchema.slot(named: "cached", in: .defaults)
    static let limit = AttributeSchema.slot(named: "limit", in: .defaults)
    static let more = AttributeSchema.slot(named: "more", in: .defaults)
    static let platforms = AttributeSchema.slot(named: "platforms", in: .defaults)
    static let deployment = AttributeSchema.slot(named: "deployment", in: .defaults)
    static let bar = AttributeSchema.slot(named: "bar", in: .defaults)
    static let style = AttributeSchema.slot(named: "style", in: .defaults)
    static let retired = AttributeSchema.slot(named: "retired", in: .defaults)
    static let strings = AttributeSchema.slot(named: "strings", in: .defaults)
    static let languages = AttributeSchema.slot(named: "languages", in: .defaults)
}
