import TabsBase
import TabsLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A symbol catalog that could not be loaded. `path` names the file (or
/// directory) at fault; `message` says what is wrong and what is expected.
public struct SymbolCatalogError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

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
    /// `.plist`, or one that starts as a binary or XML property list; any
    /// other file is a text list, one name per line.
    public static func load(path: String) throws(SymbolCatalogError) -> SymbolCatalog {
        let kind = path.isEmpty ? .missing : FileSystem.kind(of: path)
        guard kind != .missing else {
            throw SymbolCatalogError(
                path: path.isEmpty ? "(empty path)" : path,
                message: "no such file or directory; \(expected)")
        }
        if kind == .directory { return try loadDirectory(path) }
        let data = try read(path)
        // A property list under another name is still a property list;
        // reading it as text would only produce junk names.
        if path.lowercased().hasSuffix(".plist") || PropertyListReader.startsBinaryOrXML(data) {
            return try loadAvailability(path, data: data)
        }
        return try loadTextList(path, data: data)
    }

    /// The macOS system catalog directory when it exists; `nil` elsewhere.
    public static var systemCatalogPath: String? {
        #if os(macOS)
        let path = "/System/Library/CoreServices/CoreGlyphs.bundle/Contents/Resources"
        return access(FileSystem.join(path, availabilityFile), R_OK) == 0 ? path : nil
        #else
        return nil
        #endif
    }

    // MARK: - Formats

    private static func loadDirectory(_ path: String) throws(SymbolCatalogError) -> SymbolCatalog {
        let plistPath = appending(availabilityFile, to: path)
        guard FileSystem.kind(of: plistPath) != .missing else {
            var message = "the directory has no \(availabilityFile); \(expected)"
            let lists = ((try? FileSystem.names(in: path)) ?? []).filter { $0.lowercased().hasSuffix(".txt") }.sorted()
            if let list = lists.first {
                message += "; to use the text list, pass the file itself: \(appending(list, to: path))"
            }
            throw SymbolCatalogError(path: path, message: message)
        }
        var catalog = try loadAvailability(plistPath, data: read(plistPath))
        let aliasesPath = appending(aliasesFile, to: path)
        if FileSystem.kind(of: aliasesPath) != .missing {
            catalog.aliases = try loadAliases(aliasesPath)
        }
        return catalog
    }

    private static func loadAvailability(_ path: String, data: [UInt8]) throws(SymbolCatalogError) -> SymbolCatalog {
        let root = try propertyList(path, data: data, what: "a name_availability.plist")
        guard case .dictionary(let top) = root else {
            throw SymbolCatalogError(
                path: path,
                message: "the property list holds \(root.kind), expected a dictionary with `symbols` and `year_to_release`")
        }
        guard let rawSymbols = top["symbols"] else {
            throw SymbolCatalogError(
                path: path,
                message: "the property list has no `symbols` dictionary (symbol name -> year); is this a name_availability.plist?")
        }
        guard case .dictionary(let symbols) = rawSymbols else {
            throw SymbolCatalogError(
                path: path,
                message: "`symbols` is \(rawSymbols.kind), expected a dictionary of symbol name -> year")
        }
        var names = Set<String>()
        var years: [String: String] = [:]
        for (key, value) in symbols {
            let name = Titles.trimmed(key)
            guard !name.isEmpty else { continue }
            names.insert(name)
            if let year = value.scalarText, !year.isEmpty { years[name] = year }
        }
        if names.isEmpty {
            throw SymbolCatalogError(path: path, message: "`symbols` lists no symbol names")
        }
        var releases: [String: [String: String]] = [:]
        if let rawReleases = top["year_to_release"] {
            guard case .dictionary(let table) = rawReleases else {
                throw SymbolCatalogError(
                    path: path,
                    message: "`year_to_release` is \(rawReleases.kind), expected a dictionary of year -> {OS: version}")
            }
            for (key, value) in table {
                let year = Titles.trimmed(key)
                guard !year.isEmpty, case .dictionary(let entries) = value else { continue }
                var release: [String: String] = [:]
                for (osKey, versionValue) in entries {
                    let os = Titles.trimmed(osKey)
                    guard !os.isEmpty, let version = versionValue.scalarText, OSVersion(version) != nil
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
        // empty table; the property list reader refuses zero-length data.
        if data.allSatisfy(PropertyListReader.isBlank) { return [:] }
        let root = try propertyList(path, data: data, what: "a name_aliases.strings")
        guard case .dictionary(let table) = root else {
            throw SymbolCatalogError(
                path: path,
                message: "the file holds \(root.kind), expected a dictionary of old symbol name -> new name")
        }
        var aliases: [String: String] = [:]
        for (key, value) in table {
            let old = Titles.trimmed(key)
            guard !old.isEmpty, case .string(let newText) = value else { continue }
            let new = Titles.trimmed(newText)
            guard !new.isEmpty, new != old else { continue }
            aliases[old] = new
        }
        return aliases
    }

    private static func loadTextList(_ path: String, data: [UInt8]) throws(SymbolCatalogError) -> SymbolCatalog {
        guard let text = decodeText(data) else {
            throw SymbolCatalogError(
                path: path,
                message: "not UTF-8 text; \(expected) (a property list's name must end in .plist)")
        }
        // Split on LF, CR and CRLF alike (CRLF is one Character, so split on scalars).
        let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
        let names = Set(lines.map { Titles.trimmed(String($0)) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
        if names.isEmpty {
            throw SymbolCatalogError(path: path, message: "the text list holds no symbol names (one name per line)")
        }
        return SymbolCatalog(names: names)
    }

    // MARK: - Helpers

    /// `name` inside the directory `directory`.
    private static func appending(_ name: String, to directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func read(_ path: String) throws(SymbolCatalogError) -> [UInt8] {
        let kind = FileSystem.kind(of: path)
        if kind == .directory {
            throw SymbolCatalogError(path: path, message: "is a directory, expected a file")
        }
        do {
            return try FileSystem.read(path)
        } catch {
            throw SymbolCatalogError(
                path: path,
                message: kind != .missing ? "cannot be read (check its permissions)" : "no such file")
        }
    }

    private static func propertyList(_ path: String, data: [UInt8], what: String) throws(SymbolCatalogError) -> PropertyListValue {
        if data.isEmpty {
            throw SymbolCatalogError(path: path, message: "the file is empty, expected \(what) property list")
        }
        do {
            return try PropertyListReader.read(data)
        } catch {
            let detail = data.starts(with: PropertyListReader.binaryMagic)
                ? "a binary property list that is truncated or corrupt"
                : "not a readable property list (binary, XML or text)"
            throw SymbolCatalogError(path: path, message: "\(detail) (\(error.message)); expected \(what) property list")
        }
    }

    /// UTF-8 (with or without a byte-order mark), or UTF-16 with a byte-order mark.
    private static func decodeText(_ bytes: [UInt8]) -> String? {
        guard case .success(let utf8) = TextDecoding.utf8Text(bytes),
              utf8.withUnsafeBufferPointer(TextDecoding.firstInvalidUTF8) == nil else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }
}
