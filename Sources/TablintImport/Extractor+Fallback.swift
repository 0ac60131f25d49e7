// When the bar's own tabs cannot be read (docs/import.md, "When the tabs
// cannot be read"): a tab bar controller, tab view or hand-drawn bar was
// found but none of its tabs were read, or no tab view was found although
// a type named for a tab bar sets a property named for tabs to an enum's
// cases. The tabs are then drafted from the strongest evidence the app
// gives: an enum named for tabs that the bar's file, or a file naming the
// bar, uses case by case. Its cases are read as an enum listed on its own
// is (`enumTab`: titles and icons through `switch self`, through the
// resolver), in the order the code assigns them or the enum's own static
// array lists them, else in declaration order, and a note says where they came from. Weak evidence (an enum
// none of whose cases the bar's code names, one with a single case or more
// than a bar holds) drafts nothing: today's draft or message stays.

extension Extractor {
    /// Most cases an enum may have to stand for a bar's tabs (a bar shows five, with More a few more).
    static let mostFallbackCases = 8
    /// Most bars without tabs whose evidence is looked for: the drafted one and a few others.
    static let mostFallbackBars = 3

    /// Fills the drafted bar from the app's other evidence when it gave no tab, or finds a bar by
    /// its assigned cases when no tab view was found.
    mutating func fallBack(_ result: inout ImportResult) {
        if result.views.isEmpty {
            if let view = assignedCasesView() {
                result.views = [view]
                result.drafted = 0
            }
            return
        }
        guard let drafted = result.draftedView, drafted.tabCount == 0, drafted.kind != .enumeration, drafted.kind != .storyboard else { return }
        // The drafted bar first, then the other bars none of whose tabs were read, in `--list`'s order.
        let others = result.views.indices.filter { n in
            n != result.drafted && result.views[n].tabCount == 0 && result.views[n].kind != .enumeration && result.views[n].kind != .storyboard
        }
        // At most a few: each looks for the files that name the bar (a byte search of every file).
        for n in [result.drafted] + others.prefix(Self.mostFallbackBars) {
            guard let filled = filledFromEnum(result.views[n]) else { continue }
            result.views[n] = filled
            result.drafted = n
            return
        }
    }

    /// The bar with its tabs drafted from the enum its code uses, or nil when no enum is tied to it.
    func filledFromEnum(_ bar: ImportedTabView) -> ImportedTabView? {
        guard let barFile = index.paths.firstIndex(of: bar.place.path) else { return nil }
        index.log?.noteCalls(bar.name)
        // The bar's own type, then the files that name the bar's type (those that make and show it):
        // the names and the cases (`.home`, `case .home:`) their code uses.
        var uses = NamesUsed()
        var files = [barFile]
        let own = index.types(named: bar.name).first { $0.file == barFile && $0.keyword != "extension" }
        for st in resolver.files.indices.contains(barFile) ? resolver.files[barFile].statements : [] {
            // The type itself (or what encloses it) and its extensions there; not the file's other types.
            var isBars = false
            if case .type(let t) = st.kind, t.name == bar.name { isBars = true }
            if let own, !isBars, st.start > own.close || st.end < own.open { continue }
            Self.collect([st], file: barFile, &uses)
        }
        let barHash = NameLog.hashes([bar.name])
        for f in resolver.files.indices where f != barFile && index.sources.indices.contains(f)
            && Prefilter.uses(index.sources[f].bytes, anyOf: barHash) {
            files.append(f)
            Self.collect(resolver.files[f].statements, file: f, &uses)
        }
        let members = uses.members
        let order = uses.order.filter { name in FastText.holdsTab(name) && name != bar.name && !Self.namesAControl(name) }
        var best: (rank: (Int, Int, Int), key: String, decl: TypeDecl, cases: [EnumCase], assigned: [String]?)?
        for (position, name) in order.enumerated() {
            for decl in index.types(named: name) where decl.keyword == "enum" {
                let key = decl.qualified.isEmpty ? decl.name : decl.qualified
                guard let cases = index.enumCases[key], (2...Self.mostFallbackCases).contains(cases.count) else { continue }
                // Tied to the bar: most of its cases are named in the bar's code (`.home`, `case .home:`).
                let named = cases.filter { members.contains($0.name) }.count
                guard named >= 2, named * 2 >= cases.count else { continue }
                let assigned = assignedCases(key, cases: cases.map(\.name)) ?? listedCases(key, cases, usedBy: members)
                let rank = (assigned == nil ? 1 : 0, decl.file == barFile ? 0 : 1, position)
                if let b = best, b.rank <= rank { continue }
                best = (rank, key, decl, cases, assigned)
            }
        }
        guard let best else { return nil }
        let at = "\(index.paths[best.decl.file]):\(best.decl.line)"
        let why = best.decl.file == barFile ? "declared in its file" : "named in \(index.paths[files.first { f in f != barFile } ?? barFile])"
        var view = bar
        let facts = Self.branchFacts(uses.switches, cases: Set(best.cases.map(\.name)))
        view.items = withBranchFacts(tabs(best.key, best.cases, order: best.assigned), facts)
        guard view.tabCount > 0 else { return nil }
        view.fromEvidence = true
        if !view.shapes.contains("enum-switch") { view.shapes.append("enum-switch") }
        if !view.files.contains(index.paths[best.decl.file]) { view.files.append(index.paths[best.decl.file]) }
        let ordered = best.assigned == nil ? "in declaration order" : "in the order the code lists them"
        view.notes.append("the bar's own tabs could not be read: these are the cases of enum \(best.decl.name) at \(at) (\(why)), \(ordered); check them against the bar the app shows")
        if let facts {
            let path = index.paths[facts.file]
            view.notes.append("titles and images the enum does not give are read from the switch over its cases at \(path):\(index.sources[facts.file].line(facts.at))")
            if !view.files.contains(path) { view.files.append(path) }
        }
        return view
    }

