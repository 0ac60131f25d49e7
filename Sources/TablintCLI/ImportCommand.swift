import TablintImport
import TablintWorkspace
import TabsLint

/// `tablint import`: read the app's Swift, string tables, asset catalogs
/// and Xcode project under the PATHs, and draft the `.tabs` file of its tab
/// view (docs/import.md). Writes nothing but `--output`.
struct ImportCommand {
    let options: ImportOptions
    let console: Console

    func run() -> Int32 {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        var inputs = ImportInputs.collect(paths.filter { $0 != "-" })
        // A PATH that cannot be read stops the command; a folder inside one that cannot be walked is a note.
        if let problem = inputs.errors.first(where: { e in paths.contains(e.path) }) {
            console.error("cannot read \(FileSystem.display(problem.path)): \(problem.reason)")
            return ExitStatus.trouble
        }
        var files: [SwiftFile] = []
        var notes = inputs.errors.map { "\(FileSystem.display($0.path)) skipped: \($0.reason)" }
        if paths.contains("-") {
            var cache: [UInt8]?
            guard let bytes = console.readStandardInputWithinLimit(cache: &cache) else { return ExitStatus.trouble }
            let name = options.stdinFilename ?? "<stdin>"
            if bytes.count > ImportInputs.maximumSwiftFileSize {
                notes.append("\(name) skipped: it is over \(ImportInputs.maximumSwiftFileSize >> 20) MiB")
            } else {
                files.append(SwiftFile(path: name, bytes: bytes))
            }
        }
        for path in inputs.swiftFiles {
            let display = FileSystem.display(path)
            if let size = FileSystem.stamp(of: path)?.size, size > ImportInputs.maximumSwiftFileSize {
                notes.append("\(display) skipped: it is over \(ImportInputs.maximumSwiftFileSize >> 20) MiB")
                continue
            }
            do { files.append(SwiftFile(path: display, bytes: try FileSystem.read(path))) } catch {
                notes.append("\(display) skipped: \(error.reason)")
            }
        }
        // Table keys only matter for generated constants; read the tables when the code uses some.
        let tables = inputs.tables()
        let keys = tables.flatMap { $0.keys }.sorted()
        let (project, languagesProject) = inputs.appProject()
        // Only the files that can matter are lexed (a byte scan decides; docs/import.md, "Speed").
        // Tab bars declared in storyboards (docs/import.md, "Storyboards"); nothing is parsed unless a byte search finds one.
        let storyboards = inputs.storyboardFiles()
        let mainStoryboards = storyboards.isEmpty ? [] : inputs.mainStoryboards(project)
        let scenes = StoryboardReader.initialSceneClasses(storyboards, main: mainStoryboards)
        // The catalogs' image names, read only if a helper no input declares is given a name (docs/import.md).
        let assets = AssetNames { [inputs] in inputs.assetNames() }
        var result = Importer.readOnDemand(files, tableKeys: keys, project: project, walksEntry: !storyboards.isEmpty, scenes: scenes, assets: assets)
        if !storyboards.isEmpty {
            let entries = StoryboardEntries(mainStoryboards: mainStoryboards)
            result = Importer.adding(storyboards: storyboards, to: result, swift: files, entries: entries, tableKeys: keys)
        }
        notes += result.notes
        inputs.swiftFiles = []

        guard !result.views.isEmpty else { return nothingFound(files.map(\.path), notes) }
        // `--list`'s lines, also what a `--view` that matches nothing lists.
        let listing = Array(result.views.map { TerminalText.escape($0.listing) + "\n" }.joined().utf8)
        if options.list {
            console.write(listing)
            return ExitStatus.success
        }
        var chosen = result.draftedView ?? result.views[0]
        if let selector = options.view {
            guard let match = result.views.first(where: { $0.name == selector || $0.place.description == selector }) else {
                console.error("no tab view matches --view \(selector); the tab views found are:")
                console.writeError(listing)
                return ExitStatus.trouble
            }
            chosen = match
        }

        // Facts from around the code, with paths relative to the draft.
        let base = options.output.map { FileSystem.directoryName($0) } ?? "."
        var facts = DraftFacts()
        facts.others = result.views.filter { $0.place != chosen.place }
        facts.notes = notes
        // The table each key the tabs' titles use is read from: the one the code names, else the first holding it.
        let titleKeys = chosen.allTabs.compactMap { tab -> (key: String, table: String?)? in if case .key(let k, let t) = tab.title { return (k, t) }; return nil }
        let used = Set(titleKeys.compactMap { title in
            let holding = tables.filter { $0.listable && $0.keys.contains(title.key) }
            return (holding.first { $0.name == title.table } ?? holding.first)?.path
        })
        facts.strings = tables.map(\.path).filter(used.contains).map { ImportInputs.relative($0, from: base) }
        facts.tableKeys = Set(tables.filter { used.contains($0.path) }.flatMap(\.keys))
        if let app = project.platforms(of: chosen.place.path) {
            let narrowed = app.narrowed(to: chosen.platforms)
            facts.platforms = narrowed.platforms
            facts.deployment = narrowed.deployment.map(\.text)
        }
        facts.notes += project.notes
        if let note = project.preferredNote { facts.notes.append(note) }
        facts.languagesProject = languagesProject.map { ImportInputs.relative($0, from: base) }
        if chosen.allTabs.contains(where: { $0.image != nil }) {
            // Xcode's generated asset symbols (`Image.tabIconHome`): the one asset whose name is the same
            // but for case and punctuation (`tab-icon-home`), when no catalog has the name as written.
            let names = inputs.assetNames()
            let exact = Set(names.map { String($0.split(separator: "/").last ?? "") })
            func squashed(_ s: Substring) -> String { String(s.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) }
            var bySquashed: [String: Set<String>] = [:]
            for n in names { bySquashed[squashed(n.split(separator: "/").last ?? ""), default: []].insert(n) }
            chosen.renameImages({ old in
                guard !exact.contains(old), let found = bySquashed[squashed(Substring(old))], found.count == 1 else { return nil }
                return found.first
            }, note: { old, new in "\(old) read as the asset \(new) (the name Xcode's generated asset symbols give it)" })
        }
        let images = Set(chosen.allTabs.compactMap(\.image))
        if !images.isEmpty {
            facts.assets = inputs.assetCatalogs(providing: images).map { ImportInputs.relative($0, from: base) }
            if facts.assets.isEmpty && !inputs.assetCatalogs.isEmpty {
                facts.notes.append("no asset catalog among the inputs provides the tabs' images")
            }
        }
        let draft = DraftWriter.draft(chosen, facts: facts)

        guard let output = options.output else {
            console.write(draft)
            return ExitStatus.success
        }
        return write(draft, to: output, of: chosen)
    }

