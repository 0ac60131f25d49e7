import TabsSyntax

/// Lowers a syntax tree into a `Model` in one pass over its items
/// (`Model.build`), validating each attribute statement once
/// (`AttributeRecord.check`) and keeping the records the rules read.
struct ModelBuilder {
    let tree: SyntaxTree
    var model = Model()
    /// The attribute statements the rules read, in source order.
    var records: [AttributeRecord] = []
    /// Every valid `when` value, for `Model.conditionNames`.
    var conditionUses: [Located<String>] = []

    init(tree: SyntaxTree) { self.tree = tree }

    /// The first statement of each attribute a block takes: the one that
    /// counts (a block has a handful, so a list is searched), with what the
    /// builder reads of its record (a whole record is dearer to copy).
    struct Counting {
        typealias Statement = (name: String, nameRange: ByteRange, validValues: [TokenIndex], syntax: Attribute)
        var statements: [Statement] = []
        subscript(name: String) -> Statement? { statements.firstIndex { $0.name == name }.map { statements[$0] } }
    }

    /// Validates the statements of one block and returns the counting ones.
    mutating func attributes(of block: Block?, kind: BlockKind) -> Counting {
        var counting = Counting()
        guard let block else { return counting }
        for member in tree.members(of: block) {
            guard case .attribute(let attribute) = member else { continue }
            // Only names the block takes count, so only they repeat one.
            let earlier = counting[tree.text(of: attribute.name)]
            let record = AttributeRecord.check(attribute, in: kind, tree: tree, firstOccurrence: earlier?.nameRange)
            // Kept for the rules: a record with something to report, and `defaults` and `formerly` (lists they read).
            if record.shape == nil || record.issue != nil || earlier != nil || kind == .defaults || record.name == "formerly" || record.name == "when" {
                var kept = record
                kept.values = record.validValues.map { tree.located($0) }
                records.append(kept)
            }
            if record.shape != nil && earlier == nil { counting.statements.append((record.name, record.nameRange, record.validValues, record.syntax)) }
        }
        return counting
    }

    /// The app's platforms: the valid values of the first `platforms` of
    /// the first `defaults` block, without repeats, in the order written;
    /// nil when there are none. Read before the tabs are lowered, since a
    /// tab's platforms depend on them wherever the `defaults` block is.
    func declaredAppPlatforms() -> [Platform]? {
        for item in tree.items {
            guard case .defaults(let decl) = item else { continue }
            for member in tree.members(of: decl.block) {
                guard case .attribute(let attribute) = member, tree.text(of: attribute.name) == "platforms" else { continue }
                let record = AttributeRecord.check(attribute, in: .defaults, tree: tree)
                var distinct: [Platform] = []
                for v in record.validValues {
                    if let p = Platform(rawValue: tree.text(of: v)), !distinct.contains(p) { distinct.append(p) }
                }
                return distinct.isEmpty ? nil : distinct
            }
            return nil
        }
        return nil
    }

    mutating func run() {
        // A tab an item, unless sections hold them.
        model.tabs.reserveCapacity(tree.items.count)
        if let platforms = declaredAppPlatforms() { model.appPlatforms = platforms }
        for item in tree.items {
            switch item {
            case .tab(let decl):
                appendTab(decl, section: nil)
            case .section(let decl):
                appendSection(decl)
            case .defaults(let decl):
                let counting = attributes(of: decl.block, kind: .defaults)
                // Only the first `defaults` block counts (its attributes are still checked).
                if model.defaults == nil { model.defaults = defaults(decl, counting) }
            case .error:
                continue
            }
        }
        // Last to first, so that the first declaration of an id is the one kept.
        model.tabByID.reserveCapacity(model.tabs.count)
        for index in model.tabs.indices.reversed() {
            model.tabByID[model.tabs[index].id] = index
        }
        for (index, section) in model.sections.enumerated().reversed() {
            if let id = section.id?.value { model.sectionByID[id] = index }
        }
        // A section's `when` may follow its tabs: first use is source order.
        var seen = Set<String>()
        model.conditionNames = conditionUses.sorted { $0.range.start < $1.range.start }.filter { seen.insert($0.value).inserted }
    }