    /// A bar no tab view stands for: an array of an enum's cases set to a property named for tabs
    /// (`tabBar.tabs = [.home, .search]`) inside a type named for tabs, the enum also named for tabs.
    func assignedCasesView() -> ImportedTabView? {
        // Files declaring an enum named for tabs are read first; the files using it join the next reading.
        for type in index.types where type.keyword == "enum" && FastText.holdsTab(type.name) { index.log?.noteCalls(type.name) }
        for (f, file) in resolver.files.enumerated() where !file.isGenerated && index.sources.indices.contains(f) {
            var found: (names: [String], at: Int, holder: String)?
            TreeWalk.statements(file.statements, budget: 50_000) { st in
                guard found == nil, case .assignment(let target, "=", let value) = st.kind,
                      case .array(let es) = value.kind, (2...Self.mostFallbackCases).contains(es.count) else { return }
                let property: String
                switch target.kind {
                case .member(_, let m): property = m
                case .name(let n): property = n
                default: return
                }
                guard FastText.holdsTab(property),
                      let holder = index.enclosingType(file: f, token: st.start), FastText.holdsTab(holder.name), !Self.namesAControl(holder.name) else { return }
                let names = es.compactMap { x -> String? in
                    if case .member(_, let m) = x.kind { return m }
                    return nil
                }
                if names.count == es.count, Set(names).count == names.count { found = (names, st.start, holder.name) }
            }
            guard let found, let key = enumHolding(found.names), FastText.holdsTab(key), !Self.namesAControl(key),
                  let decl = index.types(named: key.split(separator: ".").last.map(String.init) ?? key).first(where: { $0.keyword == "enum" }),
                  let cases = index.enumCases[key] else { continue }
            let line = index.sources[f].line(found.at)
            var view = ImportedTabView(kind: .enumeration, name: decl.name, place: SourcePlace(path: index.paths[f], line: line))
            view.items = tabs(key, cases, order: found.names)
            guard view.tabCount >= 2 else { continue }
            view.fromEvidence = true
            view.shapes = ["enum-switch"]
            view.files = decl.file == f ? [index.paths[f]] : [index.paths[f], index.paths[decl.file]]
            view.notes = ["no tab view was found: these are the cases of enum \(decl.name) at \(index.paths[decl.file]):\(decl.line) that \(found.holder) sets as its tabs at \(index.paths[f]):\(line), in that order; check them against the bar the app shows"]
            return view
        }
        return nil
    }

