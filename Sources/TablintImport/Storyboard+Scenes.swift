// Where an app that starts in a storyboard goes from there: the classes of
// the main storyboard's initial scene when that scene is no tab bar (a
// login screen, a navigation controller and its root). The entry walk
// (`Resolver.reachedTypes(scenes:)`) starts from them too, so a tab bar
// controller their code makes (`present(MainTabs(), animated: true)`) is
// reached from where the app starts.

extension StoryboardReader {
    /// The custom classes of each main storyboard's initial controller and of its navigation root,
    /// when that controller is no tab bar controller; in path order.
    public static func initialSceneClasses(_ files: [StoryboardFile], main: Set<String>) -> [String] {
        var classes: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) where main.contains(file.name) {
            let document = Document(file)
            guard let id = document.initial, let n = document.byID[id], document.elements.indices.contains(n),
                  document.elements[n].name != "tabBarController" else { continue }
            var shown = [n]
            if let rootID = document.root[n], let r = document.byID[rootID], document.elements.indices.contains(r) { shown.append(r) }
            for k in shown {
                guard let name = document.elements[k]["customClass"], Identifiers.isIdentifier(name), !classes.contains(name) else { continue }
                classes.append(name)
            }
        }
        return classes
    }
}

extension Extractor {
    /// The walk's first number given to a storyboard scene's class (they are walked last), if any was walked.
    func sceneWalkStart(_ order: [String: Int]) -> Int? {
        scenes.compactMap { name in order.first(where: { $0.key.hasPrefix(name + "@") })?.value }.min()
    }
}

extension StoryboardEntries {
    /// `isEntry`, except that where the drafted view was reached from the main storyboard's initial
    /// scene (the app starts there), a tab bar scene that code instantiates somewhere is not where it starts.
    func isEntry(_ bar: StoryboardTabBar, after result: ImportResult) -> Bool {
        guard isEntry(bar) else { return false }
        return !result.draftedIsReachedFromScene || (bar.isInitial && mainStoryboards.contains(bar.storyboard))
    }
}
