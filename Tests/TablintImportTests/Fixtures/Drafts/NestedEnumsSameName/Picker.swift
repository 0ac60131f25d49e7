import SwiftUI

// A segmented picker's enum, also called Tab, declared first: no icons, so no tab enum.
struct OrderSheet: View {
    enum Tab: CaseIterable {
        case order, range
        var label: LocalizedStringResource {
            switch self {
            case .order: "Order"
            case .range: "Range"
            }
        }
    }
    var body: some View { Text("order") }
}
