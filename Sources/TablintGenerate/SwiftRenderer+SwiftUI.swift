import TabsLint

extension SwiftRenderer {
    /// The SwiftUI part: the titles, the label and the placement (iOS 14
    /// and later), then, under `#if compiler(>=6.0)`, the role bridge, the
    /// current platform and the tab view (`renderTabView`). Every SwiftUI
    /// name is written `SwiftUI.`-qualified, so a tab id `Text` or `--type
    /// View` cannot stand for it.
    mutating func renderSwiftUI() {
        let availability = "@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)"
        let module = options.bundle == .module
        line("#if canImport(SwiftUI)")
        line("import SwiftUI")
        line()
        line(availability)
        line("extension \(tabType) {")
        line("    /// The title as a localization key, looked up in the app's string tables.")
        line("    /// One literal per case, so Xcode's string extraction keeps every title.")
        line("    \(access)var titleKey: SwiftUI.LocalizedStringKey {")
        line("        switch self {")
        for k in input.tabs.indices {
            caseStart(tabNames, k, returning: false)
            titleLiterals.append(k, to: out)
            out.append(0x0A)
        }
        line("        }")
        line("    }")
        line()
        line(module ? "    /// The tab's label: its title (from this module's bundle) and icon."
                    : "    /// The tab's label: its title and icon.")
        line("    @MainActor @SwiftUI.ViewBuilder")
        line("    \(access)var label: some SwiftUI.View {")
        line("        if let systemImage = systemImage {")
        if module {
            line("            SwiftUI.Label {")
            line("                SwiftUI.Text(titleKey, bundle: .module)")
            line("            } icon: {")
            line("                SwiftUI.Image(systemName: systemImage)")
            line("            }")
            line("        } else {")
            line("            SwiftUI.Text(titleKey, bundle: .module)")
        } else {
            line("            SwiftUI.Label(titleKey, systemImage: systemImage)")
            line("        } else {")
            line("            SwiftUI.Text(titleKey)")
        }
        line("        }")
        line("    }")
        line()
        line("    #if compiler(>=6.0)")
        line("    /// The placement for SwiftUI's `Tab`.")
        line("    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)")
        line("    \(access)var tabPlacement: SwiftUI.TabPlacement {")
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
        line("    \(access)var titleKey: SwiftUI.LocalizedStringKey {")
        line("        switch self {")
        for k in input.sections.indices {
            caseStart(sectionNames, k, returning: false)
            literal(input.title(ofSection: k))
            out.append(0x0A)
        }
        line("        }")
        line("    }")
        line("}")
        line()
        line("#if compiler(>=6.0)")
        line("#if os(iOS)")
        line("import UIKit")
        line("#endif")
        line()
        renderRoleAndPlatform()
        line()
        renderTabView()
        line("#endif")
        line("#endif")
    }

    /// `tabRole` and `Platform.current`.
    mutating func renderRoleAndPlatform() {
        let viewAvailability = "@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)"
        line(viewAvailability)
        line("extension \(tabType) {")
        line("    /// SwiftUI's role for the tab's visual role: `.search`; `.prominent` where")
        line("    /// SwiftUI has it (OS 27), else none; none for `action` alone. An action")
        line("    /// tab with a visual role shows it and still never becomes the selection.")
        line("    \(access)var tabRole: SwiftUI.TabRole? {")
        line("        switch role {")
        line("        case .search?:")
        line("            return .search")
        line("        case .prominent?:")
        line("            #if compiler(>=6.4)")
        line("            if #available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) {")
        line("                return .prominent")
        line("            }")
        line("            #endif")
        line("            return nil")
        line("        case .action?, nil:")
        line("            return nil")
        line("        }")
        line("    }")
        line("}")
        line()
        let app = input.model.appPlatforms.isEmpty ? [Platform.iphone] : input.model.appPlatforms
        func here(_ platform: Platform) -> String { "." + (app.contains(platform) ? platform : app[0]).rawValue }
        line("extension \(tabType).Platform {")
        line("    /// The platform the process runs on, among the file's platforms; the")
        line("    /// file's first platform anywhere else.")
        line("    @MainActor \(access)static var current: \(tabType).Platform {")
        line("        #if os(macOS) || targetEnvironment(macCatalyst)")
        line("        return \(here(.mac))")
        line("        #elseif os(visionOS)")
        line("        return \(here(.vision))")
        line("        #elseif os(tvOS)")
        line("        return \(here(.tv))")
        line("        #elseif os(iOS)")
        line("        return UIKit.UIDevice.current.userInterfaceIdiom == .pad ? \(here(.ipad)) : \(here(.iphone))")
        line("        #else")
        line("        return .\(app[0].rawValue)")
        line("        #endif")
        line("    }")
        line("}")
    }
}
