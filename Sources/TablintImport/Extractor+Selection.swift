import TabsLint

// The code that receives a tab view's selection: its initial value, and
// what turns a value aside (an action tab), in SwiftUI and in UIKit.

extension Extractor {
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
    /// The closure given inside the parentheses (`.onChange(of: x, { old, new in ... })`): its body.
    func closureArgument(_ s: SwiftSource, _ open: Int, _ close: Int, _ f: Int) -> TokenRange? {
        var k = open + 1
        while k < close {
            if s.is(k, "{"), let c = s.close(k), c <= close { return TokenRange(file: f, start: k + 1, end: c) }
            if s.is(k, "(") || s.is(k, "["), let c = s.close(k) { k = c }
            k += 1
        }
        return nil
    }

    func markActions(selection: String, in type: TypeDecl, view: inout ImportedTabView) {
        let s = index.sources[type.file]
        var i = type.open
        while i < type.close {
            if s.is(i, "onChange"), s.is(i + 1, "("), let close = s.close(i + 1), s.text(i + 4).hasSuffix(selection) || s.text(i + 5) == selection,
               let body = trailingClosure(s, after: close, type.file) ?? closureArgument(s, i + 1, close, type.file) {
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
            guard t.value == value || t.id == value, !t.roles.contains(.action) else { return }
            t.roles.append(.action)
            t.actionAt = place
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

    // MARK: UIKit

    /// `selectedIndex = N` in the type.
    /// `selectedIndex = N` in the type or an extension of it.
    func selectedIndex(in type: TypeDecl, view: ImportedTabView) -> String? {
        for t in index.types(named: type.name) {
            let s = index.sources[t.file]
            var i = t.open
            while i < t.close {
                if s.is(i, "selectedIndex"), s.is(i + 1, "="), s.kind(i + 2) == .number, let n = Int(s.text(i + 2)) {
                    let tabs = view.allTabs
                    return n >= 0 && n < tabs.count ? tabs[n].id : nil
                }
                i += 1
            }
        }
        return nil
    }

    /// `tabBarController(_:shouldSelect:)` returning false for a controller: an action tab.
    func shouldSelectActions(in f: Int, view: inout ImportedTabView, controllers: [String: (type: String?, variable: String?)]) {
        for (file, s) in index.sources.enumerated() {
            var i = 0
            while i < s.count {
                guard s.is(i, "shouldSelect") || s.is(i, "shouldSelectTab"), s.is(i - 1, ","), s.is(i - 2, ")") == false || true,
                      s.is(i - 3, "func") || true, let open = (i..<min(i + 40, s.count)).first(where: { s.is($0, "{") }), let close = s.close(open) else { i += 1; continue }
                _ = f
                var k = open + 1
                while k < close {
                    if s.is(k, "if"), let (thenOpen, thenClose, _, _) = ifStatement(s, k, close), returnsFalse(s, thenOpen, thenClose) {
                        for (id, c) in controllers {
                            var hit = false
                            var m = k + 1
                            while m < thenOpen {
                                if let t = c.type, s.text(m) == t { hit = true }
                                if let v = c.variable, s.text(m) == v { hit = true }
                                if let str = s.stringValue(m), str == id { hit = true }
                                m += 1
                            }
                            if hit { markAction(id, in: &view, place: place(file, k)) }
                        }
                        for name in compared(s, k + 1, thenOpen) { markAction(name, in: &view, place: place(file, k)) }
                        for t in view.allTabs {
                            var m = k + 1
                            while m < thenOpen { if s.stringValue(m) == t.id { markAction(t.id, in: &view, place: place(file, k)) }; m += 1 }
                        }
                        k = thenClose
                    }
                    k += 1
                }
                i = close
            }
        }
    }

    func returnsFalse(_ s: SwiftSource, _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end { if s.is(i, "return"), s.is(i + 1, "false") { return true }; i += 1 }
        return false
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
