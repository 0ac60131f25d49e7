// Which Swift files can matter to the importer, decided by one byte scan
// of each file before anything is lexed (docs/import.md, "Speed"): the
// files that name a tab construct or an app's entry, and the files that
// declare what those use (the tab enum, a localization helper, the view a
// `WindowGroup` shows), a few steps deep. Keeping a file that does not
// matter costs time only; the scan over-keeps rather than misses (it does
// not tell comments and strings from code).

public enum Prefilter {
    /// How many steps of "declares a name a kept file uses" are followed.
    static let helperRounds = 2

    /// The files that can matter, in the order given. None when no file
    /// names a tab construct.
    public static func relevant(_ files: [SwiftFile]) -> [SwiftFile] {
        let facts = files.map { scan($0.bytes) }
        return kept(files, facts).kept.map { files[$0] }
    }

    /// What reading on demand (OnDemand.swift) starts from.
    struct Selection {
        /// The files that can matter (`relevant`'s), by their place in the input.
        var kept: [Int] = []
        /// Those read from the start: the candidates, the users of a tab holder's
        /// type, the files declaring an enum named for tabs or answering
        /// `shouldSelect` (what the reading searches every file for).
        var first: Set<Int> = []
        /// Per input file, the names it declares (hashes): types, extensions and functions at any depth.
        var declared: [[UInt64]] = []
    }

    static func selection(_ files: [SwiftFile]) -> Selection {
        let facts = files.map { scan($0.bytes) }
        var selection = Selection()
        guard facts.contains(where: \.isCandidate) else { return selection }
        selection.kept = Array(files.indices)
        for f in files.indices where facts[f].isCandidate || facts[f].namesTabEnum || facts[f].answersShouldSelect {
            selection.first.insert(f)
        }
        selection.declared = facts.map(\.declared)
        return selection
    }

    /// The files that can matter, by their place in `files`, and among them those that use a tab holder's type.
    static func kept(_ files: [SwiftFile], _ facts: [Facts]) -> (kept: [Int], users: Set<Int>) {
        var kept = facts.map(\.isCandidate)
        guard kept.contains(true) else { return ([], []) }
        // The files that use a tab holder's type (a caller passing its tabs in, the view that shows it) join it.
        let holders = Set(facts.filter(\.holdsTabs).flatMap { $0.types + $0.enums })
        var users: Set<Int> = []
        for f in facts.indices where !kept[f] && uses(files[f].bytes, anyOf: holders) {
            kept[f] = true
            users.insert(f)
        }
        var frontier = kept.indices.filter { kept[$0] }
        var used: Set<UInt64> = []
        var chained: Set<UInt64> = []
        for round in 0..<helperRounds {
            for f in frontier {
                // An entry that holds no tabs (an app delegate uses the whole app) gives only the names around its root.
                let regions = facts[f].isEntry && !facts[f].holdsTabs ? entryRegions(files[f].bytes) : [0..<files[f].bytes.count]
                for r in regions { identifiers(files[f].bytes[r], into: &used, chained: &chained, round: round) }
                // The extensions of what a kept file declares.
                used.formUnion(facts[f].types)
                used.formUnion(facts[f].enums)
            }
            frontier = facts.indices.filter { f in
                guard !kept[f] else { return false }
                let x = facts[f]
                return x.types.contains(where: used.contains) || x.enums.contains(where: used.contains)
                    || x.helpers.contains(where: used.contains) || x.enums.contains(where: chained.contains)
            }
            if frontier.isEmpty { break }
            for f in frontier { kept[f] = true }
        }
        return (files.indices.filter { kept[$0] }, users)
    }

