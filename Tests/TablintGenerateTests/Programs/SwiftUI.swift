// A stand-in for SwiftUI, compiled by the tests as a module named
// `SwiftUI` so that `#if canImport(SwiftUI)` holds on Linux and the
// generated SwiftUI part type-checks and runs. It declares the names the
// generated code uses (docs/generated-swift.md) with the signatures,
// isolation and availability of Apple's documented declarations:
// `View` and `TabContent` are `@MainActor @preconcurrency` protocols with a
// `body`; `Tab`, `TabSection` and `ForEach` are generic; `TabContentBuilder`
// is generic over the selection value (up to ten children a block, as
// SwiftUI's); `Tab`'s initializers and the `TabContent` modifiers are
// `nonisolated`; `badge` and `hidden` exist outside tvOS and watchOS only;
// `TabRole` is a struct with `search` (and `prominent` from 27);
// `ToolbarPlacement.tabBar` exists outside macOS and watchOS only;
// `Binding(get:set:)` takes `@isolated(any) @Sendable` closures. A stand-in
// that accepted what the real SDK rejects would prove nothing.
//
// Names that start with `_` are the stand-in's own: they let the test
// program see what a view holds (`_Described`, `_TabNode`, `_inspect`) and
// tap a tab as SwiftUI would (`_TabViewProbe.tap`).
@_exported import Foundation

// MARK: Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// What a primitive view shows, for the test program.
@MainActor public protocol _Described {
    var _description: String { get }
}

/// The description of any value: its own when it has one.
@MainActor public func _describe(_ value: Any) -> String {
    if let described = value as? any _Described { return described._description }
    if let custom = value as? any CustomStringConvertible { return custom.description }
    return "\(type(of: value))"
}

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    public let key: String
    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
}

public struct EmptyView: View, _Described {
    nonisolated public init() {}
    public var body: Never { fatalError() }
    public var _description: String { "EmptyView" }
}

public struct Text: View, _Described {
    let text: String
    let localized: Bool
    let bundle: Bundle?
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        text = key.key
        localized = true
        self.bundle = bundle
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        text = String(content)
        localized = false
        bundle = nil
    }
    public init(verbatim content: String) {
        text = content
        localized = false
        bundle = nil
    }
    public var body: Never { fatalError() }
    public var _description: String {
        localized ? "Text(\(text)\(bundle.map { $0 === Bundle.main ? "" : ", bundle: \($0.bundleURL.lastPathComponent)" } ?? ""))" : "Text(verbatim: \(text))"
    }
}

public struct Image: View, _Described {
    let name: String
    /// Nil for an SF Symbol; an asset-catalog image's bundle (nil: the main one).
    let asset: Bundle??
    public init(systemName: String) {
        name = systemName
        asset = nil
    }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        asset = .some(bundle)
    }
    public var body: Never { fatalError() }
    public var _description: String {
        switch asset {
        case .none: "Image(\(name))"
        case .some(.none): "Image(asset: \(name))"
        case .some(.some(let bundle)): "Image(asset: \(name)\(bundle === Bundle.main ? "" : ", bundle: \(bundle.bundleURL.lastPathComponent)"))"
        }
    }
}

public struct Label<Title: View, Icon: View>: View, _Described {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: Never { fatalError() }
    public var _description: String { "Label(\(_describe(title)), \(_describe(icon)))" }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        icon = Image(name)
    }
}

public enum _ConditionalContent<TrueContent, FalseContent> {
    case first(TrueContent)
    case second(FalseContent)
}

