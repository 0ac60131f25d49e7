import Foundation

// Every label of a screen, each a constant that a closure makes once.
final class Labels_Garden {
    static private let table = "Garden"

    static let beds: String = {
        return NSLocalizedString("garden_beds_title", tableName: table, bundle: Bundle.main, value: "Beds", comment: "the list of beds")
    }()
}

final class Labels_Journal {
    static let heading: String = {
        NSLocalizedString("journal_heading", comment: "the journal's heading")
    }()
}
