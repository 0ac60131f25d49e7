import Foundation
import Testing

/// The preview page in a real browser (docs/preview.md): Debian's
/// `chromium`, headless, parses each page into the structure the page
/// promises (its `--dump-dom` has exactly the elements and attributes the
/// page wrote, hostile titles included), and draws it light and dark (the
/// screenshots are not blank, and the dark one is dark).
///
/// Skips with a message when chromium is not installed; with
/// TABLINT_REQUIRE_BROWSER (or TABLINT_REQUIRE_EDITORS, which `.ci/run`'s
/// editor tests use) set, a missing browser fails instead. With
/// TABLINT_BLESS=1 the light screenshot of Examples/Localized (iPhone and
/// iPad, English and Japanese) is written to docs/preview.png (the
/// README's picture). Japanese titles must render as glyphs, not as boxes:
/// `.ci/run` installs fonts-noto-cjk for it; without a CJK font that test
/// is cancelled with a message, unless a browser is required.
@Suite("Preview in a browser", .serialized) struct PreviewBrowserTests {
    static let required = ["TABLINT_REQUIRE_BROWSER", "TABLINT_REQUIRE_EDITORS"].contains {
        !(ProcessInfo.processInfo.environment[$0] ?? "").isEmpty
    }

    static let browser: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in path.split(separator: ":") {
                let candidate = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func requireBrowser() throws -> String {
        try #require(Self.browser, "chromium is not on PATH, and TABLINT_REQUIRE_BROWSER or TABLINT_REQUIRE_EDITORS is set: install `chromium`")
    }

    /// Runs the browser headless on a file; returns its standard output.
    func chromium(_ arguments: [String], page: URL, in box: Sandbox, environment: [String: String] = [:]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try requireBrowser())
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let profile = box.url("profile-\(UUID().uuidString)")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(profile.path)"] + arguments + [page.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    /// The elements under `<main>`: name and sorted attributes (what the browser built).
    func structure(_ page: HTMLPage) -> [String] {
        guard let main = page.elements.firstIndex(where: { $0.name == "main" }) else { return [] }
        return page.elements.indices.filter { $0 == main || page.isInside($0, main) }.map { k in
            let e = page.elements[k]
            return e.name + " " + e.attributes.map { "\($0.0)=\($0.1)" }.sorted().joined(separator: " ")
        }
    }

    func render(_ args: [String], in box: Sandbox, to name: String) throws -> (URL, HTMLPage) {
        let r = try box.run(["preview", "--no-config"] + args + ["--output", name])
        #expect(r.status == 0, "\(r)")
        let url = box.url(name)
        return (url, HTMLPage(try box.read(name)))
    }

    @Test(.enabled(if: browser != nil || required, "chromium is not installed: the browser test skips (install `chromium`; TABLINT_REQUIRE_BROWSER=1 makes this a failure)"))
    func theBrowserSeesThePromisedStructure() throws {
        _ = try requireBrowser()
        let box = try Sandbox()
        let examples = Self.package.appendingPathComponent("Examples").path
        let pages: [[String]] = [
            ["\(examples)/IceCubes.tabs"],
            ["--language", "de", "--language", "ja", "--language", "ar", "\(examples)/Localized/Localized.tabs"],
        ]
        try box.write("Evil.tabs", """
        tab a "<script>document.title='x'</script>" { icon "\\"><img src=x onerror=alert(1)>" }
        tab b "</text></svg><iframe src=//example.com>" { icon "b" }
        tab c "\\u{202E}drowssap & <b>\\n" { icon "c" }

        """)
        for (k, args) in (pages + [[box.path("Evil.tabs")], ["\(examples)/Podcasts.tabs"]]).enumerated() {
            let (url, page) = try render(args, in: box, to: "page\(k).html")
            let dom = HTMLPage(try chromium(["--dump-dom"], page: url, in: box))
            #expect(!dom.elements.isEmpty, "chromium dumped no DOM for \(args)")
            let ours = structure(page)
            let theirs = structure(dom)
            #expect(ours.count > 10)
            #expect(theirs == ours, "the browser built another structure for \(args): first difference: \(Array(zip(ours, theirs)).first { $0.0 != $0.1 }.map { "\($0.0) / \($0.1)" } ?? "in length")")
            #expect(!dom.elements.contains { ["script", "img", "iframe", "b"].contains($0.name) })
            let main = try #require(dom.elements.first { $0.name == "main" })
            #expect(main["data-tablint-preview"] == "1" && main["data-status"] == "rendered")
            let figures = dom.elements.filter { $0.name == "figure" }
            #expect(figures.count == (main["data-platforms"] ?? "").split(separator: " ").count
                    * (main["data-languages"] ?? "").split(separator: " ").count)
            // Examples/Podcasts.tabs: the flag's tab drawn with its own mark, and the caption of its More tab.
            if args.last?.hasSuffix("Podcasts.tabs") == true {
                let conditional = dom.elements.indices.filter { dom.elements[$0]["data-when"] == "upNextOnTabBar" && dom.elements[$0].name == "g" }
                #expect(!conditional.isEmpty && conditional.allSatisfy { k in
                    dom.elements.indices.contains { dom.elements[$0].name == "path" && dom.elements[$0]["class"] == "cond" && dom.isInside($0, k) }
                }, "every drawing of the conditional tab holds its mark")
                #expect(dom.elements.contains { $0["aria-label"]?.hasSuffix("(only when upNextOnTabBar)") == true })
                #expect(dom.elements.contains { $0["class"] == "cond-more" && $0.text == "(a \"More\" tab only with upNextOnTabBar)" })
            }
        }
    }

    @Test(.enabled(if: browser != nil || required, "chromium is not installed: the browser test skips (install `chromium`; TABLINT_REQUIRE_BROWSER=1 makes this a failure)"))
    func lightAndDarkScreenshotsAreDrawn() throws {
        _ = try requireBrowser()
        let box = try Sandbox()
        let examples = Self.package.appendingPathComponent("Examples").path
        let (url, _) = try render(["--platform", "iphone", "--platform", "ipad", "--language", "en", "--language", "ja",
                                   "\(examples)/Localized/Localized.tabs"], in: box, to: "localized.html")
        try box.write("blank.html", "<!DOCTYPE html><html><body></body></html>")
        var stats: [String: PNGStats] = [:]
        for (mode, flags) in [("light", [String]()), ("dark", ["--force-dark-mode"])] {
            let shot = box.url("\(mode).png")
            _ = try chromium(flags + ["--window-size=1200,1260", "--screenshot=\(shot.path)"], page: url, in: box)
            let png = try box.read("\(mode).png")
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "no PNG written in \(mode) mode")
            stats[mode] = PNGStats(png)
            if mode == "light", !(ProcessInfo.processInfo.environment["TABLINT_BLESS"] ?? "").isEmpty {
                try Data(png).write(to: Self.package.appendingPathComponent("docs/preview.png"))
            }
        }
        let blankShot = box.url("blank.png")
        _ = try chromium(["--window-size=1200,1100", "--screenshot=\(blankShot.path)"], page: box.url("blank.html"), in: box)
        let blank = PNGStats(try box.read("blank.png"))
        let light = try #require(stats["light"] ?? nil)
        let dark = try #require(stats["dark"] ?? nil)
        // Not blank: many colours (text, shapes, badges), unlike an empty page.
        #expect(light.colours > 50, "light screenshot looks blank: \(light)")
        #expect(dark.colours > 50, "dark screenshot looks blank: \(dark)")
        if let blank { #expect(blank.colours < 5, "\(blank)") }
        // Light is light and dark is dark.
        #expect(light.meanLuma > 180, "\(light)")
        #expect(dark.meanLuma < 80, "\(dark)")
    }
}

