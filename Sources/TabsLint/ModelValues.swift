import TabsSyntax

// The plain values a model is made of: platforms, the enumerated attribute
// values, and a value with the range it was read from.

public enum Platform: String, Sendable, CaseIterable, Comparable {
    case iphone, ipad, mac, vision, tv

    /// Written out: the synthesized initializer builds an array of every
    /// case's name on each call, and this one runs for every platform list.
    /// (`ModelTypesTests` checks each of these against `rawValue`.)
    public init?(rawValue: String) {
        switch rawValue {
        case "iphone": self = .iphone
        case "ipad": self = .ipad
        case "mac": self = .mac
        case "vision": self = .vision
        case "tv": self = .tv
        default: return nil
        }
    }

    public static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
    /// The OS a `deployment` entry names for this platform, in order of preference.
    public var operatingSystems: [String] {
        switch self {
        case .iphone: ["iOS"]
        case .ipad: ["iPadOS", "iOS"]
        case .mac: ["macOS"]
        case .vision: ["visionOS"]
        case .tv: ["tvOS"]
        }
    }
}

/// A set of platforms as bits (by `Platform.allCases` position): a tab's
/// platforms without an array, so a `TabModel` holds no reference.
public struct PlatformSet: Sendable, Hashable {
    var bits: UInt8 = 0
    public init() {}
    public init<S: Sequence>(_ platforms: S) where S.Element == Platform {
        for platform in platforms { bits |= PlatformSet.bit(platform) }
    }
    public func contains(_ platform: Platform) -> Bool { bits & PlatformSet.bit(platform) != 0 }
    public mutating func insert(_ platform: Platform) { bits |= PlatformSet.bit(platform) }
    public var isEmpty: Bool { bits == 0 }
    /// The set as bits, one per platform by `Platform.allCases` position
    /// (0 to 31): a table index for each distinct set.
    public var rawValue: UInt8 { bits }
    public func intersection(_ other: PlatformSet) -> PlatformSet {
        var result = PlatformSet()
        result.bits = bits & other.bits
        return result
    }
    static func bit(_ platform: Platform) -> UInt8 {
        switch platform {
        case .iphone: 1
        case .ipad: 2
        case .mac: 4
        case .vision: 8
        case .tv: 16
        }
    }
}

// The raw-value initializers below are written out, as `Platform`'s is:
// the synthesized ones build an array of every case's name on each call.

public enum Placement: String, Sendable, CaseIterable {
    case automatic, pinned, sidebarOnly

    public init?(rawValue: String) {
        switch rawValue {
        case "automatic": self = .automatic
        case "pinned": self = .pinned
        case "sidebarOnly": self = .sidebarOnly
        default: return nil
        }
    }
}

public enum Role: String, Sendable, CaseIterable {
    case search, prominent, action

    public init?(rawValue: String) {
        switch rawValue {
        case "search": self = .search
        case "prominent": self = .prominent
        case "action": self = .action
        default: return nil
        }
    }
}

/// Who draws the tab bar (`defaults bar`): the system, or the app itself
/// (which hides the system's bar, so UIKit's "More" tab never appears).
public enum TabBar: String, Sendable, CaseIterable {
    case system, custom
}

public enum TabViewStyle: String, Sendable, CaseIterable {
    case automatic, tabBarOnly, sidebarAdaptable, page

    public init?(rawValue: String) {
        switch rawValue {
        case "automatic": self = .automatic
        case "tabBarOnly": self = .tabBarOnly
        case "sidebarAdaptable": self = .sidebarAdaptable
        case "page": self = .page
        default: return nil
        }
    }
}

/// A value and the range of the token it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: ByteRange
    public init(_ value: Value, _ range: ByteRange) { self.value = value; self.range = range }
}

public struct DeploymentTarget: Sendable {
    public var os: String          // as canonical: iOS, iPadOS, macOS, visionOS, tvOS
    public var version: OSVersion
    public var range: ByteRange
}

/// One entry of a tab's `formerly` list: where it is written, its key in
/// `Model.ids` (former and declared ids share one namespace), and the
/// index in `Model.tabs` of the tab that lists it.
public struct FormerID: Sendable {
    public let range: ByteRange
    public let key: IdKey
    public let tab: Int32
}
