import Foundation

struct TableText {
    let tableName: String
    let bundle: Bundle

    func localized(_ key: String) -> String {
        NSLocalizedString(key, tableName: tableName, bundle: bundle, comment: "")
    }
}

extension String {
    static var library: TableText {
        .init(tableName: "Library", bundle: .main)
    }

    static let profile = TableText(tableName: "Profile", bundle: .main)
}
