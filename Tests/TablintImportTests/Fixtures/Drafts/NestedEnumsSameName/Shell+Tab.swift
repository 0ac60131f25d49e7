import SwiftUI

// The shell's tabs, nested in an extension: read with their own cases and
// properties, never with the picker's. The title goes through a method
// whose default branch makes a String from another property.
extension Shell {
    enum Tab: CaseIterable {
        case stream, mail, options

        var plainLabel: LocalizedStringResource {
            switch self {
            case .stream: "Stream"
            case .mail: "Mail"
            case .options: "Options"
            }
        }

        func label(session: Session) -> String {
            switch self {
            default:
                .init(localized: plainLabel)
            }
        }
    }
}