    /// Words that make an enum a screen's own control, not the bar: a segmented control's or a picker's
    /// choices (`FilterTab`, `SegmentTab`), a settings screen's panes (`SettingsTab`).
    static let controlWords = ["segment", "picker", "filter", "setting", "preference", "sort", "scope"]

    static func namesAControl(_ name: String) -> Bool {
        let lower = name.lowercased()
        return controlWords.contains { lower.contains($0) }
    }

    /// The cases in the order of the enum's own static array that the bar's code uses
    /// (`static let options = [.catalog, .courses, .profile]`), when its elements are all cases
    /// (read through the parser).
    private func listedCases(_ key: String, _ cases: [EnumCase], usedBy members: Set<String>) -> [String]? {
        let known = Set(cases.map(\.name))
        for (name, r) in (index.staticMembers[key] ?? [:]).sorted(by: { $0.key < $1.key }) where members.contains(name) {
            guard case .array(let es) = parsed(r).kind, es.count >= 2 else { continue }
            // `[.inbox, .me]`, `[Tab.inbox, Tab.me]` or, inside the enum, `[inbox, me]`.
            let list = es.compactMap { x -> String? in
                switch x.kind {
                case .member(_, let m): return m
                case .name(let n): return n
                default: return nil
                }
            }
            if list.count == es.count, list.allSatisfy(known.contains) { return list }
        }
        return nil
    }

    /// One tab per case, the cases `order` names first, in its order, then the others in declaration order.
    private func tabs(_ key: String, _ cases: [EnumCase], order: [String]?) -> [ImportedItem] {
        var ordered = cases
        if let order {
            ordered = order.compactMap { n in cases.first { $0.name == n } } + cases.filter { !order.contains($0.name) }
        }
        return ordered.map { c in .tab(enumTab(type: key, caseName: c.name, at: SourcePlace(path: index.paths[c.file], line: c.line))) }
    }

    /// The type names a stretch of code names (in first-use order) and the member names it uses.
    struct NamesUsed {
        var order: [String] = []
        var seen: Set<String> = []
        var members: Set<String> = []
        /// The `switch`es with two cases or more, with their file (`Extractor+FallbackFacts`).
        var switches: [(file: Int, sw: Switch)] = []

        mutating func name(_ n: String) {
            if seen.insert(n).inserted { order.append(n) }
        }
    }

    /// Walks the statements (nested ones and closures included, within the walk's budget) for the names they use.
    static func collect(_ list: [Stmt], file: Int, _ uses: inout NamesUsed) {
        TreeWalk.statements(list) { st in
            switch st.kind {
            case .expression(let e), .returns(let e?): names(in: e, &uses)
            case .assignment(let t, _, let v): names(in: t, &uses); names(in: v, &uses)
            case .variable(let v):
                if let t = v.type { typeNames(t, &uses) }
                if let i = v.initial { names(in: i, &uses) }
            case .function(let fn):
                for p in fn.parameters { typeNames(p.type, &uses) }
                if let r = fn.returnType { typeNames(r, &uses) }
            case .conditional(let c):
                for cond in c.conditions { if case .expression(let e) = cond { names(in: e, &uses) } }
            case .switches(let sw):
                names(in: sw.subject, &uses)
                for k in sw.cases { for p in k.patterns { names(in: p, &uses) } }
                if sw.cases.count >= 2 { uses.switches.append((file, sw)) }
            case .loop(_, let sequence?, _): names(in: sequence, &uses)
            default: break
            }
        }
    }

    /// The names in an expression (closure bodies are the statement walk's).
    private static func names(in e: Expr, _ uses: inout NamesUsed) {
        switch e.kind {
        case .name(let n): uses.name(n)
        case .member(_, let m): uses.members.insert(m)
        default: break
        }
        TreeWalk.children(e, { names(in: $0, &uses) }, { _ in })
    }

    /// The identifiers in a written type (`[HomeTab]?`, `Outer.HomeTab`).
    private static func typeNames(_ type: String, _ uses: inout NamesUsed) {
        for part in type.split(whereSeparator: { !FastText.isWordCharacter($0) }) { uses.name(String(part)) }
    }
}
