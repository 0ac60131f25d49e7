// Icons over the tree: the symbol or asset an expression gives when it is
// an image view or an image made elsewhere, as `Resolver+Strings.swift`
// evaluates titles. `Image(systemName: Glyph.home)`, `Image(Glyph.Drawn.box)`,
// `UIImage(named:)`, `.renderingMode(...)` and other modifiers on them, and
// names that stand for such an expression: an enum case's computed property
// (`tab.icon`, `Tab.home.icon`), a static member (`.tabHome` of an image
// type's extension), a bound name, `self.icon`, `x ?? fallback`, SwiftGen's
// or Tuist's generated assets (`Asset.home.image`), SFSafeSymbols' cases, and
// a project's own image initializer over its asset type (`Image(asset: .home)`),
// and Xcode's generated asset symbols that no input declares (`Image.tabHome`).
// Bounded by `Scope.maximumDepth`.

/// An icon the code gives: an SF Symbol's name or an asset's.
struct IconName: Sendable, Equatable {
    var name: String
    var isSymbol: Bool
}

extension Resolver {
    /// The icon an image expression gives, or nil when it is not one the resolver can follow.
    func icon(_ e: Expr, file: Int, _ scope: Scope) -> IconName? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .call(let callee, let args, _):
            if let made = imageCall(callee, args, file: file, inner) { return made }
            // A project's image factory: `UIImage.make(systemName: x)`, a static function of a type whose body gives an image.
            if case .member(let base?, let fn) = callee.kind, let owner = base.path?.last, isType(owner) || Self.assetSymbolOwners.contains(owner) {
                let labels = args.compactMap(\.label)
                for m in methods(fn, of: owner) where m.node.isStatic && m.node.parameters.count == args.count
                    && labels.allSatisfy({ l in m.node.parameters.contains { $0.label == l } }) {
                    guard var s = Scope(depth: inner.depth).deeper(), let body = m.node.body else { continue }
                    s.selfType = owner
                    bind(m.node.parameters, args, callerFile: file, callerScope: scope, into: &s)
                    if let (x, f2, s2) = value(of: body, file: m.file, s, literalIsKey: false), let made = icon(x, file: f2, s2) { return made }
                }
            }
            if let made = implicitImageFactory(callee, args, file: file, scope) { return made }
            // A modifier on an image: `Image(...).renderingMode(.template)`, `Asset.home.swiftUIImage.renderingMode(.template)`.
            if case .member(let base?, _) = callee.kind, base.call != nil || Self.generatedImageAccessors.contains(base.lastName ?? "") {
                return icon(base, file: file, inner)
            }
            return helperIcon(callee, args, file: file, scope, inner) ?? assetArgument(args, file: file, inner)
        case .name(let n):
            if let b = scope.names[n] {
                if case .expression(let x, let f2, let s2) = b { return icon(x, file: f2, s2.deeper() ?? s2) }
                return nil
            }
            if let t = scope.selfType, let p = property(n, of: t) {
                var s = Scope(depth: inner.depth)
                s.names["self"] = scope.names["self"]
                s.selfType = t
                return propertyIcon(p, s)
            }
            return nil
        case .member(let base?, let m):
            // An enum case's property: `tab.icon`, `Tab.home.icon`, `self.icon`.
            if let c = caseValue(base, file: file, inner), let type = c.type, let p = property(m, of: type) {
                var s = Scope(depth: inner.depth)
                s.names["self"] = .enumCase(type: type, name: c.name)
                s.selfType = type
                return propertyIcon(p, s)
            }
            // A static member holding an image: `Icons.home`, `UIImage.tabHome` (an extension's).
            if let owner = base.path?.last, isType(owner), let p = property(m, of: owner, preferring: file) {
                var s = Scope(depth: inner.depth)
                s.selfType = owner
                return propertyIcon(p, s)
            }
            // SwiftGen's and Tuist's generated assets: `Asset.Tabs.home.image`, `AppResourcesAsset.house.swiftUIImage`.
            // A project's own accessor on SwiftGen's type (`extension ImageAsset { var view: Image { … } }`) reads the same.
            if Self.generatedImageAccessors.contains(m) || property(m, of: "ImageAsset") != nil { return generatedAsset(base, file: file, inner) }
            // Xcode's generated asset symbols, declared by no input: `Image.tabIconHome`, `ImageResource.tabIconHome`.
            if let owner = base.path, owner.count == 1, Self.assetSymbolOwners.contains(owner[0]), Self.isSymbolName(m) {
                return IconName(name: m, isSymbol: false)
            }
            return nil
        case .member(nil, let m):
            // `.tabHome` where an image is expected: an extension's static property on the image types.
            for owner in ["UIImage", "Image", "NSImage"] {
                if let p = property(m, of: owner, preferring: file) {
                    var s = Scope(depth: inner.depth)
                    s.selfType = owner
                    return propertyIcon(p, s)
                }
            }
            return nil
        case .binary(let l, "??", _):
            return icon(l, file: file, inner)
        default:
            return nil
        }
    }

    static let generatedImageAccessors: Set<String> = ["image", "swiftUIImage", "uiImage", "nsImage"]

    /// The types Xcode's generated asset symbols extend (`Image.tabIconHome` for the asset `tab-icon-home`).
    /// Such a name is drafted as written; the command reads it as the catalog's asset of the same name.
    static let assetSymbolOwners: Set<String> = ["Image", "UIImage", "NSImage", "ImageResource"]

    /// A generated symbol's name: a lowerCamelCase identifier, not one of the image types' own members.
    static func isSymbolName(_ m: String) -> Bool {
        guard let first = m.unicodeScalars.first, first.properties.isLowercase, Identifiers.isIdentifier(m) else { return false }
        return !["init", "self", "none", "empty", "checkmark", "add", "remove", "actions", "strokedCheckmark"].contains(m)
    }

    /// The asset a generated constant names: through its declaration when it is among the inputs
    /// (`static let home = ImageAsset(name: "tab-home")`), else by the constant's own name, as the
    /// generator makes it from the asset's (`Asset.Tabs.home` → `home`); `check`'s `unknown-image`
    /// reports a name no listed catalog holds.
    private func generatedAsset(_ e: Expr, file: Int, _ scope: Scope) -> IconName? {
        if let declared = icon(e, file: file, scope) { return declared }
        guard let path = e.path, path.count >= 2, let root = path.first, root.hasSuffix("Asset") || root.hasSuffix("Assets"),
              let last = path.last, !last.isEmpty, !isType(last) else { return nil }
        return IconName(name: last, isSymbol: false)
    }

    /// `Image(systemName: x)`, `Image(x)`, `Image(.asset)`, `UIImage(named: x)`, `Label(_, systemImage:)`'s kin.
    private func imageCall(_ callee: Expr, _ args: [Argument], file: Int, _ scope: Scope) -> IconName? {
        // SwiftGen's `ImageAsset(name: "x")` in a generated file that is among the inputs.
        if callee.lastName == "ImageAsset", let a = args.first("name") {
            return text(a, file: file, scope).map { IconName(name: $0.text, isSymbol: false) }
        }
        // Xcode's image literal: `#imageLiteral(resourceName: "list")`, an asset.
        if callee.lastName == "#imageLiteral", let a = args.first("resourceName") {
            return text(a, file: file, scope).map { IconName(name: $0.text, isSymbol: false) }
        }
        guard let name = callee.lastName, ["Image", "UIImage", "NSImage"].contains(name) else { return nil }
        if let a = args.first("systemName") {
            if let v = text(a, file: file, scope) { return IconName(name: v.text, isSymbol: true) }
            // SFSafeSymbols' `SFSymbol.gearshape.rawValue`.
            if case .member(let base?, "rawValue") = a.kind { return safeSymbol(base, file: file, scope).map { IconName(name: $0, isSymbol: true) } }
            return nil
        }
        // SFSafeSymbols: `Image(systemSymbol: .houseFill)`.
        if let a = args.first("systemSymbol") { return safeSymbol(a, file: file, scope).map { IconName(name: $0, isSymbol: true) } }
        // `Image(uiImage: UIImage(named: "x"))`, `Image(nsImage:)`: the image inside.
        if let inner = args.first("uiImage") ?? args.first("nsImage") { return icon(inner, file: file, scope) }
        guard let a = args.first("named") ?? args.first(nil) ?? args.first("resource") ?? args.first("decorative") else {
            return projectAsset(name, args, file: file, scope)
        }
        // `Image(item.icon)` over a list of tuples: the element (Resolver+Tuples).
        if let (x, f2, s2) = tupleElement(a, scope) { return imageCall(callee, [Argument(label: nil, value: x)], file: f2, s2) }
        if case .member(nil, let asset) = a.kind { return IconName(name: asset, isSymbol: false) }
        return text(a, file: file, scope).map { IconName(name: $0.text, isSymbol: false) }
    }

    /// A project's own image initializer over its own asset type: `Image(asset: .tabHome)`, declared
    /// `extension Image { init(asset: ImageAsset) }`, with `static let tabHome = ImageAsset("tab.home")`:
    /// the asset is the name the asset value is made with.
    private func projectAsset(_ imageType: String, _ args: [Argument], file: Int, _ scope: Scope) -> IconName? {
        guard args.count == 1, let label = args[0].label else { return nil }
        for initializer in methods("init", of: imageType) {
            guard initializer.node.parameters.count == 1, let p = initializer.node.parameters.first, p.label == label else { continue }
            let type = p.type.filter { $0 != "?" && $0 != "!" && $0 != " " }
            guard isType(type), let name = assetName(args[0].value, type: type, file: file, scope) else { continue }
            return IconName(name: name, isSymbol: false)
        }
        return nil
    }

    /// The name an asset value of a project type is made with: `.tabHome`, `ImageAsset.tabHome` (a static
    /// member of the type) or `ImageAsset("tab.home")`, `ImageAsset(name: "tab.home")` (its initializer's one string).
    private func assetName(_ e: Expr, type: String, file: Int, _ scope: Scope) -> String? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .member(let base, let m):
            if let base, base.path?.last != type { return nil }
            guard let p = property(m, of: type, preferring: file) else { return nil }
            var s = Scope(depth: inner.depth)
            s.selfType = type
            if let initial = p.node.initial { return assetName(initial, type: type, file: p.file, s) }
            guard let body = p.node.accessor, let (x, f2, s2) = value(of: body, file: p.file, s, literalIsKey: false) else { return nil }
            return assetName(x, type: type, file: f2, s2)
        case .call(let callee, let args, _):
            guard callee.lastName == type || callee.lastName == "init", args.count == 1 else { return nil }
            return text(args[0].value, file: file, inner)?.text
        case .name(let n):
            if case .expression(let x, let f2, let s2)? = scope.names[n] { return assetName(x, type: type, file: f2, s2.deeper() ?? inner) }
            return nil
        default:
            return nil
        }
    }

    /// An SFSafeSymbols case as the symbol's name: `.houseFill`, `SFSymbol.person2Fill` → `house.fill`, `person.2.fill`
    /// (each capital or run of digits starts a component), or a bound name holding one.
    func safeSymbol(_ e: Expr, file: Int, _ scope: Scope) -> String? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .member(nil, let m): return Self.symbolName(fromSafeSymbol: m)
        case .member(let base?, let m) where base.path == ["SFSymbol"]: return Self.symbolName(fromSafeSymbol: m)
        case .name(let n):
            if case .expression(let x, let f2, let s2)? = scope.names[n] { return safeSymbol(x, file: f2, s2.deeper() ?? inner) }
            return nil
        default: return nil
        }
    }

    static func symbolName(fromSafeSymbol member: String) -> String? {
        var out = ""
        for c in member {
            let starts = c.isUppercase || c.isNumber && !(out.last?.isNumber ?? false)
            if starts && !out.isEmpty { out += "." }
            out += c.lowercased()
        }
        return out.isEmpty ? nil : out
    }

    /// A property's value read as an icon: its initial value or its getter's.
    private func propertyIcon(_ p: (file: Int, node: VariableNode), _ scope: Scope) -> IconName? {
        if let initial = p.node.initial { return icon(initial, file: p.file, scope) }
        guard let body = p.node.accessor, let (e, f2, s2) = value(of: body, file: p.file, scope, literalIsKey: false) else { return nil }
        return icon(e, file: f2, s2)
    }
}
