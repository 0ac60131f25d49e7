/// SwiftUI tab views: `TabView { ... }` bodies of `Tab`, `TabSection`,
/// `.tabItem` with `.tag`, `ForEach` over a tab enum or static members, and
/// local helper functions; `#if` and `if` branches; and, around the tab
/// view, its style, its selection's initial value and the selection code
/// that turns a value aside (an action tab).

/// What one walk over a body collects.
struct Walk {
    var items: [ImportedItem] = []
    var shapes: Set<String> = []
    var viewNotes: [String] = []
    /// The place reported for tabs made inside a helper: the call.
    var callPlace: SourcePlace?
}

/// The conditions in force at a token: `#if` and `if` branches.
struct Conditions {
    var notes: [String] = []
    var platforms: [String] = []
}

extension Extractor {
    mutating func swiftUIViews(_ f: Int) -> [ImportedTabView] {
        let s = index.sources[f]
        var views: [ImportedTabView] = []
        var i = 0
        while i < s.count {
            guard s.is(i, "TabView"), !s.is(i - 1, "."), s.is(i + 1, "(") || s.is(i + 1, "{") else { i += 1; continue }
            var open = i + 1
            var selection: String?
            if s.is(open, "("), let close = s.close(open) {
                for a in SwiftIndex.arguments(s, open: open, close: close) where a.label == "selection" {
                    var k = a.start
                    if s.is(k, "$") { k += 1 }
                    if s.kind(k) == .identifier, s.text(k).hasPrefix("$") { selection = String(s.text(k).dropFirst()) }
                    else if s.isIdentifier(k) { selection = s.text(k) }
                    if s.is(k, "self"), s.is(k + 1, "."), s.isIdentifier(k + 2) { selection = s.text(k + 2) }
                    // `Binding(get: { tab }, set: ...)`, `.init(get: { self.tab }, ...)`: the state the getter reads.
                    if s.is(k, "Binding") || s.is(k, "."), let get = (k..<min(a.end, k + 6)).first(where: { s.is($0, "get") }),
                       s.is(get + 1, ":"), s.is(get + 2, "{") {
                        var m = get + 3
                        if s.is(m, "return") { m += 1 }
                        if s.is(m, "self"), s.is(m + 1, ".") { m += 2 }
                        selection = s.isIdentifier(m) ? s.text(m) : nil
                    }
                }
                open = close + 1
            }
            guard s.is(open, "{"), let close = s.close(open) else { i += 1; continue }
            let type = index.enclosingType(file: f, token: i)
            var walk = Walk()
            var env = Environment()
            walkBody(f, open + 1, close, &env, &walk, inSection: false)
            if walk.items.isEmpty, containsTabs(s, open + 1, min(close, s.count)) {
                notes.append("TabView \(type?.name ?? "TabView") at \(place(f, i).description): its tabs could not be read (\(walk.viewNotes.first.map { $0.hasPrefix("import: ") ? String($0.dropFirst(8)) : $0 } ?? "made at run time"))")
            }
            var view = ImportedTabView(kind: .tabView, name: type?.name ?? "TabView", place: place(f, i))
            view.items = walk.items
            view.shapes = Self.shapeOrder.filter(walk.shapes.contains)
            view.notes = walk.viewNotes
            view.files = Array(Set(view.allTabs.map(\.place.path) + [index.paths[f]])).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            // The modifiers after the body: the style.
            for m in modifiers(f, after: close) where m.name == "tabViewStyle" {
                if let a = m.args, s.is(a.start, "."), s.isIdentifier(a.start + 1) {
                    let style = s.text(a.start + 1)
                    let known = ["automatic", "tabBarOnly", "sidebarAdaptable", "page"]
                    if known.contains(style) { view.style = style }
                    else if style == "grouped" { view.style = "sidebarAdaptable"; view.notes.append("import: .tabViewStyle(.\(style)) read as sidebarAdaptable") }
                    else { view.notes.append("import: the tab view style .\(style) has no .tabs equivalent") }
                }
            }
            if let selection, let type {
                view.selected = initialSelection(selection, in: type, view: view)
                markActions(selection: selection, in: type, view: &view)
            }
            views.append(view)
            i = max(i + 1, close + 1)
        }
        return views
    }

    static let shapeOrder = ["swiftui-tab", "swiftui-tabitem", "enum-switch", "static-members", "uikit-tabbaritem", "uikit-tab"]

