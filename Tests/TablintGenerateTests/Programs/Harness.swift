// The test program's generic part: for each generated type the registry
// (written by the test) names, it prints what the type says, one fact a
// line, for the test to compare with the `.tabs` source. Text is printed
// as hexadecimal scalar values, so any title survives the trip.
import Foundation

protocol GeneratedTab: Sendable, CaseIterable, Hashable, Codable, RawRepresentable where RawValue == String, AllCases == [Self] {
    associatedtype PlacementType: RawRepresentable where PlacementType.RawValue == String
    associatedtype RoleType: RawRepresentable where RoleType.RawValue == String
    associatedtype PlatformType: RawRepresentable & CaseIterable & Hashable where PlatformType.RawValue == String
    associatedtype SectionType: RawRepresentable & CaseIterable where SectionType.RawValue == String
    var id: String { get }
    var title: String { get }
    var systemImage: String? { get }
    var imageName: String? { get }
    var placement: PlacementType { get }
    var role: RoleType? { get }
    var isSelectable: Bool { get }
    var platforms: Set<PlatformType> { get }
    var section: SectionType? { get }
    static var launch: Self { get }
    static var cached: [Self] { get }
    static var limit: Int { get }
    static var usesSystemTabBar: Bool { get }
    static var retiredIDs: Set<String> { get }
    static func tabBar(on platform: PlatformType) -> [Self]
    init?(persistedID: String)
}

protocol GeneratedSection: Sendable {
    associatedtype TabType
    var title: String { get }
    var tabs: [TabType] { get }
    var dynamicKey: String? { get }
}

protocol GeneratedCache: Equatable, Sendable {
    associatedtype TabType
    init()
    var selection: TabType { get }
    var tabs: [TabType] { get }
    mutating func select(_ tab: TabType) -> Bool
}

func hex(_ s: String) -> String {
    s.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

func ids<T: GeneratedTab>(_ tabs: [T]) -> String { tabs.map(\.rawValue).joined(separator: ",") }

@MainActor
func run<T: GeneratedTab, S: GeneratedSection, C: GeneratedCache>(
    _ name: String, _: T.Type, _: S.Type, _: C.Type, persisted: [String], selections: [String],
    facts: ((T) -> String)? = nil, sectionFacts: ((S) -> String)? = nil
) where S.TabType == T, C.TabType == T, T.SectionType == S {
    print("TYPE \(name)")
    for tab in T.allCases {
        var line = "TAB \(tab.rawValue) id=\(tab.id) title=[\(hex(tab.title))] icon=\(tab.systemImage.map { "[\(hex($0))]" } ?? "-")"
        line += " image=\(tab.imageName.map { "[\(hex($0))]" } ?? "-")"
        line += " placement=\(tab.placement.rawValue) role=\(tab.role?.rawValue ?? "-") selectable=\(tab.isSelectable)"
        line += " platforms=\(T.PlatformType.allCases.filter { tab.platforms.contains($0) }.map(\.rawValue).joined(separator: ","))"
        line += " section=\(tab.section?.rawValue ?? "-")"
        if let facts { line += " " + facts(tab) }
        print(line)
    }
    for section in S.allCases {
        print("SECTION \(section.rawValue) title=[\(hex(section.title))] tabs=\(ids(section.tabs)) dynamic=\(section.dynamicKey ?? "-")"
              + (sectionFacts.map { " " + $0(section) } ?? ""))
    }
    print("LAUNCH \(T.launch.rawValue)")
    print("CACHED \(ids(T.cached))")
    print("LIMIT \(T.limit)")
    print("SYSTEMTABBAR \(T.usesSystemTabBar)")
    print("RETIRED \(T.retiredIDs.sorted().joined(separator: ","))")
    for platform in T.PlatformType.allCases {
        print("TABBAR \(platform.rawValue) \(ids(T.tabBar(on: platform)))")
    }
    for id in persisted {
        print("PERSISTED \(id) \(T(persistedID: id)?.rawValue ?? "-") \(T(rawValue: id)?.rawValue ?? "-")")
    }
    // Codable reads persisted values through init?(rawValue:) too.
    for id in persisted {
        let decoded = try? JSONDecoder().decode([T].self, from: Data("[\"\(id)\"]".utf8))
        print("DECODED \(id) \(decoded?.first?.rawValue ?? "-")")
    }
    var cache = C()
    print("CACHE init \(cache.selection.rawValue) \(ids(cache.tabs))")
    for id in selections {
        guard let tab = T(rawValue: id) else { print("CACHE unknown \(id)"); continue }
        let before = cache
        let selected = cache.select(tab)
        print("CACHE select \(id) \(selected) \(cache.selection.rawValue) \(ids(cache.tabs)) \(selected || cache == before)")
    }
}


/// What a selection reads back: its raw value, and through `Codable`.
func printSelections<S: RawRepresentable & Codable>(_: S.Type, _ raws: [String]) where S.RawValue == String {
    for raw in raws {
        let value = S(rawValue: raw)
        let json = try? JSONEncoder().encode([raw])
        let decoded = json.flatMap { try? JSONDecoder().decode([S].self, from: $0) }?.first
        let encoded = value.flatMap { try? JSONEncoder().encode([$0]) }.map { String(decoding: $0, as: UTF8.self) }
        print("SELECTION [\(hex(raw))] \(value.map { "[\(hex($0.rawValue))]" } ?? "-") decoded=\(decoded.map { "[\(hex($0.rawValue))]" } ?? "-") encoded=\(encoded == nil ? "-" : "string")")
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// The tab view's tabs and sections (one a line, indented by depth, with
/// what each tab's label and content describe), its
/// style, then a tap on each of `taps` with the selection after it and the
/// last action run.
@MainActor
func printTabView<S: RawRepresentable & Hashable>(_ view: some SwiftUI.View, _: S.Type, taps: [S], acted: () -> String)
where S.RawValue == String {
    let probe = _tabView(in: view)
    func walk(_ nodes: [_TabNode], _ depth: Int) {
        for n in nodes {
            var line = "NODE \(depth) " + (n.isSection ? "section" : "tab")
            line += " value=" + ((n.value?.base as? S).map { "[\(hex($0.rawValue))]" } ?? "-")
            line += " role=\(n.role?._name ?? "-") placement=\(n.placement?._name ?? "-") cid=[\(hex(n.customizationID ?? "-"))]"
            line += " badge=\(n.badge.map(String.init) ?? "-") hidden=\(n.hidden.map { "\($0)" } ?? "-") label=[\(hex(n.label))]"
            line += " content=[\(hex(n.content))]"
            print(line)
            walk(n.children, depth + 1)
        }
    }
    walk(probe._tabs, 0)
    print("STYLE \(probe._styles.joined(separator: ","))")
    for tap in taps {
        probe._tap(AnyHashable(tap))
        let now = (probe._selection.base as? S).map { hex($0.rawValue) } ?? "?"
        print("TAP [\(hex(tap.rawValue))] selection=[\(now)] acted=\(acted())")
    }
}
#endif
