import TabsLint

// SwiftUI tab views: `TabView { ... }` bodies of `Tab`, `TabSection`,
// `.tabItem` with `.tag`, `ForEach` over a tab enum or static members, and
// local helper functions; `#if` and `if` branches; and, around the tab
// view, its style, its selection's initial value and the selection code
// that turns a value aside (an action tab).

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
    var platforms: [Platform] = []
    /// `when` names: positive tests of named flags.
    var when: [String] = []
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
            walkBudget = Self.walkBudgetPerView
            walkBody(f, open + 1, close, &env, &walk, inSection: false)
            if walkBudget < 0 { walk.viewNotes.append("the tab view's helpers nest too deep to read whole; read in part") }
            if walk.items.isEmpty, containsTabs(s, open + 1, min(close, s.count)) {
                notes.append("TabView \(type?.name ?? "TabView") at \(place(f, i).description): its tabs could not be read (\(walk.viewNotes.first ?? "made at run time"))")
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
                    else if style == "grouped" { view.style = "sidebarAdaptable"; view.notes.append(".tabViewStyle(.\(style)) read as sidebarAdaptable") }
                    else { view.notes.append("the tab view style .\(style) has no .tabs equivalent") }
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
        // A range from the tree of another file's copy may run past this file's tokens: read only what is here.
        let end = min(end, s.tokens.count)
        guard start >= 0, start < end else { return }
        var i = start
        // The type whose body this is, looked up once (a property it names may list tabs).
        let bodyType = index.enclosingType(file: f, token: start)
        var directives: [(note: String?, platforms: [Platform], skipping: Bool, condition: String)] = []
        var blocks: [(close: Int, note: String, when: String?)] = []
        var skipUntil = -1
        var pendingTag: (value: String, token: Int)?
        var lastTabEnd = start
        func conditions() -> Conditions {
            var c = Conditions()
            for d in directives { if let n = d.note { c.notes.append(n) }; if !d.platforms.isEmpty { c.platforms = d.platforms } }
            for b in blocks { c.notes.append(b.note); if let w = b.when { c.when.append(w) } }
            return c
        }
        while i < end {
            walkBudget -= 1
            if walkBudget < 0 { return }
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
                        walk.viewNotes.append("the branch at \(place(f, thenOpen).description) (when \(text)) was left out")
                        blocks.append((elseRange.end, "only when not \(text)", nil))
                        i = elseRange.start
                        continue
                    }
                    if let elseRange {
                        if containsTabs(s, elseRange.start, elseRange.end) {
                            walk.viewNotes.append("the else branch at \(place(f, elseRange.start).description) (when not \(text)) was left out")
                        }
                        skipUntil = elseRange.end
                    }
                    if !text.hasPrefix("#available") {
                        // A positive test of a named flag gives `when NAME`; the code stays in the comment.
                        var parser = SwiftParser(s)
                        parser.i = i + 1
                        let tested = parser.expression(thenOpen, trailing: false)
                        let name = parser.i == thenOpen ? resolver.conditionName(tested) : nil
                        blocks.append((thenClose, name == nil ? "only when \(text)" : "when \(text)", name))
                    }
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
            if s.is(i, "."), s.is(i + 1, "tabItem"), s.is(i + 2, "{") || s.is(i + 2, "("), let close = s.close(i + 2) {
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
            // A property of the view whose body lists tabs (`@TabContentBuilder var tabs`), named alone.
            if t.kind == .identifier, !s.is(i - 1, "."), !s.is(i + 1, "."), !s.is(i + 1, "("), !s.is(i + 1, "{"), env.depth < Environment.maximumDepth,
               let type = bodyType, let p = resolver.property(s.text(i), of: type.name),
               let accessor = p.node.accessor, let first = accessor.first, let last = accessor.last,
               containsTabs(index.sources[p.file], first.start, last.end) {
                var inner = env
                inner.depth += 1
                walkBody(p.file, first.start, last.end, &inner, &walk, inSection: inSection)
                i += 1
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
                        last.idMadeFromTitle = false
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
        -> (note: String?, platforms: [Platform], skipping: Bool, condition: String) {
        let c = condition
        if c == "DEBUG" || c == "(DEBUG)" {
            if !negated { walk.viewNotes.append("code under #if DEBUG at \(place.description) left out") }
            return (nil, [], !negated, c)
        }
        if c == "!DEBUG" { return (nil, [], negated, c) }
        let platforms = Self.platforms(of: c)
        if !platforms.isEmpty && !negated { return (nil, platforms, false, c) }
        return ("under #if \(negated ? "not " : "")\(c)", [], false, c)
    }

    static func platforms(of condition: String) -> [Platform] {
        var result: [Platform] = []
        if condition.contains("targetEnvironment(macCatalyst)") { return condition.hasPrefix("!") ? [] : [.mac] }
        guard condition.contains("os("), !condition.contains("!") else { return [] }
        if condition.contains("os(iOS)") { result += [.iphone, .ipad] }
        if condition.contains("os(macOS)") { result += [.mac] }
        if condition.contains("os(visionOS)") || condition.contains("os(xrOS)") { result += [.vision] }
        if condition.contains("os(tvOS)") { result += [.tv] }
        return result
    }

    func apply(_ c: Conditions, to tab: inout ImportedTab) {
        for n in c.notes where !tab.notes.contains(n) { tab.notes.append(n) }
        if !c.platforms.isEmpty && tab.platforms.isEmpty { tab.platforms = c.platforms }
        for w in c.when where !tab.conditions.contains(w) { tab.conditions.append(w) }
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
        // `item.rawValue` (or `.id`) of a bound case: the case.
        if s.isIdentifier(r.start), s.is(r.start + 1, "."), s.is(r.start + 2, "rawValue") || s.is(r.start + 2, "id"), r.start + 3 == r.end,
           case .enumCase(_, let name)? = env.binding(s.text(r.start)) { return name }
        // `.tag(Nav.TabIdentifier.posts)`: the case, the last name of the path.
        if let c = resolver.caseValue(expression(r), file: r.file, scope(env)) { return c.name }
        return snippet(r)
    }
}
