// Localizing helpers the resolver cannot read through a declaration: a
// function, method or initializer that no input declares (`T("tab.home")`,
// `Lang.get("tab.home")`, `translator.t(page.key, fallback: "Home")`,
// `"tab.home".translate()`, `"tab.home".text`), or one whose body gives no
// constant (it asks a bundle or a manager at run time). The app's string
// tables decide: when exactly one of the call's string arguments (literals,
// or constants the resolver evaluates, as `Page.home.key`) is a key of some
// language's table, that key is the title; when none is, or two different
// keys are, the call stays unknown, as before. Arguments whose label says
// they are not the key (a translator's comment, a fallback text, a name for
// logs or tests, a table or bundle) are not looked at. Bounded by
// `Scope.maximumDepth`, as every evaluation is.

extension Resolver {
    /// Labels whose argument is never the key a helper looks up.
    static let notKeyLabels: Set<String> = [
        "comment", "hint", "note", "description", "debugDescription", "debugName", "debugLabel", "logName",
        "analyticsName", "accessibilityIdentifier", "identifier", "id", "value", "defaultValue", "default",
        "fallback", "table", "tableName", "bundle", "locale", "language", "arguments", "args",
    ]

    /// At most this many arguments are evaluated in a call the resolver cannot read.
    static let maximumKeyArguments = 6

    /// Whether a string is, as written, a key of one of the app's tables (any language).
    func isTableKey(_ s: String) -> Bool {
        guard !s.isEmpty, let keys = squashedKeys[Self.squashed(s)] else { return false }
        return keys.contains(s)
    }

    /// The one table key among a call's arguments, read as the key the call localizes; nil when
    /// no argument is a key, when two different keys are, or when the app has no tables.
    func tableKey(in args: [Argument], file: Int, _ scope: Scope) -> TextValue? {
        guard !squashedKeys.isEmpty, !args.isEmpty, args.count <= Self.maximumKeyArguments else { return nil }
        var found: String?
        for a in args where !(a.label.map { Self.notKeyLabels.contains($0) } ?? false) {
            guard let v = text(a.value, file: file, scope), isTableKey(v.text) else { continue }
            if let f = found, f != v.text { return nil }
            found = v.text
        }
        guard let key = found else { return nil }
        return TextValue(text: key, isKey: true, table: tableArgument(args, file: file, scope))
    }

    /// `"tab.home".text`, `"tab.home".translate()`: a member the inputs do not declare (or cannot
    /// evaluate) read on a literal that is a table key gives that key.
    func literalKey(_ literal: TextValue) -> TextValue? {
        isTableKey(literal.text) ? TextValue(text: literal.text, isKey: true) : nil
    }

    /// A ternary that no condition known before run time decides, whose two branches give the
    /// same string (`showName ? user?.name ?? "Me" : "Me"`, an optional absent at launch): that string.
    func sameBranches(_ yes: Expr, _ no: Expr, file: Int, _ scope: Scope, literalIsKey: Bool) -> TextValue? {
        guard let a = text(yes, file: file, scope, literalIsKey: literalIsKey),
              let b = text(no, file: file, scope, literalIsKey: literalIsKey), a.text == b.text, a.isKey == b.isKey else { return nil }
        return a
    }
}

extension Resolver {
    /// The standard library's and Foundation's case changes on a string.
    static let caseChanges: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized"]

    /// `L10n.Tab.inbox.uppercased()`, `title.capitalized`: a key keeps its key (the table's text is shown in
    /// another case); a plain string is changed where the standard library can (`uppercased`, `lowercased`);
    /// a value named as a key (`R.string.localizable.x.key`) is not read.
    func caseChanged(_ base: Expr, _ m: String, file: Int, _ scope: Scope) -> TextValue? {
        // A value named as a key (R.swift's `….key`, `tab.titleKey`) is the key itself, not the text shown: its case changed is no title.
        guard Self.caseChanges.contains(m), !(base.lastName?.lowercased().hasSuffix("key") ?? false),
              let v = text(base, file: file, scope) else { return nil }
        if v.isKey { return v }
        switch m {
        case "uppercased", "localizedUppercase": return TextValue(text: v.text.uppercased(), isKey: false)
        case "lowercased", "localizedLowercase": return TextValue(text: v.text.lowercased(), isKey: false)
        default: return nil
        }
    }
}