    /// Writes the draft to `--output` (atomically, creating missing
    /// folders; an existing file only with `--force`) and says on standard
    /// error what was written: `tablint: wrote App.tabs: 5 tabs from TabView RootView (App/RootView.swift:10)`.
    func write(_ draft: [UInt8], to output: String, of view: ImportedTabView) -> Int32 {
        if FileSystem.kind(of: output) != .missing && !options.force {
            console.error("\(FileSystem.display(output)) exists; pass --force to replace it")
            return ExitStatus.trouble
        }
        do {
            try FileSystem.createDirectories(FileSystem.directoryName(output))
            try FileSystem.writeAtomically(draft, to: output)
        } catch {
            console.error("cannot write \(FileSystem.display(output)): \(error.reason)")
            return ExitStatus.trouble
        }
        let count = view.tabCount
        let line = "wrote \(FileSystem.display(output)): \(count) tab\(count == 1 ? "" : "s") from \(view.kind.rawValue) \(view.name) (\(view.place.description))"
        console.writeError(Array("tablint: \(TerminalText.escape(line))\n".utf8))
        return ExitStatus.success
    }

    /// Exit 1: no tab view in the Swift files read. Names the file when
    /// one was read, the first three when several were, so a wrong PATH
    /// shows.
    func nothingFound(_ paths: [String], _ notes: [String]) -> Int32 {
        for n in notes { console.writeError(Array("tablint: note: \(TerminalText.escape(n))\n".utf8)) }
        let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
        let read = switch paths.count {
        case 0: "0 Swift files"
        case 1: shown
        default: "\(paths.count) Swift files (\(shown))"
        }
        console.error("no tab view found in \(read); looked for TabView, Tab, .tabItem, UITabBarController and UITab")
        return ExitStatus.failure
    }
}
