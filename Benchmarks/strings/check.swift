// The strings benchmark's driver: what `tablint check` does for one
// `.tabs` file, without the CLI's configuration search and reporters. It
// reads the file, reads the tables its `strings` names through
// `StringTableCache` (the whole catalog: every key and language, with
// positions), runs the rules and the per-language checks
// (`Linter.check(_:localization:)`) and prints the diagnostics.
//
// Built against the package's release modules by run.sh:
//   check FILE.tabs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsLint
import TablintWorkspace

let arguments = CommandLine.arguments
guard arguments.count == 2 else { print("usage: check FILE.tabs"); exit(2) }
let tabsPath = arguments[1]
guard let bytes = try? FileSystem.read(tabsPath) else { print("cannot read \(tabsPath)"); exit(1) }
let file = Linter.parse(bytes)
let localization = StringTableCache().localization(for: file.localizationRequest, tabsPath: tabsPath)
for d in Linter.check(file, localization: localization).diagnostics {
    let related = d.related.compactMap { r in r.file.map { " [\($0.path):\($0.line):\($0.column) \(r.message)]" } }.joined()
    print("\(d.severity.rawValue) \(d.rule): \(d.message)\(related)")
}