    /// A counting `when` statement's names, distinct, in the order written,
    /// and its name's range; every use is kept for `Model.conditionNames`.
    mutating func conditions(_ record: Counting.Statement?) -> (names: [String], range: ByteRange?) {
        let uses = tree.strings(record)
        guard let record, !uses.isEmpty else { return ([], nil) }
        conditionUses += uses
        var seen = Set<String>()
        return (uses.map(\.value).filter { seen.insert($0).inserted }, record.nameRange)
    }

    /// The app's platforms among `declared`, in the app's order; all of them when `declared` is nil.
    func available(_ declared: [Platform]?) -> [Platform] {
        guard let declared else { return model.appPlatforms }
        return model.appPlatforms.filter(declared.contains)
    }

    /// Lowers a section and its tabs.
    mutating func appendSection(_ decl: SectionDecl) {
        let index = model.sections.count
        let counting = attributes(of: decl.block, kind: .section)
        let platforms = tree.platformList(counting["platforms"])
        let title = tree.title(decl.title)
        var section = SectionModel(keyword: tree.range(of: decl.keyword),
                                   declaration: tree.declaration(decl.keyword, decl.tokenSpan, decl.block),
                                   id: decl.id.map { tree.located($0) },
                                   writtenTitle: title.written, title: title.trimmed, titleRange: title.range,
                                   placement: tree.choice(counting["placement"], Placement.self),
                                   platforms: platforms, availablePlatforms: available(platforms?.value),
                                   dynamic: tree.single(counting["dynamic"]))
        (section.conditions, section.conditionsRange) = conditions(counting["when"])
        for member in tree.members(of: decl.block) {
            guard case .tab(let tab) = member else { continue }
            if appendTab(tab, section: index, inherited: section) { section.tabs.append(model.tabs.count - 1) }
        }
        model.sections.append(section)
    }

    /// Lowers a tab into `model.tabs`, when it is declared (has an id);
    /// `inherited` is the section holding it. Returns whether it was added.
    @discardableResult
    mutating func appendTab(_ decl: TabDecl, section: Int?, inherited: SectionModel? = nil) -> Bool {
        let counting = attributes(of: decl.block, kind: .tab)
        // A tab without an id is not declared (docs/language.md, "Structure"): its statements are checked, it is not counted.
        guard let idToken = decl.id else { return false }
        let id = tree.located(idToken)
        let title = tree.title(decl.title)
        let iconRecord = counting["icon"], imageRecord = counting["image"]
        let icon = tree.single(iconRecord)
        let image = tree.single(imageRecord)
        let placement = tree.choice(counting["placement"], Placement.self)
        let platforms = tree.platformList(counting["platforms"])
        let role = tree.roles(counting["role"])
        let effectivePlacement = placement ?? inherited?.placement
        let own = conditions(counting["when"])
        let effectiveConditions = own.range == nil ? (names: inherited?.conditions ?? [], range: inherited?.conditionsRange) : own
        model.tabs.append(TabModel(
            keyword: tree.range(of: decl.keyword), declaration: tree.declaration(decl.keyword, decl.tokenSpan, decl.block),
            id: id.value, idRange: id.range,
            writtenTitle: title.written, title: title.trimmed, foldedTitle: title.trimmed.map(Titles.folded), titleRange: title.range,
            icon: icon, iconKeyword: iconRecord?.nameRange, image: image, imageKeyword: imageRecord?.nameRange,
            placement: placement, role: role.visual, actionRange: role.action,
            platforms: platforms, section: section,
            effectivePlacement: effectivePlacement?.value ?? .automatic, effectivePlacementRange: effectivePlacement?.range,
            availablePlatforms: available(platforms?.value ?? inherited?.platforms?.value),
            formerly: tree.strings(counting["formerly"]),
            conditions: effectiveConditions.names, conditionsRange: effectiveConditions.range))
        return true
    }

