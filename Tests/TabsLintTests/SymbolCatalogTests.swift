import Foundation
import Testing
import TabsLint
import TablintWorkspace

private let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/symbols")

private func fixture(_ name: String) -> String {
    fixtures.appendingPathComponent(name).path
}

/// Loads, failing the test with the error's description instead of throwing.
private func load(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> SymbolCatalog? {
    do {
        return try SymbolCatalogLoader.load(path: fixture(name))
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The error from loading `path`, or nil (recording an issue) when it loads.
private func loadError(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> SymbolCatalogError? {
    do {
        _ = try SymbolCatalogLoader.load(path: path)
        Issue.record("expected \(path) to fail to load", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private let expectedAliases = [
    "gear": "gearshape",
    "figure.walk.motion": "figure.walk.motion.trianglebadge.exclamationmark",
    "text.bubble.fill": "text.bubble",
]

@Suite struct SymbolCatalogTests {
    // MARK: Loading

    @Test func binaryAndXMLDirectoriesAgree() throws {
        let binary = try #require(load("catalog-binary"))
        let xml = try #require(load("catalog-xml"))
        #expect(binary.names.count == 29)
        #expect(binary.names == xml.names)
        #expect(binary.aliases == expectedAliases)
        #expect(xml.aliases == expectedAliases)
        #expect(binary.introducedYear == xml.introducedYear)
        #expect(binary.releases == xml.releases)
        #expect(binary.knowsAvailability)
        #expect(binary.introducedYear["chart.xyaxis.line"] == "2022")
        #expect(binary.releases["2023"]?["visionOS"] == "1.0")
        #expect(binary.renamedTo("gear") == "gearshape")
        #expect(binary.renamedTo("gearshape") == nil)
    }

    @Test func plistFileWithoutAliases() throws {
        let catalog = try #require(load("catalog-binary/name_availability.plist"))
        let directory = try #require(load("catalog-binary"))
        #expect(catalog.names == directory.names)
        #expect(catalog.aliases.isEmpty)
        #expect(catalog.introduction(of: "figure.run", os: "iOS") == OSVersion("17"))
    }

    @Test func textListMatchesPlist() throws {
        let text = try #require(load("symbols.txt"))
        let plist = try #require(load("catalog-xml"))
        #expect(text.names == plist.names)
        #expect(!text.names.contains(where: { $0.hasPrefix("#") || $0.isEmpty || $0 != $0.trimmingCharacters(in: .whitespaces) }))
        #expect(!text.knowsAvailability)
        #expect(text.aliases.isEmpty)
        #expect(text.introduction(of: "house", os: "iOS") == nil)
        #expect(text.sortedNames == text.names.sorted())
    }

    @Test func textListLineEndings() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablint-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("list")
        try Data("\u{FEFF}house\r\n\r\n# comment\rheart.fill\n\t star \n  # indented comment".utf8).write(to: file)
        let catalog = try SymbolCatalogLoader.load(path: file.path)
        #expect(catalog.names == ["house", "heart.fill", "star"])

        let empty = directory.appendingPathComponent("empty.txt")
        try Data("# nothing\n\n".utf8).write(to: empty)
        let error = try #require(loadError(empty.path))
        #expect(error.description.hasPrefix(empty.path + ": "))
    }

    @Test func tolerantOfWrongTypedEntries() throws {
        let catalog = try #require(load("tolerant.plist"))
        #expect(catalog.names == ["house", "heart", "odd", "list", "figure.run"])
        #expect(catalog.introducedYear == ["house": "2019", "heart": "2019", "figure.run": "2023"])
        #expect(catalog.releases["2019"] == ["iOS": "13", "macOS": "10.15"])
        // A real number 1.0 comes back from the property list as the integer 1.
        #expect(catalog.releases["2023"]?["visionOS"].flatMap(OSVersion.init) == OSVersion("1.0"))
        #expect(catalog.releases["2099"] == nil)
        #expect(catalog.introduction(of: "house", os: "ios") == OSVersion("13.0"))
        #expect(catalog.introduction(of: "house", os: "tvOS") == nil)
        #expect(catalog.introduction(of: "odd", os: "iOS") == nil)
    }

    // MARK: Errors

    @Test func truncatedPlistThrows() throws {
        let path = fixture("broken.plist")
        let error = try #require(loadError(path))
        #expect(error.path == path)
        #expect(error.description.hasPrefix(path + ": "))
        #expect(error.message.contains("truncated"))
    }

    @Test func wrongTypesThrow() throws {
        let top = try #require(loadError(fixture("wrong-top-level.plist")))
        #expect(top.description.hasPrefix(fixture("wrong-top-level.plist") + ": "))
        #expect(top.message.contains("array"))
        let symbols = try #require(loadError(fixture("wrong-symbols.plist")))
        #expect(symbols.description.contains("wrong-symbols.plist"))
        #expect(symbols.message.contains("`symbols`"))
    }

    @Test func missingPathThrows() throws {
        let path = fixture("does-not-exist")
        let error = try #require(loadError(path))
        #expect(error.path == path)
        #expect(error.message.contains("no such file"))
        #expect(error.message.contains("name_availability.plist"))
    }

    @Test func directoryWithoutPlistThrows() throws {
        let path = fixture("catalog-textonly")
        let error = try #require(loadError(path))
        #expect(error.path == path)
        #expect(error.message.contains("name_availability.plist"))
        #expect(error.message.contains("names.txt"))
    }

    @Test func brokenAliasesThrowNamingTheFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablint-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist = try Data(contentsOf: URL(fileURLWithPath: fixture("catalog-binary/name_availability.plist")))
        try plist.write(to: directory.appendingPathComponent("name_availability.plist"))
        let aliases = directory.appendingPathComponent("name_aliases.strings")

        // An empty strings file is an empty table.
        try Data().write(to: aliases)
        let catalog = try SymbolCatalogLoader.load(path: directory.path)
        #expect(catalog.aliases.isEmpty)

        try Data("\"gear\" = ".utf8).write(to: aliases)
        let error = try #require(loadError(directory.path))
        #expect(error.path == aliases.path)
        #expect(error.description.contains("name_aliases.strings"))

        try Data("(\"gear\", \"gearshape\")".utf8).write(to: aliases)
        let array = try #require(loadError(directory.path))
        #expect(array.path == aliases.path)
        #expect(array.message.contains("array"))
    }

    @Test func systemCatalogPathIsNilOrADirectory() {
        if let path = SymbolCatalogLoader.systemCatalogPath {
            #expect(path.hasSuffix("CoreGlyphs.bundle/Contents/Resources"))
        }
        #if os(Linux)
        #expect(SymbolCatalogLoader.systemCatalogPath == nil)
        #endif
    }

    // MARK: OSVersion

    @Test func osVersionParsing() {
        #expect(OSVersion("17.2")?.components == [17, 2])
        #expect(OSVersion("17")?.components == [17])
        #expect(OSVersion("1.2.3.4")?.components == [1, 2, 3, 4])
        #expect(OSVersion("10.15")?.description == "10.15")
        for bad in ["", ".", "17.", ".5", "17..2", "1.2.3.4.5", "17a", "-1", "+1", " 17", "17 ", "v17",
                    "99999999999999999999999", "١٧"] {
            #expect(OSVersion(bad) == nil, "\(bad)")
        }
    }

    @Test func osVersionComparison() throws {
        let v = { (text: String) throws -> OSVersion in try #require(OSVersion(text)) }
        #expect(try v("17") == v("17.0"))
        #expect(try v("17.0.0") == v("17"))
        #expect(try Set([v("17"), v("17.0"), v("17.0.0.0")]).count == 1)
        #expect(try v("17.10") > v("17.9"))
        #expect(try v("10.15") < v("11"))
        #expect(try v("17.0.1") > v("17"))
        #expect(try !(v("17") < v("17.0")))
        #expect(try v("1.0") < v("17.0"))
    }

    // MARK: Queries

    @Test func introductionPerOS() throws {
        let catalog = try #require(load("catalog-binary"))
        #expect(catalog.introduction(of: "figure.run", os: "iOS") == OSVersion("17.0"))
        #expect(catalog.introduction(of: "figure.run", os: "visionOS") == OSVersion("1"))
        #expect(catalog.introduction(of: "figure.run", os: "VISIONOS") == OSVersion("1"))
        #expect(catalog.introduction(of: "figure.run", os: "macos") == OSVersion("14"))
        #expect(catalog.introduction(of: "house", os: "macOS") == OSVersion("10.15"))
        #expect(catalog.introduction(of: "house", os: "visionOS") == nil)
        #expect(catalog.introduction(of: "unknown.symbol", os: "iOS") == nil)
        // iPadOS falls back to iOS when the release has no iPadOS entry.
        #expect(catalog.introduction(of: "chart.xyaxis.line", os: "iPadOS") == OSVersion("16.0"))
        #expect(catalog.introduction(of: "chart.xyaxis.line", os: "ipados") == OSVersion("16.0"))
    }

    @Test func iPadOSEntryWinsOverIOS() {
        let catalog = SymbolCatalog(
            names: ["a"],
            introducedYear: ["a": "2024"],
            releases: ["2024": ["iOS": "18.0", "iPadOS": "18.1"]])
        #expect(catalog.introduction(of: "a", os: "iPadOS") == OSVersion("18.1"))
        #expect(catalog.introduction(of: "a", os: "ios") == OSVersion("18.0"))
    }

    @Test func closestName() throws {
        let catalog = try #require(load("catalog-binary"))
        #expect(catalog.contains("house"))
        #expect(!catalog.contains("hose"))
        #expect(catalog.closestName(to: "hose") == "house")
        #expect(catalog.closestName(to: "magnifyingglas") == "magnifyingglass")
        #expect(catalog.closestName(to: "chart.xyaxis.lines") == "chart.xyaxis.line")
        #expect(catalog.closestName(to: "testtube.3") == "testtube.2")
        #expect(catalog.closestName(to: "completely.different") == nil)
        #expect(catalog.closestName(to: "hoouse", limit: 0) == nil)
        // Ties go to the first name in sorted order.
        let tie = SymbolCatalog(names: ["abd", "abc"])
        #expect(tie.closestName(to: "abe") == "abc")
        // Never the name itself.
        #expect(catalog.closestName(to: "house") == nil)
        #expect(SymbolCatalog(names: ["star", "stars"]).closestName(to: "star") == "stars")
    }

    @Test func closestNameMatchesPlainSearch() {
        // The prefilter must not change the answer.
        var names = Set<String>()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        let alphabet = Array("abcdefghij.2")
        func word() -> String {
            String((0..<(3 + Int(next() % 6))).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
        }
        for _ in 0..<400 { names.insert(word()) }
        names.insert("é.ü")
        let catalog = SymbolCatalog(names: names)
        for query in (0..<200).map({ _ in word() }) + ["e.u", "é.u", "é.ü.x"] {
            #expect(catalog.closestName(to: query) == EditDistance.closest(to: query, in: catalog.sortedNames, limit: 2),
                    "\(query)")
        }
    }

    @Test func closestNameIsFastOnALargeCatalog() {
        var names = Set<String>()
        let words = ["person", "circle", "fill", "square", "badge", "plus", "minus", "arrow", "up", "down",
                     "left", "right", "chart", "bar", "line", "xyaxis", "doc", "text", "folder", "tray",
                     "rectangle", "stack", "figure", "run", "walk", "house", "heart", "star", "bell", "gear"]
        var i = 0
        while names.count < 7_000 {
            let a = words[i % words.count], b = words[(i / 30) % words.count], c = words[(i / 900) % words.count]
            names.insert("\(a).\(b).\(c)")
            names.insert("\(a).\(b).\(c).\(i % 5)")
            i += 1
        }
        let catalog = SymbolCatalog(names: names)
        let queries = catalog.sortedNames.enumerated().filter { $0.offset % 23 == 0 }.map { $0.element + "x" }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for query in queries.prefix(300) { _ = catalog.closestName(to: query) }
        }
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func mutatingNamesRefreshesSortedNames() {
        var catalog = SymbolCatalog(names: ["b", "a"])
        #expect(catalog.sortedNames == ["a", "b"])
        catalog.names.insert("0")
        #expect(catalog.sortedNames == ["0", "a", "b"])
        #expect(catalog.closestName(to: "1", limit: 1) == "0")
    }
}
