// The index made one file at a time: each file's declarations (a part)
// are scanned once, and the parts are joined in file order as one scan of
// every file would have made them. Reading on demand (OnDemand.swift)
// keeps each file's part between its readings.

extension SwiftIndex {
    /// One file's declarations, numbered as the file `number` of the index they will join
    /// (a reading on demand makes each file's part once and joins them at each reading).
    static func part(_ file: SyntaxFile, number: Int) -> SwiftIndex {
        var part = SwiftIndex(base: number)
        part.sources = [file.source]
        part.paths = [file.path]
        part.enclosingBrace = [Self.enclosing(file.source)]
        if file.isGenerated { part.generatedFiles = [number] }
        part.scan(number)
        var braces: [Int: Int] = [:]
        for n in part.types.indices where braces[part.types[n].open] == nil { braces[part.types[n].open] = n }
        part.typeAtBrace = [braces]
        return part
    }

    init(base: Int) {
        self.base = base
        log = nil
    }

    /// The parts of files 0, 1, 2, ... joined as one scan of them in order would make them: an enum's
    /// cases from the first file that has some, a `switch self` case's expression from the first
    /// file, a static member or constant from the last, functions in order.
    init(parts: [SwiftIndex], log: NameLog? = nil) {
        self.log = log
        for part in parts {
            sources += part.sources
            paths += part.paths
            enclosingBrace += part.enclosingBrace
            generatedFiles += part.generatedFiles
            let first = types.count
            types += part.types
            typeAtBrace += part.typeAtBrace.map { $0.mapValues { $0 + first } }
            for (name, cases) in part.enumCases.storage where enumCases.storage[name]?.isEmpty ?? true { enumCases.storage[name] = cases }
            for (type, properties) in part.switchProperties.storage {
                for (property, map) in properties {
                    var joined = switchProperties.storage[type]?[property] ?? [:]
                    for (name, range) in map where joined[name] == nil { joined[name] = range }
                    switchProperties.storage[type, default: [:]][property] = joined
                }
            }
            for (type, arrays) in part.staticArrays.storage { for (name, cases) in arrays { staticArrays.storage[type, default: [:]][name] = cases } }
            for (type, members) in part.staticMembers.storage { for (name, range) in members { staticMembers.storage[type, default: [:]][name] = range } }
            for (name, declarations) in part.functions.storage { functions.storage[name, default: []] += declarations }
            for (name, constant) in part.constants.storage { constants.storage[name] = constant }
        }
        for (n, t) in types.enumerated() { typesByName[t.name, default: []].append(n) }
        enumCases.log = log
        switchProperties.log = log
        staticArrays.log = log
        staticMembers.log = log
        functions.log = log
        constants.log = log
    }
}