    /// What one scan of a file finds; names are kept as their hashes.
    struct Facts {
        /// It names a tab construct.
        var holdsTabs = false
        /// It is an app's entry (`@main`, an app or scene delegate, a `WindowGroup`).
        var isEntry = false
        var isCandidate: Bool { holdsTabs || isEntry }
        /// The structs, classes, actors, protocols and type aliases it declares at the top level.
        var types: [UInt64] = []
        /// The enums it declares at the top level.
        var enums: [UInt64] = []
        /// The types it extends (a shared type's extension gives its
        /// members instead), and its top-level functions.
        var helpers: [UInt64] = []
        /// Every type, extension (each part of `A.B`) and function it declares, at any depth.
        var declared: [UInt64] = []
        /// It declares an enum whose name holds `tab` in any case.
        var namesTabEnum = false
        /// It names `shouldSelect` or `shouldSelectTab` (a tab bar's delegate).
        var answersShouldSelect = false
    }

    /// Types whose extensions hold helpers for many things: such an
    /// extension declares its members' names, not the type's.
    static let sharedTypes: Set<UInt64> = Set([
        "String", "Substring", "Text", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "NSAttributedString",
        "View", "Color", "Image", "Label", "Font", "Binding", "ShapeStyle", "EnvironmentValues", "Bundle", "Notification",
        "UIColor", "UIImage", "UIFont", "UIView", "UIViewController", "UINavigationController", "UIApplication",
        "Int", "Double", "Bool", "CGFloat", "Array", "Dictionary", "Set", "Optional", "Collection", "Sequence", "Date", "URL", "Data",
    ].map { name in Array(name.utf8).withUnsafeBufferPointer(hash) })

    /// The identifiers that make a file a candidate by themselves: a tab construct, an entry.
    static let tabNames: [[UInt8]] = ["Tab", "UITab", "UISearchTab", "AppTab", "tabItem"].map { Array($0.utf8) }
    static let entryNames: [[UInt8]] = ["WindowGroup", "UIApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate"]
        .map { Array($0.utf8) }

    enum Pending { case none, typeName, enumName, extensionName, functionName, memberName, declaredName }

    static func scan(_ bytes: [UInt8]) -> Facts {
        var facts = Facts()
        bytes.withUnsafeBufferPointer { p in
            let n = p.count
            var i = 0
            var depth = 0
            var pending = Pending.none
            // The depth of the members of a shared type's extension, when inside one.
            var sharedMembers = -1
            while i < n {
                let b = p[i]
                if b == 0x7B { depth += 1; i += 1; continue }
                if b == 0x7D {
                    depth = max(depth - 1, 0)
                    if depth < sharedMembers { sharedMembers = -1 }
                    i += 1
                    continue
                }
                if b == 0x40, i + 5 <= n, p[i + 1] == 0x6D, p[i + 2] == 0x61, p[i + 3] == 0x69, p[i + 4] == 0x6E,
                   i + 5 == n || !isIdentifierByte(p[i + 5]) {
                    facts.isEntry = true           // `@main`
                }
                guard isIdentifierStart(b) else { i += 1; continue }
                var j = i + 1
                while j < n && isIdentifierByte(p[j]) { j += 1 }
                let word = UnsafeBufferPointer(rebasing: p[i..<j])
                if !facts.holdsTabs && isTabName(word) { facts.holdsTabs = true }
                if !facts.isEntry && isEntryName(word) { facts.isEntry = true }
                if !facts.answersShouldSelect && word.count >= 12 && word[0] == 0x73 && (equals(word, "shouldSelect") || equals(word, "shouldSelectTab")) {
                    facts.answersShouldSelect = true
                }
                if pending != .none { facts.declared.append(hash(word)) }
                var next = Pending.none
                switch pending {
                case .typeName, .enumName:
                    // `class func`, `class var`: no type. A nested type is reached through its outer one.
                    if namesTabs(word) { facts.holdsTabs = true }
                    if pending == .enumName && !facts.namesTabEnum && holdsTab(word) { facts.namesTabEnum = true }
                    if depth == 0 && !equals(word, "func") && !equals(word, "var") && !equals(word, "let") {
                        if pending == .enumName { facts.enums.append(hash(word)) } else { facts.types.append(hash(word)) }
                    }
                case .functionName, .memberName:
                    facts.helpers.append(hash(word))
                case .extensionName:
                    let name = hash(word)
                    if sharedTypes.contains(name) { sharedMembers = depth + 1 } else { facts.helpers.append(name) }
                    if j < n && p[j] == 0x2E { next = .declaredName }   // `extension A.B`: B is declared too
                case .declaredName:
                    if j < n && p[j] == 0x2E { next = .declaredName }
                case .none: break
                }
                pending = next
                switch word.count {
                case 4 where equals(word, "enum"): pending = .enumName
                case 5 where equals(word, "class") || equals(word, "actor"),
                     6 where equals(word, "struct"), 8 where equals(word, "protocol"), 9 where equals(word, "typealias"):
                    pending = .typeName
                case 9 where equals(word, "extension"): pending = .extensionName
                case 4 where equals(word, "func"):
                    if depth == 0 { pending = .functionName } else if depth == sharedMembers { pending = .memberName } else { pending = .declaredName }
                case 3 where equals(word, "var") || equals(word, "let"):
                    if depth == sharedMembers { pending = .memberName }
                default: break
                }
                i = j
            }
        }
        return facts
    }

