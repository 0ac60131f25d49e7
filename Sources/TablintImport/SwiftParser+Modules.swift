// A type named through the framework that declares it (`SwiftUI.TabView`,
// `UIKit.UITabBarController`) is read as the type's own name, so every query
// that looks for the name finds it; apps write it so where a type of their own
// takes the name (`private struct TabView: View` whose body is
// `SwiftUI.TabView { … }`).

extension SwiftParser {
    static let frameworks: Set<String> = ["SwiftUI", "UIKit"]

    /// The type `base.member` names when `base` is a framework and `member` a type's name (it starts upper case).
    static func frameworkType(_ base: Expr, _ member: String) -> String? {
        guard case .name(let module) = base.kind, frameworks.contains(module), let first = member.unicodeScalars.first,
              first.properties.isUppercase else { return nil }
        return member
    }
}