    /// Lowers a `defaults` block from its counting statements.
    func defaults(_ decl: DefaultsDecl, _ counting: Counting) -> DefaultsModel {
        var d = DefaultsModel(keyword: tree.range(of: decl.keyword),
                              declaration: tree.declaration(decl.keyword, decl.tokenSpan, decl.block))
        d.close = decl.block?.close.map { tree.range(of: $0) }
        d.selected = tree.single(counting["selected"])
        if let cached = counting["cached"], !cached.validValues.isEmpty {
            d.cached = tree.strings(cached)
            d.cachedName = cached.nameRange
            d.cachedFirstValue = tree.values(of: cached.syntax).first.map { tree.range(of: $0) }
        }
        if let v = tree.single(counting["limit"]), let n = Int(v.value) { d.limit = Located(n, v.range) }
        d.more = tree.strings(counting["more"])
        d.platforms = tree.platformList(counting["platforms"])
        d.deployment = (counting["deployment"]?.validValues ?? []).compactMap { v in
            AttributeSchema.parseDeployment(tree.stringValue(of: v)).map {
                DeploymentTarget(os: $0.os, version: $0.version, range: tree.range(of: v))
            }
        }
        d.bar = tree.choice(counting["bar"], TabBar.self)
        d.style = tree.choice(counting["style"], TabViewStyle.self)
        d.retired = tree.strings(counting["retired"])
        d.assets = tree.strings(counting["assets"])
        d.strings = tree.strings(counting["strings"])
        let languages = tree.strings(counting["languages"])
        if let first = languages.first, let token = counting["languages"]?.validValues.first {
            let isProject = tree.token(token).kind == .string && LanguageTags.isProjectPath(first.value)
            d.languages = isProject ? .project(first) : .tags(languages)
        }
        return d
    }
}

// Reading a statement's valid values, on the tree alone: the builder's
// closures then capture the tree, not the builder (a captured builder
// would hold its arrays while it appends to them, and copy them each time).
// Closures call `located` rather than pass `tree.located`: a method passed
// as a value copies the tree (a retain and a release of each of its arrays).
extension SyntaxTree {
    /// A declaration's title: as written when it is a closed string (the
    /// localization key), trimmed (nil when blank), and its token's range.
    func title(_ token: TokenIndex?) -> (written: String?, trimmed: String?, range: ByteRange?) {
        guard let token else { return (nil, nil, nil) }
        let value = located(token).value
        let trimmed = Titles.trimmed(value)
        let closed = self.token(token).kind == .string && !self.token(token).isUnterminated
        return (closed ? value : nil, trimmed.isEmpty ? nil : trimmed, range(of: token))
    }

    /// A declaration's bytes: from its keyword to its block's closing
    /// brace, else to its last token that is not trivia.
    func declaration(_ keyword: TokenIndex, _ tokenSpan: Range<Int>, _ block: Block?) -> ByteRange {
        let start = range(of: keyword).start
        var end = range(of: keyword).end
        if let close = block?.close {
            end = range(of: close).end
        } else {
            var k = min(tokenSpan.upperBound, tokens.count) - 1
            while k > keyword.raw, tokens[k].kind.isTrivia || tokens[k].kind == .newline { k -= 1 }
            if k >= 0 && k < tokens.count { end = max(end, tokens[k].end) }
        }
        return ByteRange(start, max(end, start + 1))
    }

    /// A value token's value: a string's decoded text, else the token's text.
    func located(_ v: TokenIndex) -> Located<String> {
        let t = token(v)
        return Located(t.kind == .string ? stringValue(of: v) : text(of: v), t.range)
    }

    func strings(_ record: ModelBuilder.Counting.Statement?) -> [Located<String>] {
        record?.validValues.map { located($0) } ?? []
    }

    func single(_ record: ModelBuilder.Counting.Statement?) -> Located<String>? {
        record?.validValues.first.map { located($0) }
    }

    func choice<E: RawRepresentable & Sendable>(_ record: ModelBuilder.Counting.Statement?, _ type: E.Type) -> Located<E>? where E.RawValue == String {
        guard let v = single(record), let e = E(rawValue: v.value) else { return nil }
        return Located(e, v.range)
    }

    /// A `platforms` statement's valid values (repeats kept), at its name; nil when it has none.
    func platformList(_ record: ModelBuilder.Counting.Statement?) -> Located<[Platform]>? {
        guard let record, !record.validValues.isEmpty else { return nil }
        return Located(record.validValues.compactMap { Platform(rawValue: text(of: $0)) }, record.nameRange)
    }

    /// A `role` statement's valid values: the visual role (or `action`
    /// when it is the only value), and the range of `action` when given.
    func roles(_ record: ModelBuilder.Counting.Statement?) -> (visual: Located<Role>?, action: ByteRange?) {
        var visual: Located<Role>?
        var action: Located<Role>?
        for v in record?.validValues ?? [] {
            guard let role = Role(rawValue: text(of: v)) else { continue }
            if role == .action {
                if action == nil { action = Located(role, range(of: v)) }
            } else if visual == nil {
                visual = Located(role, range(of: v))
            }
        }
        return (visual ?? action, action?.range)
    }
}