    /// Whether an identifier names a tab construct: it ends in `TabView`,
    /// `TabBarController`, `TabSection` or `TabGroup`, starts with
    /// `TabContent`, or is `Tab`, `UITab`, `UISearchTab`, `AppTab` or
    /// `tabItem`. (`UITableView`, `selectedTab` and `TabBarStyle` are not.)
    static func isTabName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every one holds `Tab` or `tab`: most identifiers are answered by that alone.
        guard holdsTab(word) else { return false }
        for suffix in candidateSuffixes where word.count >= suffix.count && word[(word.count - suffix.count)...].elementsEqual(suffix) {
            return true
        }
        if word.count >= 10 && word[..<10].elementsEqual(tabContent) { return true }
        return tabNames.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// Whether an identifier makes its file an app's entry.
    static func isEntryName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 11, word[0] == 0x55 || word[0] == 0x57 else { return false }   // U, W
        return entryNames.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// The lines around each place an entry shows its first screen
    /// (`rootViewController`, `WindowGroup`, `some Scene`): three before, six after.
    static func entryRegions(_ bytes: [UInt8]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var i = 0
        let n = bytes.count
        while i < n {
            if let needle = entryMarkers.first(where: { m in i + m.count <= n && bytes[i] == m[0] && bytes[i..<(i + m.count)].elementsEqual(m) }) {
                var start = i, lines = 0
                while start > 0 && lines < 4 { start -= 1; if bytes[start] == 0x0A { lines += 1 } }
                var end = i + needle.count
                lines = 0
                while end < n && lines < 7 { if bytes[end] == 0x0A { lines += 1 }; end += 1 }
                regions.append(start..<end)
                i = end
            } else {
                i += 1
            }
        }
        return regions
    }

    static let entryMarkers: [[UInt8]] = ["rootViewController", "WindowGroup", "some Scene"].map { Array($0.utf8) }

    static let candidateSuffixes: [[UInt8]] = ["TabView", "TabBarController", "TabSection", "TabGroup"].map { Array($0.utf8) }
    static let tabContent = Array("TabContent".utf8)

    /// Whether a name holds `tab` in any case (`TabItem`, `SidebarTabKind`, `tabs`).
    static func holdsTab(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 3 else { return false }
        for k in 0...(word.count - 3) where word[k] | 0x20 == 0x74 && word[k + 1] | 0x20 == 0x61 && word[k + 2] | 0x20 == 0x62 { return true }
        return false
    }