    /// `.name(args) { closure }` modifiers after a token.
    func modifiers(_ f: Int, after: Int) -> [(name: String, args: TokenRange?, closure: TokenRange?, token: Int, end: Int)] {
        var result: [(name: String, args: TokenRange?, closure: TokenRange?, token: Int, end: Int)] = []
        var i = after + 1
        var steps = 0
        let s = index.sources[f]
        while s.is(i, "."), s.isIdentifier(i + 1), steps < 64 {
            let nameToken = i + 1
            var args: TokenRange?
            var closure: TokenRange?
            i += 2
            if s.is(i, "("), let c = s.close(i) { args = TokenRange(file: f, start: i + 1, end: c); i = c + 1 }
            if s.is(i, "{"), let c = s.close(i) { closure = TokenRange(file: f, start: i + 1, end: c); i = c + 1 }
            result.append((s.text(nameToken), args, closure, nameToken, i - 1))
            steps += 1
        }
        return result
    }

    // MARK: The body

    /// Reads the tabs in tokens `start..<end` of file `f`: a linear scan
    /// that handles each construct it knows and skips past it. Bodies it
    /// descends into (sections, `ForEach`, helpers) are bounded by
    /// `Environment.maximumDepth`, never by the input's nesting.
    mutating func walkBody(_ f: Int, _ start: Int, _ end: Int, _ env: inout Environment, _ walk: inout Walk, inSection: Bool) {
        let s = index.sources[f]
        var i = start
        var directives: [(note: String?, platforms: [String], skipping: Bool, condition: String)] = []
        var blocks: [(close: Int, note: String)] = []
        var skipUntil = -1
        var pendingTag: (value: String, token: Int)?
        var lastTabEnd = start
        func conditions() -> Conditions {
            var c = Conditions()
            for d in directives { if let n = d.note { c.notes.append(n) }; if !d.platforms.isEmpty { c.platforms = d.platforms } }
            for b in blocks { c.notes.append(b.note) }
            return c
        }
        while i < end {
            while let b = blocks.last, b.close <= i { blocks.removeLast() }
            let t = s.tokens[i]
            if t.kind == .directive {
                let text = s.text(i)
                let word = text.split(separator: " ").first.map(String.init) ?? text
                let condition = text.dropFirst(word.count).trimmingSpaces
                switch word {
                case "#if":
                    directives.append(directiveState(condition, negated: false, at: place(f, i), &walk))
                case "#elseif":
                    if !directives.isEmpty { directives.removeLast() }
                    directives.append(directiveState(condition, negated: false, at: place(f, i), &walk))
                case "#else":
                    if let last = directives.popLast() {
                        directives.append(directiveState(last.condition, negated: true, at: place(f, i), &walk))
                    }
                case "#endif":
                    _ = directives.popLast()
                default: break
                }
                i += 1
                continue
            }
            if directives.contains(where: \.skipping) || i < skipUntil { i += 1; continue }
            guard t.kind == .identifier || s.is(i, ".") else { i += 1; continue }

            if s.is(i, "if"), !s.is(i - 1, ".") {
                if let (thenOpen, thenClose, elseRange, _) = ifStatement(s, i, end) {
                    let text = snippet(TokenRange(file: f, start: i + 1, end: thenOpen))
                    let keepElse = Self.defaultIsElse(text)
                    if let elseRange, keepElse {
                        walk.viewNotes.append("import: the branch at \(place(f, thenOpen).description) (when \(text)) was left out")
                        blocks.append((elseRange.end, "import: only when not \(text)"))
                        i = elseRange.start
                        continue
                    }
                    if let elseRange {
                        if containsTabs(s, elseRange.start, elseRange.end) {
                            walk.viewNotes.append("import: the else branch at \(place(f, elseRange.start).description) (when not \(text)) was left out")
                        }
                        skipUntil = elseRange.end
                    }
                    if !text.hasPrefix("#available") { blocks.append((thenClose, "import: only when \(text)")) }
                    i = thenOpen + 1
                    continue
                }
            }
            if s.is(i, "Tab"), s.is(i + 1, "("), !s.is(i - 1, ".") {
                let next = readTab(f, i, env, conditions(), &walk)
                if let tab = next.tab { walk.items.append(.tab(tab)); walk.shapes.insert("swiftui-tab") }
                i = next.end
                lastTabEnd = i
                continue
            }
            if s.is(i, "TabSection"), !s.is(i - 1, "."), !inSection, env.depth < Environment.maximumDepth {
                i = readSection(f, i, &env, &walk, conditions())
                lastTabEnd = i
                continue
            }
            if s.is(i, "ForEach"), s.is(i + 1, "("), let close = s.close(i + 1), env.depth < Environment.maximumDepth,
               let body = trailingClosure(s, after: close, f), containsTabs(s, body.start, body.end) {
                readForEach(f, i, close, body, &env, &walk, inSection: inSection, conditions())
                i = body.end + 1
                lastTabEnd = i
                continue
            }
            if s.is(i, "."), s.is(i + 1, "tag"), s.is(i + 2, "("), let close = s.close(i + 2) {
                pendingTag = (tagValue(TokenRange(file: f, start: i + 3, end: close), env), i)
                i = close + 1
                continue
            }
            if s.is(i, "."), s.is(i + 1, "tabItem"), s.is(i + 2, "{"), let close = s.close(i + 2) {
                let label = labelFacts(TokenRange(file: f, start: i + 3, end: close), env)
                var value: String?
                var after = close
                for m in modifiers(f, after: close) {
                    if m.name == "tag", let a = m.args { value = tagValue(a, env) }
                    after = m.end
                    if m.name == "tag" { break }
                }
                if value == nil, let p = pendingTag, p.token > lastTabEnd { value = p.value }
                var tab = makeTab(title: label.title, icon: label.icon, value: value, identifier: nil, at: walk.callPlace ?? place(f, i + 1))
                apply(conditions(), to: &tab)
                walk.items.append(.tab(tab))
                walk.shapes.insert("swiftui-tabitem")
                pendingTag = nil
                i = after + 1
                lastTabEnd = i
                continue
            }
            // A static member that constructs a tab, listed as it is: `Item.home`.
            if t.kind == .identifier, s.is(i + 1, "."), s.isIdentifier(i + 2), !s.is(i - 1, "."), !s.is(i + 3, "."), !s.is(i + 3, "("),
               (index.enumCases[s.text(i)]?.isEmpty ?? true), var tab = staticMemberTab(type: s.text(i), member: s.text(i + 2)) {
                apply(conditions(), to: &tab)
                walk.items.append(.tab(tab))
                walk.shapes.insert("static-members")
                i += 3
                lastTabEnd = i
                continue
            }
            // A helper function whose body makes tabs, called with a tab's facts.
            if t.kind == .identifier, s.is(i + 1, "("), !s.is(i - 1, "."), env.depth < Environment.maximumDepth,
               let functions = index.functions[s.text(i)], let function = functions.first,
               containsTabs(index.sources[function.body.file], function.body.start, function.body.end),
               let close = s.close(i + 1) {
                var inner = bind(function, call: TokenRange(file: f, start: i + 2, end: close), env)
                var sub = Walk()
                sub.callPlace = walk.callPlace ?? place(f, i)
                walkBody(function.body.file, function.body.start, function.body.end, &inner, &sub, inSection: inSection)
                for item in sub.items {
                    if case .tab(var tab) = item { apply(conditions(), to: &tab); walk.items.append(.tab(tab)) } else { walk.items.append(item) }
                }
                walk.shapes.formUnion(sub.shapes)
                walk.viewNotes += sub.viewNotes
                var after = close
                if let c = trailingClosure(s, after: close, f) { after = c.end }
                // `.tag` on the helper's result.
                for m in modifiers(f, after: after) where m.name == "tag" {
                    if let a = m.args, case .tab(var last)? = walk.items.last, sub.items.count == 1 {
                        last.id = Identifiers.identifier(from: tagValue(a, env)).0
                        last.notes.removeAll { $0 == "import: id made from the title" }
                        walk.items[walk.items.count - 1] = .tab(last)
                    }
                }
                i = after + 1
                lastTabEnd = i
                continue
            }
            i += 1
        }
    }

