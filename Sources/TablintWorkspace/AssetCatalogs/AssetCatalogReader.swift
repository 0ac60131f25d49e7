#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TabsJSON
import TabsLint

/// Reads the image names of one `assets` entry: an Xcode asset catalog, a
/// folder named `*.xcassets`. Each `NAME.imageset` and `NAME.symbolset`
/// folder gives a name; a group folder (one without an asset type's
/// extension) is entered, and when its `Contents.json` says
/// `"properties": {"provides-namespace": true}` its name and `/` prefix the
/// names inside it (`Tabs/home`), as Xcode's namespaces do.
///
/// The walk is iterative, sorted, bounded (`maximumDepth` folders deep,
/// `maximumEntries` entries in all) and never follows a symbolic link
/// inside the catalog. Every failure is a `StringTableError` whose reason
/// never quotes a file's content.
public enum AssetCatalogReader {
    /// How deep group folders may nest below the catalog.
    public static let maximumDepth = 32
    /// How many entries (files and folders) the catalog's folders may list in all.
    public static let maximumEntries = 100_000
    /// The largest `Contents.json` read.
    public static let maximumContentsSize = 1 << 20

    /// The asset types Xcode makes folders for, besides image and symbol
    /// sets: such a folder gives no image name and is not a group.
    static let otherAssetTypes: Set<String> = [
        "appiconset", "arimageset", "arresourcegroup", "brandassets", "colorset", "complicationset",
        "cubetextureset", "dataset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "iconset",
        "imagestack", "imagestacklayer", "launchimage", "mipmapset", "solidimagestack",
        "solidimagestacklayer", "spriteatlas", "sticker", "stickerpack", "stickersequence", "textureset",
    ]

    /// Reads the catalog at `path` (the entry joined to the `.tabs` file's
    /// directory) in `repository`: the names, and every folder and
    /// `Contents.json` the names depended on, with its stamp then.
    public static func load(_ path: String, repository: String)
        -> (catalog: Result<AssetCatalog, StringTableError>, dependencies: StringTableLoader.Dependencies) {
        var dependencies: StringTableLoader.Dependencies = [(path, FileSystem.stamp(of: path))]
        let catalog = read(path, repository: repository, dependencies: &dependencies)
        return (catalog, dependencies)
    }

    static func read(_ path: String, repository: String,
                     dependencies: inout StringTableLoader.Dependencies) -> Result<AssetCatalog, StringTableError> {
        if let problem = StringTableLoader.placeProblem(path, repository: repository) { return .failure(problem) }
        guard FileSystem.kind(of: path) == .directory else {
            return .failure(StringTableError("it is not a folder; name the app's asset catalog folder (`*.xcassets`)"))
        }
        let name = StringTableLoader.baseName(path)
        guard name.hasSuffix(".xcassets"), name.count > ".xcassets".count else {
            return .failure(StringTableError("it is not an asset catalog (a folder named `*.xcassets`)"))
        }

        var names: Set<String> = []
        var entries = 0
        // Folders still to list: path, path relative to the catalog, namespace prefix, depth.
        var pending: [(path: String, relative: String, prefix: String, depth: Int)] = [(path, "", "", 0)]
        while let folder = pending.popLast() {
            let listed: [String]
            do { listed = try FileSystem.names(in: folder.path) } catch {
                let reason = StringTableError("it cannot be read (\(error.reason))")
                return .failure(folder.relative.isEmpty ? reason : StringTableLoader.named(folder.relative, reason))
            }
            if !folder.relative.isEmpty { dependencies.append((folder.path, FileSystem.stamp(of: folder.path))) }
            entries += listed.count
            guard entries <= maximumEntries else {
                return .failure(StringTableError("it holds more than \(maximumEntries) files and folders"))
            }
            var groupNames: [String] = []
            for child in listed where !child.hasPrefix(".") {
                var info = stat()
                // Files, links and anything else that is not a folder give no name.
                guard lstat(FileSystem.join(folder.path, child), &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                let (stem, type) = split(child)
                if type == "imageset" || type == "symbolset" {
                    if !stem.isEmpty { names.insert(folder.prefix + stem) }
                } else if type.map(otherAssetTypes.contains) != true {
                    groupNames.append(child)
                }
            }
            // Groups in byte order, so that the first problem found is always the same one.
            groupNames.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            var groups: [(path: String, relative: String, prefix: String, depth: Int)] = []
            for child in groupNames {
                let childPath = FileSystem.join(folder.path, child)
                let relative = folder.relative.isEmpty ? child : folder.relative + "/" + child
                guard folder.depth < maximumDepth else {
                    return .failure(StringTableError("its folders nest more than \(maximumDepth) deep"))
                }
                switch providesNamespace(childPath, relative: relative, dependencies: &dependencies) {
                case .failure(let error): return .failure(error)
                case .success(let namespace):
                    groups.append((childPath, relative, namespace ? folder.prefix + child + "/" : folder.prefix, folder.depth + 1))
                }
            }
            pending.append(contentsOf: groups.reversed())
        }
        return .success(AssetCatalog(names: names))
    }

    /// `("home", "imageset")` for `home.imageset`; a name without a dot, or
    /// whose extension is not an asset type's lowercase letters, has no type.
    static func split(_ name: String) -> (stem: String, type: String?) {
        guard let dot = name.lastIndex(of: ".") else { return (name, nil) }
        let type = name[name.index(after: dot)...]
        guard !type.isEmpty, type.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return (name, nil) }
        return (String(name[..<dot]), String(type))
    }

    /// Whether the group folder at `path` provides a namespace: its
    /// `Contents.json` (when there is one) says
    /// `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ path: String, relative: String,
                                  dependencies: inout StringTableLoader.Dependencies) -> Result<Bool, StringTableError> {
        let file = FileSystem.join(path, "Contents.json")
        let shown = relative + "/Contents.json"
        var info = stat()
        guard lstat(file, &info) == 0 else { return .success(false) }
        dependencies.append((file, FileSystem.stamp(of: file)))
        guard info.st_mode & S_IFMT == S_IFREG else { return .success(false) }
        guard Int(info.st_size) <= maximumContentsSize else {
            return .failure(StringTableLoader.named(shown, StringTableError("it is too large (over \(maximumContentsSize >> 20) MiB)")))
        }
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(file) } catch {
            return .failure(StringTableLoader.named(shown, StringTableError("it cannot be read (\(error.reason))")))
        }
        let value: JSONValue
        do { value = try JSONValue.parse(bytes, maxDepth: 64) } catch {
            return .failure(StringTableLoader.named(shown, StringTableError("it is not valid JSON (\(error.description))")))
        }
        return .success(value["properties"]?["provides-namespace"]?.boolValue == true)
    }
}
