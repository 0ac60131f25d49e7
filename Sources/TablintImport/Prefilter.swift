// Which Swift files can matter to the importer, and what each declares,
// from one byte scan of each file before anything is lexed (docs/import.md,
// "Speed"): the files that name a tab construct or an app's entry are read
// first; the names every file declares let a reading on demand
// (OnDemand.swift) parse a file only when a name it declares is asked for.
// The scan does not tell comments and strings from code: it finds too
// much rather than too little, which costs time only.

public enum Prefilter {
    /// What reading on demand starts from.
    struct Selection {
        /// The files that can be read, by their place in the input: every one, or none when no file names a tab construct or an entry.
        var kept: [Int] = []
        /// Those read from the start: the candidates, and the files declaring an enum named for tabs or
        /// answering `shouldSelect` (what the reading searches every file for, not a name it looks up).
        var first: Set<Int> = []
        /// Per input file, the names it declares (hashes): types, extensions and functions at any depth.
        var declared: [[UInt64]] = []
        /// Per input file, the names after `var` and `let`, and the enum cases it declares (hashes):
        /// the members a holder is looked for by.
        var members: [[UInt64]] = []
        var cases: [[UInt64]] = []
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
        selection.members = facts.map(\.members)
        selection.cases = facts.map(\.cases)
        return selection
    }

    /// What one scan of a file finds; names are kept as their hashes.
    struct Facts {
        /// It names a tab construct.
        var holdsTabs = false
        /// It is an app's entry (`@main`, an app or scene delegate, a `WindowGroup`).
        var isEntry = false
        var isCandidate: Bool { holdsTabs || isEntry }
        /// Every type, extension (each part of `A.B`) and function it declares, at any depth.
        var declared: [UInt64] = []
        /// Every name after `var` or `let`, at any depth.
        var members: [UInt64] = []
        /// Every name an enum's `case` declares (not a pattern's `.x`), at any depth.
        var cases: [UInt64] = []
        /// It declares an enum whose name holds `tab` in any case.
        var namesTabEnum = false
        /// It names `shouldSelect` or `shouldSelectTab` (a tab bar's delegate).
        var answersShouldSelect = false
    }

    /// The identifiers that make a file a candidate by themselves: a tab construct, an entry.
    static let tabNames: [[UInt8]] = ["Tab", "UITab", "UISearchTab", "AppTab", "tabItem"].map { Array($0.utf8) }
    static let entryNames: [[UInt8]] = ["WindowGroup", "UIApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate"]
        .map { Array($0.utf8) }

    /// What the identifier after a keyword is: a type's name, an enum's, or another declared name
    /// (an extension's, whose `.B` parts follow, a function's).
    enum Pending { case none, typeName, enumName, declaredName, memberName }

    /// Each byte's kind, looked up rather than tested by ranges: 2 starts an identifier, 1 (a digit)
    /// continues one, 0 neither.
    static let byteKinds: [UInt8] = (0...255).map { b in isIdentifierStart(UInt8(b)) ? 2 : isIdentifierByte(UInt8(b)) ? 1 : 0 }