    /// `if COND { ... } else { ... }`: the then-branch's braces and the
    /// else part's extent (after `else`, to its end, `else if` chains included).
    func ifStatement(_ s: SwiftSource, _ i: Int, _ end: Int) -> (Int, Int, (start: Int, end: Int)?, String)? {
        var k = i + 1
        while k < end, !s.is(k, "{") {
            if s.is(k, "("), let c = s.close(k) { k = c }
            k += 1
        }
        guard k < end, let thenClose = s.close(k), thenClose < end else { return nil }
        var elseRange: (start: Int, end: Int)?
        if s.is(thenClose + 1, "else") {
            var e = thenClose + 2
            var steps = 0
            while e < end, steps < 64 {
                if s.is(e, "{"), let c = s.close(e) {
                    if s.is(c + 1, "else") { e = c + 2; steps += 1; continue }
                    elseRange = (thenClose + 2, c)
                    break
                }
                if s.is(e, "("), let c = s.close(e) { e = c }
                e += 1
                steps += 1
            }
        }
        return (k, thenClose, elseRange, s.text(i + 1))
    }

    /// Whether the draft takes the else branch by default (IMPORT.md,
    /// "Conditions"): the code runs on an iPhone in compact width, and an
    /// `#available` test takes its newest (then) branch; any other test
    /// keeps the then branch, with the condition as a comment.
    static func defaultIsElse(_ condition: String) -> Bool {
        let c = condition.filter { $0 != " " }
        if c.contains("==.regular") || c.contains("!=.compact") { return true }
        for idiom in [".pad", ".mac", ".vision", ".tv"] where c.contains("userInterfaceIdiom==" + idiom) { return true }
        if c.contains("userInterfaceIdiom!=.phone") { return true }
        return false
    }

