import Testing
@testable import TabsLint

/// The model builder finds each block's first record of an attribute by its
/// position in `AttributeSchema`'s list; these positions must name the
/// attributes they claim, and every list must fit `FirstRecords`.
@Suite struct SchemaSlotTests {
    @Test func slotsNameTheirAttributes() {
        let expected: [(BlockKind, String, Int)] = [
            (.tab, "icon", TabSlot.icon), (.tab, "placement", TabSlot.placement), (.tab, "role", TabSlot.role),
            (.tab, "platforms", TabSlot.platforms),
            (.section, "placement", SectionSlot.placement), (.section, "platforms", SectionSlot.platforms),
            (.section, "dynamic", SectionSlot.dynamic),
            (.defaults, "selected", DefaultsSlot.selected), (.defaults, "cached", DefaultsSlot.cached),
            (.defaults, "limit", DefaultsSlot.limit), (.defaults, "more", DefaultsSlot.more),
            (.defaults, "platforms", DefaultsSlot.platforms), (.defaults, "deployment", DefaultsSlot.deployment),
            (.defaults, "style", DefaultsSlot.style), (.defaults, "retired", DefaultsSlot.retired),
        ]
        for (block, name, slot) in expected {
            let list = AttributeSchema.attributes(of: block)
            #expect(list.indices.contains(slot) && list[slot].name == name, "\(block) \(name)")
        }
        #expect(AttributeSchema.slot(named: "nope", in: .tab) == -1)
    }

    @Test func everyBlockFitsFirstRecords() {
        for block in [BlockKind.tab, .section, .defaults] {
            #expect(AttributeSchema.attributes(of: block).count <= FirstRecords.capacity, "\(block)")
        }
        var first = FirstRecords()
        first.set(FirstRecords.capacity, .record(3))
        first.set(-1, .record(3))
        #expect(first[FirstRecords.capacity] == nil && first[-1] == nil && first[0] == nil)
        first.set(2, .record(5))
        first.set(3, .clean(0))
        first.set(4, .clean(7))
        first.set(5, .record(0))
        #expect(first[2] == .record(5) && first[3] == .clean(0) && first[4] == .clean(7) && first[5] == .record(0))
        #expect(first[1] == nil && first[6] == nil)
    }
}
