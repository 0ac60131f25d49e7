import TabsSyntax

// Lowering a tab: its keys interned straight from the source bytes when
// they are the value, and the tab made in place in `model.tabs`.
extension ModelBuilder {
    /// The bytes of a value token that are its value, when nothing needs
    /// decoding: an identifier or number, or a closed string without
    /// escapes or errors (between its quotes). Nil otherwise.
    static func plainValue(_ v: TokenIndex, _ tree: SyntaxTree) -> Range<Int>? {
        let t = tree.token(v)
        guard t.start >= 0 && t.start <= t.end && t.end <= tree.bytes.count else { return nil }
        switch t.kind {
        case .identifier, .integer: return t.start..<t.end
        case .string: return t.flags == 0 && t.end - t.start >= 2 ? t.start + 1..<t.end - 1 : nil
        default: return nil
        }
    }

    /// Interns a value token's text without making a `String` when its
    /// bytes are its value. Static, like `located`: a method of the builder
    /// called with `&model.ids` would work on a copy of the builder, and
    /// every append would copy the interner's storage.
    static func intern<Key>(_ v: TokenIndex, _ tree: SyntaxTree, into interner: inout KeyedInterner<Key>) -> Key {
        guard let plain = plainValue(v, tree) else { return interner.intern(ModelBuilder.located(v, tree).value) }
        return tree.bytes.withUnsafeBufferPointer { interner.intern(bytes: UnsafeBufferPointer(rebasing: $0[plain])) }
    }

    /// Interns a title: trimmed into `titles`, case-folded into
    /// `foldedTitles`; nil when it is blank. Bytes straight from the
    /// source when the ends need no trimming (a printable ASCII byte at
    /// each end), which is nearly every title.
    mutating func internTitle(_ v: TokenIndex) -> (TitleKey, FoldedTitleKey)? {
        if let plain = ModelBuilder.plainValue(v, tree), !plain.isEmpty,
           case let (first, last) = (tree.bytes[plain.lowerBound], tree.bytes[plain.upperBound - 1]),
           first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F {
            return tree.bytes.withUnsafeBufferPointer { source in
                let bytes = UnsafeBufferPointer(rebasing: source[plain])
                return (model.titles.intern(bytes: bytes), model.foldedTitles.intern(bytes: bytes))
            }
        }
        let trimmed = Titles.trimmed(ModelBuilder.located(v, tree).value)
        guard !trimmed.isEmpty else { return nil }
        return (model.titles.intern(trimmed), model.foldedTitles.intern(trimmed))
    }

    /// Interns an icon name, working out the traits of each new one.
    mutating func internIcon(_ v: TokenIndex) -> IconKey {
        let key = ModelBuilder.intern(v, tree, into: &model.icons)
        if key.index == model.iconTraits.count {
            if let plain = ModelBuilder.plainValue(v, tree) {
                model.iconTraits.append(tree.bytes.withUnsafeBufferPointer { IconTraits(bytes: UnsafeBufferPointer(rebasing: $0[plain])) })
            } else {
                model.iconTraits.append(IconTraits(of: model.icons.string(key)))
            }
        }
        return key
    }

    /// A `role` statement's valid values: the visual role (or `action`
    /// when it is the only value), and the range of `action` when given.
    func roles(_ statement: StatementRef?) -> (visual: Located<Role>?, action: ByteRange?) {
        guard let statement else { return (nil, nil) }
        var visual: Located<Role>?
        var action: Located<Role>?
        for v in validValues(statement) {
            guard let role = Role(rawValue: tree.text(of: v)) else { continue }
            if role == .action {
                if action == nil { action = Located(role, tree.range(of: v)) }
            } else if visual == nil {
                visual = Located(role, tree.range(of: v))
            }
        }
        return (visual ?? action, action?.range)
    }

    /// Lowers a tab and appends it to `model.tabs` (made in place: a
    /// returned tab was copied twice on its way into the array);
    /// `inherited` is its section's placement and platforms.
    mutating func appendTab(_ decl: TabDecl, section: Int?,
                            inherited: (placement: Located<Placement>?, platforms: Located<[Platform]>?) = (nil, nil)) {
        let attrs = attributes(of: decl.block, kind: .tab)
        // A tab without an id is not declared (docs/language.md, "Structure"): its statements are checked, it is not counted.
        guard decl.id != nil else { return }
        let iconValue = attrs[TabSlot.icon].flatMap { validValues($0).first }
        let placement = choice(attrs[TabSlot.placement], Placement.self)
        let platforms = platformList(attrs[TabSlot.platforms])
        var keys = TabModel.Keys()
        if let id = decl.id { keys.id = Compact(ModelBuilder.intern(id, tree, into: &model.ids)) }
        if let title = decl.title, let interned = internTitle(title) {
            keys.title = Compact(interned.0)
            keys.foldedTitle = Compact(interned.1)
        }
        if let iconValue { keys.icon = Compact(internIcon(iconValue)) }
        // Former ids, interned with the declared ones (one namespace), each with its range.
        if let formerly = attrs[TabSlot.formerly] {
            for v in validValues(formerly) {
                model.formerIDs.append(FormerID(range: tree.range(of: v), key: ModelBuilder.intern(v, tree, into: &model.ids),
                                                tab: Int32(truncatingIfNeeded: model.tabs.count)))
            }
        }
        if let image = attrs[TabSlot.image] {
            model.images[Int32(truncatingIfNeeded: model.tabs.count)] = TabImage(
                image: validValues(image).first.map { ModelBuilder.located($0, tree) }, name: nameRange(image),
                iconName: attrs[TabSlot.icon].map(nameRange))
        }
        let role = roles(attrs[TabSlot.role])
        if let action = role.action { model.actionRanges[Int32(truncatingIfNeeded: model.tabs.count)] = action }
        var available = appPlatformSet
        if let declared = platforms?.value ?? inherited.platforms?.value {
            available = appPlatformSet.intersection(PlatformSet(declared))
        }
        model.tabs.append(TabModel(keyword: tree.range(of: decl.keyword),
                                   idRange: decl.id.map { tree.range(of: $0) },
                                   titleRange: decl.title.map { tree.range(of: $0) },
                                   iconRange: iconValue.map { tree.range(of: $0) },
                                   hasIconStatement: attrs[TabSlot.icon] != nil,
                                   placement: placement,
                                   role: role.visual, isAction: role.action != nil,
                                   platforms: platforms.map { Located(PlatformSet($0.value), $0.range) },
                                   section: section,
                                   effectivePlacement: placement ?? inherited.placement,
                                   availablePlatforms: available, keys: keys))
    }
}
