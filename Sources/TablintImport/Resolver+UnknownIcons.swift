// Images through helpers the resolver cannot read through a declaration:
// `Icons.named("tab_home")`, `tinted("tab-search")`, a factory a package
// provides, or one whose body asks something at run time. The app's asset
// catalogs decide, as its string tables decide for titles
// (`Resolver+UnknownHelpers.swift`): when exactly one of the call's string
// arguments is the name of an image set in a catalog among the inputs, that
// asset is the image; else the icon stays unknown, as before. The catalogs
// are read only when such a call is met. Bounded as `icon` is.

/// The image names of the app's asset catalogs, read the first time they are asked for.
public final class AssetNames {
    private let load: () -> [String]
    private var loaded: Set<String>?

    /// `load`: every image set's name (`Tabs/home` where a folder provides a namespace).
    public init(_ load: @escaping () -> [String] = { [] }) { self.load = load }

    /// Whether an image set has that name, as written or as its last component.
    func contains(_ name: String) -> Bool {
        if loaded == nil {
            var names: Set<String> = []
            for n in load() {
                names.insert(n)
                if let last = n.split(separator: "/").last { names.insert(String(last)) }
            }
            loaded = names
        }
        return !name.isEmpty && (loaded?.contains(name) ?? false)
    }
}

extension Resolver {
    /// Labels whose argument is never an image's name.
    static let notAssetLabels: Set<String> = Resolver.notKeyLabels.union(["in", "compatibleWith", "with", "withConfiguration", "configuration", "tint", "color", "size"])

    /// The one asset among a call's string arguments; nil when none names an image set or two different ones do.
    func assetArgument(_ args: [Argument], file: Int, _ scope: Scope) -> IconName? {
        guard !args.isEmpty, args.count <= Self.maximumKeyArguments else { return nil }
        var found: String?
        for a in args where !(a.label.map { Self.notAssetLabels.contains($0) } ?? false) {
            guard let v = text(a.value, file: file, scope), assets.contains(v.text) else { continue }
            if let f = found, f != v.text { return nil }
            found = v.text
        }
        return found.map { IconName(name: $0, isSymbol: false) }
    }
}