    static func scan(_ bytes: [UInt8]) -> Facts {
        var facts = Facts()
        let kinds = byteKinds
        kinds.withUnsafeBufferPointer { kind in bytes.withUnsafeBufferPointer { p in
            let n = p.count
            var i = 0
            var pending = Pending.none
            // In `case a, b(Int), c = 1` (to a `:`, a `{` or the end of a line that does not end in `,`):
            // `before` is the byte before the word, spaces aside, 0x65 for a word; a name after `case`
            // or `,` is declared, a pattern's `.x` is not.
            var inCases = false
            var before: UInt8 = 0
            while i < n {
                let b = p[i]
                if b == 0x20 { i += 1; continue }   // most bytes that are no identifier's: nothing to note
                if b == 0x40, i + 5 <= n, p[i + 1] == 0x6D, p[i + 2] == 0x61, p[i + 3] == 0x69, p[i + 4] == 0x6E,
                   i + 5 == n || !isIdentifierByte(p[i + 5]) {
                    facts.isEntry = true           // `@main`
                }
                guard kind[Int(b)] == 2 else {
                    // A list goes on past the end of a line that ends in `,`.
                    if (b == 0x0A && before != 0x2C) || b == 0x3A || b == 0x7B || b == 0x3B { inCases = false }
                    if b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { before = b }
                    i += 1
                    continue
                }
                var j = i + 1
                // A word without a `b` holds no `tab`: the tab tests are skipped for it.
                var hasB = b | 0x20 == 0x62
                while j < n && kind[Int(p[j])] != 0 {
                    if p[j] | 0x20 == 0x62 { hasB = true }
                    j += 1
                }
                let word = UnsafeBufferPointer(rebasing: p[i..<j])
                if hasB && !facts.holdsTabs && isTabName(word) { facts.holdsTabs = true }
                if !facts.isEntry && isEntryName(word) { facts.isEntry = true }
                if !facts.answersShouldSelect && word.count >= 12 && word[0] == 0x73 && (equals(word, "shouldSelect") || equals(word, "shouldSelectTab")) {
                    facts.answersShouldSelect = true
                }
                if pending == .memberName { facts.members.append(hash(word)) } else if pending != .none { facts.declared.append(hash(word)) }
                if inCases && (before == 0x2C || before == 0x65) { facts.cases.append(hash(word)) }   // after `,` or `case`
                before = 0x65
                var next = Pending.none
                switch pending {
                case .typeName, .enumName:
                    // `class func`, `class var`: the word is no type, and names nothing asked for.
                    if hasB && (namesTabs(word) || namesTabBar(word)) { facts.holdsTabs = true }
                    if hasB && pending == .enumName && !facts.namesTabEnum && holdsTab(word) { facts.namesTabEnum = true }
                case .declaredName:
                    if j < n && p[j] == 0x2E { next = .declaredName }   // `extension A.B`: B is declared too
                case .memberName:
                    // `var tabBar: some View`: a bar the app draws itself (Extractor+CustomBar).
                    if hasB && !facts.holdsTabs && namesTabBar(word) { facts.holdsTabs = true }
                case .none: break
                }
                pending = next
                switch word.count {
                case 4 where equals(word, "enum"): pending = .enumName
                case 5 where equals(word, "class") || equals(word, "actor"),
                     6 where equals(word, "struct"), 8 where equals(word, "protocol"), 9 where equals(word, "typealias"):
                    pending = .typeName
                case 9 where equals(word, "extension"), 4 where equals(word, "func"): pending = .declaredName
                case 4 where equals(word, "case"): inCases = true
                case 3 where equals(word, "var") || equals(word, "let"): pending = .memberName
                default: break
                }
                i = j
            }
        } }
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

    /// Whether a declared name says it draws a tab bar (`tabBar`, `CustomTabBar`, `tabItems`).
    static func namesTabBar(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        guard n >= 6 else { return false }
        if n >= 8, word[(n - 7)...].elementsEqual("abItems".utf8), word[n - 8] | 0x20 == 0x74 { return true }   // `tabItems`, `…TabItems`
        return word[(n - 6)...].elementsEqual("TabBar".utf8) || (n == 6 && word.elementsEqual("tabBar".utf8))
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

    /// Whether `bytes` hold `text` anywhere (comments and strings too): a file
    /// without `shouldSelect` declares no function taking that label.
    static func holds(_ text: StaticString, in bytes: [UInt8]) -> Bool {
        text.withUTF8Buffer { t in
            bytes.withUnsafeBufferPointer { p in
                let m = t.count
                guard m > 0, m <= p.count else { return false }
                // Horspool's search: the window's last byte says how far the text can move on
                // (its full length past a byte the text does not hold), so most bytes are never looked at.
                var shift = [Int](repeating: m, count: 256)
                for k in 0..<(m - 1) { shift[Int(t[k])] = m - 1 - k }
                let head = UnsafeBufferPointer(rebasing: t[0..<(m - 1)])
                var i = 0
                while i + m <= p.count {
                    let last = p[i + m - 1]
                    if last == t[m - 1] && UnsafeBufferPointer(rebasing: p[i..<(i + m - 1)]).elementsEqual(head) { return true }
                    i += shift[Int(last)]
                }
                return false
            }
        }
    }

    /// A name's FNV-1a hash: two names that collide only keep a file too many.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
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
