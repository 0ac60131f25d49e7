import SwiftUI

// The icons in an extension of the nested type by its path: the same enum.
extension Shell.Tab {
    var icon: String {
        switch self {
        case .stream: "dot.radiowaves.left.and.right"
        case .mail: "envelope"
        case .options: "slider.horizontal.3"
        }
    }
}
