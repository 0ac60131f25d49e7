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
        for _ in 0..<helperRounds {
            for f in frontier { identifiers(files[f].bytes, into: &used) }
            frontier = facts.indices.filter { !kept[$0] && facts[$0].declares.contains(where: used.contains) }
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
        "tabItem", "tabBarItem", "tabs", "viewControllers", "setViewControllers", "rootViewController", "WindowGroup",
        "UIApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate",
    ].map { Array($0.utf8) }

    enum Pending { case none, typeName, extensionName, functionName, memberName }

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
                case .typeName, .functionName, .memberName:
                    facts.declares.append(String(decoding: word, as: UTF8.self))
                case .extensionName:
                    let name = String(decoding: word, as: UTF8.self)
                    if sharedTypes.contains(name) { sharedMembers = depth + 1 } else { facts.declares.append(name) }
                case .none: break
                }
                pending = .none
                switch word.count {
                case 4 where equals(word, "enum"), 5 where equals(word, "class") || equals(word, "actor"),
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

    /// Whether an identifier names a tab construct: it holds `Tab` followed
    /// by its end or by `View`, `Bar`, `Section`, `Content`, `Group`,
    /// `Item` or `s` (`TabView`, `UITabBarController`, `AppTab`,
    /// `TabContentBuilder`, but not `UITableView`), or is an entry name.
    static func isCandidateName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        if n >= 3 {
            var k = 0
            while k + 3 <= n {
                if word[k] == 0x54 && word[k + 1] == 0x61 && word[k + 2] == 0x62 {
                    if k + 3 == n { return true }
                    switch word[k + 3] {
                    case 0x56, 0x42, 0x53, 0x43, 0x47, 0x49, 0x73: return true   // V B S C G I s
                    default: break
                    }
                }
                k += 1
            }
        }
        guard let first = word.first, first == 0x74 || first == 0x76 || first == 0x73 || first == 0x72 || first == 0x57 || first == 0x55 else {
            return false
        }
        return entryNames.contains { $0.count == n && $0.elementsEqual(word) }
    }

    /// Adds every identifier in `bytes` to `names`.
    static func identifiers(_ bytes: [UInt8], into names: inout Set<String>) {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                guard isIdentifierStart(p[i]) else { i += 1; continue }
                var j = i + 1
                while j < p.count && isIdentifierByte(p[j]) { j += 1 }
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self))
                i = j
            }
        }
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
