import Testing
import TabsSyntax
@testable import TabsLint

/// The model's small types: the compact optional keeps its wrapped type's
/// size and round-trips every value, first-position tables answer the
/// earlier holder of a key, and a tab stays as small as it was.
@Suite struct ModelTypesTests {
    @Test func compactOptionalsRoundTripAndKeepTheirSize() {
        #expect(MemoryLayout<Compact<ByteRange>>.size == MemoryLayout<ByteRange>.size)
        #expect(MemoryLayout<Compact<IdKey>>.size == MemoryLayout<Int32>.size)
        #expect(Compact<ByteRange>(nil).value == nil)
        #expect(Compact(ByteRange(0, 0)).value == ByteRange(0, 0))
        #expect(Compact(ByteRange(3, 9)).value == ByteRange(3, 9))
        #expect(Compact<TitleKey>(nil).value == nil)
        #expect(Compact(TitleKey(raw: 0)).value == TitleKey(raw: 0))
        #expect(Compact<Int32>(nil).value == nil && Compact(Int32(7)).value == 7)
    }

    @Test func aTabStaysCompact() {
        // Seven optional ranges, four optional keys and the rest: the size
        // the rules copy as they walk the tabs (about 90 bytes).
        #expect(MemoryLayout<TabModel>.size <= 96, "TabModel is \(MemoryLayout<TabModel>.size) bytes")
    }

    @Test func firstPositionsAnswerTheEarlierHolder() {
        var first = FirstPositions<IconKey>(keys: 3)
        #expect(first.earlier(than: 0, for: IconKey(raw: 1)) == nil)
        #expect(first.earlier(than: 1, for: IconKey(raw: 2)) == nil)
        #expect(first.earlier(than: 2, for: IconKey(raw: 1)) == 0)
        #expect(first.earlier(than: 3, for: IconKey(raw: 1)) == 0)
        #expect(first[IconKey(raw: 2)] == 1 && first[IconKey(raw: 0)] == nil)
        // Keys outside the table are never recorded.
        #expect(first.earlier(than: 4, for: IconKey(raw: 3)) == nil && first[IconKey(raw: 3)] == nil)
        #expect(first.earlier(than: 5, for: IconKey(raw: -1)) == nil)
    }

    @Test func sectionsAndTabsShareTheIdKeysAndAnswerByID() {
        let source = "section s \"S\" {\n    tab a \"A\" { icon \"star\" }\n}\ntab s \"T\" { icon \"bell\" }\ntab a \"B\" { icon \"house\" }\n"
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.sections[0].idKey == model.tabs[1].idKey)
        #expect(model.tabs[0].idKey == model.tabs[2].idKey && model.tabs[0].idKey != nil)
        #expect(model.tabByID["a"] == 0 && model.tabByID["s"] == 1 && model.sectionByID["s"] == 0)
        #expect(model.sectionByID["a"] == nil && model.tabByID["zz"] == nil)
        #expect(model.tabs[0].section == 0 && model.tabs[1].section == nil)
        #expect(model.tabs[1].idKey.map { model.ids.string($0) } == "s")
    }
}

/// The hand-written raw-value initializers (`ModelValues.swift`) agree
/// with the raw values, case by case, and refuse anything else.
@Suite struct RawValueInitializerTests {
    private func roundTrips<E: RawRepresentable & CaseIterable & Equatable>(_: E.Type) -> Bool where E.RawValue == String {
        E.allCases.allSatisfy { E(rawValue: $0.rawValue) == $0 }
            && E.allCases.allSatisfy { E(rawValue: $0.rawValue.uppercased()) == nil && E(rawValue: $0.rawValue + " ") == nil }
            && E(rawValue: "") == nil
    }

    @Test func everyCaseRoundTrips() {
        #expect(roundTrips(Platform.self))
        #expect(roundTrips(Placement.self))
        #expect(roundTrips(Role.self))
        #expect(roundTrips(TabViewStyle.self))
        #expect(Platform.allCases.map(\.rawValue) == ["iphone", "ipad", "mac", "vision", "tv"])
        #expect(Placement.allCases.map(\.rawValue) == ["automatic", "pinned", "sidebarOnly"])
        #expect(Role.allCases.map(\.rawValue) == ["search", "prominent", "action"])
        #expect(TabViewStyle.allCases.map(\.rawValue) == ["automatic", "tabBarOnly", "sidebarAdaptable", "page"])
    }
}
