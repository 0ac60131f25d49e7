import TabsLint
import TabsSyntax

/// What the page draws of a tab besides the model's facts.
extension TabModel {
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

extension SectionModel {
    /// The id the page names the section by (`?` when it has none).
    var shownID: String { id?.value ?? "?" }
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
    let sections: [SectionModel]
    /// By tab index: whether `cached` lists it (`Model.caching(of:)`).
    let cached: [Bool]
    var listed: [ListedDiagnostic] = []
    /// By tab index: the listed diagnostics that may mark it.
    var tabMarks: [[Int]] = []
    var sectionMarks: [[Int]] = []
    /// By tab index: what the file's directives silenced in its declaration
    /// (drawn as if not reported, with the directive's reason in the tooltip).
    var tabSuppressed: [[SuppressedDiagnostic]] = []

    init(_ result: LintResult, diagnostics: [Diagnostic]) {
        let model = result.model
        tabs = model.tabs
        sections = model.sections
        cached = tabs.indices.map { model.caching(of: $0).isListed }
        tabMarks = Array(repeating: [], count: tabs.count)
        sectionMarks = Array(repeating: [], count: sections.count)
        // Declarations do not overlap among tabs, nor among sections: each
        // diagnostic finds its own by binary search.
        let tabs = self.tabs, sections = self.sections
        let tabOrder = tabs.indices.sorted { tabs[$0].declaration.start < tabs[$1].declaration.start }
        let sectionOrder = sections.indices.sorted { sections[$0].declaration.start < sections[$1].declaration.start }
        func holder(_ order: [Int], _ span: (Int) -> ByteRange, _ offset: Int) -> Int? {
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if span(order[mid]).start <= offset { low = mid + 1 } else { high = mid }
            }
            guard low > 0 else { return nil }
            let k = order[low - 1]
            return span(k).start <= offset && offset < span(k).end ? k : nil
        }
        for (n, d) in diagnostics.enumerated() {
            let s = d.range.start
            let tab = holder(tabOrder, { tabs[$0].declaration }, s)
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
            if let tab = holder(tabOrder, { tabs[$0].declaration }, s.diagnostic.range.start) { tabSuppressed[tab].append(s) }
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
