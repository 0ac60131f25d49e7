import Foundation
import TabsLint

/// A symbol catalog that could not be loaded. `path` names the file (or
/// directory) at fault; `message` says what is wrong and what is expected.
public struct SymbolCatalogError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// Reads symbol catalogs from disk: a text list, Apple's
/// `name_availability.plist`, or a directory holding that file and,
/// optionally, `name_aliases.strings`.
public enum SymbolCatalogLoader {
    static let availabilityFile = "name_availability.plist"
    static let aliasesFile = "name_aliases.strings"
    static let expected =
        "a symbol catalog is a text list (one name per line), a name_availability.plist, "
        + "or a directory holding name_availability.plist and optionally name_aliases.strings"

    /// Loads a catalog from `path`: a directory holding `name_availability.plist`
    /// (required) and optionally `name_aliases.strings`; a file ending in
    /// `.plist`; any other file is a text list, one name per line.
    public static func load(path: String) throws(SymbolCatalogError) -> SymbolCatalog {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SymbolCatalogError(
                path: path.isEmpty ? "(empty path)" : path,
                message: "no such file or directory; \(expected)")
        }
        if isDirectory.boolValue {
            return try loadDirectory(path)
        }
        if path.lowercased().hasSuffix(".plist") {
            return try loadAvailability(path)
        }
        let data = try read(path)
        if looksLikePropertyList(data) {
            // A property list under another name is still a property list;
            // reading it as text would only produce junk names.
            return try loadAvailability(path, data: data)
        }
        return try loadTextList(path, data: data)
    }

    /// The macOS system catalog directory when it exists; `nil` elsewhere.
    public static var systemCatalogPath: String? {
        #if os(macOS)
        let path = "/System/Library/CoreServices/CoreGlyphs.bundle/Contents/Resources"
        let plist = (path as NSString).appendingPathComponent(availabilityFile)
        return FileManager.default.isReadableFile(atPath: plist) ? path : nil
        #else
        return nil
        #endif
    }

    // MARK: - Formats

    private static func loadDirectory(_ path: String) throws(SymbolCatalogError) -> SymbolCatalog {
        let directory = path as NSString
        let plistPath = directory.appendingPathComponent(availabilityFile)
        guard FileManager.default.fileExists(atPath: plistPath) else {
            var message = "the directory has no \(availabilityFile); \(expected)"
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let lists = entries.filter { $0.lowercased().hasSuffix(".txt") }.sorted()
            if let list = lists.first {
                message += "; to use the text list, pass the file itself: \(directory.appendingPathComponent(list))"
            }
            throw SymbolCatalogError(path: path, message: message)
        }
        var catalog = try loadAvailability(plistPath)
        let aliasesPath = directory.appendingPathComponent(aliasesFile)
        if FileManager.default.fileExists(atPath: aliasesPath) {
            catalog.aliases = try loadAliases(aliasesPath)
        }
        return catalog
    }

    private static func loadAvailability(_ path: String, data: Data? = nil) throws(SymbolCatalogError) -> SymbolCatalog {
        let contents: Data
        if let data { contents = data } else { contents = try read(path) }
        let root = try propertyList(path, data: contents, what: "a name_availability.plist")
        guard let top = root as? [AnyHashable: Any] else {
            throw SymbolCatalogError(
                path: path,
                message: "the property list holds \(kind(of: root)), expected a dictionary with `symbols` and `year_to_release`")
        }
        guard let rawSymbols = top["symbols"] else {
            throw SymbolCatalogError(
                path: path,
                message: "the property list has no `symbols` dictionary (symbol name -> year); is this a name_availability.plist?")
        }
        guard let symbols = rawSymbols as? [AnyHashable: Any] else {
            throw SymbolCatalogError(
                path: path,
                message: "`symbols` is \(kind(of: rawSymbols)), expected a dictionary of symbol name -> year")
        }
        var names = Set<String>()
        var years: [String: String] = [:]
        for (key, value) in symbols {
            guard let name = (key.base as? String).map(trimmed), !name.isEmpty else { continue }
            names.insert(name)
            if let year = scalarText(value), !year.isEmpty { years[name] = year }
        }
        if names.isEmpty {
            throw SymbolCatalogError(path: path, message: "`symbols` lists no symbol names")
        }
        var releases: [String: [String: String]] = [:]
        if let rawReleases = top["year_to_release"] {
            guard let table = rawReleases as? [AnyHashable: Any] else {
                throw SymbolCatalogError(
                    path: path,
                    message: "`year_to_release` is \(kind(of: rawReleases)), expected a dictionary of year -> {OS: version}")
            }
            for (key, value) in table {
                guard let year = scalarText(key.base), !year.isEmpty,
                      let entries = value as? [AnyHashable: Any] else { continue }
                var release: [String: String] = [:]
                for (osKey, versionValue) in entries {
                    guard let os = (osKey.base as? String).map(trimmed), !os.isEmpty,
                          let version = scalarText(versionValue), OSVersion(version) != nil
                    else { continue }
                    release[os] = version
                }
                if !release.isEmpty { releases[year] = release }
            }
        }
        return SymbolCatalog(names: names, introducedYear: years, releases: releases)
    }

    private static func loadAliases(_ path: String) throws(SymbolCatalogError) -> [String: String] {
        let data = try read(path)
        // An empty strings file (or one holding only white space) is a valid,
        // empty table; Foundation refuses zero-length data.
        if isBlank(data) { return [:] }
        let root = try propertyList(path, data: data, what: "a name_aliases.strings")
        guard let table = root as? [AnyHashable: Any] else {
            throw SymbolCatalogError(
                path: path,
                message: "the file holds \(kind(of: root)), expected a dictionary of old symbol name -> new name")
        }
        var aliases: [String: String] = [:]
        for (key, value) in table {
            guard let old = (key.base as? String).map(trimmed), !old.isEmpty,
                  let new = (value as? String).map(trimmed), !new.isEmpty, new != old
            else { continue }
            aliases[old] = new
        }
        return aliases
    }

    private static func loadTextList(_ path: String, data: Data) throws(SymbolCatalogError) -> SymbolCatalog {
        guard let text = decodeText(data) else {
            throw SymbolCatalogError(
                path: path,
                message: "not UTF-8 text; \(expected) (a property list's name must end in .plist)")
        }
        var names = Set<String>()
        // Split on LF, CR and CRLF alike (CRLF is one Character, so split on scalars).
        var line = String.UnicodeScalarView()
        func finish() {
            let name = trimmed(String(line))
            line = String.UnicodeScalarView()
            if name.isEmpty || name.hasPrefix("#") { return }
            names.insert(name)
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" { finish() } else { line.append(scalar) }
        }
        finish()
        if names.isEmpty {
            throw SymbolCatalogError(path: path, message: "the text list holds no symbol names (one name per line)")
        }
        return SymbolCatalog(names: names)
    }

    // MARK: - Helpers

    private static func read(_ path: String) throws(SymbolCatalogError) -> Data {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SymbolCatalogError(path: path, message: "is a directory, expected a file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SymbolCatalogError(
                path: path,
                message: exists ? "cannot be read (check its permissions)" : "no such file")
        }
    }

    private static func propertyList(_ path: String, data: Data, what: String) throws(SymbolCatalogError) -> Any {
        if data.isEmpty {
            throw SymbolCatalogError(path: path, message: "the file is empty, expected \(what) property list")
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = data.starts(with: Array("bplist".utf8))
                ? "a binary property list that is truncated or corrupt"
                : "not a readable property list (binary, XML or text)"
            throw SymbolCatalogError(path: path, message: "\(detail); expected \(what) property list")
        }
    }

    /// Whether the data starts like a binary or XML property list.
    private static func looksLikePropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist".utf8)) { return true }
        let head = String(decoding: data.prefix(256), as: UTF8.self)
        let start = head.drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace })
        return start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist")
    }

    /// UTF-8 (with or without a byte-order mark), or UTF-16 with a byte-order mark.
    private static func decodeText(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return String(validating: body, as: UTF8.self)
    }

    private static func isBlank(_ data: Data) -> Bool {
        data.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// A string, or a number written as text (years and versions are
    /// sometimes stored as numbers); `nil` for anything else, Booleans included.
    private static func scalarText(_ value: Any) -> String? {
        if isBoolean(value) { return nil }
        if let text = value as? String { return trimmed(text) }
        if let number = value as? Int { return String(number) }
        if let number = value as? Double, number.isFinite, number >= 0 { return String(number) }
        return nil
    }

    /// Property-list Booleans. Not `value is Bool`: on Linux every NSNumber
    /// holding 0 or 1 (a year-less `1.0`, say) also passes that test. A
    /// Boolean's Objective-C type is "c" on every platform; plist integers
    /// and reals never are.
    private static func isBoolean(_ value: Any) -> Bool {
        if let number = value as? NSNumber {
            return String(cString: number.objCType) == "c"
        }
        return value is Bool
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is [AnyHashable: Any]: return "a dictionary"
        case is String: return "a string"
        case _ where isBoolean(value): return "a Boolean"
        case is Data: return "data"
        case is Date: return "a date"
        case is NSNumber: return "a number"
        default: return "an unexpected value"
        }
    }
}
