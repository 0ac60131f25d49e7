// A stand-in for SwiftUI, compiled by the tests as a module named
// `SwiftUI` so that `#if canImport(SwiftUI)` holds on Linux and the
// generated SwiftUI part type-checks. It declares exactly the names the
// generated code may use (GENERATED.md), plus `Image`, which `Label`'s type
// mentions, and `_Described`, which lets the test program see what a view
// holds. Like SwiftUI's, `View` is isolated to the main actor.

@MainActor public protocol View {}

public protocol _Described {
    var _description: String { get }
}

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    public let key: String
    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
}

public struct Text: View, _Described {
    let key: LocalizedStringKey
    public init(_ key: LocalizedStringKey) { self.key = key }
    public nonisolated var _description: String { "Text(\(key.key))" }
}

public struct Image: View {}

public struct Label<Title: View, Icon: View>: View, _Described {
    let title: LocalizedStringKey
    let systemImage: String
    public nonisolated var _description: String { "Label(\(title.key), \(systemImage))" }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = titleKey
        self.systemImage = systemImage
    }
}

public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View, _Described {
    case first(TrueContent)
    case second(FalseContent)
    public nonisolated var _description: String {
        switch self {
        case .first(let v): (v as? any _Described)?._description ?? "?"
        case .second(let v): (v as? any _Described)?._description ?? "?"
        }
    }
}

public struct _EmptyView: View {}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> _EmptyView { _EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .first(first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .second(second) }
}

public struct TabPlacement: Equatable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
    public var _name: String { name }
}
