// A library's sample app kept in the same repository (`Vendor/Pager/Example/`,
// `KitDemo/`): its storyboard may be an application's main storyboard, but
// it is not the app's. Such a storyboard's tab bar yields to a tab view in
// Swift that the app's own entry reaches, outside any sample folder.

extension Importer {
    /// Whether a path lies in a sample app's folder: a folder named `Example`, `Examples`, `Demo`, `Sample`
    /// (or ending so, `PagerExample`, `KitDemo`), any case.
    static func isSampleApp(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { folder in
            let lower = folder.lowercased()
            return ["example", "examples", "demo", "demos", "sample", "samples"].contains { lower == $0 || lower.hasSuffix($0) }
        }
    }
}
