extension SwiftRenderer {
    /// The SwiftUI part. It uses from SwiftUI exactly `View`, `ViewBuilder`,
    /// `Text`, `Label`, `LocalizedStringKey` and `TabPlacement`, so a
    /// stand-in module with those names type-checks it anywhere. `Label`
    /// and `Text` are called as `SwiftUI.Label` and `SwiftUI.Text`: inside
    /// the extension a tab named `Label` or `Text` would stand for them.
    mutating func renderSwiftUI() {
        let availability = "@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)"
        line("#if canImport(SwiftUI)")
        line("import SwiftUI")
        line()
        line(availability)
        line("extension \(tabType) {")
        line("    /// The title as a localization key, looked up in the app's string tables.")
        line("    /// One literal per case, so Xcode's string extraction keeps every title.")
        line("    \(access)var titleKey: LocalizedStringKey {")
        line("        switch self {")
        for k in input.tabs.indices {
            caseStart(tabNames, k, returning: false)
            titleLiterals.append(k, to: out)
            out.append(0x0A)
        }
        line("        }")
        line("    }")
        line()
        line("    /// The tab's label: its title and icon.")
        line("    @MainActor @ViewBuilder")
        line("    \(access)var label: some View {")
        line("        if let systemImage = systemImage {")
        line("            SwiftUI.Label(titleKey, systemImage: systemImage)")
        line("        } else {")
        line("            SwiftUI.Text(titleKey)")
        line("        }")
        line("    }")
        line()
        line("    #if compiler(>=6.0)")
        line("    /// The placement for SwiftUI's `Tab`.")
        line("    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)")
        line("    \(access)var tabPlacement: TabPlacement {")
        line("        switch placement {")
        line("        case .automatic: return .automatic")
        line("        case .pinned: return .pinned")
        line("        case .sidebarOnly: return .sidebarOnly")
        line("        }")
        line("    }")
        line("    #endif")
        line("}")
        line()
        line(availability)
        line("extension \(sectionType) {")
        line("    /// The title as a localization key, for `TabSection`.")
        line("    \(access)var titleKey: LocalizedStringKey {")
        line("        switch self {")
        for (k, section) in input.sections.enumerated() {
            caseStart(sectionNames, k, returning: false)
            literal(section.title)
            out.append(0x0A)
        }
        line("        }")
        line("    }")
        line("}")
        line("#endif")
    }
}
