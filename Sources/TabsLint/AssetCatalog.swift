/// The image names the asset catalogs of `defaults { assets ... }` provide
/// (docs/language.md, "Images"): one per `NAME.imageset` or
/// `NAME.symbolset` folder, prefixed by the folders above it whose
/// `Contents.json` says `"provides-namespace": true` (`Tabs/home`). Names
/// match case-sensitively. Read at the edge (TablintWorkspace's
/// `AssetCatalogReader`) and handed in as a value.
public struct AssetCatalog: Hashable, Sendable {
    public var names: Set<String>

    public init(names: Set<String>) { self.names = names }
}

/// One `assets` entry of the `.tabs` file and the catalog read.
public typealias AssetsEntry = ReadEntry<AssetCatalog>
