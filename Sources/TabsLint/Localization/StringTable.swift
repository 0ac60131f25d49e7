/// The string tables an app translates its titles with, as read from a
/// String Catalog, a `.strings` file or a directory of `.lproj` folders
/// (TablintWorkspace's `StringTableLoader` reads them; this layer only
/// holds and queries them).

/// A translated value and where it stands in its table file.
public struct TableValue: Hashable, Sendable {
    public var text: String
    /// Index into the table's `files`.
    public var file: Int32
    /// 1-based line and Unicode-scalar column of the value's opening quote;
    /// 0 when the reader cannot place it (binary and XML property lists).
    public var line: Int32
    public var column: Int32

    public init(text: String, file: Int32 = 0, line: Int32 = 0, column: Int32 = 0) {
        self.text = text
        self.file = file
        self.line = line
        self.column = column
    }
}

/// The device variants of a String Catalog's `variations.device`.
public enum DeviceVariant: Int, Sendable, CaseIterable {
    case iphone, ipad, mac, applevision, appletv, other

    /// The variant a catalog names (`iphone`, `applevision`, ...): the case of that name.
    public init?(name: String) {
        guard let variant = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = variant
    }

    /// The variant that names a platform outright (`other` covers the rest).
    public init(_ platform: Platform) {
        switch platform {
        case .iphone: self = .iphone
        case .ipad: self = .ipad
        case .mac: self = .mac
        case .vision: self = .applevision
        case .tv: self = .appletv
        }
    }
}

/// One language's translation of one key.
public struct Translation: Hashable, Sendable {
    /// The value on every platform: a `stringUnit`'s value, a plural's
    /// `other`, a `.strings` value. Unused when `devices` is set.
    public var value: TableValue?
    /// `variations.device`, indexed by `DeviceVariant.rawValue`; nil when
    /// the translation has no device variations. A variant without a value
    /// (a plural without `other`) is nil.
    public var devices: [TableValue?]?

    public init(value: TableValue? = nil, devices: [TableValue?]? = nil) {
        self.value = value
        self.devices = devices
    }

    /// The value shown on `platform`, nil when the key itself is shown there.
    public func value(on platform: Platform) -> TableValue? {
        guard let devices else { return value }
        let exact = DeviceVariant(platform).rawValue
        if exact < devices.count, let v = devices[exact] { return v }
        let other = DeviceVariant.other.rawValue
        return other < devices.count ? devices[other] : nil
    }

    /// Whether some platform shows a value (what "translated" means).
    public var hasValue: Bool {
        guard let devices else { return value != nil }
        return devices.contains { $0 != nil }
    }

    /// Whether the value can differ between platforms.
    public var variesByDevice: Bool { devices != nil }
}

/// One key of a table.
public struct TableEntry: Hashable, Sendable {
    /// `"shouldTranslate": false`: the key is shown in every language.
    public var shouldTranslate: Bool
    /// By language name, as written in the table.
    public var translations: [String: Translation]

    public init(shouldTranslate: Bool = true, translations: [String: Translation] = [:]) {
        self.shouldTranslate = shouldTranslate
        self.translations = translations
    }
}

/// One `strings` entry, read.
public struct StringTable: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case catalog, stringsFile, directory }
    public var kind: Kind
    /// The catalog's `sourceLanguage`; nil for `.strings` files and directories.
    public var sourceLanguage: String?
    /// Languages the table names: a catalog's languages with a value, the
    /// `.lproj` folder names (`Base` included, as written).
    public var languages: [String]
    /// The files values point into (`TableValue.file`), as paths joined to
    /// the `strings` entry as written (`Resources/de.lproj/Localizable.strings`).
    public var files: [String]
    public var entries: [String: TableEntry]

    public init(kind: Kind, sourceLanguage: String? = nil, languages: [String] = [], files: [String] = [],
                entries: [String: TableEntry] = [:]) {
        self.kind = kind
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.files = files
        self.entries = entries
    }
}

/// Why a `strings` entry cannot be used. The reason never quotes the
/// table's content; it may name a file inside a directory entry.
public struct StringTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
