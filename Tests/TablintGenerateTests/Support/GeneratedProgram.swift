import Foundation
import TabsLint
import TablintGenerate

/// One generated type in the test program, and what the test asks of it.
struct ProgramCase {
    var type: String
    var input: GenerationInput
    var code: String
    /// Ids to read back with `init?(persistedID:)`, `init?(rawValue:)` and `Codable`.
    var persisted: [String]
    var selections: [String]
    /// Titles as the test decodes them from the source, by tab id (nil for inputs built directly).
    var sourceTitles: [String: String]?
}

enum GeneratedProgram {
    /// Checks and generates as the command does, failing on what would refuse it.
    static func generate(_ source: String, type: String, access: GenerationOptions.Access = .internal)
        throws -> (GenerationInput, String) {
        let result = Linter.check(Array(source.utf8))
        let errors = SwiftGenerator.diagnostics(result).filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw TestFailure("\(type): the file has errors: \(errors.map { "\($0.rule): \($0.message)" })\n\(source)")
        }
        let input = GenerationInput(result)
        let options = GenerationOptions(typeName: type, access: access, sourceName: type + ".tabs")
        let refused = SwiftGenerator.errors(input, options: options)
        guard refused.isEmpty else { throw TestFailure("\(type): generation errors: \(refused)") }
        return (input, String(decoding: SwiftGenerator.render(input, options: options), as: UTF8.self))
    }

    static func render(_ input: GenerationInput, type: String) -> String {
        String(decoding: SwiftGenerator.render(input, options: GenerationOptions(typeName: type, sourceName: type + ".tabs")),
               as: UTF8.self)
    }

    /// The ids worth reading back: every own id, former id and retired id, and one unknown.
    static func persistedQueries(_ input: GenerationInput) -> [String] {
        input.tabs.map(\.id) + input.tabs.flatMap { $0.formerly.map(\.value) } + input.retired + ["no_such_tab"]
    }

    /// `main.swift`: a conformance and a run per case.
    static func registry(_ cases: [ProgramCase], swiftUI: Bool) -> String {
        var out = swiftUI ? "import SwiftUI\n\n" : ""
        func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        for c in cases {
            out += "extension \(c.type): GeneratedTab {}\n"
            out += "extension \(c.type)Section: GeneratedSection {}\n"
            out += "extension \(c.type)Cache: GeneratedCache {}\n"
            out += "run(\"\(c.type)\", \(c.type).self, \(c.type)Section.self, \(c.type)Cache.self,\n"
            out += "    persisted: \(list(c.persisted)),\n    selections: \(list(c.selections))"
            if swiftUI {
                out += ",\n    facts: { \"titleKey=[\\(hex($0.titleKey.key))] label=[\\(hex(($0.label as? any _Described)?._description ?? \"?\"))] tabPlacement=\\($0.tabPlacement._name)\" }"
                if !c.input.sections.isEmpty {
                    out += ",\n    sectionFacts: { \"titleKey=[\\(hex($0.titleKey.key))]\" }"
                }
            }
            out += ")\n"
            out += "printSelections(\(c.type)Selection.self, \(list(selectionQueries(c.input))))\n"
            if swiftUI { out += tabViewProgram(c) }
            out += "\n"
        }
        return out
    }

    /// Raw values to read back as a selection: every tab id and former id,
    /// items of each section (dynamic or not), and strings that are none.
    static func selectionQueries(_ input: GenerationInput) -> [String] {
        var raws = input.tabs.map(\.id) + input.tabs.flatMap { $0.formerly.map(\.value) } + input.retired
        for k in input.sections.indices {
            let id = input.id(ofSection: k)
            raws += ["\(id)/42", "\(id)/", "\(id)/a/b"]
        }
        return raws + ["no_such_tab", "no_such/1", "", "/x"]
    }

    /// The first dynamic section, and the first other one.
    static func sampleSections(_ input: GenerationInput) -> (dynamic: String?, other: String?) {
        (input.sections.first { $0.dynamic != nil }?.id?.value, input.sections.first { $0.dynamic == nil }?.id?.value)
    }

    /// The items the program gives the tab view: two for the first dynamic
    /// section, one for the first other section (ignored).
    static let sampleItems: [(id: String, title: String, icon: String?)] = [("42", "List \"42\"", "list.bullet"), ("a/b", "Deep", nil)]

    /// Builds `TYPEView` on the app's first platform, prints it and taps every tab.
    static func tabViewProgram(_ c: ProgramCase) -> String {
        let t = c.type
        let platform = c.input.model.appPlatforms.first?.rawValue ?? "iphone"
        var out = "do {\n"
        out += "    let state = State(wrappedValue: \(t)Selection.tab(\(t).launch))\n"
        out += "    var acted = \"-\"\n"
        let common = "platform: .\(platform), onAction: { acted = $0.rawValue }, badge: { $0.rawValue.utf8.count }, isHidden: { $0.rawValue.hasPrefix(\"h\") }"
        var taps = "\(t).allCases.map { \(t)Selection.tab($0) }"
        if c.input.sections.isEmpty {
            out += "    let view = \(t)View(selection: state.projectedValue, \(common)) { tab in\n        Text(tab.titleKey)\n    }\n"
        } else {
            let (dynamic, other) = sampleSections(c.input)
            var items: [String] = []
            if let dynamic {
                let list = sampleItems.map { "\(t)Item(id: \(swiftLiteral($0.id)), title: \(swiftLiteral($0.title))" + ($0.icon.map { ", systemImage: \(swiftLiteral($0))" } ?? "") + ")" }
                items.append("\(t)Section(rawValue: \(swiftLiteral(dynamic)))!: [\(list.joined(separator: ", "))]")
                taps += " + [\(t)Selection.item(\(t)Section(rawValue: \(swiftLiteral(dynamic)))!, id: \"a/b\")]"
            }
            if let other { items.append("\(t)Section(rawValue: \(swiftLiteral(other)))!: [\(t)Item(id: \"x\", title: \"Ignored\")]") }
            out += "    let view = \(t)View(selection: state.projectedValue, platform: .\(platform), items: [\(items.isEmpty ? ":" : items.joined(separator: ", "))],\n"
            out += "        onAction: { acted = $0.rawValue }, badge: { $0.rawValue.utf8.count }, isHidden: { $0.rawValue.hasPrefix(\"h\") }) { tab in\n"
            out += "        Text(tab.titleKey)\n    } itemContent: { _, item in\n        Text(item.title)\n    }\n"
        }
        out += "    printTabView(view, \(t)Selection.self, taps: \(taps), acted: { acted })\n"
        out += "}\n"
        return out
    }

    static func swiftLiteral(_ s: String) -> String {
        "\"" + s.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    /// Compiles every case into one program (one `swiftc` run) and runs it;
    /// the output's lines, grouped by type.
    static func compileAndRun(_ cases: [ProgramCase], swiftVersion: String, swiftUI: URL?) throws -> [String: [String]] {
        guard let swiftc = Toolchain.swiftc else { throw TestFailure(Toolchain.noSwiftc) }
        let directory = try Toolchain.temporaryDirectory("generated-program")
        var files: [String] = []
        for c in cases {
            let file = directory.appendingPathComponent("\(c.type).swift")
            try Data(c.code.utf8).write(to: file)
            files.append(file.path)
        }
        let main = directory.appendingPathComponent("main.swift")
        try Data(registry(cases, swiftUI: swiftUI != nil).utf8).write(to: main)
        files += [Toolchain.programs.appendingPathComponent("Harness.swift").path, main.path]
        var arguments = ["-swift-version", swiftVersion, "-warnings-as-errors", "-strict-concurrency=complete"]
        if let swiftUI { arguments += ["-I", swiftUI.path, "-L", swiftUI.path, "-lSwiftUI"] }
        let program = directory.appendingPathComponent("program")
        let compiled = try Toolchain.run(swiftc, arguments + files + ["-o", program.path])
        guard compiled.status == 0 else {
            throw TestFailure("the generated code did not compile (Swift \(swiftVersion)) in \(directory.path):\n\(compiled.err.prefix(8000))")
        }
        let ran = try Toolchain.run(program, [])
        guard ran.status == 0 else { throw TestFailure("the test program failed:\n\(ran)") }
        var byType: [String: [String]] = [:]
        var current = ""
        for line in ran.lines {
            if line.hasPrefix("TYPE ") { current = String(line.dropFirst(5)); continue }
            byType[current, default: []].append(line)
        }
        return byType
    }
}

/// Decodes the titles of `tab ID "TITLE"` lines with the `.tabs` escapes,
/// independently of tablint's lexer.
enum SourceTitles {
    static func decode(_ source: String) -> [String: String] {
        var titles: [String: String] = [:]
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("tab ") else { continue }
            let rest = trimmed.dropFirst(4)
            guard let space = rest.firstIndex(of: " ") else { continue }
            let id = String(rest[..<space])
            var scalars = Array(rest[space...].unicodeScalars.drop { $0 == " " })
            guard scalars.first == "\"" else { continue }
            scalars.removeFirst()
            var value = String.UnicodeScalarView()
            var k = 0
            while k < scalars.count, scalars[k] != "\"" {
                if scalars[k] == "\\", k + 1 < scalars.count {
                    k += 1
                    switch scalars[k] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    case "0": value.append("\u{0}")
                    case "u":
                        var hex = ""
                        k += 2
                        while k < scalars.count, scalars[k] != "}" { hex.unicodeScalars.append(scalars[k]); k += 1 }
                        if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { value.append(s) }
                    default: value.append(scalars[k])
                    }
                } else {
                    value.append(scalars[k])
                }
                k += 1
            }
            titles[id] = String(value)
        }
        return titles
    }
}
