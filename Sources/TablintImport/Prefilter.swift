// Which Swift files can matter to the importer, decided by one byte scan
// of each file before anything is lexed (docs/import.md, "Speed"): the
// files that name a tab construct or an app's entry, and the files that
// declare what those use (the tab enum, a localization helper, the view a
// `WindowGroup` shows), a few steps deep. Keeping a file that does not
// matter costs time only; the scan over-keeps rather than misses (it does
// not tell comments and strings from code).

public enum Prefilter {
    /// How many steps of "declares a name a kept file uses" are followed.
    static let helperRounds = 3

    /// The files that can matter, in the order given. None when no file
    /// names a tab construct.
    public static func relevant(_ files: [SwiftFile]) -> [SwiftFile] {
        let facts = files.map { scan($0.bytes) }
        var kept = facts.map(\.isCandidate)
        guard kept.contains(true) else { return [] }
        var frontier = kept.indices.filter { kept[$0] }
        var used: Set<String> = []
        var chained: Set<String> = []
        for round in 0..<helperRounds {
            // The tab code's every name; past it, only what names a constant or helper (`L10n.tabs`, `.localized`).
            for f in frontier {
                identifiers(files[f].bytes, into: &used, chained: &chained, round: round)
                used.formUnion(facts[f].declares)        // the extensions of what a kept file declares
            }
            frontier = facts.indices.filter {
                !kept[$0] && (facts[$0].declares.contains(where: used.contains) || facts[$0].enums.contains(where: chained.contains))
            }
            if frontier.isEmpty { break }
            for f in frontier { kept[f] = true }
        }
        return files.indices.filter { kept[$0] }.map { files[$0] }
    }

    /// What one scan of a file finds.
    struct Facts {
        /// It names a tab construct or an app's entry.
        var isCandidate = false
        /// The types it declares or extends (a framework type's extension
        /// gives its members instead), and its top-level functions.
        var declares: [String] = []
        /// The enums among them: a chain through one (`Tab.home.title`) reads a constant.
        var enums: [String] = []
    }

    /// Types whose extensions hold helpers for many things: such an
    /// extension declares its members' names, not the type's.
    static let sharedTypes: Set<String> = [
        "String", "Substring", "Text", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "NSAttributedString",
        "View", "Color", "Image", "Label", "Font", "Binding", "ShapeStyle", "EnvironmentValues", "Bundle", "Notification",
        "UIColor", "UIImage", "UIFont", "UIView", "UIViewController", "UINavigationController", "UIApplication",
        "Int", "Double", "Bool", "CGFloat", "Array", "Dictionary", "Set", "Optional", "Collection", "Sequence", "Date", "URL", "Data",
    ]

    /// The identifiers that make a file a candidate by themselves.
    static let entryNames: [[UInt8]] = [
        "Tab", "UITab", "UISearchTab", "AppTab", "tabItem", "tabBarItem", "tabs", "viewControllers", "setViewControllers", "WindowGroup",
        "UIApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate",
    ].map { Array($0.utf8) }

    enum Pending { case none, typeName, enumName, extensionName, functionName, memberName }

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
                    facts.isCandidate = true           // `@main`
                }
                guard isIdentifierStart(b) else { i += 1; continue }
                var j = i + 1
                while j < n && isIdentifierByte(p[j]) { j += 1 }
                let word = UnsafeBufferPointer(rebasing: p[i..<j])
                if !facts.isCandidate && isCandidateName(word) { facts.isCandidate = true }
                switch pending {
                case .typeName, .enumName:
                    // `class func`, `class var`: no type. A nested type is reached through its outer one.
                    if namesTabs(word) { facts.isCandidate = true }
                    if depth == 0 && !equals(word, "func") && !equals(word, "var") && !equals(word, "let") {
                        let name = String(decoding: word, as: UTF8.self)
                        facts.declares.append(name)
                        if pending == .enumName { facts.enums.append(name) }
                    }
                case .functionName, .memberName:
                    facts.declares.append(String(decoding: word, as: UTF8.self))
                case .extensionName:
                    let name = String(decoding: word, as: UTF8.self)
                    if sharedTypes.contains(name) { sharedMembers = depth + 1 } else { facts.declares.append(name) }
                case .none: break
                }
                pending = .none
                switch word.count {
                case 4 where equals(word, "enum"): pending = .enumName
                case 5 where equals(word, "class") || equals(word, "actor"),
                     6 where equals(word, "struct"), 8 where equals(word, "protocol"), 9 where equals(word, "typealias"):
                    pending = .typeName
                case 9 where equals(word, "extension"): pending = .extensionName
                case 4 where equals(word, "func"):
                    if depth == 0 { pending = .functionName } else if depth == sharedMembers { pending = .memberName }
                case 3 where equals(word, "var") || equals(word, "let"):
                    if depth == sharedMembers { pending = .memberName }
                default: break
                }
                i = j
            }
        }
        return facts
    }

    /// Whether an identifier names a tab construct or an entry: it ends in
    /// `TabView`, `TabBarController`, `TabSection`, `TabGroup`, or is `Tab`,
    /// `UITab`, `UISearchTab`, `AppTab`, starts with `TabContent`, or is an
    /// entry name. (`UITableView`, `selectedTab` and `TabBarStyle` are not.)
    static func isCandidateName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for suffix in candidateSuffixes where word.count >= suffix.count && word[(word.count - suffix.count)...].elementsEqual(suffix) {
            return true
        }
        if word.count >= 10 && word[..<10].elementsEqual(tabContent) { return true }
        guard let first = word.first, first == 0x74 || first == 0x76 || first == 0x73 || first == 0x72 || first == 0x57
                || first == 0x55 || first == 0x54 || first == 0x41 else { return false }
        return entryNames.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    static let candidateSuffixes: [[UInt8]] = ["TabView", "TabBarController", "TabSection", "TabGroup"].map { Array($0.utf8) }
    static let tabContent = Array("TabContent".utf8)

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
    static func identifiers(_ bytes: [UInt8], into names: inout Set<String>, chained: inout Set<String>, round: Int) {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                guard isIdentifierStart(p[i]) else { i += 1; continue }
                var j = i + 1
                while j < p.count && isIdentifierByte(p[j]) { j += 1 }
                let capitalized = p[i] >= 0x41 && p[i] <= 0x5A
                let next: UInt8 = j < p.count ? p[j] : 0
                if !capitalized || (next == 0x2E && isConstant(p, member: j + 1)) || (round == 0 && next == 0x28) {
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self))
                } else if next == 0x2E {
                    chained.insert(String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self))
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
        return k >= p.count || p[k] != 0x2E
    }

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