extension PreviewBrowserTests {
    /// A Japanese panel drawn in glyphs, not boxes: the page with a
    /// Japanese title must look different from the same page whose title
    /// is as many unassigned code points (which every font draws as its
    /// box). With only fonts that have no CJK (a fontconfig of its own,
    /// when Debian's Liberation fonts are there), the two look the same:
    /// the comparison can tell boxes from glyphs.
    @Test(.enabled(if: browser != nil || required, "chromium is not installed: the browser test skips (install `chromium`; TABLINT_REQUIRE_BROWSER=1 makes this a failure)"))
    func japaneseTitlesRenderAsGlyphs() throws {
        _ = try requireBrowser()
        let box = try Sandbox()
        func shot(_ title: String, _ name: String, environment: [String: String] = [:]) throws -> [UInt8] {
            try box.write("\(name)/App.tabs", "tab a \"\(title)\" { icon \"gear\" }\n")
            let (url, page) = try render(["--platform", "iphone", "--language", "ja", box.path("\(name)/App.tabs")], in: box, to: "\(name)/page.html")
            #expect(page.all("data-title", title).count == 1)
            _ = try chromium(["--window-size=600,600", "--screenshot=\(box.url("\(name).png").path)"], page: url, in: box, environment: environment)
            return try box.read("\(name).png")
        }
        let japanese = try shot("設定と検索", "ja")
        let boxes = try shot(String(repeating: "\u{378}", count: 5), "boxes")
        #expect(japanese.starts(with: [0x89, 0x50, 0x4E, 0x47]) && boxes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // What chromium draws decides, never a font's path or package: the
        // fonts it sees follow FONTCONFIG_FILE. Alike pages mean no CJK font.
        let message = "the Japanese title renders as boxes: install a CJK font (Debian: fonts-noto-cjk)"
        let alike = japanese == boxes
        if alike && !Self.required { try Test.cancel(Comment(rawValue: message)) }
        #expect(!alike, Comment(rawValue: message))
        // The comparison can tell: with no font at all (a fontconfig that
        // lists no folder), the two pages look the same.
        try box.write("fonts.conf", """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><cachedir>\(box.path("fontcache"))</cachedir></fontconfig>
        """)
        let environment = ["FONTCONFIG_FILE": box.path("fonts.conf")]
        let bothBoxes = try shot("設定と検索", "ja-none", environment: environment) == shot(String(repeating: "\u{378}", count: 5), "boxes-none", environment: environment)
        #expect(bothBoxes, "without a CJK font the two pages should look the same")
    }
}

