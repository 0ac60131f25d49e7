import TabsLint
import TabsSyntax

/// What the page draws of a tab besides the model's facts.
extension TabModel {
    /// `search` or `prominent`.
    var visualRole: Role? { role?.value == .action ? nil : role?.value }
    var isSearch: Bool { visualRole == .search }
    var isProminent: Bool { visualRole == .prominent }
    /// `data-role`: the visual role first.
    var roleText: String? {
        switch (visualRole, isAction) {
        case (let r?, true): "\(r.rawValue) action"
        case (let r?, false): r.rawValue
        case (nil, true): "action"
        case (nil, false): nil
        }
    }
}

struct SectionFacts {
    let index: Int
    let id: String
    let key: String?
    let dynamic: String?
    let placement: Placement?
    let tabs: [Int]
    let declaration: Range<Int>
}

/// One listed diagnostic and what it marks.
struct ListedDiagnostic {
    let number: Int
    let diagnostic: Diagnostic
    let line: Int
    let column: Int
    /// The tab (index into `Model.tabs`) or section whose declaration it starts in.
    let tab: Int?
    let section: Int?
    /// Whether it is drawn as a badge (an error or warning).
    var marks: Bool { diagnostic.severity != .info }

    /// Whether it concerns a panel.
    func applies(language: String, platform: Platform) -> Bool { diagnostic.concerns(language: language, platform: platform) }
}

extension Diagnostic {
    /// Whether it concerns a panel. `Base` stands for the source language,
    /// which the per-language rules name as the tables do.
    func concerns(language: String, platform: Platform) -> Bool {
        (languages?.contains { LanguageTags.same($0, language) } ?? true) && (platforms?.contains(platform) ?? true)
    }
}

struct PageFacts {
    let tabs: [TabModel]
    /// By tab index: whether `cached` names it (a selectable tab).
    var cached: [Bool] = []
    /// By tab index: the declaration's bytes, from the `tab` keyword to the end of its block (or header).
    var tabDeclarations: [Range<Int>] = []
    var sections: [SectionFacts] = []
    var listed: [ListedDiagnostic] = []
    /// By tab index: the listed diagnostics that may mark it.
    var tabMarks: [[Int]] = []
    var sectionMarks: [[Int]] = []
    /// By tab index: what the file's directives silenced in its declaration
    /// (drawn as if not reported, with the directive's reason in the tooltip).
    var tabSuppressed: [[SuppressedDiagnostic]] = []

    init(_ result: LintResult, diagnostics: [Diagnostic]) {
        let model = result.model
        let tree = result.tree
        tabs = model.tabs
        // Declarations by keyword start.
        var spans: [Int: Range<Int>] = [:]
        func span(_ keyword: TokenIndex, _ tokenSpan: Range<Int>, _ block: Block?) {
            let start = tree.range(of: keyword).start
            var end = tree.range(of: keyword).end
            if let close = block?.close {
                end = tree.range(of: close).end
            } else {
                var k = min(tokenSpan.upperBound, tree.tokens.count) - 1
                while k > keyword.raw, tree.tokens[k].kind.isTrivia || tree.tokens[k].kind == .newline { k -= 1 }
                if k >= 0 && k < tree.tokens.count { end = max(end, tree.tokens[k].end) }
            }
            spans[start] = start..<max(end, start + 1)
        }
        for item in tree.items {
            switch item {
            case .tab(let t): span(t.keyword, t.tokenSpan, t.block)
            case .section(let s):
                span(s.keyword, s.tokenSpan, s.block)
                for member in tree.members(of: s.block) {
                    if case .tab(let t) = member { span(t.keyword, t.tokenSpan, t.block) }
                }
            default: break
            }
        }
        let cachedIDs = Set(model.defaults?.cached?.map(\.value) ?? [])
        cached = tabs.map { $0.isSelectable && cachedIDs.contains($0.id) }
        tabDeclarations = tabs.map { spans[$0.keyword.start] ?? $0.keyword.start..<$0.keyword.end }
        for (k, s) in model.sections.enumerated() {
            sections.append(SectionFacts(
                index: k, id: s.id?.value ?? "?", key: s.title.flatMap { tree.stringValue(at: $0.range) },
                dynamic: s.dynamic?.value, placement: s.placement?.value, tabs: s.tabs,
                declaration: spans[s.keyword.start] ?? s.keyword.start..<s.keyword.end))
        }
        tabMarks = Array(repeating: [], count: tabs.count)
        sectionMarks = Array(repeating: [], count: sections.count)
        // Declarations do not overlap among tabs, nor among sections: each
        // diagnostic finds its own by binary search.
        let tabOrder = tabs.indices.sorted { tabDeclarations[$0].lowerBound < tabDeclarations[$1].lowerBound }
        let sectionOrder = sections.indices.sorted { sections[$0].declaration.lowerBound < sections[$1].declaration.lowerBound }
        func holder(_ order: [Int], _ span: (Int) -> Range<Int>, _ offset: Int) -> Int? {
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if span(order[mid]).lowerBound <= offset { low = mid + 1 } else { high = mid }
            }
            guard low > 0 else { return nil }
            let k = order[low - 1]
            return span(k).contains(offset) ? k : nil
        }
        for (n, d) in diagnostics.enumerated() {
            let s = d.range.start
            let tab = holder(tabOrder, { tabDeclarations[$0] }, s)
            let section = tab == nil ? holder(sectionOrder, { sections[$0].declaration }, s) : nil
            let position = result.lineIndex.location(of: s)
            let item = ListedDiagnostic(number: n + 1, diagnostic: d, line: position.line.value, column: position.column.value,
                                        tab: tab, section: section)
            listed.append(item)
            guard item.marks else { continue }
            if let tab { tabMarks[tab].append(n) } else if let section { sectionMarks[section].append(n) }
        }
        tabSuppressed = Array(repeating: [], count: tabs.count)
        for s in result.suppressed {
            if let tab = holder(tabOrder, { tabDeclarations[$0] }, s.diagnostic.range.start) { tabSuppressed[tab].append(s) }
        }
    }

    /// The marks of a tab or section in one panel: the numbers, and whether any is an error.
    func marks(_ candidates: [Int], language: String, platform: Platform) -> (numbers: [Int], error: Bool) {
        var numbers: [Int] = []
        var error = false
        for k in candidates where listed[k].applies(language: language, platform: platform) {
            numbers.append(listed[k].number)
            if listed[k].diagnostic.severity == .error { error = true }
        }
        return (numbers, error)
    }
}
