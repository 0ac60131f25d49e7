import Foundation
import Testing

/// A small reader of the preview page's markup: its elements in document
/// order, with their attributes (values unescaped) and text. It reads the
/// page the way an HTML parser would for the constructs the page uses
/// (tags, double-quoted attributes, `&amp;` `&lt;` `&gt;` `&quot;`
/// `&#N;`), and nothing more: a page that smuggled in another construct
/// (a `<script>`, an unquoted attribute, a comment) shows up as an element
/// or attribute the twin page does not have.
struct HTMLPage {
    struct Element: CustomStringConvertible {
        var name: String
        var attributes: [(String, String)]
        /// Index of the parent element (nil at the top).
        var parent: Int?
        /// The text directly inside it (children's text not included).
        var text = ""

        subscript(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
        var description: String { "<\(name) \(attributes.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " "))>" }
    }

    var elements: [Element] = []
    /// Every problem met while reading: a construct the page never writes.
    var oddities: [String] = []

    static let void: Set<String> = ["meta", "br", "hr", "img", "input", "link"]

    init(_ bytes: [UInt8]) { self.init(String(decoding: bytes, as: UTF8.self)) }

    init(_ html: String) {
        let s = Array(html.unicodeScalars)
        var i = 0
        var stack: [Int] = []
        func peek(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        while i < s.count {
            if s[i] == "<" {
                if peek(i + 1) == "!" {
                    // Only the doctype is written; a comment or CDATA would be odd.
                    let rest = String(String.UnicodeScalarView(s[i..<min(i + 15, s.count)]))
                    if !rest.hasPrefix("<!DOCTYPE html>") { oddities.append("markup declaration at \(i): \(rest)") }
                    while i < s.count && s[i] != ">" { i += 1 }
                    i += 1
                    continue
                }
                let closing = peek(i + 1) == "/"
                var k = i + (closing ? 2 : 1)
                var name = ""
                while k < s.count, s[k] != " ", s[k] != ">", s[k] != "/", s[k] != "\n" { name.unicodeScalars.append(s[k]); k += 1 }
                name = name.lowercased()
                var attributes: [(String, String)] = []
                var selfClosing = false
                while k < s.count && s[k] != ">" {
                    if s[k] == " " || s[k] == "\n" { k += 1; continue }
                    if s[k] == "/" { selfClosing = true; k += 1; continue }
                    var an = ""
                    while k < s.count, s[k] != "=", s[k] != " ", s[k] != ">" { an.unicodeScalars.append(s[k]); k += 1 }
                    var value = ""
                    if k < s.count && s[k] == "=" {
                        k += 1
                        if k < s.count && s[k] == "\"" {
                            k += 1
                            var raw = ""
                            while k < s.count && s[k] != "\"" { raw.unicodeScalars.append(s[k]); k += 1 }
                            k += 1
                            if raw.contains("<") || raw.contains(">") { oddities.append("raw < or > in attribute \(an) of <\(name)>") }
                            value = HTMLPage.unescape(raw)
                        } else {
                            oddities.append("unquoted attribute \(an) of <\(name)>")
                        }
                    }
                    attributes.append((an.lowercased(), value))
                }
                i = k + 1
                if closing {
                    if let top = stack.last, elements[top].name == name { stack.removeLast() }
                    else { oddities.append("unbalanced </\(name)>") }
                } else {
                    elements.append(Element(name: name, attributes: attributes, parent: stack.last))
                    if !selfClosing && !HTMLPage.void.contains(name) { stack.append(elements.count - 1) }
                    if name == "style" {
                        // The style sheet is raw text: skip to its end.
                        if let end = html.range(of: "</style>") {
                            let offset = html.unicodeScalars.distance(from: html.unicodeScalars.startIndex, to: end.lowerBound)
                            i = offset
                        }
                    }
                }
            } else {
                var text = ""
                while i < s.count && s[i] != "<" { text.unicodeScalars.append(s[i]); i += 1 }
                if let top = stack.last { elements[top].text += HTMLPage.unescape(text) }
            }
        }
        if !stack.isEmpty { oddities.append("unclosed: \(stack.map { elements[$0].name })") }
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semi = rest.firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            default:
                if entity.hasPrefix("#"), let n = UInt32(entity.dropFirst()), let u = Unicode.Scalar(n) { out.unicodeScalars.append(u) }
                else { out += "&" + entity + ";" }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }

    /// Elements with an attribute (and value, when given).
    func all(_ attribute: String, _ value: String? = nil, in scope: Int? = nil) -> [Element] {
        elements.indices.filter { k in
            guard let v = elements[k][attribute] else { return false }
            if let value, v != value { return false }
            if let scope { return isInside(k, scope) }
            return true
        }.map { elements[$0] }
    }

    func isInside(_ k: Int, _ ancestor: Int) -> Bool {
        var p = elements[k].parent
        while let q = p { if q == ancestor { return true }; p = elements[q].parent }
        return false
    }

    /// The index of the panel `<figure>` for a language and platform.
    func panel(_ language: String, _ platform: String) -> Int? {
        elements.indices.first { elements[$0].name == "figure" && elements[$0]["data-language"] == language && elements[$0]["data-platform"] == platform }
    }

    /// The tabs drawn in a panel's slot, by `data-index`: their ids (`more` for the More tab).
    func slot(_ slot: String, language: String, platform: String) -> [String] {
        guard let p = panel(language, platform) else { return [] }
        return all("data-slot", slot, in: p)
            .filter { $0["data-index"] != nil }
            .sorted { Int($0["data-index"]!)! < Int($1["data-index"]!)! }
            .map { $0["data-more"] != nil ? "more" : $0["data-tab"] ?? $0["data-dynamic"] ?? "?" }
    }

    /// Every element name and attribute name, in document order: a page's shape.
    var shape: [String] { elements.map { "\($0.name)[\($0.attributes.map(\.0).joined(separator: ","))]" } }

    /// The text of every element, concatenated.
    var allText: String { elements.map(\.text).joined() }
}
