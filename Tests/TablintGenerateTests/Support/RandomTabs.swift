import TablintGenerate
import TabsLint

/// A fixed-seed generator, so a failure can be reproduced.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E3779B97F4A7C15 | 1 }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 17
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        for k in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(k, below(k + 1)) }
        return items
    }
}

/// Random `.tabs` files that generation accepts: any number of tabs from
/// one to nine (some of them actions, some with Swift keywords as ids),
/// sections, placements, platforms, `cached` within `limit`, `retired`.
enum RandomTabs {
    static let names = ["home", "default", "Type", "self", "init", "some", "feed", "search", "profile", "inbox",
                        "where", "Any", "settings", "x_1", "_private", "func", "String", "library", "Protocol"]

    static func file(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let platforms = ["iphone", "ipad", "mac", "vision", "tv"]
        let app = Array(random.shuffled(platforms).prefix(1 + random.below(3)))
        let limit = 1 + random.below(5)
        let count = 1 + random.below(9)
        var ids = Array(random.shuffled(names).prefix(count))
        for k in ids.indices where random.chance(30) { ids[k] = "t\(k)" }
        var roles: [String?] = ids.map { _ in random.chance(20) ? "action" : nil }
        if !roles.contains(where: { $0 == nil }) { roles[random.below(roles.count)] = nil }
        if let k = roles.indices.first(where: { roles[$0] == nil && random.chance(50) }) { roles[k] = "search" }
        if let k = roles.indices.last(where: { roles[$0] == nil && random.chance(30) }) { roles[k] = "prominent" }
        // An action tab shown with a visual role (IcySky's compose tab), either order.
        if let k = roles.indices.first(where: { roles[$0] == "action" }), random.chance(60) {
            if !roles.contains("search") { roles[k] = random.chance(50) ? "search, action" : "action, search" }
            else if !roles.contains("prominent") { roles[k] = "prominent, action" }
        }
        let selectable = ids.indices.filter { !(roles[$0]?.contains("action") ?? false) }

        // Some tabs go into sections (one or two), the rest stay at the top level.
        let sectionCount = random.below(3)
        let sectionIDs = ["s_a", "some", "Type", "library_2"].filter { !ids.contains($0) }
        var sectionOf: [Int?] = ids.map { _ in sectionCount > 0 && random.chance(40) ? random.below(sectionCount) : nil }
        // Platforms: only on tabs that are not the selected one.
        let selected: Int? = random.chance(60) ? random.pick(selectable) : nil
        var lines: [String] = ["defaults {", "    platforms \(app.joined(separator: ", "))", "    limit \(limit)"]
        if let selected { lines.append("    selected \(ids[selected])"); sectionOf[selected] = nil }
        let cached = Array(random.shuffled(selectable).prefix(random.below(limit + 1)))
        if !cached.isEmpty { lines.append("    cached \(cached.map { ids[$0] }.joined(separator: ", "))") }
        if random.chance(40) { lines.append("    retired gone_\(seed % 7), old_\(seed % 5)") }
        if random.chance(50) { lines.append("    style \(random.pick(["automatic", "tabBarOnly", "sidebarAdaptable", "page"]))") }
        lines.append("}")
        func tab(_ k: Int, indent: String) -> String {
            var body: [String] = []
            if random.chance(70) { body.append("icon \"symbol.\(k)\"") }
            if let role = roles[k] { body.append("role \(role)") }
            if random.chance(30) { body.append("placement \(random.pick(["automatic", "pinned", "sidebarOnly"]))") }
            if k != selected && random.chance(40) {
                body.append("platforms \(Array(random.shuffled(app).prefix(1 + random.below(app.count))).joined(separator: ", "))")
            }
            let block = body.isEmpty ? "" : " { \(body.joined(separator: "; ")) }"
            return "\(indent)tab \(ids[k]) \"Title \(k) \(ids[k])\"\(block)"
        }
        var emitted = Set<Int>()
        for k in ids.indices {
            if let s = sectionOf[k] {
                guard !emitted.contains(-1 - s) else { continue }
                emitted.insert(-1 - s)
                var section = ["section \(sectionIDs[s]) \"Section \(s)\" {"]
                if random.chance(40) { section.append("    placement \(random.pick(["automatic", "pinned", "sidebarOnly"]))") }
                if random.chance(30) { section.append("    dynamic key\(s)") }
                for j in ids.indices where sectionOf[j] == s { section.append(tab(j, indent: "    ")) }
                section.append("}")
                lines += section
            } else {
                lines.append(tab(k, indent: ""))
            }
        }
        for s in 0..<sectionCount where !emitted.contains(-1 - s) {
            lines.append("section \(sectionIDs[s]) \"Section \(s)\" { dynamic key\(s) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Random selections: ids of the file's tabs, each sometimes twice in a row.
    static func selections(for input: GenerationInput, seed: UInt64, count: Int = 40) -> [String] {
        var random = SeededRandom(seed: seed ^ 0x5EED)
        var result: [String] = []
        while result.count < count, !input.tabs.isEmpty {
            let id = random.pick(input.tabs).id
            result.append(id)
            if random.chance(10) { result.append(id) }
        }
        return result
    }
}

/// The cache policy of docs/generated-swift.md, restated from the spec as the test's
/// own reference: the program's cache must agree with it step by step.
struct ReferenceCache: Equatable {
    let cached: [Int]
    let limit: Int
    let selectable: [Bool]
    /// Held tabs, the first to leave first.
    var recency: [Int]
    var selection: Int

    init(_ input: GenerationInput) {
        cached = input.cached
        limit = input.model.limit
        selectable = input.tabs.map(\.isSelectable)
        var held = input.cached
        if held.isEmpty {
            let platform = input.model.appPlatforms.first ?? .iphone
            held = Array(input.tabs.indices.filter {
                input.tabs[$0].isSelectable && input.tabs[$0].effectivePlacement != .sidebarOnly && input.tabs[$0].availablePlatforms.contains(platform)
            }.prefix(input.model.limit))
        }
        recency = held.reversed()
        selection = input.launch
        _ = select(input.launch)
    }

    var held: [Int] { recency.sorted() }

    mutating func select(_ tab: Int) -> Bool {
        guard selectable[tab] else { return false }
        if let k = recency.firstIndex(of: tab) {
            recency.remove(at: k)
        } else if recency.count >= limit {
            // The least recently selected other tab; a cached one only when no other can leave.
            let leaving = recency.first { !cached.contains($0) } ?? recency[0]
            recency.removeAll { $0 == leaving }
        }
        recency.append(tab)
        selection = tab
        return true
    }
}