    func containsTabs(_ s: SwiftSource, _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            if s.kind(i) == .identifier, s.is(i, "Tab") || s.is(i, "tabItem") || s.is(i, "TabSection") || s.is(i, "UITabBarItem") || s.is(i, "UITab") { return true }
            i += 1
        }
        return false
    }

    /// What a `#if` line means for the tabs under it.
    func directiveState(_ condition: String, negated: Bool, at place: SourcePlace, _ walk: inout Walk)
        -> (note: String?, platforms: [String], skipping: Bool, condition: String) {
        let c = condition
        if c == "DEBUG" || c == "(DEBUG)" {
            if !negated { walk.viewNotes.append("import: code under #if DEBUG at \(place.description) left out") }
            return (nil, [], !negated, c)
        }
        if c == "!DEBUG" { return (nil, [], negated, c) }
        let platforms = Self.platforms(of: c)
        if !platforms.isEmpty && !negated { return (nil, platforms, false, c) }
        return ("import: under #if \(negated ? "not " : "")\(c)", [], false, c)
    }

    static func platforms(of condition: String) -> [String] {
        var result: [String] = []
        if condition.contains("targetEnvironment(macCatalyst)") { return condition.hasPrefix("!") ? [] : ["mac"] }
        guard condition.contains("os("), !condition.contains("!") else { return [] }
        if condition.contains("os(iOS)") { result += ["iphone", "ipad"] }
        if condition.contains("os(macOS)") { result += ["mac"] }
        if condition.contains("os(visionOS)") || condition.contains("os(xrOS)") { result += ["vision"] }
        if condition.contains("os(tvOS)") { result += ["tv"] }
        return result
    }

    func apply(_ c: Conditions, to tab: inout ImportedTab) {
        for n in c.notes where !tab.notes.contains(n) { tab.notes.append(n) }
        if !c.platforms.isEmpty && tab.platforms.isEmpty { tab.platforms = c.platforms }
    }

    /// The `{ ... }` after a call's `)`, when there is one.
    func trailingClosure(_ s: SwiftSource, after close: Int, _ f: Int) -> TokenRange? {
        guard s.is(close + 1, "{"), let c = s.close(close + 1) else { return nil }
        return TokenRange(file: f, start: close + 2, end: c)
    }

    func tagValue(_ r: TokenRange, _ env: Environment) -> String {
        let s = index.sources[r.file]
        if let c = enumCase(r, env) { return c.name }
        if let v = s.stringValue(r.start) { return v }
        return snippet(r)
    }

    // MARK: Tab, TabSection, ForEach

    mutating func readTab(_ f: Int, _ i: Int, _ env: Environment, _ c: Conditions, _ walk: inout Walk) -> (tab: ImportedTab?, end: Int) {
        let s = index.sources[f]
        guard let close = s.close(i + 1) else { return (nil, i + 2) }
        let args = SwiftIndex.arguments(s, open: i + 1, close: close)
        func range(_ a: (label: String?, start: Int, end: Int)) -> TokenRange { TokenRange(file: f, start: a.start, end: a.end) }
        var title: ImportedTitle = .unknown("")
        var icon = IconValue()
        var value: String?
        var roles: [String] = []
        if let first = args.first, first.label == nil { title = self.title(range(first), env, literalIsKey: true) }
        if let a = args.first(where: { $0.label == "systemImage" }) { icon = iconValue(range(a), env, systemByDefault: true) }
        if let a = args.first(where: { $0.label == "image" }) { icon = iconValue(range(a), env, systemByDefault: false) }
        if let a = args.first(where: { $0.label == "value" }) { value = tagValue(range(a), env) }
        if let a = args.first(where: { $0.label == "role" }) { roles = role(range(a), env) }
        var end = close
        var labelRange: TokenRange?
        if let body = trailingClosure(s, after: close, f) {
            end = body.end
            if s.is(end + 1, "label"), s.is(end + 2, ":"), s.is(end + 3, "{"), let lc = s.close(end + 3) {
                labelRange = TokenRange(file: f, start: end + 4, end: lc)
                end = lc
            }
        }
        if let labelRange {
            let facts = labelFacts(labelRange, env)
            if case .unknown = title { title = facts.title }
            if icon.icon == nil && icon.image == nil { icon = facts.icon }
        }
        var identifier: String?
        var placement: String?
        for m in modifiers(f, after: end) {
            switch m.name {
            case "tabPlacement": if let a = m.args { placement = placementName(a) }
            case "customizationID": if let a = m.args { identifier = s.stringValue(a.start) ?? snippet(a) }
            case "tag": if let a = m.args, value == nil { value = tagValue(a, env) }
            default: break
            }
            end = m.end
        }
        var tab: ImportedTab
        if roles.contains("search"), case .unknown(let code) = title, code.isEmpty {
            tab = makeTab(title: .plain("Search"), icon: icon, value: value, identifier: identifier, at: walk.callPlace ?? place(f, i))
            systemTitled(&tab, "Search")
            if tab.icon == nil && tab.image == nil { tab.icon = "magnifyingglass"; tab.remarks.append("the system draws the search tab's icon") }
        } else {
            tab = makeTab(title: title, icon: icon, value: value, identifier: identifier, at: walk.callPlace ?? place(f, i))
        }
        tab.roles = roles
        tab.placement = placement
        apply(c, to: &tab)
        return (tab, end + 1)
    }

    /// A tab the system titles: the English title, a remark, and
    /// `untranslated-title` suppressed for it.
    func systemTitled(_ tab: inout ImportedTab, _ title: String) {
        tab.title = .key(title)
        tab.notes.removeAll { $0 == "import: the app does not translate this title" }
        tab.remarks.append("the system titles this tab and translates it")
        tab.suppressions.append(("untranslated-title", "the system translates the \(title) title"))
    }

    /// `role: .search`, or `role: tab == .explore ? .search : nil` evaluated for the bound case.
    func role(_ r: TokenRange, _ env: Environment) -> [String] {
        let s = index.sources[r.file]
        if s.is(r.start, "."), s.isIdentifier(r.start + 1), r.start + 2 == r.end {
            let name = s.text(r.start + 1)
            return ["search", "prominent"].contains(name) ? [name] : []
        }
        // a == .x ? .role : nil
        var q = r.start
        while q < r.end && !s.is(q, "?") { q += 1 }
        if q < r.end, let eq = (r.start..<q).first(where: { s.is($0, "==") }),
           let lhs = enumCase(TokenRange(file: r.file, start: r.start, end: eq), env),
           let rhs = enumCase(TokenRange(file: r.file, start: eq + 1, end: q), env) {
            var colon = q + 1
            while colon < r.end && !s.is(colon, ":") { colon += 1 }
            let chosen = lhs.name == rhs.name ? TokenRange(file: r.file, start: q + 1, end: colon) : TokenRange(file: r.file, start: colon + 1, end: r.end)
            return role(chosen, env)
        }
        return []
    }

    /// The title and icon in a label: `Label("T", systemImage: "s")`,
    /// `Label { Text("T") } icon: { Image(...) }`, `Image(systemName:)` and
    /// `Text(...)`, or an enum's `label` property.
    func labelFacts(_ r: TokenRange, _ env: Environment) -> (title: ImportedTitle, icon: IconValue) {
        let s = index.sources[r.file]
        var title: ImportedTitle = .unknown("")
        var icon = IconValue()
        if let resolved = resolveProperty(TokenRange(file: r.file, start: r.start, end: r.end), env) {
            return labelFacts(resolved.range, resolved.env)
        }
        var i = r.start
        while i < r.end {
            if s.is(i, "Label"), s.is(i + 1, "("), let c = s.close(i + 1) {
                let args = SwiftIndex.arguments(s, open: i + 1, close: c)
                if let first = args.first, first.label == nil || first.label == "title" {
                    title = self.title(TokenRange(file: r.file, start: first.start, end: first.end), env, literalIsKey: true)
                }
                if let a = args.first(where: { $0.label == "systemImage" }) { icon = iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: true) }
                if let a = args.first(where: { $0.label == "image" }) { icon = iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: false) }
                i = c + 1
                continue
            }
            if s.is(i, "Text"), s.is(i + 1, "("), let c = s.close(i + 1) {
                if case .unknown(let code) = title, code.isEmpty {
                    title = self.title(TokenRange(file: r.file, start: i, end: c + 1), env, literalIsKey: true)
                }
                i = c + 1
                continue
            }
            if s.is(i, "Image"), s.is(i + 1, "("), let c = s.close(i + 1) {
                if icon.icon == nil && icon.image == nil { icon = iconValue(TokenRange(file: r.file, start: i, end: c + 1), env, systemByDefault: false) }
                i = c + 1
                continue
            }
            i += 1
        }
        return (title, icon)
    }

    mutating func readSection(_ f: Int, _ i: Int, _ env: inout Environment, _ walk: inout Walk, _ c: Conditions) -> Int {
        let s = index.sources[f]
        var title: ImportedTitle = .unknown("")
        var k = i + 1
        if s.is(k, "("), let close = s.close(k) {
            if let first = SwiftIndex.arguments(s, open: k, close: close).first {
                title = self.title(TokenRange(file: f, start: first.start, end: first.end), env, literalIsKey: true)
            }
            k = close + 1
        }
        guard s.is(k, "{"), let close = s.close(k) else { return k }
        var end = close
        var header: TokenRange?
        if s.is(close + 1, "header"), s.is(close + 2, ":"), s.is(close + 3, "{"), let hc = s.close(close + 3) {
            header = TokenRange(file: f, start: close + 4, end: hc)
            end = hc
        }
        if let header, case .unknown = title { title = labelFacts(header, env).title }
        var sub = Walk()
        sub.callPlace = walk.callPlace
        env.depth += 1
        walkBody(f, k + 1, close, &env, &sub, inSection: true)
        env.depth -= 1
        let text: String
        switch title { case .key(let t), .plain(let t): text = t; case .unknown: text = "" }
        var section = ImportedSection(id: Identifiers.identifier(fromTitle: text), title: title, place: walk.callPlace ?? place(f, i))
        section.notes.append("import: id made from the title")
        for m in modifiers(f, after: end) {
            if m.name == "tabPlacement", let a = m.args { section.placement = placementName(a) }
            if m.name == "customizationID", let a = m.args, let v = s.stringValue(a.start) {
                section.id = Identifiers.identifier(from: v).0
                section.notes.removeAll { $0 == "import: id made from the title" }
            }
            end = m.end
        }
        for item in sub.items {
            switch item {
            case .tab(let t): section.tabs.append(t)
            case .section(let inner):
                section.tabs += inner.tabs
                if inner.dynamicKey != nil { section.dynamicKey = inner.dynamicKey }
            }
        }
        if let key = sub.items.isEmpty ? nil : Optional(""), key.isEmpty {}
        if case .unknown(let code) = title { section.notes.append(code.isEmpty ? "import: no title found" : "import: the title is computed at run time: \(code)") }
        section.notes += c.notes
        if !c.platforms.isEmpty { section.platforms = c.platforms }
        if let dynamic = sub.viewNotes.first(where: { $0.hasPrefix("dynamic ") }) {
            section.dynamicKey = String(dynamic.dropFirst(8))
        }
        walk.viewNotes += sub.viewNotes.filter { !$0.hasPrefix("dynamic ") }
        walk.items.append(.section(section))
        walk.shapes.formUnion(sub.shapes)
        walk.shapes.insert("swiftui-tab")
        return end + 1
    }

    mutating func readForEach(_ f: Int, _ i: Int, _ close: Int, _ body: TokenRange, _ env: inout Environment, _ walk: inout Walk,
                              inSection: Bool, _ c: Conditions) {
        let s = index.sources[f]
        let args = SwiftIndex.arguments(s, open: i + 1, close: close)
        guard let first = args.first else { return }
        // The closure's parameter: `tab in`, `(tab) in`, else `$0`.
        var parameter = "$0"
        var bodyStart = body.start
        if s.isIdentifier(body.start), s.is(body.start + 1, "in") { parameter = s.text(body.start); bodyStart += 2 }
        else if s.is(body.start, "("), s.isIdentifier(body.start + 1), s.is(body.start + 2, ")"), s.is(body.start + 3, "in") {
            parameter = s.text(body.start + 1); bodyStart += 4
        }
        let enclosing = index.enclosingType(file: f, token: i)
        let collection = TokenRange(file: f, start: first.start, end: first.end)
        guard let list = cases(of: collection, env, enclosing: enclosing) else {
            if inSection {
                var key = "id"
                if let idArg = args.first(where: { $0.label == "id" }), s.is(idArg.start, "\\"), s.is(idArg.start + 1, "."), s.isIdentifier(idArg.start + 2) {
                    key = s.text(idArg.start + 2)
                    if key == "self" { key = "id" }
                }
                walk.viewNotes.append("dynamic \(key)")
            } else {
                walk.viewNotes.append("import: tabs made at run time from \(snippet(collection)) at \(place(f, i).description) were left out")
            }
            return
        }
        let isEnum = !(index.enumCases[list.type]?.isEmpty ?? true)
        if isEnum {
            usedEnums.insert(list.type)
            if index.switchProperties[list.type] != nil { walk.shapes.insert("enum-switch") }
        }
        for name in list.names {
            var inner = env
            inner.depth += 1
            if isEnum {
                inner.names[parameter] = .enumCase(type: list.type, name: name)
                var sub = Walk()
                sub.callPlace = walk.callPlace
                walkBody(f, bodyStart, body.end, &inner, &sub, inSection: inSection)
                for item in sub.items {
                    guard case .tab(var tab) = item else { walk.items.append(item); continue }
                    if let caseDecl = index.enumCases[list.type]?.first(where: { $0.name == name }), walk.callPlace == nil {
                        tab.place = SourcePlace(path: index.paths[caseDecl.file], line: caseDecl.line)
                    }
                    if tab.notes.contains("import: id made from the title") {
                        tab.id = name
                        tab.notes.removeAll { $0 == "import: id made from the title" }
                    }
                    apply(c, to: &tab)
                    walk.items.append(.tab(tab))
                }
                walk.shapes.formUnion(sub.shapes)
            } else if let tab = staticMemberTab(type: list.type, member: name) {
                var t = tab
                apply(c, to: &t)
                walk.items.append(.tab(t))
                walk.shapes.insert("static-members")
            }
        }
    }

    /// A tab from a static member that constructs it: `static let home = Item(title: "Home", icon: "house")`.
    func staticMemberTab(type: String, member: String) -> ImportedTab? {
        guard let expr = index.staticMembers[type]?[member] else { return nil }
        let s = index.sources[expr.file]
        var k = expr.start
        if s.is(k, ".") { k += 1 }
        guard s.isIdentifier(k), s.is(k + 1, "("), let close = s.close(k + 1) else { return nil }
        let args = SwiftIndex.arguments(s, open: k + 1, close: close)
        let env = Environment()
        func find(_ labels: [String]) -> TokenRange? {
            args.first { labels.contains($0.label ?? "") }.map { TokenRange(file: expr.file, start: $0.start, end: $0.end) }
        }
        guard let titleRange = find(["title", "name", "label", "titleKey", "text"]) ?? args.first(where: { $0.label == nil }).map({ TokenRange(file: expr.file, start: $0.start, end: $0.end) }) else { return nil }
        let title = self.title(titleRange, env, literalIsKey: true)
        var icon = IconValue()
        if let r = find(["systemImage", "icon", "symbol", "systemName", "iconName"]) { icon = iconValue(r, env, systemByDefault: true) }
        else if let r = find(["image", "imageName"]) { icon = iconValue(r, env, systemByDefault: false) }
        let id = find(["id", "identifier"]).flatMap { s.stringValue($0.start) }
        return makeTab(title: title, icon: icon, value: id ?? member, identifier: nil, at: SourcePlace(path: index.paths[expr.file], line: s.line(expr.start)))
    }

    /// A helper's parameters bound to a call's arguments (by label, then in
    /// order), defaults where an argument is missing.
    func bind(_ function: FunctionDecl, call: TokenRange, _ env: Environment) -> Environment {
        let s = index.sources[call.file]
        let args = SwiftIndex.arguments(s, open: call.start - 1, close: call.end)
        var inner = Environment()
        inner.depth = env.depth + 1
        inner.names["self"] = env.binding("self")
        var unlabeled = args.filter { $0.label == nil }[...]
        for p in index.parameters(of: function) {
            if let a = args.first(where: { $0.label != nil && $0.label == p.label }) {
                inner.names[p.name] = .expression(TokenRange(file: call.file, start: a.start, end: a.end), env)
            } else if p.label == nil, let a = unlabeled.popFirst() {
                inner.names[p.name] = .expression(TokenRange(file: call.file, start: a.start, end: a.end), env)
            } else if let d = p.defaultValue {
                inner.names[p.name] = .expression(d, Environment())
            }
        }
        return inner
    }

    // MARK: Selection

    /// The constant initial value of the selection state, as a tab id.
    func initialSelection(_ name: String, in type: TypeDecl, view: ImportedTabView) -> String? {
        let s = index.sources[type.file]
        var i = type.open
        while i < type.close {
            if s.is(i, "var"), s.is(i + 1, name.isEmpty ? "" : "var") == false, s.text(i + 1) == name {
                var k = i + 2
                while k < type.close && k < i + 16 && !s.is(k, "=") && !s.is(k, "{") { k += 1 }
                guard s.is(k, "=") else { return nil }
                let end = index.statementEnd(s, from: k + 1, limit: type.close)
                let r = TokenRange(file: type.file, start: k + 1, end: end)
                if let c = enumCase(r, Environment()) {
                    return view.allTabs.first(where: { $0.value == c.name })?.id ?? c.name
                }
                if let v = s.stringValue(k + 1) ?? (s.kind(k + 1) == .number ? s.text(k + 1) : nil) {
                    return view.allTabs.first(where: { $0.value == v })?.id
                }
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Action tabs from behaviour: an `onChange(of: selection)` that puts
    /// the old value back, or a `Binding(get:set:)` whose setter presents
    /// something instead of keeping a value.
    func markActions(selection: String, in type: TypeDecl, view: inout ImportedTabView) {
        let s = index.sources[type.file]
        var i = type.open
        while i < type.close {
            if s.is(i, "onChange"), s.is(i + 1, "("), let close = s.close(i + 1), s.text(i + 4).hasSuffix(selection) || s.text(i + 5) == selection,
               let body = trailingClosure(s, after: close, type.file) {
                if assigns(s, body.start, body.end, selection) {
                    for name in compared(s, body.start, body.end) {
                        markAction(name, in: &view, place: place(type.file, i))
                    }
                }
            }
            if s.is(i, "set"), s.is(i + 1, ":"), s.is(i + 2, "{"), let close = s.close(i + 2) {
                // `if newValue == .compose { present } else { selection = newValue }`
                var k = i + 3
                while k < close {
                    if s.is(k, "if"), let (open, thenClose, _, _) = ifStatement(s, k, close), !assigns(s, open, thenClose, selection) {
                        for name in compared(s, k + 1, open) { markAction(name, in: &view, place: place(type.file, k)) }
                        k = thenClose
                    }
                    k += 1
                }
            }
            i += 1
        }
    }

    func assigns(_ s: SwiftSource, _ start: Int, _ end: Int, _ name: String) -> Bool {
        var i = start
        while i < end {
            if s.isIdentifier(i), s.text(i) == name, s.is(i + 1, "="), !s.is(i - 1, ".") || s.is(i - 2, "self") { return true }
            i += 1
        }
        return false
    }

    /// The cases compared in a range: `== .x`, `case .x`.
    func compared(_ s: SwiftSource, _ start: Int, _ end: Int) -> [String] {
        var names: [String] = []
        var i = start
        while i < end {
            if s.is(i, "==") || s.is(i, "case") {
                if s.is(i + 1, "."), s.isIdentifier(i + 2) { names.append(s.text(i + 2)) }
                else if s.isIdentifier(i + 1), s.is(i + 2, "."), s.isIdentifier(i + 3) { names.append(s.text(i + 3)) }
            }
            i += 1
        }
        return names
    }

    func markAction(_ value: String, in view: inout ImportedTabView, place: SourcePlace) {
        func mark(_ t: inout ImportedTab) {
            guard t.value == value || t.id == value, !t.roles.contains("action") else { return }
            t.roles.append("action")
            t.notes.append("import: an action tab: the selection code at \(place.description) turns its value aside")
        }
        for n in view.items.indices {
            switch view.items[n] {
            case .tab(var t): mark(&t); view.items[n] = .tab(t)
            case .section(var sec):
                for k in sec.tabs.indices { mark(&sec.tabs[k]) }
                view.items[n] = .section(sec)
            }
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