/// A PNG's mean luma and number of distinct colours, sampled every 4th
/// pixel of every 4th row (8-bit RGB or RGBA, non-interlaced, as chromium
/// writes them); nil for another kind. zlib is inflated by `python3`.
struct PNGStats: CustomStringConvertible {
    var width = 0, height = 0, meanLuma = 0, colours = 0
    var description: String { "\(width)x\(height), mean luma \(meanLuma), \(colours) colours" }

    init?(_ png: [UInt8]) {
        let script = """
        import sys, zlib, struct
        data = sys.stdin.buffer.read()
        pos = 8; idat = b''
        while pos < len(data):
            n, = struct.unpack('>I', data[pos:pos+4]); kind = data[pos+4:pos+8]; body = data[pos+8:pos+8+n]
            if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
            elif kind == b'IDAT': idat += body
            pos += 12 + n
        bpp = {2: 3, 6: 4}[ctype]
        raw = zlib.decompress(idat); stride = w * bpp; prev = bytearray(stride)
        i = 0; total = 0; colours = set(); samples = 0
        for y in range(h):
            f = raw[i]; line = bytearray(raw[i+1:i+1+stride]); i += 1 + stride
            for x in range(stride):
                a = line[x-bpp] if x >= bpp else 0; b = prev[x]; c = prev[x-bpp] if x >= bpp else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            prev = line
            if y % 4 == 0:
                for x in range(0, w, 4):
                    r, g, bl = line[x*bpp:x*bpp+3]
                    total += (r * 299 + g * 587 + bl * 114) // 1000; colours.add((r, g, bl)); samples += 1
        print(w, h, total // max(samples, 1), len(colours))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        input.fileHandleForWriting.write(Data(png))
        try? input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard process.terminationStatus == 0, numbers.count == 4 else { return nil }
        (width, height, meanLuma, colours) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
