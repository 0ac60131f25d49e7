/// A set of known SF Symbol names, with what is known about their renames and
/// the releases they appeared in. A pure value: loading one from disk is the
/// job of `SymbolCatalogLoader` in TablintWorkspace.
public struct SymbolCatalog: Sendable {
    /// Every known symbol name (for a `name_availability.plist`: the keys of `symbols`).
    public var names: Set<String> {
        didSet { index = NameIndex(names) }
    }
    /// Old name -> new name (from `name_aliases.strings`).
    public var aliases: [String: String]
    /// Name -> the year string of the release it appeared in, e.g. "2020".
    public var introducedYear: [String: String]
    /// Year -> OS -> version, e.g. "2020": ["iOS": "14.0", "macOS": "11.0"].
    public var releases: [String: [String: String]]

    private var index: NameIndex

    public init(
        names: Set<String>,
        aliases: [String: String] = [:],
        introducedYear: [String: String] = [:],
        releases: [String: [String: String]] = [:]
    ) {
        self.names = names
        self.aliases = aliases
        self.introducedYear = introducedYear
        self.releases = releases
        self.index = NameIndex(names)
    }

    /// All names, sorted, so that suggestions are deterministic.
    public var sortedNames: [String] { index.sorted }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The new name of a renamed symbol, from the aliases.
    public func renamedTo(_ oldName: String) -> String? { aliases[oldName] }

    /// Whether the catalog says when symbols appeared.
    public var knowsAvailability: Bool { !introducedYear.isEmpty }

    /// The OS version in which `name` appeared on `os` ("iOS", "iPadOS",
    /// "macOS", "visionOS", "tvOS"; OS names compare case-insensitively). For
    /// iPadOS, a release without an iPadOS entry falls back to its iOS entry.
    /// `nil` when the catalog does not know.
    public func introduction(of name: String, os: String) -> OSVersion? {
        guard let year = introducedYear[name], let release = releases[year] else { return nil }
        if let version = Self.version(in: release, os: os) { return version }
        if os.lowercased() == "ipados" { return Self.version(in: release, os: "iOS") }
        return nil
    }

    /// The version for `os` in one release: an exact key first, then the
    /// first key (in sorted order) that matches ignoring case.
    private static func version(in release: [String: String], os: String) -> OSVersion? {
        if let text = release[os], let version = OSVersion(text) { return version }
        let wanted = os.lowercased()
        for key in release.keys.sorted() where key.lowercased() == wanted {
            if let text = release[key], let version = OSVersion(text) { return version }
        }
        return nil
    }

    /// The closest catalog name within `limit` edits, ties going to the first
    /// in sorted order; never `name` itself.
    public func closestName(to name: String, limit: Int = 2) -> String? {
        guard limit >= 0 else { return nil }
        let length = name.unicodeScalars.count
        let mask = NameIndex.mask(of: name)
        let sorted = index.sorted
        let lengths = index.lengths
        let masks = index.masks
        // Cheap lower bounds on the edit distance rule most names out before
        // the real comparison: the length difference, and the number of
        // distinct characters one name has and the other lacks (every edit
        // removes at most one character occurrence and adds at most one).
        let candidates = sorted.indices.lazy.filter { i in
            if abs(lengths[i] - length) > limit { return false }
            let missing = (mask & ~masks[i]).nonzeroBitCount
            let extra = (masks[i] & ~mask).nonzeroBitCount
            return max(missing, extra) <= limit
        }.map { sorted[$0] }
        return EditDistance.closest(to: name, in: candidates, limit: limit)
    }
}

/// Precomputed facts about the names, for fast suggestions.
private struct NameIndex: Sendable {
    var sorted: [String]
    var lengths: [Int]
    var masks: [UInt64]

    init(_ names: Set<String>) {
        sorted = names.sorted()
        lengths = sorted.map { $0.unicodeScalars.count }
        masks = sorted.map(NameIndex.mask(of:))
    }

    /// One bit per character class: a–z, 0–9 and '.' each get their own;
    /// anything else shares one of the remaining bits. Shared bits only make
    /// the bound weaker, never wrong.
    static func mask(of name: String) -> UInt64 {
        var mask: UInt64 = 0
        for scalar in name.unicodeScalars {
            let v = scalar.value
            let bit: UInt32
            switch v {
            case 0x61...0x7A: bit = v - 0x61          // a-z: 0...25
            case 0x30...0x39: bit = 26 + (v - 0x30)   // 0-9: 26...35
            case 0x2E: bit = 36                       // '.'
            default: bit = 37 + v % 27                // 37...63
            }
            mask |= 1 << UInt64(bit)
        }
        return mask
    }
}

/// An OS version such as "17.2", compared numerically part by part, missing
/// parts counting as 0 ("17" == "17.0", "17.10" > "17.9").
public struct OSVersion: Sendable, Comparable, Hashable, CustomStringConvertible {
    public var components: [Int]

    /// Parses ASCII digits separated by dots, 1 to 4 components, each fitting
    /// in an `Int`; anything else is `nil`.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty,
                  part.unicodeScalars.allSatisfy({ (0x30...0x39).contains($0.value) }),
                  let value = Int(part)
            else { return nil }
            components.append(value)
        }
        self.components = components
    }

    /// A version of the given components (1 to 4, none negative).
    init(components: [Int]) {
        self.components = components
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    /// The components without trailing zeros, so that equal versions hash alike.
    private var significant: ArraySlice<Int> {
        var end = components.endIndex
        while end > components.startIndex, components[end - 1] == 0 { end -= 1 }
        return components[components.startIndex..<end]
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.significant.elementsEqual(rhs.significant)
    }

    public func hash(into hasher: inout Hasher) {
        for component in significant { hasher.combine(component) }
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for i in 0..<count {
            let a = i < lhs.components.count ? lhs.components[i] : 0
            let b = i < rhs.components.count ? rhs.components[i] : 0
            if a != b { return a < b }
        }
        return false
    }
}
