import Foundation

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
    static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
}
