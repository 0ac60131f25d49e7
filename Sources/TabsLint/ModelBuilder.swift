import TabsSyntax

/// Lowers a syntax tree into a `Model` in one pass over its items
/// (`Model.build`). Interning and the tab lowering are in
/// `ModelBuilder+Tabs.swift`.
struct ModelBuilder {
    let tree: SyntaxTree
    var model = Model()
    /// `model.appPlatforms` as a set, once they are known.
    var appPlatformSet = PlatformSet([Platform.iphone])
    /// The records the rules read: every statement of a `defaults` block,
    /// and elsewhere the ones with something to report (an unknown name, a
    /// repeat, a bad value) or that the quick test below does not settle.
    /// A clean tab or section statement keeps no record: its values are
    /// all valid, so the tree has what the model needs (a
    /// `StatementRef.clean` points at it).
    var records: [AttributeRecord] = []

    init(tree: SyntaxTree) { self.tree = tree }

    /// Checks the attributes of one block; returns the first counting statement of each name.
    mutating func attributes(of block: Block?, kind: BlockKind) -> FirstRecords {
        var first = FirstRecords()
        guard let block else { return first }
        for k in block.memberRange.clamped(to: tree.blockMembers.indices) {
            guard case .attribute(let attribute) = tree.blockMembers[k] else { continue }
            let slot = tree.slot(of: attribute.name, in: kind)
            var earlier: ByteRange?
            if let slot, let statement = first[slot] { earlier = nameRange(statement) }
            if let slot, earlier == nil, kind != .defaults, AttributeRecord.isClean(attribute, in: kind, slot: slot, tree: tree) {
                first.set(slot, .clean(k))
                continue
            }
            // Appended as made: a local copy would be copied in and destroyed.
            records.append(AttributeRecord.check(attribute, in: kind, slot: slot, tree: tree, firstOccurrence: earlier))
            if let slot, earlier == nil { first.set(slot, .record(records.count - 1)) }
        }
        return first
    }

    /// The attribute of a clean statement.
    func cleanAttribute(_ member: Int) -> Attribute? {
        guard member >= 0 && member < tree.blockMembers.count, case .attribute(let attribute) = tree.blockMembers[member] else { return nil }
        return attribute
    }

    /// The record of a statement, when one was kept (always, in `defaults`).
    func record(_ statement: StatementRef?) -> AttributeRecord? {
        guard case .record(let index)? = statement, records.indices.contains(index) else { return nil }
        return records[index]
    }

    /// A statement's valid values.
    func validValues(_ statement: StatementRef) -> TokenList {
        switch statement {
        case .record(let index): records[index].validValues
        case .clean(let member): cleanAttribute(member).map { TokenList(tree.values(of: $0)) } ?? TokenList()
        }
    }

    /// The range of a statement's attribute name.
    func nameRange(_ statement: StatementRef) -> ByteRange {
        switch statement {
        case .record(let index): records[index].nameRange
        case .clean(let member): cleanAttribute(member).map { tree.range(of: $0.name) } ?? .empty(at: 0)
        }
    }

    /// Reads a value token. Static, so closures that use it capture the tree
    /// only: capturing the builder would copy its arrays and make every
    /// append copy them again (quadratic).
    static func located(_ v: TokenIndex, _ tree: SyntaxTree) -> Located<String> {
        let t = tree.token(v)
        return Located(t.kind == .string ? tree.stringValue(of: v) : tree.text(of: v), t.range)
    }

    func single(_ statement: StatementRef?) -> Located<String>? {
        guard let statement, let v = validValues(statement).first else { return nil }
        return ModelBuilder.located(v, tree)
    }

    func choice<E: RawRepresentable & Sendable>(_ statement: StatementRef?, _ type: E.Type) -> Located<E>? where E.RawValue == String {
        guard let v = single(statement), let e = E(rawValue: v.value) else { return nil }
        return Located(e, v.range)
    }

    func platformList(_ statement: StatementRef?) -> Located<[Platform]>? {
        guard let statement else { return nil }
        let values = validValues(statement)
        guard !values.isEmpty else { return nil }
        let list = values.compactMap { Platform(rawValue: tree.text(of: $0)) }
        return Located(list, nameRange(statement))
    }

    /// The app's platforms: the valid values of the first counting
    /// `platforms` of the first `defaults` block, without repeats, in the
    /// order written; nil when there are none. Read before the tabs are
    /// lowered, since a tab's platforms depend on them wherever the
    /// `defaults` block is.
    func declaredAppPlatforms() -> [Platform]? {
        for item in tree.items {
            guard case .defaults(let decl) = item else { continue }
            for member in tree.members(of: decl.block) {
                guard case .attribute(let attribute) = member,
                      tree.slot(of: attribute.name, in: .defaults) == DefaultsSlot.platforms else { continue }
                let record = AttributeRecord.check(attribute, in: .defaults, slot: DefaultsSlot.platforms, tree: tree)
                let list = record.validValues.compactMap { Platform(rawValue: tree.text(of: $0)) }
                guard !list.isEmpty else { return nil }
                var seen = PlatformSet()
                var distinct: [Platform] = []
                for platform in list where !seen.contains(platform) {
                    seen.insert(platform)
                    distinct.append(platform)
                }
                return distinct
            }
            return nil
        }
        return nil
    }