    /// Whether a type's name says it lists tabs (`enum Tab`, `HomeTabs`, `SideBarTab`).
    static func namesTabs(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        guard n >= 3 else { return false }
        let tail = word[(n - 3)...], tails = word[(n - min(n, 4))...]
        return tail.elementsEqual("Tab".utf8) || tails.elementsEqual("Tabs".utf8)
    }

    /// Adds to `names` the identifiers of `bytes` that can name a helper:
    /// every lower-case one (they match only functions and shared types'
    /// members), and a capitalized one where it is used, not only named: in
    /// the first round before `.` or `(` (`L10n.home`, `RootView()`), past
    /// it only before `.` (a type holding constants). A type named only in
    /// an annotation (`var store: DataStore`) leads nowhere.
    /// A capitalized one before a longer chain (`Tab.home.title`,
    /// `Store.shared.items`) goes to `chained`: it leads to an enum only.
    static func identifiers(_ bytes: ArraySlice<UInt8>, into names: inout Set<UInt64>, chained: inout Set<UInt64>, round: Int) {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                guard isIdentifierStart(p[i]) else { i += 1; continue }
                var j = i + 1
                while j < p.count && isIdentifierByte(p[j]) { j += 1 }
                let capitalized = p[i] >= 0x41 && p[i] <= 0x5A
                let next: UInt8 = j < p.count ? p[j] : 0
                if !capitalized || (next == 0x2E && isConstant(p, member: j + 1)) || (round == 0 && next == 0x28) {
                    names.insert(hash(UnsafeBufferPointer(rebasing: p[i..<j])))
                } else if next == 0x2E {
                    chained.insert(hash(UnsafeBufferPointer(rebasing: p[i..<j])))
                }
                i = j
            }
        }
    }

    /// Whether the member at `start` (after `Type.`) reads a constant or
    /// calls a static helper: a nested type (`L10n.Tabs`), a member that no
    /// `.` follows (`Tab.home`, `L10n.podcasts`, `Strings.tr("k")`), not a
    /// singleton's chain (`DataStore.shared.items`).
    static func isConstant(_ p: UnsafeBufferPointer<UInt8>, member start: Int) -> Bool {
        guard start < p.count, isIdentifierStart(p[start]) else { return false }
        if p[start] >= 0x41 && p[start] <= 0x5A { return true }
        var k = start + 1
        while k < p.count && isIdentifierByte(p[k]) { k += 1 }
        if k < p.count && p[k] == 0x2E { return false }
        // A singleton stored whole (`let store = DataStore.shared`) is a chain too.
        let member = UnsafeBufferPointer(rebasing: p[start..<k])
        return !(member.count >= 6 && member[..<6].elementsEqual("shared".utf8)) && !singletonNames.contains { $0.elementsEqual(member) }
    }

    /// Whether `bytes` holds an identifier among `names` (hashes), stopping at the first.
    static func uses(_ bytes: [UInt8], anyOf names: Set<UInt64>) -> Bool {
        guard !names.isEmpty else { return false }
        // A 4,096-bit filter of the names answers most identifiers without a set lookup.
        var filter = [UInt64](repeating: 0, count: 64)
        for h in names { filter[Int(h & 4095) >> 6] |= 1 << (h & 63) }
        return bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                guard isIdentifierStart(p[i]) else { i += 1; continue }
                var j = i + 1
                while j < p.count && isIdentifierByte(p[j]) { j += 1 }
                let h = hash(UnsafeBufferPointer(rebasing: p[i..<j]))
                if filter[Int(h & 4095) >> 6] & (1 << (h & 63)) != 0 && names.contains(h) { return true }
                i = j
            }
            return false
        }
    }

    /// A name's FNV-1a hash: two names that collide only keep a file too many.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    static let singletonNames: [[UInt8]] = ["default", "current", "standard", "main", "instance"].map { Array($0.utf8) }

    static func equals(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { $0.count == word.count && $0.elementsEqual(word) }
    }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }
}