extension _ConditionalContent: View, _Described where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
    public var _description: String {
        switch self {
        case .first(let v): _describe(v)
        case .second(let v): _describe(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

extension Optional: _Described where Wrapped: View {
    public var _description: String { map { _describe($0) } ?? "nil" }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .first(first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .second(second) }
}

// MARK: Bindings and state

/// SwiftUI's `Binding`. Made from `get`/`set` closures, which SwiftUI calls
/// synchronously on the main thread although their type is `@isolated(any)`;
/// the stand-in does the same (it calls them as plain closures, which they
/// are underneath), and checks that a main-actor closure runs there.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: @isolated(any) @Sendable () -> Value
    let setter: @isolated(any) @Sendable (Value) -> Void

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    public var wrappedValue: Value {
        get {
            _checkIsolation(getter.isolation)
            var f = getter
            return withUnsafeBytes(of: &f) { $0.load(as: (() -> Value).self) }()
        }
        nonmutating set {
            _checkIsolation(setter.isolation)
            var f = setter
            withUnsafeBytes(of: &f) { $0.load(as: ((Value) -> Void).self) }(newValue)
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = _UncheckedBox(self)
        nonisolated(unsafe) let path = keyPath
        return Binding<Subject>(get: { base.value.wrappedValue[keyPath: path] },
                                set: { base.value.wrappedValue[keyPath: path] = $0 })
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        let box = _UncheckedBox(value)
        return Binding(get: { box.value }, set: { _ in })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

func _checkIsolation(_ isolation: (any Actor)?) {
    if let isolation, isolation === MainActor.shared, !Thread.isMainThread {
        fatalError("a main-actor binding closure was called off the main thread")
    }
}

final class _UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// SwiftUI's `State`, enough for the example apps: a box the view and its
/// bindings share.
@propertyWrapper
public struct State<Value> {
    let box: _UncheckedBox<Value>
    public init(wrappedValue value: Value) { box = _UncheckedBox(value) }
    public init(initialValue value: Value) { box = _UncheckedBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

// MARK: Tab content

@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @MainActor @preconcurrency var body: Body { get }
}

/// The body of a primitive tab content.
public struct _NeverTabContent<TabValue: Hashable>: TabContent {
    public var body: _NeverTabContent<TabValue> { fatalError() }
}

/// One tab or section as the test program sees it.
public struct _TabNode {
    public var isSection: Bool
    public var value: AnyHashable?
    public var role: TabRole?
    public var label: String
    public var content: String
    public var placement: TabPlacement?
    public var customizationID: String?
    public var badge: Int?
    public var hidden: Bool?
    public var children: [_TabNode]
}

/// Tab content the test program can walk.
public protocol _TabNodes {
    @MainActor func _tabNodes() -> [_TabNode]
}

public struct TabRole: Hashable, Sendable {
    let name: String
    public static var search: TabRole { TabRole(name: "search") }
    @available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *)
    public static var prominent: TabRole { TabRole(name: "prominent") }
    public var _name: String { name }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
    public var _name: String { name }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct Tab<Value: Hashable, Content: View, Label: View> {
    let value: Value
    let role: TabRole?
    let content: Content
    let label: Label

    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, content: content, label: label)
    }
}

/// The label SwiftUI's `Tab(_:image:value:role:content:)` makes: the title and the asset-catalog image.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct DefaultTabLabel: View, _Described {
    let label: Label<Text, Image>
    public var body: Never { fatalError() }
    public var _description: String { label._description }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension Tab where Label == DefaultTabLabel {
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                            @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) {
            DefaultTabLabel(label: SwiftUI.Label(titleKey, image: image))
        }
    }
}

// In an extension, as SwiftUI's `nonisolated` initializers need: the
// stored properties are not isolated to the main actor.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension Tab: TabContent, _TabNodes {
    public typealias TabValue = Value

    public var body: _NeverTabContent<Value> { fatalError() }

    public func _tabNodes() -> [_TabNode] {
        [_TabNode(isSection: false, value: AnyHashable(value), role: role, label: _describe(label), content: _describe(content),
                  placement: nil, customizationID: nil, badge: nil, hidden: nil, children: [])]
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, _TabNodes
where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    let content: Content
    let header: Header

    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        self.content = content()
        self.header = header()
    }

    public var body: _NeverTabContent<SelectionValue> { fatalError() }

    public func _tabNodes() -> [_TabNode] {
        [_TabNode(isSection: true, value: nil, role: nil, label: _describe(header), content: "", placement: nil,
                  customizationID: nil, badge: nil, hidden: nil, children: _nodes(of: content))]
    }
}

@MainActor func _nodes(of content: Any) -> [_TabNode] {
    (content as? any _TabNodes)?._tabNodes() ?? []
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    let data: Data
    let content: (Data.Element) -> Content
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension ForEach: TabContent, _TabNodes where Content: TabContent {
    public typealias TabValue = Content.TabValue

    nonisolated public init<V: Hashable>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable, Content: TabContent, Content.TabValue == V {
        self.data = data
        self.content = content
    }

    public var body: _NeverTabContent<Content.TabValue> { fatalError() }

    public func _tabNodes() -> [_TabNode] { data.flatMap { _nodes(of: content($0)) } }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension _ConditionalContent: TabContent, _TabNodes where TrueContent: TabContent, FalseContent: TabContent,
    TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: _NeverTabContent<TrueContent.TabValue> { fatalError() }
    public func _tabNodes() -> [_TabNode] {
        switch self {
        case .first(let v): _nodes(of: v)
        case .second(let v): _nodes(of: v)
        }
    }
}

/// A block's children, in order.
public struct _TupleTabContent<TabValue: Hashable> {
    let children: [Any]
}

extension _TupleTabContent: TabContent, _TabNodes {
    public var body: _NeverTabContent<TabValue> { fatalError() }
    public func _tabNodes() -> [_TabNode] { children.flatMap { _nodes(of: $0) } }
}

/// Content with one modifier applied to each of its tabs or sections.
public struct _ModifiedTabContent<Base: TabContent>: _TabNodes {
    let base: Base
    let modify: @Sendable (inout _TabNode) -> Void
    public func _tabNodes() -> [_TabNode] {
        _nodes(of: base).map { node in
            var node = node
            modify(&node)
            return node
        }
    }
}

// Declared in an extension: not isolated to the main actor, so that the
// `nonisolated` modifiers below can make one.
extension _ModifiedTabContent: TabContent {
    public typealias TabValue = Base.TabValue
    public var body: _NeverTabContent<Base.TabValue> { fatalError() }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension TabContent {
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self) { $0.placement = placement }
    }

    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self) { $0.customizationID = id }
    }
}