    /// The number of tab declarations, and of statements outside tab blocks
    /// (whose records are always kept), for sizing the arrays and tables up
    /// front: a regrown record array would hold two copies at once.
    func countTabs() -> (tabs: Int, statements: Int) {
        var tabs = 0
        var statements = 0
        for item in tree.items {
            switch item {
            case .tab:
                tabs += 1
            case .section(let decl):
                for member in tree.members(of: decl.block) {
                    if case .tab = member { tabs += 1 } else { statements += 1 }
                }
            case .defaults(let decl):
                statements += tree.members(of: decl.block).count
            case .error:
                continue
            }
        }
        return (tabs, statements)
    }

    mutating func run() {
        let (expected, statements) = countTabs()
        model.tabs.reserveCapacity(expected)
        records.reserveCapacity(statements)
        model.ids = KeyedInterner(Interner(expected: expected + 8, averageLength: 8))
        model.titles = KeyedInterner(Interner(expected: expected))
        model.foldedTitles = KeyedInterner(Interner(expected: expected, foldsCase: true))
        model.icons = KeyedInterner(Interner(expected: expected))
        model.iconTraits.reserveCapacity(expected)
        if let platforms = declaredAppPlatforms() { model.appPlatforms = platforms }
        appPlatformSet = PlatformSet(model.appPlatforms)
        for item in tree.items {
            switch item {
            case .tab(let decl):
                appendTab(decl, section: nil)
            case .section(let decl):
                appendSection(decl)
            case .defaults(let decl):
                let attrs = attributes(of: decl.block, kind: .defaults)
                // Only the first `defaults` block counts (its attributes are still checked).
                if model.defaults == nil { model.defaults = defaults(decl, attrs) }
            case .error:
                continue
            }
        }
        var firstTab = FirstPositions<IdKey>(keys: model.ids.count)
        var firstSection = firstTab
        for (i, tab) in model.tabs.enumerated() {
            if let key = tab.idKey { _ = firstTab.earlier(than: i, for: key) }
        }
        for (i, section) in model.sections.enumerated() {
            if let key = section.idKey { _ = firstSection.earlier(than: i, for: key) }
        }
        model.tabByID = FirstDeclarations(ids: model.ids, first: firstTab)
        model.sectionByID = FirstDeclarations(ids: model.ids, first: firstSection)
    }

    /// Lowers a section and its tabs.
    mutating func appendSection(_ decl: SectionDecl) {
        let index = model.sections.count
        let attrs = attributes(of: decl.block, kind: .section)
        var section = SectionModel(keyword: tree.range(of: decl.keyword),
                                   id: decl.id.map { [tree] in ModelBuilder.located($0, tree) }, title: decl.title.map { [tree] in ModelBuilder.located($0, tree) },
                                   placement: choice(attrs[SectionSlot.placement], Placement.self),
                                   platforms: platformList(attrs[SectionSlot.platforms]),
                                   dynamic: single(attrs[SectionSlot.dynamic]))
        if let id = section.id { section.idKey = model.ids.intern(id.value) }
        for member in tree.members(of: decl.block) {
            if case .tab(let t) = member {
                let count = model.tabs.count
                appendTab(t, section: index, inherited: (section.placement, section.platforms))
                if model.tabs.count > count { section.tabs.append(count) }
            }
        }
        model.sections.append(section)
    }

    /// Lowers a `defaults` block from its counting statements.
    func defaults(_ decl: DefaultsDecl, _ attrs: FirstRecords) -> DefaultsModel {
        var d = DefaultsModel(keyword: tree.range(of: decl.keyword))
        d.close = decl.block?.close.map { tree.range(of: $0) }
        d.selected = single(attrs[DefaultsSlot.selected])
        if let cached = record(attrs[DefaultsSlot.cached]), !cached.validValues.isEmpty {
            d.cached = cached.validValues.map { [tree] in ModelBuilder.located($0, tree) }
            d.cachedName = cached.nameRange
            d.cachedLastValue = tree.values(of: cached.syntax).last.map { tree.range(of: $0) }
            d.cachedFirstValue = tree.values(of: cached.syntax).first.map { tree.range(of: $0) }
        }
        if let v = single(attrs[DefaultsSlot.limit]), let n = Int(v.value) { d.limit = Located(n, v.range) }
        d.more = record(attrs[DefaultsSlot.more]).map { $0.validValues.map { [tree] in ModelBuilder.located($0, tree) } } ?? []
        d.platforms = platformList(attrs[DefaultsSlot.platforms])
        d.deployment = record(attrs[DefaultsSlot.deployment]).map { r in
            r.validValues.compactMap { [tree] v in
                AttributeSchema.parseDeployment(tree.stringValue(of: v)).map {
                    DeploymentTarget(os: $0.os, version: $0.version, range: tree.range(of: v))
                }
            }
        } ?? []
        d.bar = choice(attrs[DefaultsSlot.bar], TabBar.self)
        d.style = choice(attrs[DefaultsSlot.style], TabViewStyle.self)
        if let retired = record(attrs[DefaultsSlot.retired]) {
            d.retired = retired.validValues.map { [tree] in ModelBuilder.located($0, tree) }
            d.retiredLastValue = tree.values(of: retired.syntax).last.map { tree.range(of: $0) }
        }
        d.strings = record(attrs[DefaultsSlot.strings]).map { $0.validValues.map { [tree] in ModelBuilder.located($0, tree) } } ?? []
        if let languages = record(attrs[DefaultsSlot.languages]), let first = languages.validValues.first {
            let values = languages.validValues.map { [tree] in ModelBuilder.located($0, tree) }
            if tree.token(first).kind == .string, LanguageTags.isProjectPath(tree.stringValue(of: first)), let project = values.first {
                d.languages = .project(project)
            } else {
                d.languages = .tags(values)
            }
        }
        return d
    }
}
