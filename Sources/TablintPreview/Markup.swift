/// The page's markup, built as values (docs/preview.md, "Escaping"). Tag
/// and attribute names are literals of this source, never input; every
/// attribute value and every text is escaped when it is written, so there
/// is no way to put input into the page unescaped. `aria-label` is text a
/// person reads; every other attribute holds an exact value.
struct Element {
    typealias Value = (any CustomStringConvertible)?

    let name: StaticString
    private(set) var attributes: [(name: StaticString, value: String)] = []
    private(set) var children: [Node] = []

    /// An element with its attributes in order (a nil value: no attribute) and its children.
    init(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, Value> = [:], _ children: [Node] = []) {
        self.name = name
        for (key, value) in attributes { set(key, value) }
        self.children = children
    }

    /// An element holding one text.
    init(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, Value> = [:], text: String) {
        self.init(name, attributes, [.text(text)])
    }

    /// Adds an attribute after the others; a nil value adds none.
    mutating func set(_ name: StaticString, _ value: Value) {
        if let value { attributes.append((name, value.description)) }
    }

    mutating func append(_ node: Node) { children.append(node) }
    mutating func append(_ element: Element) { children.append(.element(element)) }
    mutating func append(contentsOf nodes: [Node]) { children.append(contentsOf: nodes) }

    var node: Node { .element(self) }
}

/// The nodes with `separator` between each two.
func interleaved(_ nodes: [Node], _ separator: Node) -> [Node] {
    nodes.enumerated().flatMap { i, node in i > 0 ? [separator, node] : [node] }
}

/// A piece of the page.
enum Node {
    case element(Element)
    /// Text a person reads.
    case text(String)
    /// A line break between elements, for people reading the source.
    case newline
    /// Fixed markup written in this source (the styles, the legend): never input.
    case fixed(StaticString)
}

/// Writes elements and nodes into the page's text. Large pages are written
/// as they are drawn: `open` and `close` wrap what follows.
struct Markup {
    private(set) var text = ""

    mutating func reserve(_ n: Int) { text.reserveCapacity(n) }

    mutating func write(_ node: Node) {
        switch node {
        case .element(let e): write(e)
        case .text(let s): text += HTMLText.text(s)
        case .newline: text += "\n"
        case .fixed(let s): text += s.description
        }
    }

    /// SVG shapes without children are written self-closed, `<meta>` as HTML's void element.
    mutating func write(_ element: Element) {
        let name = element.name
        let shape = element.children.isEmpty && (Self.same(name, "rect") || Self.same(name, "circle") || Self.same(name, "line"))
        startTag(element, selfClosed: shape)
        if shape || Self.same(name, "meta") { return }
        for child in element.children { write(child) }
        close(name)
    }

    mutating func write(_ other: Markup) { text += other.text }
    mutating func write(_ nodes: [Node]) { for n in nodes { write(n) } }

    /// Writes the start tag only; `close` ends it.
    mutating func open(_ element: Element) { startTag(element, selfClosed: false) }

    mutating func close(_ name: StaticString) {
        text += "</"
        append(name)
        text += ">"
    }

    // Names are appended and compared as the literals' bytes, not through
    // `description` or interpolation: that took `preview Big.tabs` from a
    // median of 39.9 ms to 32.4 ms (Benchmarks/preview/README.md).
    private mutating func startTag(_ e: Element, selfClosed: Bool) {
        text += "<"
        append(e.name)
        for (name, value) in e.attributes {
            text += " "
            append(name)
            text += "=\""
            text += Self.same(name, "aria-label") ? HTMLText.readable(value) : HTMLText.exact(value)
            text += "\""
        }
        text += selfClosed ? "/>" : ">"
    }

    private mutating func append(_ s: StaticString) { s.withUTF8Buffer { text += String(decoding: $0, as: UTF8.self) } }

    private static func same(_ name: StaticString, _ other: StaticString) -> Bool {
        name.withUTF8Buffer { a in other.withUTF8Buffer { b in a.elementsEqual(b) } }
    }
}