#if !os(tvOS) && !os(watchOS)
@available(iOS 18, macOS 15, visionOS 2, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self) { $0.badge = count }
    }

    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(base: self) { $0.hidden = hidden }
    }
}
#endif

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    public static func buildBlock() -> some TabContent<TabValue> { _TupleTabContent<TabValue>(children: []) }
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0.TabValue == C1.TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1])
    }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2])
    }
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? { content }
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        .first(first)
    }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        .second(second)
    }
}

extension Optional: TabContent, _TabNodes where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: _NeverTabContent<Wrapped.TabValue> { fatalError() }
    public func _tabNodes() -> [_TabNode] { self.map { _nodes(of: $0) } ?? [] }
}

// MARK: The tab view

/// What the test program reads from a tab view (through its modifiers).
@MainActor public protocol _TabViewProbe {
    var _tabs: [_TabNode] { get }
    var _styles: [String] { get }
    /// What SwiftUI does when the user taps a tab: writes its value to the
    /// selection binding.
    func _tap(_ value: AnyHashable)
    var _selection: AnyHashable { get }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View, _TabViewProbe {
    let selection: Binding<SelectionValue>
    let tabs: [_TabNode]

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where C.TabValue == SelectionValue, Content == _TabContentView {
        self.selection = selection
        tabs = _nodes(of: content())
    }

    public var body: Never { fatalError() }
    public var _tabs: [_TabNode] { tabs }
    public var _styles: [String] { [] }
    public func _tap(_ value: AnyHashable) {
        guard let typed = value.base as? SelectionValue else { fatalError("not a selection value: \(value)") }
        selection.wrappedValue = typed
    }
    public var _selection: AnyHashable { AnyHashable(selection.wrappedValue) }
}

/// `TabContentBuilder.Content`'s stand-in.
public struct _TabContentView: View {
    public var body: Never { fatalError() }
}

public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

@available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
@available(watchOS, unavailable)
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

@available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle { public init() {} }

@available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

@available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// A view with a style applied.
public struct _StyledView<Base: View>: View, _TabViewProbe {
    let base: Base
    let style: String
    public var body: Never { fatalError() }
    var probe: any _TabViewProbe {
        guard let probe = base as? any _TabViewProbe else { fatalError("not a tab view") }
        return probe
    }
    public var _tabs: [_TabNode] { probe._tabs }
    public var _styles: [String] { probe._styles + [style] }
    public func _tap(_ value: AnyHashable) { probe._tap(value) }
    public var _selection: AnyHashable { probe._selection }
}

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        _StyledView(base: self, style: "\(S.self)")
    }
}

/// The tab view inside a view (its body, and its body's, ...).
@MainActor public func _tabView(in view: some View) -> any _TabViewProbe {
    if let probe = view as? any _TabViewProbe { return probe }
    return _tabView(in: view.body)
}

// MARK: Bars

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public struct ToolbarPlacement: Sendable {
    let name: String
    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
}

// The tab bar is a placement on iOS, iPadOS, Mac Catalyst, tvOS and visionOS only.
#if !os(macOS) && !os(watchOS)
@available(iOS 16, tvOS 16, visionOS 1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ToolbarPlacement {
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
}
#endif

/// A view with the visibility of bars set, as the test program sees it.
public struct _ToolbarVisibilityView<Base: View> {
    let base: Base
    let visibility: Visibility
    let bars: [String]
}

// Declared in an extension: not isolated to the main actor, so that the
// `nonisolated` modifier below can make one.
extension _ToolbarVisibilityView: View, _Described {
    public var body: Never { fatalError() }
    public var _description: String { "\(_describe(base)).toolbarVisibility(\(visibility), for: \(bars.joined(separator: ", ")))" }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _ToolbarVisibilityView(base: self, visibility: visibility, bars: bars.map(\.name))
    }
}
