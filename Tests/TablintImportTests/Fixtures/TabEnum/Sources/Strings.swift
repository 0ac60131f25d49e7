// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

internal enum L10n {
  /// Filters
  internal static let filters = L10n.tr("Localizable", "filters.title", fallback: "Filters")
  internal enum Tabs {
    /// Discover
    internal static let discover = L10n.tr("Localizable", "tabs.discover", fallback: "Discover")
    /// Podcasts
    internal static let podcasts = L10n.tr("Localizable", "tabs.podcasts", fallback: "Podcasts")
    /// Profile
    internal static let profile = L10n.tr("Localizable", "tabs.profile", fallback: "Profile")
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
