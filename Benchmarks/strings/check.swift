// The strings benchmark's driver, until `tablint check` reads `strings`
// (the wiring): it does what that check will do for one `.tabs` file.
// It reads the file, runs the rules on it, reads the table through
// `StringTableCache` (the whole catalog: every key and language, with
// positions), makes the per-language checks and prints the diagnostics.
//
// Built against the package's release modules by run.sh:
//   check FILE.tabs TABLE [TABLE...]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsSyntax
import TabsLint
import TablintWorkspace

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { print("usage: check FILE.tabs TABLE..."); exit(2) }
let tabsPath = arguments[1]
guard let bytes = try? FileSystem.read(tabsPath) else { print("cannot read \(tabsPath)"); exit(1) }
let written = Linter.check(bytes).diagnostics
let model = LintContext(tree: SyntaxTree.parse(bytes)).model
var titles: [LocalizedTitle] = []
for tab in model.tabs {
    guard let title = model.title(of: tab) else { continue }
    titles.append(LocalizedTitle(text: title.value, range: title.range, isTab: true, id: model.idText(of: tab),
                                 platforms: model.availablePlatforms(of: tab)))
}
for section in model.sections {
    guard let title = section.title, let id = section.id else { continue }
    titles.append(LocalizedTitle(text: title.value, range: title.range, isTab: false, id: id.value,
                                 platforms: section.platforms?.value.filter(model.appPlatforms.contains) ?? model.appPlatforms))
}
let cache = StringTableCache()
let entries = arguments.dropFirst(2).map { StringsEntry(path: $0, range: ByteRange(0, 0), table: cache.table(entry: $0, tabsPath: tabsPath)) }
let input = LocalizationInput(titles: titles, appPlatforms: model.appPlatforms, moreTitles: model.moreTitles,
                              written: written, displayPath: StringTableCache.displayPath(tabsPath: tabsPath))
for found in LocalizedTitleChecks.check(entries: entries, input: input) {
    let d = found.diagnostic
    let related = found.tableRelated.map { " [\($0.path):\($0.line):\($0.column) \($0.message)]" }.joined()
    print("\(d.severity.rawValue) \(d.rule): \(d.message)\(related)")
}
